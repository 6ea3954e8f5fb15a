import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { InfoRow } from '@shared/contract';
import { server } from '../../../../mocks/server';
import { useCityStore } from '@site/city';
import { expectNoToast, renderSite } from '../render';
import { answerLate, bbsApi, lastCall, useBbsCalls } from './helpers';

/** `count` news rows, paged like the server. */
function manyNews(count = 35) {
  const all: InfoRow[] = Array.from({ length: count }, (_, i) => ({
    infoId: i + 1,
    infoType: '1',
    title: `示例资讯 ${i + 1}`,
    summary: '',
    cover: '',
    source: '编辑部',
    cityCode: null,
    lang: 'zh',
    views: 1,
    isSample: true,
    createTime: '2026-01-01 10:00:00',
  }));
  server.use(
    http.post(bbsApi('listInfomationInfomation'), ({ request }) => {
      const url = new URL(request.url);
      const pageNum = Number(url.searchParams.get('pageNum') ?? 1);
      const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
      return HttpResponse.json({ code: 200, msg: 'ok', rows: all.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: all.length });
    }),
  );
}

describe('news page', () => {
  const calls = useBbsCalls();

  it('lists the news with the type filter and links to the detail pages', async () => {
    const user = userEvent.setup();
    const { router } = renderSite('/news');
    expect(await screen.findByRole('heading', { level: 1, name: '升学资讯' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'OSSLT 考试窗口提醒' })).toHaveAttribute('href', '/news/detail/1');
    expect(lastCall(calls, 'listInfomationInfomation')).toMatchObject({ query: { pageNum: '1', pageSize: '10' }, body: { lang: 'zh' } });
    expect(document.title).toBe('升学资讯 - 深度择校');

    const group = screen.getByRole('group', { name: '资讯类型' });
    await user.click(within(group).getByRole('button', { name: '活动讲座' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'OSSLT 考试窗口提醒' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: '示例活动：深圳开放日' })).toBeInTheDocument();
    expect(lastCall(calls, 'listInfomationInfomation')?.body.infoType).toBe('4');
    expect(router.state.location.search).toBe('?type=4');

    await user.click(within(group).getByRole('button', { name: '招生资讯' }));
    await screen.findByRole('link', { name: '安省大学申请系统 10 月 1 日开放' });
    await user.click(within(group).getByRole('button', { name: '政策动态' }));
    expect(await screen.findByText('暂无符合条件的资讯')).toBeInTheDocument();
  });

  it('keeps the rows shown and the loading indicator on until 800 ms after the answer', async () => {
    const user = userEvent.setup();
    renderSite('/news');
    await screen.findByRole('link', { name: 'OSSLT 考试窗口提醒' });
    const area = document.querySelector('.dir-list-area') as HTMLElement;
    await waitFor(() => expect(area).toHaveAttribute('aria-busy', 'false'), { timeout: 3000 });
    const { answeredAt } = answerLate('listInfomationInfomation');
    await user.click(within(screen.getByRole('group', { name: '资讯类型' })).getByRole('button', { name: '活动讲座' }));
    expect(area).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('link', { name: 'OSSLT 考试窗口提醒' })).toBeInTheDocument();
    await screen.findByRole('link', { name: '示例活动：深圳开放日' });
    expect(area).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(area).toHaveAttribute('aria-busy', 'false'), { timeout: 3000 });
    expect(answeredAt()).toBeGreaterThan(0);
    expect(Date.now() - answeredAt()).toBeGreaterThanOrEqual(800);
  });

  it('pages by 10 with sizes 10/20/30/50', async () => {
    manyNews();
    const user = userEvent.setup();
    const { router } = renderSite('/news');
    // the rows are in a named region (a screen reader's landmark list shows it)
    await within(await screen.findByRole('region', { name: '资讯列表' })).findByRole('link', { name: '示例资讯 1' });
    const pager = screen.getByRole('navigation', { name: /分页/ });
    expect(within(pager).getByText(/35/)).toBeInTheDocument();
    await user.click(within(pager).getByRole('button', { name: /第 2 页/ }));
    expect(await screen.findByRole('link', { name: '示例资讯 11' })).toBeInTheDocument();
    expect(lastCall(calls, 'listInfomationInfomation')?.query).toEqual({ pageNum: '2', pageSize: '10' });
    expect(router.state.location.search).toBe('?page=2');
    // the keyboard follows the view to the top of the new page
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();

    const size = within(pager).getByRole('combobox');
    expect(within(size).getAllByRole('option').map((o) => (o as HTMLOptionElement).value)).toEqual(['10', '20', '30', '50']);
    await user.selectOptions(size, '20');
    await waitFor(() => expect(lastCall(calls, 'listInfomationInfomation')?.query).toEqual({ pageNum: '1', pageSize: '20' }));
    expect(await screen.findByRole('link', { name: '示例资讯 20' })).toBeInTheDocument();
  });

  it('shows 5 page buttons under 992 px, 7 from 992 px', async () => {
    manyNews(95);
    const pageButtons = () => within(screen.getByRole('navigation', { name: /分页/ })).getAllByRole('button', { name: /^第 \d+ 页/ });
    const wide = renderSite('/news');
    await screen.findByRole('link', { name: '示例资讯 1' });
    expect(pageButtons()).toHaveLength(7);
    wide.unmount();

    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original(query), matches: /max-width/.test(query) })) as typeof window.matchMedia;
    try {
      renderSite('/news');
      await screen.findByRole('link', { name: '示例资讯 1' });
      expect(pageButtons()).toHaveLength(5);
    } finally {
      window.matchMedia = original;
    }
  });

  it('reloads for a new city from the first page', async () => {
    manyNews();
    const user = userEvent.setup();
    const { router } = renderSite('/news?page=3');
    await screen.findByRole('link', { name: '示例资讯 21' });
    expect(lastCall(calls, 'listInfomationInfomation')?.query.pageNum).toBe('3');
    const select = screen.getByRole('combobox', { name: '选择城市' });
    await waitFor(() => expect(within(select).getByRole('option', { name: '深圳' })).toBeInTheDocument());
    await user.selectOptions(select, '440300');
    await waitFor(() => expect(lastCall(calls, 'listInfomationInfomation')).toMatchObject({ query: { pageNum: '1' }, body: { cityCode: '440300' } }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByText(/当前城市：深圳/)).toBeInTheDocument();
    // one request for the new city, from page 1
    await new Promise((r) => setTimeout(r, 100));
    expect(calls.filter((c) => c.name === 'listInfomationInfomation' && c.body.cityCode === '440300').map((c) => c.query.pageNum)).toEqual(['1']);
  });

  it('shows a news item, in English too', async () => {
    renderSite('/en/news/detail/4');
    expect(await screen.findByRole('heading', { level: 1, name: 'OSSLT reminder' })).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveTextContent('Sample');
    expect(screen.getByRole('link', { name: /Back to the news/ })).toHaveAttribute('href', '/en/news');
    expect(document.title).toBe('OSSLT reminder - DSS School Guide');
  });

  it('says when a news item does not exist, once (no toast on top of the page)', async () => {
    renderSite('/news/detail/999');
    expect(await screen.findByRole('heading', { level: 1, name: '这条资讯不存在或已下线' })).toBeInTheDocument();
    await expectNoToast();
  });
});

describe('video page', () => {
  const calls = useBbsCalls();

  it('lists the videos and searches them', async () => {
    const user = userEvent.setup();
    const { router } = renderSite('/video');
    expect(await screen.findByRole('heading', { level: 1, name: '探校视频' })).toBeInTheDocument();
    const region = await screen.findByRole('region', { name: '视频列表' });
    expect(await within(region).findByRole('link', { name: '多伦多校园参观（示例视频）' })).toHaveAttribute('href', '/video/detail/1');
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 2 })).toHaveLength(3);

    await user.type(screen.getByRole('searchbox', { name: '搜索视频' }), 'OSSD');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: '多伦多校园参观（示例视频）' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: '三分钟看懂 OSSD（示例视频）' })).toBeInTheDocument();
    expect(lastCall(calls, 'listVideoVideo')).toMatchObject({ query: { pageNum: '1', pageSize: '10' }, body: { query: 'OSSD', lang: 'zh' } });
    expect(router.state.location.search).toBe('?q=OSSD');

    await user.clear(screen.getByRole('searchbox', { name: '搜索视频' }));
    await user.type(screen.getByRole('searchbox', { name: '搜索视频' }), '不存在的关键词{Enter}');
    expect(await screen.findByText('没有找到与“不存在的关键词”相关的视频，换个关键词试试')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '清除搜索' }));
    // the unfiltered list comes back from the cache (the lists stay fresh for 30 s)
    expect(await screen.findByRole('link', { name: '多伦多校园参观（示例视频）' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('reloads for a new city', async () => {
    renderSite('/video');
    await screen.findByRole('link', { name: '多伦多校园参观（示例视频）' });
    useCityStore.getState().setCity('440300', '深圳');
    await waitFor(() => expect(lastCall(calls, 'listVideoVideo')?.body.cityCode).toBe('440300'));
    await waitFor(() => expect(screen.queryByRole('link', { name: '多伦多校园参观（示例视频）' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: '深圳国际学校探校（示例视频）' })).toBeInTheDocument();
  });

  it('plays a video with the HTML5 player and its poster', async () => {
    renderSite('/video/detail/2');
    const title = await screen.findByRole('heading', { level: 1, name: '三分钟看懂 OSSD（示例视频）' });
    const video = document.querySelector('video') as HTMLVideoElement;
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('poster', '/profile/sample/posters/ossd-explained.jpg');
    expect(video.querySelector('source')).toHaveAttribute('src', '/profile/sample/videos/ossd-explained.mp4');
    expect(video.getAttribute('aria-labelledby')).toBe(title.id);
    expect(screen.getByRole('link', { name: /返回视频列表/ })).toHaveAttribute('href', '/video');
    // more videos, without the one playing
    const more = screen.getByRole('region', { name: '更多视频' });
    expect(await within(more).findByRole('link', { name: '多伦多校园参观（示例视频）' })).toBeInTheDocument();
    expect(within(more).queryByRole('link', { name: '三分钟看懂 OSSD（示例视频）' })).not.toBeInTheDocument();
  });

  it('says when a video does not exist, once (no toast on top of the page)', async () => {
    renderSite('/en/video/detail/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'This video does not exist or is no longer available' })).toBeInTheDocument();
    await expectNoToast();
  });
});
