import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, http, HttpResponse, server } from '../../../../mocks/server';
import { OPENAPI_DOC } from '../../../../mocks/tool-swagger';
import { renderPage, resetViewState, signInWith } from './helpers';

const { default: SwaggerView } = await import('@admin/views/tool/swagger');

beforeEach(() => {
  resetViewState();
  signInWith();
});

const open = () => renderPage(<SwaggerView />, { path: '/tool/swagger' });

describe('API docs (系统接口)', () => {
  it('lists the modules with their endpoint counts and the document summary', async () => {
    open();
    expect(await screen.findByText('system/user')).toBeInTheDocument();
    expect(screen.getByText('monitor/job')).toBeInTheDocument();
    expect(screen.getByText('captchaImage')).toBeInTheDocument();
    expect(screen.getByText(/显示 4 \/ 共 4 个接口/)).toBeInTheDocument();
    expect(screen.getByText(/OpenAPI 3\.0\.3/)).toBeInTheDocument();
  });

  it('search filters by path and by permission, and says when nothing matches', async () => {
    const user = userEvent.setup({ delay: null });
    open();
    await screen.findByText('system/user');
    const search = screen.getByRole('searchbox', { name: '搜索接口' });
    await user.type(search, 'job:changeStatus');
    expect(await screen.findByText('/monitor/job/run')).toBeInTheDocument();
    expect(screen.getByText('monitor:job:changeStatus')).toBeInTheDocument();
    expect(screen.queryByText('system/user')).not.toBeInTheDocument();
    expect(screen.getByText(/显示 1 \/ 共 4 个接口/)).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, '/system/user');
    expect(await screen.findByText('/system/user/list')).toBeInTheDocument();
    expect(screen.getByText('/system/user')).toBeInTheDocument();
    expect(screen.queryByText('monitor/job')).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'nothing-like-this');
    expect(await screen.findByText('没有匹配的接口')).toBeInTheDocument();
  });

  it('an endpoint shows its permission, parameters, body and response as trees', async () => {
    const user = userEvent.setup({ delay: null });
    open();
    await user.click(await screen.findByText('system/user'));
    await user.click(await screen.findByText('/system/user/list'));
    const params = await screen.findByRole('table', { name: '请求参数' });
    expect(within(params).getByText('userName')).toBeInTheDocument();
    expect(within(params).getByText('string · len 0..30')).toBeInTheDocument();
    // the response: the TableDataInfo envelope with the rows' fields
    const response = screen.getByRole('tree', { name: '响应' });
    for (const field of ['code', 'msg', 'rows', 'total', 'userName']) expect(within(response).getByText(field)).toBeInTheDocument();
    await user.click(screen.getByText('/system/user'));
    const body = await screen.findByRole('tree', { name: '请求体' });
    expect(within(body).getByText('userName')).toBeInTheDocument();
    expect(within(body).getByText('string · ∈ {0, 1, 2}')).toBeInTheDocument();
    expect(within(body).getAllByText('必填')).toHaveLength(1);
  });

  it('anonymous and login-only endpoints say so', async () => {
    const user = userEvent.setup({ delay: null });
    open();
    await user.click(await screen.findByText('captchaImage'));
    expect(await screen.findByText('无需登录')).toBeInTheDocument();
  });

  it('copies the whole document as JSON', async () => {
    const user = userEvent.setup({ delay: null });
    open();
    await screen.findByText('system/user');
    await user.click(screen.getByRole('button', { name: /复制 JSON/ }));
    expect(await screen.findByText('已复制 OpenAPI 文档')).toBeInTheDocument();
    expect(JSON.parse(await navigator.clipboard.readText())).toEqual(OPENAPI_DOC);
  });

  it('says when the document cannot be loaded', async () => {
    server.use(http.get(api('/tool/swagger/openapi.json'), () => HttpResponse.json({ code: 403, msg: '没有权限，请联系管理员授权' })));
    open();
    expect(await screen.findByText('接口文档加载失败')).toBeInTheDocument();
  });

  it('is a built view that loads the admin-tool texts', async () => {
    const { groupNamespaces, viewRegistry } = await import('@admin/router/viewRegistry');
    expect(viewRegistry.resolve('tool/swagger/index').kind).toBe('view');
    expect(groupNamespaces('tool/swagger/index')).toEqual(['admin-tool']);
  });

  it('in English the page reads English (no raw key)', async () => {
    const { setLanguage } = await import('@shared/i18n');
    setLanguage('en');
    try {
      const user = userEvent.setup({ delay: null });
      open();
      expect(await screen.findByText(/Showing 4 of 4 endpoints/)).toBeInTheDocument();
      expect(screen.getByRole('searchbox', { name: 'Search endpoints' })).toBeInTheDocument();
      await user.click(screen.getByText('captchaImage'));
      expect(await screen.findByText('No login needed')).toBeInTheDocument();
      expect(document.body.textContent).not.toMatch(/swagger\.[a-zA-Z]/);
    } finally {
      setLanguage('zh');
    }
  });

  it('has no serious or critical axe violations, with an endpoint open', async () => {
    const { default: axe } = await import('axe-core');
    const serious = async () => (await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    const user = userEvent.setup({ delay: null });
    open();
    await user.click(await screen.findByText('system/user'));
    await user.click(await screen.findByText('/system/user/list'));
    await screen.findByRole('table', { name: '请求参数' });
    expect(await serious()).toEqual([]);
  });
});
