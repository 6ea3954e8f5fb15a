/**
 * axe on the login page and the dashboard (jsdom: colour contrast cannot be computed here; it is covered by the
 * AA theme colours and by the browser e2e run). No serious or critical violation is allowed.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { renderAdmin, resetAdminStores, signIn } from './helpers';

async function seriousViolations(): Promise<string[]> {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

beforeEach(() => {
  resetAdminStores();
});

describe('accessibility (axe)', () => {
  it('login page: no serious or critical violations', async () => {
    renderAdmin('/admin/login');
    await screen.findByRole('img', { name: '图形验证码' });
    expect(await seriousViolations()).toEqual([]);
  });

  it('register page: no serious or critical violations', async () => {
    renderAdmin('/admin/register');
    await screen.findByRole('img', { name: '图形验证码' });
    expect(await seriousViolations()).toEqual([]);
  });

  it('dashboard in the shell: no serious or critical violations', async () => {
    signIn();
    renderAdmin('/admin/dss/index');
    await screen.findByRole('navigation', { name: '已打开的页面' });
    await screen.findByRole('link', { name: '用户管理' });
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  });

  it('not-available page: no serious or critical violations', async () => {
    signIn();
    renderAdmin('/admin/system/user');
    await screen.findByRole('heading', { name: '页面不存在' });
    expect(await seriousViolations()).toEqual([]);
  });

  it('settings drawer and route search dialog: no serious or critical violations', async () => {
    signIn();
    renderAdmin('/admin/system/user');
    await screen.findByRole('heading', { name: '页面不存在' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /用户菜单/ }));
    await user.click(await screen.findByText('布局设置'));
    const drawer = await screen.findByRole('dialog', { name: '布局设置' });
    expect(within(drawer).getAllByRole('switch')).toHaveLength(5);
    expect(await seriousViolations()).toEqual([]);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: '搜索菜单' }));
    await user.type(await screen.findByRole('combobox'), '用户');
    await screen.findAllByRole('option');
    expect(await seriousViolations()).toEqual([]);
  });
});
