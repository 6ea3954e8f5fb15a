import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getLanguage } from '@shared/i18n';
import { browser } from '@site/lib/browser';
import { renderSite } from './render';

const notFound = (name = '抱歉，页面不存在') => screen.findByRole('heading', { level: 1, name });

describe('public routes', () => {
  let assign: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
  });
  afterEach(() => assign.mockRestore());

  it('renders the home page at / and /dssIndex with header, main and footer landmarks', async () => {
    renderSite('/');
    expect(await screen.findByRole('heading', { level: 1, name: '为孩子选对学校，看清每一步' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('示例');
    expect(screen.getByRole('navigation', { name: '主导航' })).toBeInTheDocument();
    // (the title is set by an effect after the page commits)
    await waitFor(() => expect(document.title).toBe('深度择校 — 国际学校与香港、加拿大留学指南'));
  });

  it('renders the home page at /dssIndex too', async () => {
    renderSite('/dssIndex');
    expect(await screen.findByRole('heading', { level: 1, name: '为孩子选对学校，看清每一步' })).toBeInTheDocument();
  });

  it('home cards link to the guides, schools, articles and stories of the language', async () => {
    renderSite('/');
    await screen.findByRole('heading', { level: 1 });
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: /OSSD 课程指南/ })).toHaveAttribute('href', '/ossd/introduction');
    expect(within(main).getByRole('link', { name: /常见问题/ })).toHaveAttribute('href', '/FQA');
    expect(within(main).getByRole('link', { name: /学校库/ })).toHaveAttribute('href', '/school');
    expect(within(main).getByRole('link', { name: /学生故事/ })).toHaveAttribute('href', '/story');
  });

  it('a link to a list root (/school) goes on to the list in the browser', async () => {
    const user = userEvent.setup();
    const { router } = renderSite('/');
    await screen.findByRole('heading', { level: 1 });
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: /学校库/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/school/list'));
    expect(await screen.findByRole('heading', { level: 1, name: '学校库' })).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the 404 page for an unknown path', async () => {
    renderSite('/no/such/page');
    expect(await notFound()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('页面不存在 - 深度择校');
  });

  it.each(['/layout/nosuch', '/notify/1', '/en/layout/person/x'])('shows the 404 page for %s (the member centre has no such page)', async (path) => {
    renderSite(path);
    expect(await notFound(path.startsWith('/en') ? "Sorry, we can't find that page" : undefined)).toBeInTheDocument();
  });

  it.each([
    ['/layout/person', '请先登录'],
    ['/en/notify', 'Please log in'],
    ['/dssForgetPsd', '忘记密码'],
    ['/en/dssForgetPsd', 'Forgot password'],
  ])('registers the member route %s', async (path, heading) => {
    renderSite(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('/en/FQA is a 404 in English (the FAQ exists only in Chinese)', async () => {
    renderSite('/en/FQA');
    expect(await notFound("Sorry, we can't find that page")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en');
    expect(getLanguage()).toBe('en');
  });

  it('shows the English menu and UI under /en', async () => {
    renderSite('/en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose the right school, see every step clearly' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Why international schools' })).toHaveAttribute('href', '/en/cSchool');
    expect(within(nav).getByRole('link', { name: 'Student stories' })).toHaveAttribute('href', '/en/story');
    expect(within(nav).getByText('Study in Canada')).toBeInTheDocument();
    expect(within(nav).queryByText('学生故事')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(getLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('shows the Chinese menu at the root', async () => {
    renderSite('/');
    await screen.findByRole('heading', { level: 1 });
    const nav = screen.getByRole('navigation', { name: '主导航' });
    expect(within(nav).getByRole('link', { name: '学生故事' })).toHaveAttribute('href', '/story');
    expect(within(nav).getByText('香港留学')).toBeInTheDocument();
  });

  it('the language switch goes to the twin page without a reload, and back', async () => {
    const user = userEvent.setup();
    const { router } = renderSite('/school/list?page=2');
    await screen.findByRole('heading', { level: 1, name: '学校库' });
    await user.click(screen.getByRole('button', { name: /切换到英文版/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/school/list'));
    expect(router.state.location.search).toBe('?page=2');
    // the texts follow the URL once the twin is rendered (switched before, they would reach a page still being hydrated)
    await waitFor(() => expect(getLanguage()).toBe('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Schools' })).toBeInTheDocument();
    // the English page itself (not the Chinese one re-rendered in English while the route loads)
    await waitFor(() =>
      expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en'),
    );
    await user.click(screen.getByRole('button', { name: /switch to Chinese/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/school/list'));
    await waitFor(() => expect(getLanguage()).toBe('zh'));
    expect(assign).not.toHaveBeenCalled();
  });

  it('the language switch on the Chinese FAQ goes to the English home', async () => {
    const user = userEvent.setup();
    const { router } = renderSite('/FQA');
    await screen.findByRole('button', { name: /切换到英文版/ });
    await user.click(screen.getByRole('button', { name: /切换到英文版/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
  });

  it('follows the URL language on back/forward', async () => {
    const { router } = renderSite('/');
    await screen.findByRole('heading', { level: 1 });
    await act(() => router.navigate('/en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose the right school, see every step clearly' })).toBeInTheDocument();
    expect(getLanguage()).toBe('en');
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { level: 1, name: '为孩子选对学校，看清每一步' })).toBeInTheDocument();
    expect(getLanguage()).toBe('zh');
  });

  it('navigating again to the current page adds no history entry', async () => {
    const user = userEvent.setup();
    const { router } = renderSite('/');
    await screen.findByRole('heading', { level: 1 });
    const home = screen.getByRole('link', { name: '深度择校首页' });
    await user.click(home);
    await user.click(home);
    expect(router.state.historyAction).not.toBe('PUSH');
    expect(router.state.location.pathname).toBe('/');
  });

  it.each(['/admin', '/en/admin'])('%s sends the visitor to the admin login with a full page load', async (path) => {
    renderSite(path);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/admin/login'));
  });

  it('registers the guide routes (OSSD page, English twin)', async () => {
    renderSite('/en/ossd/introduction');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 8000 })).not.toHaveTextContent("Sorry, we can't find that page");
  });
});
