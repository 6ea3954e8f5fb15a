import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, get, type Json, post, type TestServer, createTestServer, forumTokens } from './helpers';

let t: TestServer;
let admin: string;
let editor: string;
let bbsEditor: string;
let noForum: string;
let member: string;
beforeAll(async () => {
  t = await createTestServer();
  ({ admin, editor, bbsEditor, noForum, member } = await forumTokens(t));
});
afterAll(async () => {
  await t?.close();
});

const put = (path: string, body: unknown, token = admin) => call(t, 'PUT', path, { token, body });
const del = (path: string, token = admin) => call(t, 'DELETE', path, { token });
const FORBIDDEN = { code: 403, msg: '没有权限，请联系管理员授权' };
const OK = { code: 200, msg: '操作成功' };

/** The public directory (school list) in zh, first 100 rows. */
const publicSchools = async (body: Record<string, unknown> = {}) =>
  (await post(t, '/bbs/web/listSchoolSchool?pageSize=100', { lang: 'zh', ...body })).body as Json;
const publicDetail = async (id: number) => (await post(t, `/bbs/web/getSchoolSchool/${id}`, { lang: 'zh' })).body as Json;

const schoolBody = (name: string, over: Record<string, unknown> = {}) => ({
  schoolName: name, schoolNameEn: `${name} EN`, country: '中国', countryEn: 'China', province: '广东', provinceEn: 'Guangdong',
  city: '深圳', cityEn: 'Shenzhen', cityCode: '440300', schoolType: '1', abroad: '0', tuition: '每年20万', tuitionEn: '200k a year',
  tuitionMin: 180000, tuitionMax: 220000, currency: 'CNY', grades: ['G10', 'G11'], boarding: '1', curriculum: 'IB', curriculumEn: 'IB',
  joinMethod: '1', studentNums: '1', applicationDifficulty: '1', educationalStage: ['4'], address: '南山区', addressEn: 'Nanshan',
  website: 'https://school.test', intro: '<p>简介</p>', introEn: '<p>Intro</p>', cover: '/profile/upload/2026/01/01/a.png',
  images: ['/profile/upload/2026/01/01/b.png'], status: '0', sort: 5, ...over,
});

async function addSchool(name: string, over: Record<string, unknown> = {}): Promise<number> {
  const res = await post(t, '/bbs/school', schoolBody(name, over), { token: admin });
  expect(res.body).toEqual(OK);
  return Number((await t.db.selectFrom('bbs_school').select('school_id').where('school_name', '=', name).executeTakeFirstOrThrow()).school_id);
}

describe('schools', () => {
  it('needs the right dict values and city in the seed (sanity of the fixture)', async () => {
    const city = await t.db.selectFrom('bbs_city').select('value').where('value', '=', '440300').executeTakeFirst();
    expect(city).toBeTruthy();
  });

  it('adds a school with every field, stores the gallery and sanitized intro, and it shows in the public directory at once', async () => {
    const before = await publicSchools();
    const id = await addSchool('测试国际学校', { intro: '<p onclick="x()">简介<script>alert(1)</script></p>' });
    const row = (await get(t, `/bbs/school/${id}`, { token: admin })).body.data;
    expect(row).toMatchObject({
      schoolId: id, schoolName: '测试国际学校', schoolNameEn: '测试国际学校 EN', grades: ['G10', 'G11'], educationalStage: ['4'],
      images: ['/profile/upload/2026/01/01/b.png'], tuitionMin: 180000, tuitionMax: 220000, status: '0', isSample: 0, createBy: 'admin',
    });
    expect(row.intro).toBe('<p>简介</p>');
    const stored = await t.db.selectFrom('bbs_school').select(['grades', 'images']).where('school_id', '=', id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ grades: 'G10,G11', images: '["/profile/upload/2026/01/01/b.png"]' });
    const after = await publicSchools();
    expect(after.total).toBe(before.total + 1);
    expect(after.rows.map((r: Json) => r.schoolName)).toContain('测试国际学校');
    expect((await publicDetail(id)).data).toMatchObject({ schoolName: '测试国际学校', intro: '<p>简介</p>', images: ['/profile/upload/2026/01/01/b.png'] });
  });

  it('refuses bad input with the definition’s messages', async () => {
    const bad = async (over: Record<string, unknown>) => (await post(t, '/bbs/school', schoolBody('坏学校', over), { token: admin })).body;
    expect((await bad({ schoolName: '' })).msg).toContain('学校名称不能为空');
    expect((await bad({ schoolName: '长'.repeat(101) })).msg).toContain('学校名称长度不能超过100个字符');
    expect((await bad({ website: 'http://insecure.test' })).msg).toContain('学校官网须是以 https:// 开头的链接');
    expect((await bad({ website: 'javascript:alert(1)' })).msg).toContain('https://');
    expect((await bad({ tuitionMin: 300000, tuitionMax: 100 })).msg).toBe('最高学费不能低于最低学费');
    expect((await bad({ schoolType: '' })).msg).toContain('学校类型不能为空');
    expect((await bad({ schoolType: '99' })).msg).toBe("学校类型取值'99'不存在");
    expect((await bad({ grades: ['G10', 'G77'] })).msg).toBe("招生年级取值'G77'不存在");
    expect((await bad({ cityCode: 'nowhere' })).msg).toBe("城市编码'nowhere'不存在");
    expect((await bad({ cover: 'https://evil.test/x.png' })).msg).toContain('/profile/');
    expect((await bad({ images: Array.from({ length: 9 }, (_, i) => `/profile/upload/${i}.png`) })).msg).toContain('学校图片最多8张');
    expect((await bad({ images: ['/profile/../etc/passwd'] })).msg).toContain('/profile/');
    expect((await bad({ abroad: '2' })).code).toBe(500);
    expect(await t.db.selectFrom('bbs_school').select('school_id').where('school_name', '=', '坏学校').execute()).toEqual([]);
  });

  it('filters by name (Chinese or English, contains), type, abroad, city and status', async () => {
    await addSchool('筛选海外学校', { schoolNameEn: 'Maple Filter Academy', abroad: '1', schoolType: '2', cityCode: null, status: '1' });
    const names = async (q: string) => ((await get(t, `/bbs/school/list?pageSize=100&${q}`, { token: admin })).body.rows as Json[]).map((r) => r.schoolName);
    expect(await names(`schoolName=${encodeURIComponent('筛选海外')}`)).toEqual(['筛选海外学校']);
    expect(await names('schoolName=maple%20filter')).toEqual(['筛选海外学校']);
    expect(await names('schoolName=maple%20filter&abroad=0')).toEqual([]);
    expect(await names('abroad=1&status=1')).toEqual(['筛选海外学校']);
    expect(await names('schoolType=2&status=1')).toEqual(['筛选海外学校']);
    expect(await names('cityCode=440300')).toContain('测试国际学校');
    expect(await names('cityCode=440300')).not.toContain('筛选海外学校');
  });

  it('edits a sample school keeping its sample mark; unpublishing hides it from the public list, search and detail (not found)', async () => {
    const sample = await t.db.selectFrom('bbs_school').selectAll().where('is_sample', '=', 1).where('status', '=', '0').orderBy('school_id').executeTakeFirstOrThrow();
    const id = Number(sample.school_id);
    const row = (await get(t, `/bbs/school/${id}`, { token: admin })).body.data;
    expect(row.isSample).toBe(1);
    const res = await put('/bbs/school', { ...row, remark: '编辑后', status: '1', isSample: 0 });
    expect(res.body).toEqual(OK);
    const after = await t.db.selectFrom('bbs_school').select(['is_sample', 'status', 'remark', 'update_by']).where('school_id', '=', id).executeTakeFirstOrThrow();
    expect(after).toEqual({ is_sample: 1, status: '1', remark: '编辑后', update_by: 'admin' });
    expect((await publicSchools()).rows.map((r: Json) => r.schoolId)).not.toContain(id);
    const detail = await publicDetail(id);
    expect(detail.code).toBe(404);
    const search = (await post(t, '/bbs/web/listSearch?pageSize=50', { objType: 1, searchValue: sample.school_name, lang: 'zh' })).body;
    expect(search.rows.map((r: Json) => r.id)).not.toContain(id);
    // publish again
    expect((await put('/bbs/school', { ...row, status: '0' })).body).toEqual(OK);
    expect((await publicDetail(id)).code).toBe(200);
  });

  it('deletes a school nothing links to; refuses one with posts or school-account applications, naming them', async () => {
    const free = await addSchool('可删除学校');
    const linked = await addSchool('有帖子学校');
    await t.db.insertInto('bbs_post').values({ post_type: '1', title: '关于有帖子学校', school_id: linked, create_time: '2026-01-01 00:00:00' }).execute();
    const res = await del(`/bbs/school/${free},${linked}`);
    expect(res.body.code).toBe(500);
    expect(res.body.msg).toBe("学校'有帖子学校'已关联1篇帖子，不能删除，请改为下线");
    expect(await t.db.selectFrom('bbs_school').select('school_id').where('school_id', 'in', [free, linked]).execute()).toHaveLength(2);
    expect((await del(`/bbs/school/${free}`)).body).toEqual(OK);
    expect(await t.db.selectFrom('bbs_school').select('school_id').where('school_id', '=', free).execute()).toEqual([]);
  });

  it('lists the approved school accounts of a school', async () => {
    const id = await addSchool('认证学校');
    const approved = await createUser(t, { userName: 'schoolacc', userType: '02' });
    const pending = await createUser(t, { userName: 'schoolpend', userType: '01' });
    const auth = (user_id: number, status: string) => ({
      user_id, school_id: id, role: '1', real_name: '王老师', phone: '13800000001', proof_files: '[]', status,
      review_by: status === '2' ? 'admin' : '', review_time: status === '2' ? '2026-01-02 10:00:00' : null, create_time: '2026-01-01 00:00:00',
    });
    await t.db.insertInto('bbs_school_auth').values([auth(approved, '2'), auth(pending, '1')]).execute();
    const res = await get(t, `/bbs/school/accounts/${id}`, { token: admin });
    expect(res.body.data).toEqual([
      expect.objectContaining({ userId: approved, userName: 'schoolacc', nickName: 'schoolacc', role: '1', reviewBy: 'admin', reviewTime: '2026-01-02 10:00:00' }),
    ]);
    expect((await del(`/bbs/school/${id}`)).body.msg).toBe("学校'认证学校'已关联2条学校认证申请，不能删除，请改为下线");
  });

  it('exports the list as xlsx', async () => {
    const res = await call(t, 'POST', '/bbs/school/export', { token: admin, body: {} });
    expect(res.headers['content-type']).toContain('spreadsheetml');
  });
});

describe('permissions', () => {
  let n = 0;
  const calls = (token?: string) => [
    () => get(t, '/bbs/school/list', { token }),
    () => get(t, '/bbs/school/1', { token }),
    () => get(t, '/bbs/school/accounts/1', { token }),
    () => get(t, '/bbs/redBlack/list', { token }),
    () => get(t, '/bbs/redBlack/history/1', { token }),
    () => get(t, '/bbs/city/list', { token }),
    () => post(t, '/bbs/city', { label: '权限测试城', value: `perm${++n}`, lng: 1, lat: 1 }, { token }),
    () => call(t, 'DELETE', '/bbs/redBlack/999999', { token }),
    () => call(t, 'DELETE', '/bbs/school/999999', { token }),
  ];

  it('lets admin, the 论坛编辑 role and the seeded editor in; refuses a role without the forum menus and a member', async () => {
    for (const token of [admin, bbsEditor, editor]) {
      for (const c of calls(token)) expect((await c()).body.code).toBe(200);
    }
    for (const token of [noForum, member]) {
      for (const c of calls(token)) expect((await c()).body).toEqual(FORBIDDEN);
    }
    for (const c of calls()) expect((await c()).body.code).toBe(401);
    // the three allowed callers added one city each; the refused ones none
    expect(await t.db.selectFrom('bbs_city').select('city_id').where('label', '=', '权限测试城').execute()).toHaveLength(3);
    await t.db.deleteFrom('bbs_city').where('label', '=', '权限测试城').execute();
  });
});

describe('red/black list', () => {
  const entry = (over: Record<string, unknown> = {}) => ({
    listType: 'black', schoolId: null, schoolName: '黑榜测试学校', schoolNameEn: 'Black Test School', reason: '虚假宣传', reasonEn: 'False ads',
    reasonDate: '2026-01-10', addedDate: '2026-01-12', sources: [{ title: '教育局通报', titleEn: 'Bureau notice', url: 'https://edu.test/n/1' }],
    cityCode: '440300', sort: 1, status: '0', ...over,
  });
  const publicLists = async () => {
    const body = (await post(t, '/bbs/web/listRedBlack', { lang: 'zh' })).body as { redlist: Json[]; balcklist: Json[] };
    return { red: body.redlist, black: body.balcklist };
  };
  let id: number;

  it('adds an entry (history "add"), shown on the public list at once', async () => {
    expect((await post(t, '/bbs/redBlack', entry(), { token: admin })).body).toEqual(OK);
    id = Number((await t.db.selectFrom('bbs_red_black').select('entry_id').where('school_name', '=', '黑榜测试学校').executeTakeFirstOrThrow()).entry_id);
    expect((await get(t, `/bbs/redBlack/${id}`, { token: admin })).body.data).toMatchObject({
      entryId: id, listType: 'black', sources: [{ title: '教育局通报', titleEn: 'Bureau notice', url: 'https://edu.test/n/1' }], addedDate: '2026-01-12', status: '0',
    });
    expect((await publicLists()).black.map((e) => e.entryId)).toContain(id);
    const history = (await get(t, `/bbs/redBlack/history/${id}`, { token: admin })).body.data;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ entryId: id, action: 'add', operBy: 'admin', snapshot: { reason: '虚假宣传', status: '0' } });
  });

  it('enforces the evidence rules', async () => {
    const bad = async (over: Record<string, unknown>) => (await post(t, '/bbs/redBlack', entry(over), { token: admin })).body.msg as string;
    expect(await bad({ sources: [] })).toBe('红黑榜条目至少要附一个来源（链接或文件名称）才能发布');
    expect(await bad({ sources: [{ title: '', url: 'https://x.test' }] })).toContain('来源需要填写标题或文件名称');
    expect(await bad({ sources: [{ title: '来源', url: 'http://x.test' }] })).toContain('来源链接须以 https:// 开头');
    expect(await bad({ sources: [{ title: '来源', url: 'javascript:alert(1)' }] })).toContain('https://');
    expect(await bad({ reason: '' })).toContain('请填写上榜理由');
    expect(await bad({ reasonDate: '2026-02-30' })).toBe('理由日期须为有效日期（YYYY-MM-DD）');
    expect(await bad({ reasonDate: '2026-01-20' })).toBe('理由日期不能晚于加入榜单的日期');
    expect(await bad({ schoolName: '' })).toBe('请选择学校或填写学校名称');
    expect(await bad({ schoolId: 99999999 })).toBe('关联的学校不存在');
    expect(await bad({ listType: 'grey' })).toContain('榜单类型只能是红榜（red）或黑榜（black）');
    // a draft may be saved without a source
    expect((await post(t, '/bbs/redBlack', entry({ schoolName: '草稿条目', sources: [], status: '1' }), { token: admin })).body).toEqual(OK);
  });

  it('edits record "edit", and status changes "unpublish" / "publish"; filters', async () => {
    const row = (await get(t, `/bbs/redBlack/${id}`, { token: admin })).body.data;
    expect((await put('/bbs/redBlack', { ...row, reason: '虚假宣传（已核实）' })).body).toEqual(OK);
    expect((await put('/bbs/redBlack', { ...row, reason: '虚假宣传（已核实）', status: '1' })).body).toEqual(OK);
    expect((await publicLists()).black.map((e) => e.entryId)).not.toContain(id);
    expect((await put('/bbs/redBlack', { ...row, reason: '虚假宣传（已核实）', status: '0' })).body).toEqual(OK);
    const history = (await get(t, `/bbs/redBlack/history/${id}`, { token: admin })).body.data as Json[];
    expect(history.map((h) => h.action)).toEqual(['publish', 'unpublish', 'edit', 'add']);
    expect(history[2].snapshot.reason).toBe('虚假宣传（已核实）');
    const list = async (q: string) => ((await get(t, `/bbs/redBlack/list?pageSize=100&${q}`, { token: admin })).body.rows as Json[]).map((r) => r.schoolName);
    expect(await list(`schoolName=${encodeURIComponent('黑榜测试')}`)).toEqual(['黑榜测试学校']);
    expect(await list('listType=black&status=1')).toContain('草稿条目');
    expect(await list('listType=red&status=1')).not.toContain('草稿条目');
  });

  it('delete unpublishes (history "unpublish"), never deletes the row', async () => {
    expect((await del(`/bbs/redBlack/${id}`)).body).toEqual(OK);
    const row = await t.db.selectFrom('bbs_red_black').select(['status', 'update_by']).where('entry_id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: '1', update_by: 'admin' });
    expect((await publicLists()).black.map((e) => e.entryId)).not.toContain(id);
    const history = (await get(t, `/bbs/redBlack/history/${id}`, { token: admin })).body.data as Json[];
    expect(history[0]).toMatchObject({ action: 'unpublish', snapshot: { status: '1' } });
    // again: nothing more to record
    expect((await del(`/bbs/redBlack/${id}`)).body).toEqual(OK);
    expect((await get(t, `/bbs/redBlack/history/${id}`, { token: admin })).body.data).toHaveLength(history.length);
  });

  it('links a school: the school then cannot be deleted', async () => {
    const school = await addSchool('红榜学校');
    expect((await post(t, '/bbs/redBlack', entry({ listType: 'red', schoolId: school, schoolName: '' }), { token: admin })).body).toEqual(OK);
    const rows = (await get(t, '/bbs/redBlack/list?listType=red&pageSize=100', { token: admin })).body.rows as Json[];
    expect(rows.find((r) => r.schoolId === school)).toMatchObject({ linkedSchoolName: '红榜学校' });
    // the name filter finds an entry by its linked school's name (Chinese or English) too
    const byName = async (name: string) => ((await get(t, `/bbs/redBlack/list?schoolName=${encodeURIComponent(name)}`, { token: admin })).body.rows as Json[]).map((r) => r.schoolId);
    expect(await byName('红榜学')).toEqual([school]);
    expect(await byName('红榜学校 en')).toEqual([school]);
    expect((await del(`/bbs/school/${school}`)).body.msg).toBe("学校'红榜学校'已关联1条红黑榜条目，不能删除，请改为下线");
  });
});

describe('cities', () => {
  const cityIds = async (q = '') => ((await get(t, `/bbs/city/list?pageSize=100${q}`, { token: admin })).body.rows as Json[]);
  const publicCities = async () => ((await post(t, '/bbs/web/listCity', { lang: 'zh' })).body.data as Json[]).map((c) => c.value);

  it('adds, validates, edits and deletes an unused city; the public city list follows', async () => {
    expect((await post(t, '/bbs/city', { label: '测试城', labelEn: 'Testville', value: 'TST01', lng: 113.5, lat: 22.3, sort: 9 }, { token: admin })).body).toEqual(OK);
    expect(await publicCities()).toContain('TST01');
    const row = (await cityIds('&value=tst01'))[0];
    expect(row).toMatchObject({ label: '测试城', labelEn: 'Testville', value: 'TST01', lng: 113.5, lat: 22.3, sort: 9, status: '0' });
    const bad = async (over: Record<string, unknown>) => (await post(t, '/bbs/city', { label: '坏城', value: 'BAD1', lng: 1, lat: 1, ...over }, { token: admin })).body.msg as string;
    expect(await bad({ value: 'TST01' })).toBe("城市编码'TST01'已存在");
    expect(await bad({ value: 'a-b' })).toContain('城市编码只能包含字母和数字');
    expect(await bad({ value: '' })).toContain('城市编码不能为空');
    expect(await bad({ lng: 181 })).toContain('经度须在-180到180之间');
    expect(await bad({ lat: -91 })).toContain('纬度须在-90到90之间');
    expect(await bad({ label: '' })).toContain('城市名称不能为空');
    expect((await put('/bbs/city', { ...row, status: '1' })).body).toEqual(OK);
    expect(await publicCities()).not.toContain('TST01');
    expect((await del(`/bbs/city/${row.cityId}`)).body).toEqual(OK);
    expect(await cityIds('&value=tst01')).toEqual([]);
  });

  it('refuses to delete a city in use (naming the count) or to change its code', async () => {
    const sz = (await cityIds('&value=440300'))[0];
    const used = Number((await t.db.selectFrom('bbs_school').select((eb) => eb.fn.countAll().as('n')).where('city_code', '=', '440300').executeTakeFirstOrThrow()).n);
    const res = await del(`/bbs/city/${sz.cityId}`);
    expect(res.body.code).toBe(500);
    expect(res.body.msg).toMatch(new RegExp(`^城市'${sz.label}'已被${used}条学校.*使用（共\\d+条），不能删除，请改为下线$`));
    expect((await put('/bbs/city', { ...sz, value: 'SZX' })).body.msg).toMatch(/^城市编码'440300'已被.*使用，不能修改$/);
    expect((await put('/bbs/city', { ...sz, labelEn: 'Shenzhen City' })).body).toEqual(OK);
  });
});
