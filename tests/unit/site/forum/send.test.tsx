import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, http, HttpResponse } from '../../../../mocks/server';
import { REPEAT_SUBMIT_KEY } from '@shared/api/request';
import { mockForum } from '../../../../mocks/member-forum';
import { mockPublicTypes, publicTypesHandler } from '../../../../mocks/bbs-admin-media';
import { renderSite } from '../render';
import { loginMember, useForumMocks } from './helpers';

vi.setConfig({ testTimeout: 20000 });

const DRAFT_KEY = 'dss-post-draft:100';
const form = (name = '发帖表单') => screen.findByRole('form', { name }, { timeout: 8000 });
const seedDraft = (d: object) =>
  localStorage.setItem(DRAFT_KEY, JSON.stringify({ title: '', postType: '3', category: '', cityCode: '', content: '', ...d }));
const storedDraft = () => JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null') as Record<string, string> | null;

describe('new post page (/station/senddiscuss)', () => {
  const calls = useForumMocks();

  it('validates in Chinese: title required and at most 100, category required, body required', async () => {
    loginMember();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderSite('/station/senddiscuss');
    const f = await form();
    expect(screen.getByRole('heading', { level: 1, name: '发布讨论' })).toBeInTheDocument();
    await user.click(within(f).getByRole('button', { name: '发布' }));
    expect(await within(f).findByText('请输入标题')).toBeInTheDocument();
    expect(within(f).getByText('请选择分类')).toBeInTheDocument();
    expect(within(f).getByText('请输入内容（文字、图片或视频）')).toBeInTheDocument();
    await user.type(within(f).getByRole('textbox', { name: '标题' }), 'x'.repeat(101));
    expect(await within(f).findByText('标题长度不能超过100个字符')).toBeInTheDocument();
    expect(calls.filter((c) => c.name === 'addBlog')).toHaveLength(0);
  });

  it('validates in English', async () => {
    loginMember();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderSite('/en/station/senddiscuss');
    const f = await form('New post form');
    await user.click(within(f).getByRole('button', { name: 'Post' }));
    expect(await within(f).findByText('Enter a title')).toBeInTheDocument();
    expect(within(f).getByText('Choose a category')).toBeInTheDocument();
    expect(within(f).getByText('Write something in the post (text, an image or a video)')).toBeInTheDocument();
  });

  it('switches the categories between station types and story categories (and asks again)', async () => {
    loginMember();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderSite('/station/senddiscuss');
    const f = await form();
    const categories = () => within(f).getByRole('radiogroup', { name: '分类' });
    // the types arrive after the form shows (and render in a transition)
    await waitFor(() =>
      expect(within(categories()).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['择校攻略', '升学规划', '学校探访', '政策解读', '留学生活']),
    );
    await user.click(within(categories()).getByRole('radio', { name: '学校探访' }));
    expect(within(categories()).getByRole('radio', { name: '学校探访' })).toBeChecked();
    await user.click(within(f).getByRole('radio', { name: '学生故事' }));
    await waitFor(() =>
      expect(within(categories()).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['爆料', '吐槽', '揭秘', '种草', '表扬', '推荐']),
    );
    expect(within(categories()).getAllByRole('radio').some((r) => (r as HTMLInputElement).checked)).toBe(false);
  });

  it('saves the draft as the member types and restores it after a remount', async () => {
    loginMember();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const first = renderSite('/station/senddiscuss');
    let f = await form();
    await user.type(within(f).getByRole('textbox', { name: '标题' }), '深圳开放日');
    await user.click(within(f).getByRole('radio', { name: '学生故事' }));
    await user.click(await within(f).findByRole('radio', { name: '种草' }));
    expect(storedDraft()).toMatchObject({ title: '深圳开放日', postType: '2', category: '4' });
    first.unmount();

    loginMember();
    renderSite('/station/senddiscuss');
    f = await form();
    expect(await within(f).findByText('已恢复上次未发布的草稿')).toBeInTheDocument();
    expect(within(f).getByRole('textbox', { name: '标题' })).toHaveValue('深圳开放日');
    expect(within(f).getByRole('radio', { name: '学生故事' })).toBeChecked();
    expect(await within(f).findByRole('radio', { name: '种草' })).toBeChecked();
  });

  it('posts a station discussion and opens it; the draft is cleared', async () => {
    loginMember();
    seedDraft({ title: '求推荐深圳的国际学校', category: '3', cityCode: '440300', content: '<p>孩子明年上初中</p>' });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { router } = renderSite('/station/senddiscuss');
    const f = await form();
    expect(within(f).getByRole('textbox', { name: '标题' })).toHaveValue('求推荐深圳的国际学校');
    await user.click(within(f).getByRole('button', { name: '发布' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/station/detail/1000'));
    expect(await screen.findByRole('heading', { level: 1, name: '求推荐深圳的国际学校' })).toBeInTheDocument();
    expect(await screen.findByText('发布成功')).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'addBlog')?.body).toEqual({
      postType: '3',
      blogType: '3',
      cityCode: '440300',
      title: '求推荐深圳的国际学校',
      content: '<p>孩子明年上初中</p>',
      lang: 'zh',
      tags: [],
    });
    expect(storedDraft()).toBeNull();
  });

  it('offers the enabled types and the saved tags of the admin (GET /bbs/web/types, /tags) and sends the chosen tags', async () => {
    // 升学规划 disabled in 分类管理; a type only the admin has added
    server.use(publicTypesHandler([...mockPublicTypes.filter((x) => !(x.scope === 'station' && x.typeCode === '2')), { scope: 'station', typeCode: 'visa', name: '签证', nameEn: 'Visas', sort: 9 }]));
    loginMember();
    seedDraft({ title: '签证怎么办', category: 'visa', content: '<p>问一下</p>' });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { router } = renderSite('/station/senddiscuss');
    const f = await form();
    const categories = within(f).getByRole('radiogroup', { name: '分类' });
    await waitFor(() =>
      expect(within(categories).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['择校攻略', '学校探访', '政策解读', '留学生活', '签证']),
    );
    expect(within(categories).getByRole('radio', { name: '签证' })).toBeChecked();
    await user.click(within(f).getByRole('combobox', { name: '标签' }));
    await user.click((await screen.findAllByTitle('寄宿')).at(-1)!);
    await user.click(within(f).getByRole('button', { name: '发布' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/station/detail/1000'));
    expect(calls.find((c) => c.name === 'addBlog')?.body).toMatchObject({ postType: '3', blogType: 'visa', tags: ['寄宿'] });
  });

  it('links a school found by name (optional), saved with the draft', async () => {
    loginMember();
    seedDraft({ title: '这所学校怎么样', category: '3', content: '<p>想了解</p>' });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { router } = renderSite('/station/senddiscuss');
    const f = await form();
    const school = within(f).getByRole('combobox', { name: '相关学校' });
    await user.click(school);
    await user.type(school, '枫林');
    // antd's listbox options are for screen readers; the visible item takes the click
    await screen.findByRole('option', { name: '枫林公立中学（示例）' }, { timeout: 3000 });
    await user.click(document.querySelector('.ant-select-item-option[title="枫林公立中学（示例）"]')!);
    await waitFor(() => expect(storedDraft()?.school).toEqual({ value: 1, label: '枫林公立中学（示例）' }));
    await user.click(within(f).getByRole('button', { name: '发布' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/station/detail/1000'));
    expect(calls.find((c) => c.name === 'addBlog')?.body).toMatchObject({ schoolId: 1, title: '这所学校怎么样' });
  });

  it('posts a story in English and opens /en/story/detail/{id}', async () => {
    loginMember();
    seedDraft({ title: 'Our first term', postType: '2', category: '5', content: '<p>Great teachers</p>' });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { router } = renderSite('/en/station/senddiscuss');
    const f = await form('New post form');
    await user.click(within(f).getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/story/detail/1000'));
    expect(calls.find((c) => c.name === 'addBlog')?.body).toMatchObject({ postType: '2', category: '5', lang: 'en' });
  });

  it('says a post waits for review when it does (auditStatus 1) and clears the draft', async () => {
    loginMember();
    mockForum.moderation = true;
    seedDraft({ title: '待审核的帖子', category: '1', content: '<p>内容</p>' });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { router } = renderSite('/station/senddiscuss');
    await user.click(within(await form()).getByRole('button', { name: '发布' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('发布成功，您的帖子正在等待审核，审核通过后将公开显示。');
    expect(router.state.location.pathname).toBe('/station/senddiscuss');
    expect(storedDraft()).toBeNull();
  });

  it('an expired session (401) opens the login popup, keeps everything typed, and posts once logged in again', async () => {
    loginMember();
    seedDraft({ title: '会话过期前写的', category: '2', content: '<p>很长的内容</p>' });
    server.use(http.post('*/prod-api/bbs/submitweb/addBlog', () => HttpResponse.json({ code: 401, msg: '登录状态已过期' }), { once: true }));
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const first = renderSite('/station/senddiscuss');
    const f = await form();
    await user.click(within(f).getByRole('button', { name: '发布' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: '您还未登陆，请登陆后参与互动' })).toBeInTheDocument();
    expect(storedDraft()).toMatchObject({ title: '会话过期前写的', category: '2', content: '<p>很长的内容</p>' });
    expect(within(f).getByRole('textbox', { name: '标题' })).toHaveValue('会话过期前写的');
    // the popup shows before the refused call settles: the page marks the post for resending when it does
    await waitFor(() => expect(sessionStorage.getItem('dss-post-resend')).toBe('1'));
    first.unmount();
    // logging in takes a person longer than the repeat-submit window (1 s) that would refuse the same post again
    sessionStorage.removeItem(REPEAT_SUBMIT_KEY);

    // the login popup reloads the page once the member is back: the refused post goes out by itself
    loginMember();
    const { router } = renderSite('/station/senddiscuss');
    // the page (a lazy route) renders its form, which sends the post and opens it: a rendered state, however slow
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/station\/detail\/\d+$/), { timeout: 10000 });
    expect(calls.filter((c) => c.name === 'addBlog').at(-1)?.body).toMatchObject({ title: '会话过期前写的', blogType: '2' });
    expect(storedDraft()).toBeNull();
  });

  it('a restored draft alone is not sent: only a post refused for an expired session is', async () => {
    loginMember();
    seedDraft({ title: '只是草稿', category: '1', content: '<p>还没写完</p>' });
    renderSite('/station/senddiscuss');
    expect(await screen.findByText('已恢复上次未发布的草稿')).toBeInTheDocument();
    expect(calls.filter((c) => c.name === 'addBlog')).toHaveLength(0);
  });

  it('logged out: opening the page shows the login popup; a guest draft is kept for the member who logs in', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const first = renderSite('/station/senddiscuss');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.getByText('登录后才能发帖。')).toBeInTheDocument();
    const f = await form();
    await user.type(within(f).getByRole('textbox', { name: '标题' }), '游客草稿');
    expect(localStorage.getItem('dss-post-draft:guest')).toContain('游客草稿');
    first.unmount();

    loginMember();
    renderSite('/station/senddiscuss');
    const f2 = await form();
    await waitFor(() => expect(within(f2).getByRole('textbox', { name: '标题' })).toHaveValue('游客草稿'));
    expect(storedDraft()).toMatchObject({ title: '游客草稿' });
  });
});

describe('new post entry points', () => {
  useForumMocks();

  it('the station list links 发帖 and the story list 分享故事 (stories preselected)', async () => {
    renderSite('/station/list');
    expect(await screen.findByRole('link', { name: '发帖' })).toHaveAttribute('href', '/station/senddiscuss');
  });

  it('the story list opens the page on student stories', async () => {
    loginMember();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderSite('/en/story/list');
    const link = await screen.findByRole('link', { name: 'Share a story' });
    expect(link).toHaveAttribute('href', '/en/station/senddiscuss?type=story');
    await user.click(link);
    const f = await form('New post form');
    expect(within(f).getByRole('radio', { name: 'Student stories' })).toBeChecked();
    expect(within(f).getByRole('radio', { name: 'Praise' })).toBeInTheDocument();
  });
});
