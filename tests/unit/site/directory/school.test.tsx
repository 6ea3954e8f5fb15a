import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../mocks/server';
import { mockContacts, mockSchools } from '../../../../mocks/bbs';
import { expectNoToast, renderSite, shownToasts } from '../render';
import { lastCall, useBbs } from './helpers';

const list = () => screen.findByRole('region', { name: '学校列表' });

describe('school list', () => {
  const calls = useBbs();

  it('redirects /school to /school/list and loads page 1 of 10 in Chinese', async () => {
    const { router } = renderSite('/school');
    await waitFor(() => expect(router.state.location.pathname).toBe('/school/list'));
    expect(await screen.findByRole('heading', { level: 1, name: '学校库' })).toBeInTheDocument();
    expect(await within(await list()).findByRole('link', { name: '枫林公立中学（示例）' })).toHaveAttribute('href', '/school/detail/1');
    const call = lastCall(calls, 'listSchoolSchool');
    expect(call?.query).toEqual({ pageNum: '1', pageSize: '10' });
    await waitFor(() => expect(call?.body).toMatchObject({ lang: 'zh' }));
    expect(document.title).toBe('学校库 - 深度择校');
  });

  it('filters abroad / domestic and keeps the filter in the URL', async () => {
    const { router } = renderSite('/school/list');
    await within(await list()).findByRole('link', { name: '枫林公立中学（示例）' });
    await userEvent.click(screen.getByRole('button', { name: '境内学校' }));
    await waitFor(() => expect(router.state.location.search).toBe('?abroad=0'));
    await within(await list()).findByRole('link', { name: '鹏城国际学校（示例）' });
    expect(screen.queryByRole('link', { name: '枫林公立中学（示例）' })).not.toBeInTheDocument();
    expect(lastCall(calls, 'listSchoolSchool')?.body).toMatchObject({ abroad: '0' });
    expect(screen.getByRole('button', { name: '境内学校' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: '境外学校' }));
    await waitFor(() => expect(lastCall(calls, 'listSchoolSchool')?.body).toMatchObject({ abroad: '1' }));
    await userEvent.click(screen.getByRole('button', { name: '全部学校' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // "all" was loaded first: it comes back from the cache, domestic and abroad schools together
    await within(await list()).findByRole('link', { name: '鹏城国际学校（示例）' });
    expect(screen.getByRole('link', { name: '枫林公立中学（示例）' })).toBeInTheDocument();
    expect(calls.filter((c) => c.name === 'listSchoolSchool').map((c) => c.body.abroad)).toEqual(['', '0', '1']);
  });

  it('searches by name, country and type (dict bbs_school_type)', async () => {
    const { router } = renderSite('/school/list');
    await within(await list()).findByRole('link', { name: '枫林公立中学（示例）' });
    const form = screen.getByRole('form', { name: '搜索学校' });
    await userEvent.type(within(form).getByLabelText('学校名称'), '港岛');
    await userEvent.type(within(form).getByLabelText('所在国家'), '香港');
    const type = within(form).getByLabelText('学校类型');
    // the options are the dictionary's (mock: 1 国际学校, 2 私立学校, 3 公立学校)
    await within(type).findByRole('option', { name: '公立学校' });
    await userEvent.selectOptions(type, '3');
    await userEvent.click(within(form).getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(lastCall(calls, 'listSchoolSchool')?.body).toMatchObject({ schoolName: '港岛', country: '香港', schoolType: '3' }));
    expect(new URLSearchParams(router.state.location.search).get('name')).toBe('港岛');
    expect(new URLSearchParams(router.state.location.search).get('type')).toBe('3');
    expect(await within(await list()).findByRole('link', { name: '港岛国际学校（示例）' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '鹏城国际学校（示例）' })).not.toBeInTheDocument();

    await userEvent.click(within(form).getByRole('button', { name: '重置' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(within(form).getByLabelText('学校名称')).toHaveValue('');
  });

  it('says so when nothing matches', async () => {
    renderSite('/school/list?name=%E4%B8%8D%E5%AD%98%E5%9C%A8');
    expect(await screen.findByText('没有找到符合条件的学校')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: '搜索学校' })).toBeInTheDocument();
    expect(screen.getByLabelText('学校名称')).toHaveValue('不存在');
  });

  it('pages with the pager (page and size in the query string and the URL)', async () => {
    const many = Array.from({ length: 35 }, (_, i) => ({ ...mockSchools[0]!, schoolId: 100 + i, schoolName: `学校 ${i + 1}` }));
    server.use(
      http.post('*/prod-api/bbs/web/listSchoolSchool', ({ request }) => {
        const url = new URL(request.url);
        const n = Number(url.searchParams.get('pageNum'));
        const s = Number(url.searchParams.get('pageSize'));
        return HttpResponse.json({ code: 200, msg: '查询成功', rows: many.slice((n - 1) * s, n * s), total: many.length });
      }),
    );
    const { router } = renderSite('/school/list?abroad=1');
    await within(await list()).findByRole('link', { name: '学校 1' });
    const pager = screen.getByRole('navigation', { name: '学校列表分页' });
    expect(within(pager).getByText('共 35 条')).toBeInTheDocument();
    await userEvent.click(within(pager).getByRole('button', { name: '第 2 页' }));
    await within(await list()).findByRole('link', { name: '学校 11' });
    expect(lastCall(calls, 'listSchoolSchool')?.query).toEqual({ pageNum: '2', pageSize: '10' });
    expect(lastCall(calls, 'listSchoolSchool')?.body).toMatchObject({ abroad: '1' });
    expect(router.state.location.search).toBe('?abroad=1&page=2');

    await userEvent.selectOptions(within(pager).getByRole('combobox', { name: '每页' }), '20');
    await waitFor(() => expect(lastCall(calls, 'listSchoolSchool')?.query).toEqual({ pageNum: '1', pageSize: '20' }));
    expect(router.state.location.search).toBe('?abroad=1&size=20');

    // back restores page 2 from the URL
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page'));
    expect(within(await list()).queryByRole('link', { name: '学校 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '学校 11' })).toBeInTheDocument();
  });

  it('keeps the rows shown when a page fails to load', async () => {
    const { router } = renderSite('/school/list');
    await within(await list()).findByRole('link', { name: '枫林公立中学（示例）' });
    server.use(http.post('*/prod-api/bbs/web/listSchoolSchool', () => HttpResponse.json({ code: 500, msg: '服务繁忙' })));
    await router.navigate('/school/list?abroad=0');
    await waitFor(() => expect(lastCall(calls, 'listSchoolSchool')?.body).toMatchObject({ abroad: '0' }));
    await waitFor(() => expect(screen.getByRole('region', { name: '学校列表' })).toHaveAttribute('aria-busy', 'false'), { timeout: 3000 });
    expect(screen.getByRole('link', { name: '枫林公立中学（示例）' })).toBeInTheDocument();
  });

  it('keeps the list state across the language switch', async () => {
    const { router } = renderSite('/school/list?abroad=1&page=1');
    await within(await list()).findByRole('link', { name: '枫林公立中学（示例）' });
    await userEvent.click(screen.getByRole('button', { name: /切换到英文版/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/school/list'));
    expect(router.state.location.search).toContain('abroad=1');
    const en = await screen.findByRole('region', { name: 'School list' });
    expect(await within(en).findByRole('link', { name: 'Maplewood Secondary School (Sample)' })).toHaveAttribute('href', '/en/school/detail/1');
    expect(screen.getByRole('button', { name: 'Outside the mainland' })).toHaveAttribute('aria-pressed', 'true');
    expect(lastCall(calls, 'listSchoolSchool')?.body).toMatchObject({ lang: 'en', abroad: '1' });
    expect(document.title).toBe('Schools - DSS School Guide');
  });
});

describe('school detail', () => {
  useBbs();

  it('shows every fact with dict labels, its posts and a contact call to action', async () => {
    renderSite('/school/detail/1');
    expect(await screen.findByRole('heading', { level: 1, name: '枫林公立中学（示例）' })).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: '学校信息' });
    expect(within(facts).getByText('课程体系').nextElementSibling).toHaveTextContent('OSSD');
    expect(within(facts).getByText('学费').nextElementSibling).toHaveTextContent('CAD 12,000');
    expect(within(facts).getByText('住宿').nextElementSibling).toHaveTextContent('走读');
    expect(screen.getByRole('link', { name: '开放日没说的：餐费另交' })).toHaveAttribute('href', '/story/detail/6');
    expect(document.title).toBe('枫林公立中学（示例） - 深度择校');

    await userEvent.click(screen.getByRole('button', { name: '咨询这所学校' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('枫林公立中学（示例）')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('姓名'), '王女士');
    await userEvent.type(within(dialog).getByLabelText('手机号码'), '13800138000');
    await userEvent.click(within(dialog).getByRole('button', { name: /提交咨询/ }));
    expect(await within(dialog).findByText('提交成功，我们的顾问会尽快与您联系')).toBeInTheDocument();
    expect(mockContacts).toHaveLength(1);
    expect(mockContacts[0]).toMatchObject({ name: '王女士', mobile: '13800138000', sourcePage: '/school/detail/1', lang: 'zh' });
    expect(mockContacts[0]!.message).toContain('枫林公立中学（示例）');
  });

  it.each([
    ['zh', '/school/detail/1', '红黑榜', '红榜', '示例', '示例：家长评价高', '事由日期 2026-03-14', '上榜日期 2026-04-02', '依据来源：', ['示例文件：本站家长问卷汇总', '示例链接：学校公开的升学数据']],
    ['en', '/en/school/detail/1', 'Red and black lists', 'Red list', 'Sample', 'Sample: well rated', 'Reason dated 2026-03-14', 'Added 2026-04-02', 'Sources:', ['Sample document: parent survey summary', 'Sample link: the school’s destination data']],
  ] as const)('shows each red/black entry with its evidence and the sample badge (%s)', async (_lang, path, heading, tag, badge, reason, reasonDate, added, sourcesLabel, sources) => {
    renderSite(path);
    const section = (await screen.findByRole('heading', { level: 2, name: heading })).closest('section')!;
    const item = within(section).getByText(tag).closest('li')!;
    expect(item).toHaveTextContent(reason);
    expect(within(item).getByText(badge)).toHaveClass('site-tag--sample');
    expect(item).toHaveTextContent(reasonDate);
    expect(item).toHaveTextContent(added);
    expect(within(item).getByText('2026-03-14')).toHaveAttribute('datetime', '2026-03-14');
    const list = within(item).getByText(sourcesLabel).nextElementSibling as HTMLElement;
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(sources);
    // a document is named, a link opens the page safely
    expect(within(list).getAllByRole('link')).toHaveLength(1);
    const link = within(list).getByRole('link', { name: sources[1] });
    expect(link).toHaveAttribute('href', 'https://example.org/sample-destinations');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  });

  it('shows the school’s gallery (学校管理’s images)', async () => {
    renderSite('/school/detail/3');
    const gallery = (await screen.findByRole('heading', { level: 2, name: '校园图片' })).closest('section')!;
    expect(within(gallery).getAllByRole('img').map((img) => [img.getAttribute('src'), img.getAttribute('alt')])).toEqual([
      ['/profile/upload/2026/01/01/hall.png', '港岛国际学校（示例） 图片 1'],
      ['/profile/upload/2026/01/01/field.png', '港岛国际学校（示例） 图片 2'],
    ]);
  });

  it('has no gallery section for a school without images', async () => {
    renderSite('/school/detail/1');
    await screen.findByRole('heading', { level: 1, name: '枫林公立中学（示例）' });
    expect(screen.queryByRole('heading', { level: 2, name: '校园图片' })).not.toBeInTheDocument();
  });

  it('translates the dict labels by value in English', async () => {
    server.use(
      http.post('*/prod-api/bbs/web/getSchoolSchool/:id', () =>
        HttpResponse.json({
          code: 200,
          msg: 'ok',
          data: {
            ...mockSchools[1]!,
            schoolName: mockSchools[1]!.schoolNameEn,
            grades: ['G11', 'G12'],
            joinMethod: '3',
            applicationDifficulty: '4',
            studentNums: '2',
            educationalStage: ['4'],
            labels: {
              schoolType: { value: '5', label: '寄宿学校' },
              joinMethod: { value: '3', label: '笔试+面试' },
              studentNums: { value: '2', label: '200-500人' },
              applicationDifficulty: { value: '4', label: '很难' },
              grades: [{ value: 'G11', label: '十一年级' }, { value: 'G12', label: '十二年级' }],
              educationalStage: [{ value: '4', label: '高中' }],
            },
          },
        }),
      ),
    );
    renderSite('/en/school/detail/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Northridge Boarding School (Sample)' })).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'Key facts' });
    const fact = (label: string) => within(facts).getByText(label).nextElementSibling;
    expect(fact('School type')).toHaveTextContent('Boarding school');
    expect(fact('Admission')).toHaveTextContent('Written test and interview');
    expect(fact('Students')).toHaveTextContent('200–500');
    expect(fact('Difficulty of admission')).toHaveTextContent('Very hard');
    expect(fact('Grades admitted')).toHaveTextContent('Grade 11, Grade 12');
    expect(fact('Stages')).toHaveTextContent('High school');
    expect(fact('Boarding')).toHaveTextContent('Boarding available');
  });

  it('shows the 404 page for a school that does not exist, without a toast on top', async () => {
    renderSite('/school/detail/999');
    expect(await screen.findByRole('heading', { level: 1, name: '抱歉，页面不存在' })).toBeInTheDocument();
    await expectNoToast();
  });

  it('says itself when a school cannot be loaded (no toast), while a failing list keeps the toast', async () => {
    server.use(http.post('*/prod-api/bbs/web/getSchoolSchool/1', () => HttpResponse.json({ code: 500, msg: '服务器开小差' })));
    const detail = renderSite('/school/detail/1');
    expect(await screen.findByText('内容暂时无法加载，请稍后刷新重试。')).toHaveAttribute('role', 'alert');
    await expectNoToast();
    detail.unmount();

    server.use(http.post('*/prod-api/bbs/web/listSchoolSchool', () => HttpResponse.json({ code: 500, msg: '服务器开小差' })));
    renderSite('/school/list');
    await waitFor(() => expect(shownToasts().map((el) => el.textContent)).toContain('服务器开小差'));
  });
});
