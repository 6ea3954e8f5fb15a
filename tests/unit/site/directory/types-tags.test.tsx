/**
 * The public effect of 分类管理 and 标签管理: the station, story and home filters offer the types of
 * `GET /bbs/web/types` (a type the admin disabled is gone, one the admin added is there), the station list filters by
 * the tags of `GET /bbs/web/tags`, and posts show their tags and a 置顶 mark (pinned first).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../../../mocks/server';
import { mockPosts } from '../../../../mocks/bbs';
import { mockPublicTypes, publicTypesHandler } from '../../../../mocks/bbs-admin-media';
import { renderSite } from '../render';
import { lastCall, useBbs } from './helpers';

const VISA = { scope: 'station' as const, typeCode: 'visa', name: '签证', nameEn: 'Visas', sort: 9 };
/** 政策解读 (station '4') and 吐槽 (story '2') disabled in 分类管理, 签证 added */
const adminTypes = () =>
  server.use(publicTypesHandler([...mockPublicTypes.filter((x) => !(x.scope === 'station' && x.typeCode === '4') && !(x.scope === 'story' && x.typeCode === '2')), VISA]));

describe('types and tags on the public site', () => {
  const calls = useBbs();
  // OSSD 毕业要求 (postId 2) pinned with a tag
  const ossd = mockPosts.find((p) => p.postId === 2)!;
  beforeEach(() => Object.assign(ossd, { pinned: true, tags: ['寄宿', '自选'] }));
  afterEach(() => Object.assign(ossd, { pinned: false, tags: [] }));

  it('the station filter offers the enabled types of the endpoint and filters by a new one', async () => {
    adminTypes();
    const { router } = renderSite('/station/list');
    const group = await screen.findByRole('group', { name: '文章类型' });
    await waitFor(() =>
      expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['全部', '择校攻略', '升学规划', '学校探访', '留学生活', '签证']),
    );
    await userEvent.click(within(group).getByRole('button', { name: '签证' }));
    await waitFor(() => expect(lastCall(calls, 'listBlogBlog')?.body).toMatchObject({ blogType: 'visa' }));
    expect(router.state.location.search).toBe('?type=visa');
  });

  it('shows pinned posts first with 置顶, the tags on the cards, and filters by a saved tag', async () => {
    const { router } = renderSite('/station/list');
    const region = await screen.findByRole('region', { name: '文章列表' });
    const first = (await within(region).findAllByRole('listitem')).find((li) => li.classList.contains('dir-card'))!;
    expect(within(first).getByRole('link', { name: 'OSSD 毕业要求' })).toBeInTheDocument();
    expect(within(first).getByText('置顶')).toHaveClass('dir-tag--pinned');
    const tags = within(first).getByRole('list', { name: '标签' });
    expect(within(tags).getAllByRole('listitem').map((t) => t.textContent)).toEqual(['寄宿', '自选']);

    const tagGroup = screen.getByRole('group', { name: '标签' });
    expect(within(tagGroup).getAllByRole('button').map((b) => b.textContent)).toEqual(['全部', '寄宿', 'IB课程']);
    await userEvent.click(within(tagGroup).getByRole('button', { name: '寄宿' }));
    await waitFor(() => expect(lastCall(calls, 'listBlogBlog')?.body).toMatchObject({ tag: '寄宿' }));
    expect(router.state.location.search).toBe(`?tag=${encodeURIComponent('寄宿')}`);
    await waitFor(() => expect(within(region).queryByRole('link', { name: '安省大学申请时间线' })).not.toBeInTheDocument());
    expect(within(region).getByRole('link', { name: 'OSSD 毕业要求' })).toBeInTheDocument();
  });

  it('the English station shows the saved tag’s English name and the type’s English label', async () => {
    Object.assign(ossd, { lang: 'en' });
    try {
      renderSite('/en/station/list');
      const region = await screen.findByRole('region', { name: 'Article list' });
      const card = (await within(region).findByRole('link', { name: 'OSSD 毕业要求' })).closest('li')!;
      expect(within(card).getByText('Pinned')).toBeInTheDocument();
      expect(await within(card).findByText('Boarding')).toBeInTheDocument();
      expect(await within(card).findByText('Policy explained')).toBeInTheDocument();
    } finally {
      Object.assign(ossd, { lang: 'zh' });
    }
  });

  it('the post detail shows its type from the endpoint, 置顶 and its tags', async () => {
    renderSite('/station/detail/2');
    const article = await screen.findByRole('article');
    expect(await within(article).findByText('政策解读')).toHaveClass('dir-tag');
    expect(within(article).getByText('置顶')).toBeInTheDocument();
    expect(within(within(article).getByRole('list', { name: '标签' })).getAllByRole('listitem').map((t) => t.textContent)).toEqual(['寄宿', '自选']);
  });

  it('a post whose type the admin disabled shows no type label', async () => {
    adminTypes();
    renderSite('/station/detail/2');
    const article = await screen.findByRole('article');
    expect(await within(article).findByText('置顶')).toBeInTheDocument();
    // the types have loaded (the list of the header's filters is not on this page: wait for the call)
    await waitFor(() => expect(calls.some((c) => c.name === 'types')).toBe(true));
    expect(within(article).queryByText('政策解读')).not.toBeInTheDocument();
  });

  it('the story filter offers the enabled story categories only', async () => {
    adminTypes();
    renderSite('/story/list');
    const group = await screen.findByRole('group', { name: '故事分类' });
    await waitFor(() => expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['全部', '爆料', '揭秘', '种草', '表扬', '推荐']));
  });

  it('the home station list offers the enabled types, pinned first with 置顶', async () => {
    adminTypes();
    renderSite('/');
    const group = await screen.findByRole('group', { name: '文章类型' });
    await waitFor(() => expect(within(group).getByRole('button', { name: '签证' })).toBeInTheDocument());
    expect(within(group).queryByRole('button', { name: '政策解读' })).not.toBeInTheDocument();
    const section = group.closest('section')!;
    const firstPost = (await within(section).findAllByRole('heading', { level: 3 }))[0]!;
    expect(firstPost).toHaveTextContent('OSSD 毕业要求');
    expect(within(firstPost.closest('li')!).getByText('置顶')).toBeInTheDocument();
    await userEvent.click(within(group).getByRole('button', { name: '签证' }));
    await waitFor(() => expect(lastCall(calls, 'listHomeBlog')?.body).toMatchObject({ blogType: 'visa' }));
  });
});
