import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSite } from '../render';
import { lastCall, useBbs } from './helpers';

describe('search', () => {
  const calls = useBbs();

  it('defaults to objType 2 with the spec placeholder', async () => {
    renderSite('/search');
    expect(await screen.findByRole('heading', { level: 1, name: '站内搜索' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: '搜索内容' })).toHaveAttribute('placeholder', '请输入您想了解的信息');
    await waitFor(() => expect(lastCall(calls, 'listSearch')?.body).toMatchObject({ objType: 2 }));
    expect(lastCall(calls, 'listSearch')?.query).toEqual({ pageNum: '1', pageSize: '10' });
    expect(screen.getByRole('button', { name: '文章' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.title).toBe('站内搜索 - 深度择校');
  });

  it('has the English placeholder on /en/search', async () => {
    renderSite('/en/search');
    expect(await screen.findByRole('searchbox', { name: 'Search for' })).toHaveAttribute('placeholder', 'Please enter the information you want to know');
  });

  it('searches schools and links the results to their detail pages', async () => {
    const { router } = renderSite('/search?objType=2');
    await screen.findByRole('heading', { level: 1, name: '站内搜索' });
    await userEvent.click(screen.getByRole('button', { name: '学校' }));
    await userEvent.type(screen.getByRole('searchbox', { name: '搜索内容' }), '港岛');
    await userEvent.click(within(screen.getByRole('search')).getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(lastCall(calls, 'listSearch')?.body).toMatchObject({ objType: 1, searchValue: '港岛' }));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('objType')).toBe('1');
    expect(params.get('q')).toBe('港岛');
    const link = await screen.findByRole('link', { name: '港岛国际学校（示例）' });
    expect(link).toHaveAttribute('href', '/school/detail/3');
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: '港岛国际学校（示例）' })).toBeInTheDocument();
  });

  it('links articles and stories to their pages and says when nothing matches', async () => {
    renderSite('/search?objType=3&q=%E9%A4%90%E8%B4%B9');
    expect(await screen.findByRole('link', { name: '开放日没说的：餐费另交' })).toHaveAttribute('href', '/story/detail/6');
    renderSite('/search?q=%E6%B2%A1%E6%9C%89%E8%BF%99%E4%B8%AA');
    expect(await screen.findByText('没有找到与“没有这个”相关的内容')).toBeInTheDocument();
  });

  it('the list pages search box opens the search page', async () => {
    const { router } = renderSite('/station/list');
    await screen.findByRole('heading', { level: 1, name: '择校文章' });
    await userEvent.type(screen.getByRole('searchbox', { name: '搜索内容' }), 'OSSD');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?objType=2&q=OSSD');
    expect(await screen.findByRole('link', { name: 'OSSD 毕业要求' })).toHaveAttribute('href', '/station/detail/2');
  });
});
