/**
 * axe on the login page (also with errors), the register page (also its success dialog) and the dashboard (jsdom: colour contrast cannot be computed here; it is covered by the
 * AA theme colours and by the browser e2e run). No serious or critical violation is allowed.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { api, captchaResponse, fail, http, HttpResponse, server } from '../../../mocks/server';
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

  it('login page with field errors and the server message: no serious or critical violations', async () => {
    server.use(http.post(api('/login'), () => fail(500, '用户不存在/密码错误')));
    renderAdmin('/admin/login');
    await screen.findByRole('img', { name: '图形验证码' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    await screen.findByText('请输入您的账号');
    expect(await seriousViolations()).toEqual([]);
    await user.type(screen.getByLabelText('账号'), 'admin');
    await user.type(screen.getByLabelText('密码'), 'wrong');
    await user.type(screen.getByLabelText('验证码'), 'abcd{Enter}');
    await screen.findByRole('alert');
    expect(await seriousViolations()).toEqual([]);
  });

  it('register success dialog: no serious or critical violations', async () => {
    server.use(http.get(api('/captchaImage'), () => HttpResponse.json(captchaResponse(false))));
    renderAdmin('/admin/register');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('账号'), 'newuser');
    await user.type(screen.getByLabelText('密码'), 'secret123');
    await user.type(screen.getByLabelText('确认密码'), 'secret123{Enter}');
    await screen.findByRole('alertdialog');
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
    renderAdmin('/admin/monitor/online');
    await screen.findByRole('heading', { name: '本页面尚未开放' });
    expect(await seriousViolations()).toEqual([]);
  });

  it('settings drawer and route search dialog: no serious or critical violations', async () => {
    signIn();
    renderAdmin('/admin/monitor/online');
    await screen.findByRole('heading', { name: '本页面尚未开放' });
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
