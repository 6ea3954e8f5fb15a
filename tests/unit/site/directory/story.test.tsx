import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { resetCityStore, useCityStore } from '@site/city/store';
import userEvent from '@testing-library/user-event';
import { renderSite } from '../render';
import { lastCall, useBbs } from './helpers';

const list = () => screen.findByRole('region', { name: '故事列表' });

describe('stories', () => {
  const calls = useBbs();

  it('redirects /story to /story/list with every category and the spec names', async () => {
    const { router } = renderSite('/story');
    await waitFor(() => expect(router.state.location.pathname).toBe('/story/list'));
    await within(await list()).findByRole('link', { name: '开放日没说的：餐费另交' });
    const group = screen.getByRole('group', { name: '故事分类' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['全部', '爆料', '吐槽', '揭秘', '种草', '表扬', '推荐']);
    expect(within(group).getByRole('button', { name: '全部' })).toHaveAttribute('aria-pressed', 'true');
    expect(lastCall(calls, 'listBlogBlogStu')?.query).toEqual({ pageNum: '1', pageSize: '10' });
  });

  it('filters by category: the name in the URL, the id in the call', async () => {
    const { router } = renderSite('/story/list');
    await within(await list()).findByRole('link', { name: '开放日没说的：餐费另交' });
    await userEvent.click(screen.getByRole('button', { name: '表扬' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=biaoyang'));
    await within(await list()).findByRole('link', { name: '感谢班主任每周的反馈' });
    expect(screen.queryByRole('link', { name: '开放日没说的：餐费另交' })).not.toBeInTheDocument();
    await waitFor(() => expect(lastCall(calls, 'listBlogBlogStu')?.body).toMatchObject({ category: '5', lang: 'zh' }));
    expect(document.title).toBe('学生故事：表扬 - 深度择校');

    await userEvent.click(screen.getByRole('button', { name: '吐槽' }));
    expect(await screen.findByText('这个分类下暂时没有故事')).toBeInTheDocument();
    await waitFor(() => expect(lastCall(calls, 'listBlogBlogStu')?.body).toMatchObject({ category: '2' }));
  });

  it('opens a category from the URL and localizes the labels in English', async () => {
    renderSite('/en/story/list?category=tuijian');
    const region = await screen.findByRole('region', { name: 'Story list' });
    expect(await within(region).findByRole('link', { name: 'Recommended for the OSSD route' })).toHaveAttribute('href', '/en/story/detail/8');
    expect(screen.getByRole('button', { name: 'Recommendations' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(lastCall(calls, 'listBlogBlogStu')?.body).toMatchObject({ category: '6', lang: 'en' }));
  });

  it('shows a story with its content sanitized', async () => {
    renderSite('/story/detail/6');
    expect(await screen.findByRole('heading', { level: 1, name: '开放日没说的：餐费另交' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '枫林公立中学（示例）' })).toHaveAttribute('href', '/school/detail/1');
    expect(screen.getByRole('heading', { level: 2, name: '回复（0）' })).toBeInTheDocument();
  });

  it('a story and a discussion have their own breadcrumb, tag and title; a post of the other kind is a 404', async () => {
    const crumbs = () => screen.getByRole('navigation', { name: '面包屑导航' });
    const story = renderSite('/story/detail/6');
    await screen.findByRole('heading', { level: 1, name: '开放日没说的：餐费另交' });
    expect(within(crumbs()).getByRole('link', { name: '学生故事' })).toHaveAttribute('href', '/story/list');
    expect(within(screen.getByRole('article')).getByText('爆料')).toHaveClass('dir-tag');
    story.unmount();

    renderSite('/station/detail/4');
    await screen.findByRole('heading', { level: 1, name: '深圳有哪些开放日值得去？' });
    expect(within(crumbs()).getByRole('link', { name: '择校文章' })).toHaveAttribute('href', '/station/list');
    expect(within(crumbs()).getByText('深圳有哪些开放日值得去？')).toHaveAttribute('aria-current', 'page');
    expect(within(screen.getByRole('article')).getByText('讨论')).toHaveClass('dir-tag');
    expect(document.title).toBe('深圳有哪些开放日值得去？ - 深度择校');
  });

  it.each(['/story/detail/1', '/station/detail/6', '/story/detail/abc'])('%s is a 404', async (path) => {
    renderSite(path);
    expect(await screen.findByRole('heading', { level: 1, name: '抱歉，页面不存在' })).toBeInTheDocument();
  });
});

describe('station', () => {
  const calls = useBbs();

  it('lists articles by blog type with paging params', async () => {
    const { router } = renderSite('/station');
    await waitFor(() => expect(router.state.location.pathname).toBe('/station/list'));
    const region = await screen.findByRole('region', { name: '文章列表' });
    await within(region).findByRole('link', { name: 'OSSD 毕业要求' });
    expect(lastCall(calls, 'listBlogBlog')?.query).toEqual({ pageNum: '1', pageSize: '10' });
    await userEvent.click(screen.getByRole('button', { name: '政策解读' }));
    await waitFor(() => expect(lastCall(calls, 'listBlogBlog')?.body).toMatchObject({ blogType: '4' }));
    expect(router.state.location.search).toBe('?type=4');
    await waitFor(() => expect(screen.queryByRole('link', { name: '安省大学申请时间线' })).not.toBeInTheDocument());
  });

  afterEach(() => resetCityStore());

  it("reloads the posts and the red/black lists with the visitor's city", async () => {
    useCityStore.setState({ cityCode: '', cityLabel: '', settled: true });
    renderSite('/station/list');
    const region = await screen.findByRole('region', { name: '文章列表' });
    await within(region).findByRole('link', { name: 'OSSD 毕业要求' });
    expect(await screen.findByRole('link', { name: '枫林公立中学（示例）' })).toHaveAttribute('href', '/school/detail/1');
    act(() => useCityStore.getState().setCity('440300', '深圳'));
    await waitFor(() => expect(lastCall(calls, 'listBlogBlog')?.body).toMatchObject({ cityCode: '440300' }));
    await waitFor(() => expect(lastCall(calls, 'listRedBlack')?.body).toMatchObject({ cityCode: '440300' }));
    // Shenzhen's own discussion first, then the posts for every city
    await waitFor(() => expect(within(region).getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('深圳有哪些开放日值得去？'));
    expect(within(region).queryByRole('link', { name: '安省大学申请时间线' })).not.toBeInTheDocument();
    const aside = screen.getByRole('complementary', { name: '红黑榜' });
    const entry = (await within(aside).findByRole('link', { name: '鹏城国际学校（示例）' })).closest('li')!;
    expect(within(entry).getByText('示例')).toHaveClass('site-tag--sample');
  });

  it('goes back to the first page for a new city, in one request', async () => {
    useCityStore.setState({ cityCode: '', cityLabel: '', settled: true });
    const { router } = renderSite('/station/list?page=2');
    await waitFor(() => expect(lastCall(calls, 'listBlogBlog')?.query.pageNum).toBe('2'));
    act(() => useCityStore.getState().setCity('440300', '深圳'));
    await waitFor(() => expect(lastCall(calls, 'listBlogBlog')).toMatchObject({ query: { pageNum: '1' }, body: { cityCode: '440300' } }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // the header's city select keeps the focus (only the pager moves it to the heading)
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveFocus();
    await new Promise((r) => setTimeout(r, 100));
    expect(calls.filter((c) => c.name === 'listBlogBlog' && c.body.cityCode === '440300').map((c) => c.query.pageNum)).toEqual(['1']);
  });

  it('shows an article with sanitized HTML and its replies', async () => {
    const { server } = await import('../../../../mocks/server');
    const { http, HttpResponse } = await import('msw');
    const { mockPosts } = await import('../../../../mocks/bbs');
    server.use(
      http.post('*/prod-api/bbs/web/getBlogBlog/:id', () =>
        HttpResponse.json({
          code: 200,
          msg: 'ok',
          data: { ...mockPosts[0]!, content: '<p>正文<img src="x" onerror="window.__xss=1"></p><script>window.__xss=2</script>' },
        }),
      ),
    );
    renderSite('/station/detail/1');
    expect(await screen.findByRole('heading', { level: 1, name: '公立、私立还是寄宿？加拿大高中类型一览' })).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(article).toHaveTextContent('正文');
    expect(article.innerHTML).not.toContain('onerror');
    expect(article.innerHTML).not.toContain('<script');
    expect(screen.getByRole('heading', { level: 2, name: '回复（1）' })).toBeInTheDocument();
    // the thread loads with the forum's chunk
    expect(await screen.findByText('谢谢分享')).toBeInTheDocument();
    expect(document.title).toBe('公立、私立还是寄宿？加拿大高中类型一览 - 深度择校');
  });
});
