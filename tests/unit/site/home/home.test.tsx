import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../mocks/server';
import { renderSite } from '../render';
import { answerLate, bbsApi, callsOf, lastCall, useBbsCalls } from './helpers';

const section = (name: string | RegExp) => screen.getByRole('region', { name });

describe('home page', () => {
  const calls = useBbsCalls();

  it('renders every section from the public calls, each linking to its full page', async () => {
    renderSite('/');
    expect(await screen.findByRole('heading', { level: 1, name: '为孩子选对学校，看清每一步' })).toBeInTheDocument();

    // banners
    expect(await screen.findByRole('img', { name: '选对学校，少走弯路' })).toHaveAttribute('src', '/profile/sample/banners/school-zh.svg');
    expect(screen.getByRole('img', { name: '选对学校，少走弯路' }).closest('a')).toHaveAttribute('href', '/school');

    // station posts
    const station = section('择校文章');
    expect(await within(station).findByRole('link', { name: '公立、私立还是寄宿？加拿大高中类型一览' })).toHaveAttribute('href', '/station/detail/1');
    expect(within(station).getByRole('link', { name: /全部文章/ })).toHaveAttribute('href', '/station/list');

    // schools
    const schools = section('学校推荐');
    expect(await within(schools).findByRole('link', { name: '枫林公立中学（示例）' })).toHaveAttribute('href', '/school/detail/1');
    expect(within(schools).getAllByRole('listitem')).toHaveLength(5);
    expect(within(schools).getByRole('link', { name: /全部学校/ })).toHaveAttribute('href', '/school/list');

    // red and black lists
    const rb = section('学校红黑榜');
    const red = await within(rb).findByRole('heading', { name: '红榜' });
    expect(red.parentElement).toHaveTextContent('示例：家长评价高');
    expect(within(rb).getByRole('heading', { name: '黑榜' }).parentElement).toHaveTextContent('示例：费用说明不清晰');
    expect(within(rb).getByRole('link', { name: '鹏城国际学校（示例）' })).toHaveAttribute('href', '/school/detail/4');
    // sample data says so, like news and videos
    const entries = within(rb).getAllByRole('listitem');
    expect(entries).toHaveLength(3);
    for (const e of entries) expect(within(e).getByText('示例')).toHaveClass('site-tag', 'site-tag--sample');

    // news
    const news = section('升学资讯');
    expect(await within(news).findByRole('link', { name: 'OSSLT 考试窗口提醒' })).toHaveAttribute('href', '/news/detail/1');
    expect(within(news).getByRole('link', { name: /全部资讯/ })).toHaveAttribute('href', '/news');

    // videos
    const videos = section('探校视频');
    expect(await within(videos).findByRole('link', { name: '多伦多校园参观（示例视频）' })).toHaveAttribute('href', '/video/detail/1');
    expect(within(videos).getByRole('link', { name: /全部视频/ })).toHaveAttribute('href', '/video');

    // the calls, in Chinese, without a city on a first visit (no geolocation in jsdom)
    for (const name of ['listHomeBanner', 'listHomeBlog', 'listSchoolSchool', 'listRedBlack', 'listHomeInfomation', 'listHomeVideo']) {
      const call = lastCall(calls, name);
      expect(call, name).toBeDefined();
      expect(call?.body.lang, name).toBe('zh');
      expect(call?.body.cityCode, name).toBeUndefined();
    }
    expect(lastCall(calls, 'listSchoolSchool')?.query).toEqual({ pageNum: '1', pageSize: '8' });
    expect(document.title).toBe('深度择校 — 国际学校与香港、加拿大留学指南');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^深度择校首页/);
  });

  it('speaks English under /en and asks for English content', async () => {
    renderSite('/en/dssIndex');
    expect(await screen.findByRole('link', { name: 'Canadian high-school types and fees' })).toHaveAttribute('href', '/en/station/detail/5');
    expect(await screen.findByRole('link', { name: 'Campus tour in Toronto (sample video)' })).toHaveAttribute('href', '/en/video/detail/4');
    const schools = screen.getByRole('region', { name: 'Featured schools' });
    expect(await within(schools).findByRole('link', { name: 'Maplewood Secondary School (Sample)' })).toHaveAttribute('href', '/en/school/detail/1');
    expect(screen.getByRole('link', { name: /All news/ })).toHaveAttribute('href', '/en/news');
    expect(lastCall(calls, 'listHomeBlog')?.body.lang).toBe('en');
    expect(lastCall(calls, 'listHomeBanner')?.body.lang).toBe('en');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^DSS School Guide/);
  });

  it('filters the 8 schools: abroad (1), domestic (0), all (null)', async () => {
    const user = userEvent.setup();
    renderSite('/');
    const schools = await screen.findByRole('region', { name: '学校推荐' });
    await within(schools).findByRole('link', { name: '鹏城国际学校（示例）' });
    const group = within(schools).getByRole('group', { name: '学校范围' });
    expect(within(group).getByRole('button', { name: '全部' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(group).getByRole('button', { name: '境外' }));
    await waitFor(() => expect(within(schools).queryByRole('link', { name: '鹏城国际学校（示例）' })).not.toBeInTheDocument());
    expect(within(schools).getByRole('link', { name: '港岛国际学校（示例）' })).toBeInTheDocument();
    expect(lastCall(calls, 'listSchoolSchool')?.body.abroad).toBe(1);
    expect(within(group).getByRole('button', { name: '境外' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(group).getByRole('button', { name: '境内' }));
    await waitFor(() => expect(within(schools).queryByRole('link', { name: '港岛国际学校（示例）' })).not.toBeInTheDocument());
    expect(within(schools).getByRole('link', { name: '姑苏双语学校（示例）' })).toBeInTheDocument();
    expect(lastCall(calls, 'listSchoolSchool')?.body.abroad).toBe(0);

    await user.click(within(group).getByRole('button', { name: '全部' }));
    expect(await within(schools).findByRole('link', { name: '港岛国际学校（示例）' })).toBeInTheDocument();
    expect(lastCall(calls, 'listSchoolSchool')?.body.abroad).toBeNull();
    expect(callsOf(calls, 'listSchoolSchool').every((c) => c.query.pageNum === '1' && c.query.pageSize === '8')).toBe(true);
  });

  it('shows station posts by type', async () => {
    const user = userEvent.setup();
    renderSite('/');
    const station = await screen.findByRole('region', { name: '择校文章' });
    await within(station).findByRole('link', { name: '安省大学申请时间线' });
    await user.click(within(station).getByRole('button', { name: '政策解读' }));
    await waitFor(() => expect(within(station).queryByRole('link', { name: '安省大学申请时间线' })).not.toBeInTheDocument());
    expect(within(station).getByRole('link', { name: 'OSSD 毕业要求' })).toBeInTheDocument();
    expect(lastCall(calls, 'listHomeBlog')?.body.blogType).toBe('4');

    await user.click(within(station).getByRole('button', { name: '学校探访' }));
    await waitFor(() => expect(lastCall(calls, 'listHomeBlog')?.body.blogType).toBe('3'));
    expect(await within(station).findByRole('link', { name: '深圳有哪些开放日值得去？' })).toBeInTheDocument();
  });

  it('changing the city reloads posts, red/black, news and videos with the new city code', async () => {
    const user = userEvent.setup();
    renderSite('/');
    await screen.findByRole('link', { name: '多伦多校园参观（示例视频）' });
    await screen.findByRole('link', { name: '公立、私立还是寄宿？加拿大高中类型一览' });
    const select = screen.getByRole('combobox', { name: '选择城市' });
    await waitFor(() => expect(within(select).getByRole('option', { name: '深圳' })).toBeInTheDocument());
    const before = calls.length;

    await user.selectOptions(select, '440300');
    expect(select).toHaveValue('440300');
    await waitFor(() => {
      for (const name of ['listHomeBlog', 'listRedBlack', 'listHomeInfomation', 'listHomeVideo']) {
        expect(calls.slice(before).find((c) => c.name === name)?.body.cityCode, name).toBe('440300');
      }
    });
    // the schools do not depend on the city
    expect(calls.slice(before).some((c) => c.name === 'listSchoolSchool')).toBe(false);
    // Shenzhen's own items first, Toronto's gone
    const videos = screen.getByRole('region', { name: '探校视频' });
    await waitFor(() => expect(within(videos).queryByRole('link', { name: '多伦多校园参观（示例视频）' })).not.toBeInTheDocument());
    expect(within(videos).getAllByRole('link').map((a) => a.textContent)).toContain('深圳国际学校探校（示例视频）');
    // remembered
    expect(JSON.parse(localStorage.getItem('dss-city') ?? '{}').state).toMatchObject({ cityCode: '440300', cityLabel: '深圳' });

    // back to all cities: no city code
    await user.selectOptions(select, '');
    await waitFor(() => expect(lastCall(calls, 'listHomeVideo')?.body.cityCode).toBeUndefined());
  });

  it('keeps what was shown when a list fails to load, and clears the loading state', async () => {
    const user = userEvent.setup();
    renderSite('/');
    const news = await screen.findByRole('region', { name: '升学资讯' });
    await within(news).findByRole('link', { name: 'OSSLT 考试窗口提醒' });
    server.use(http.post(bbsApi('listHomeInfomation'), () => HttpResponse.json({ code: 500, msg: '服务器开小差' })));

    const select = screen.getByRole('combobox', { name: '选择城市' });
    await waitFor(() => expect(within(select).getByRole('option', { name: '北京' })).toBeInTheDocument());
    await user.selectOptions(select, '110100');
    await waitFor(() => expect(lastCall(calls, 'listHomeInfomation')?.body.cityCode).toBe('110100'));
    const body = news.querySelector('.site-list') as HTMLElement;
    await waitFor(() => expect(body).toHaveAttribute('aria-busy', 'false'));
    expect(within(news).getByRole('link', { name: 'OSSLT 考试窗口提醒' })).toBeInTheDocument();
    expect(within(news).queryByText('暂无资讯')).not.toBeInTheDocument();
  });

  it('says so when a list is empty', async () => {
    server.use(http.post(bbsApi('listHomeVideo'), () => HttpResponse.json({ code: 200, msg: 'ok', data: [] })));
    renderSite('/');
    const videos = await screen.findByRole('region', { name: '探校视频' });
    expect(await within(videos).findByText('暂无视频')).toBeInTheDocument();
  });

  it('shows skeletons while loading and clears the loading indicator 800 ms after the answer', async () => {
    const { answeredAt } = answerLate('listHomeInfomation');
    renderSite('/');
    const news = await screen.findByRole('region', { name: '升学资讯' });
    const body = news.querySelector('.site-list') as HTMLElement;
    expect(body).toHaveAttribute('aria-busy', 'true');
    expect(body.querySelector('.is-skeleton')).not.toBeNull();
    await within(news).findByRole('link', { name: 'OSSLT 考试窗口提醒' });
    // the items are shown at once, the indicator lingers
    expect(body).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(body).toHaveAttribute('aria-busy', 'false'), { timeout: 3000 });
    // measured from the moment the answer left the mock: the client cannot clear it sooner than 800 ms after that
    expect(answeredAt()).toBeGreaterThan(0);
    expect(Date.now() - answeredAt()).toBeGreaterThanOrEqual(800);
  });

  it('is kept alive: leaving and coming back shows the page at once with its data and filters', async () => {
    const user = userEvent.setup();
    const { router } = renderSite('/');
    const schools = await screen.findByRole('region', { name: '学校推荐' });
    await user.click(within(schools).getByRole('button', { name: '境外' }));
    await waitFor(() => expect(within(schools).queryByRole('link', { name: '鹏城国际学校（示例）' })).not.toBeInTheDocument());
    await screen.findByRole('link', { name: 'OSSLT 考试窗口提醒' });

    await act(() => router.navigate('/dssLogin'));
    await waitFor(() => expect(screen.queryByRole('region', { name: '学校推荐' })).not.toBeInTheDocument());
    await act(() => router.navigate(-1));
    // synchronously there: no skeleton, the same filter
    const again = screen.getByRole('region', { name: '学校推荐' });
    expect(within(again).getByRole('link', { name: '港岛国际学校（示例）' })).toBeInTheDocument();
    expect(within(again).getByRole('button', { name: '境外' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'OSSLT 考试窗口提醒' })).toBeInTheDocument();
    expect(document.querySelector('.hm .is-skeleton')).toBeNull();
  });
});
