import { describe, expect, it, vi } from 'vitest';
import { render, renderHook, screen, act } from '@testing-library/react';
import {
  ALL_PERMISSION,
  SUPER_ADMIN,
  checkPermi,
  checkPermiAnd,
  checkRole,
  checkRoleAnd,
} from '@shared/auth/permission';
import { useAccess } from '@shared/auth/useAccess';
import { Auth } from '@shared/auth/Auth';
import { useAuthStore } from '@shared/auth/store';

describe('pure permission checks', () => {
  const perms = ['system:user:list', 'system:user:add'];

  it('constants', () => {
    expect(ALL_PERMISSION).toBe('*:*:*');
    expect(SUPER_ADMIN).toBe('admin');
  });

  it('checkPermi is any-of with exact matching', () => {
    expect(checkPermi(perms, 'system:user:list')).toBe(true);
    expect(checkPermi(perms, ['system:user:edit', 'system:user:add'])).toBe(true);
    expect(checkPermi(perms, 'system:user:edit')).toBe(false);
    expect(checkPermi(perms, 'system:user')).toBe(false);
    expect(checkPermi([], 'tool:gen:edit')).toBe(false);
  });

  it('*:*:* passes every permission check', () => {
    expect(checkPermi([ALL_PERMISSION], 'tool:gen:edit')).toBe(true);
    expect(checkPermiAnd([ALL_PERMISSION], ['a:b:c', 'd:e:f'])).toBe(true);
  });

  it('checkPermiAnd is all-of', () => {
    expect(checkPermiAnd(perms, ['system:user:list', 'system:user:add'])).toBe(true);
    expect(checkPermiAnd(perms, ['system:user:list', 'system:user:edit'])).toBe(false);
  });

  it('checkRole is any-of and role admin passes', () => {
    expect(checkRole(['common'], ['common', 'editor'])).toBe(true);
    expect(checkRole(['common'], 'editor')).toBe(false);
    expect(checkRole([SUPER_ADMIN], 'editor')).toBe(true);
    expect(checkRole(['ROLE_DEFAULT'], 'admin')).toBe(false);
  });

  it('checkRoleAnd is all-of and role admin passes', () => {
    expect(checkRoleAnd(['common', 'editor'], ['common', 'editor'])).toBe(true);
    expect(checkRoleAnd(['common'], ['common', 'editor'])).toBe(false);
    expect(checkRoleAnd([SUPER_ADMIN], ['x', 'y'])).toBe(true);
  });

  it('throws on an empty value', () => {
    expect(() => checkPermi(perms, [])).toThrow('请设置操作权限标签值');
    expect(() => checkPermi(perms, '')).toThrow();
    expect(() => checkPermiAnd(perms, [])).toThrow();
    expect(() => checkRole(['admin'], [])).toThrow('请设置角色权限标签值');
    expect(() => checkRoleAnd(['admin'], [''])).toThrow();
  });
});

describe('useAccess and <Auth>', () => {
  const asUser = (roles: string[], permissions: string[]) => act(() => useAuthStore.setState({ roles, permissions }));

  it('useAccess follows the store', () => {
    asUser(['common'], ['system:dict:list']);
    const { result } = renderHook(() => useAccess());
    expect(result.current.hasPermi('system:dict:list')).toBe(true);
    expect(result.current.hasPermiAnd(['system:dict:list', 'system:dict:add'])).toBe(false);
    expect(result.current.hasRole('common')).toBe(true);
    expect(result.current.hasRoleAnd(['common', 'x'])).toBe(false);
    asUser(['admin'], ['*:*:*']);
    expect(result.current.hasPermiAnd(['system:dict:list', 'system:dict:add'])).toBe(true);
    expect(result.current.hasRoleAnd(['common', 'x'])).toBe(true);
  });

  it('removes the element when the permission check fails and shows it when it passes', () => {
    asUser(['common'], ['system:user:list']);
    render(
      <>
        <Auth permi="system:user:add">
          <button>新增</button>
        </Auth>
        <Auth permi={['system:user:list', 'x:y:z']}>
          <button>查询</button>
        </Auth>
        <Auth permi={['system:user:list', 'x:y:z']} all fallback={<span>无权限</span>}>
          <button>全部</button>
        </Auth>
      </>,
    );
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '查询' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '全部' })).not.toBeInTheDocument();
    expect(screen.getByText('无权限')).toBeInTheDocument();
  });

  it('role checks, and both permi and role must pass when both are given', () => {
    asUser(['editor'], ['a:b:c']);
    render(
      <>
        <Auth role="editor">
          <span>editor-only</span>
        </Auth>
        <Auth role="admin">
          <span>admin-only</span>
        </Auth>
        <Auth role="editor" permi="x:y:z">
          <span>both</span>
        </Auth>
      </>,
    );
    expect(screen.getByText('editor-only')).toBeInTheDocument();
    expect(screen.queryByText('admin-only')).not.toBeInTheDocument();
    expect(screen.queryByText('both')).not.toBeInTheDocument();
  });

  it('re-renders when the user logs in as admin', () => {
    asUser(['ROLE_DEFAULT'], []);
    render(
      <Auth permi="tool:gen:edit">
        <span>编辑</span>
      </Auth>,
    );
    expect(screen.queryByText('编辑')).not.toBeInTheDocument();
    asUser(['admin'], ['*:*:*']);
    expect(screen.getByText('编辑')).toBeInTheDocument();
  });

  it('throws when given no values', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Auth>x</Auth>)).toThrow();
    expect(() => render(<Auth permi={[]}>x</Auth>)).toThrow();
    spy.mockRestore();
  });
});
