/** The size selector: four sizes, default 中等, remembered in the cookie `size`, applied live to antd. */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { antdSizeOf, resetAppStore, useAppStore } from '@admin/stores/app';
import { renderAdmin, resetAdminStores, signIn } from './helpers';

beforeEach(() => resetAdminStores());

describe('size', () => {
  it('maps 默认 / 中等 / 小 / 迷你 to antd sizes', () => {
    expect(antdSizeOf('default')).toEqual({ componentSize: 'large', compact: false });
    expect(antdSizeOf('medium')).toEqual({ componentSize: 'middle', compact: false });
    expect(antdSizeOf('small')).toEqual({ componentSize: 'small', compact: false });
    expect(antdSizeOf('mini')).toEqual({ componentSize: 'small', compact: true });
  });

  it('defaults to medium; reads the cookie at start; ignores junk; maps Element Plus "large" to default', () => {
    expect(useAppStore.getState().size).toBe('medium');
    Cookies.set('size', 'mini');
    resetAppStore();
    expect(useAppStore.getState().size).toBe('mini');
    Cookies.set('size', 'huge');
    resetAppStore();
    expect(useAppStore.getState().size).toBe('medium');
    Cookies.set('size', 'large');
    resetAppStore();
    expect(useAppStore.getState().size).toBe('default');
  });

  it('choosing a size writes the cookie and resizes the page at once (no reload)', async () => {
    signIn();
    renderAdmin('/admin/monitor/online');
    const user = userEvent.setup();
    const back = await screen.findByRole('button', { name: '返回首页' });
    expect(back).not.toHaveClass('ant-btn-lg');
    await user.click(screen.getByRole('button', { name: '布局大小：中等' }));
    expect(await screen.findByRole('menuitem', { name: '中等' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('menuitem', { name: '默认' }));
    expect(Cookies.get('size')).toBe('default');
    await waitFor(() => expect(screen.getByRole('button', { name: '返回首页' })).toHaveClass('ant-btn-lg'));
    await user.click(screen.getByRole('button', { name: '布局大小：默认' }));
    await user.click(await screen.findByRole('menuitem', { name: '迷你' }));
    expect(Cookies.get('size')).toBe('mini');
    await waitFor(() => expect(screen.getByRole('button', { name: '返回首页' })).toHaveClass('ant-btn-sm'));
    // survives a reload
    resetAppStore();
    expect(useAppStore.getState().size).toBe('mini');
  });
});
