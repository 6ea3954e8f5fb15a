import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowText } from '../../server/src/lib/time';
import { MEMBER_ROLE_ID } from '../../server/src/db/seed/system';
import { call, createTestServer, createUser, get, login, post, setConfig, type TestServer } from './helpers';

let t: TestServer;
let admin: string;
let editor: string;
let member: string;
let listOnly: string;
let memberId: number;
beforeAll(async () => {
  t = await createTestServer();
  await setConfig(t, 'sys.account.captchaEnabled', 'false');
  admin = await login(t, 'admin');
  editor = await login(t, 'editor');
  memberId = await createUser(t, { userName: 'member1', userType: '01', roleIds: [MEMBER_ROLE_ID] });
  member = await login(t, 'member1');
  // a role holding only the notice page (menu 107, system:notice:list) and none of its buttons
  const { role_id } = await t.db
    .insertInto('sys_role')
    .values({ role_name: '公告查看', role_key: 'notice_view', role_sort: 6, status: '0', remark: null, create_time: nowText() })
    .returning('role_id')
    .executeTakeFirstOrThrow();
  for (const menu_id of [1, 107]) await t.db.insertInto('sys_role_menu').values({ role_id, menu_id }).execute();
  await createUser(t, { userName: 'noticeview', roleIds: [role_id] });
  listOnly = await login(t, 'noticeview');
});
afterAll(async () => {
  await t?.close();
});

const put = (path: string, body: unknown, token = admin) => call(t, 'PUT', path, { token, body });
const del = (path: string, token = admin) => call(t, 'DELETE', path, { token });
const FORBIDDEN = { code: 403, msg: '没有权限，请联系管理员授权' };

async function addNotice(title: string, over: Record<string, unknown> = {}): Promise<number> {
  const res = await post(t, '/system/notice', { noticeTitle: title, noticeType: '1', noticeContent: `<p>${title}</p>`, ...over }, { token: admin });
  expect(res.body).toEqual({ code: 200, msg: '操作成功' });
  return (await t.db.selectFrom('sys_notice').select('notice_id').where('notice_title', '=', title).executeTakeFirstOrThrow()).notice_id;
}

describe('notice permissions', () => {
  let id: number;
  beforeAll(async () => {
    id = await addNotice('权限测试');
  });

  const guarded = (token?: string) => [
    () => get(t, '/system/notice/list', { token }),
    () => post(t, '/system/notice', { noticeTitle: '越权', noticeType: '1' }, { token }),
    () => call(t, 'PUT', '/system/notice', { token, body: { noticeId: id, noticeTitle: '越权', noticeType: '1' } }),
    () => call(t, 'DELETE', `/system/notice/${id}`, { token }),
    () => get(t, `/system/notice/readUsers/list?noticeId=${id}`, { token }),
  ];
  const open = (token?: string) => [
    () => get(t, `/system/notice/${id}`, { token }),
    () => get(t, '/system/notice/listTop', { token }),
    () => post(t, `/system/notice/markRead?noticeId=${id}`, undefined, { token }),
    () => post(t, `/system/notice/markReadAll?ids=${id}`, undefined, { token }),
  ];

  it('asks for a login on every call', async () => {
    for (const c of [...guarded(), ...open()]) {
      const res = await c();
      expect(res.body.code).toBe(401);
      expect(res.body.msg).toMatch(/^请求访问：\/system\/notice.*，认证失败，无法访问系统资源$/);
    }
  });

  it('refuses a member the management calls (changing nothing) but lets them read, list the top and mark read', async () => {
    for (const c of guarded(member)) expect((await c()).body).toEqual(FORBIDDEN);
    expect((await t.db.selectFrom('sys_notice').select('notice_title').where('notice_id', '=', id).executeTakeFirstOrThrow()).notice_title).toBe('权限测试');
    for (const c of open(member)) expect((await c()).body.code).toBe(200);
  });

  it('lets a user with only system:notice:list list and see readers, but not add, edit or delete', async () => {
    expect((await get(t, '/system/notice/list', { token: listOnly })).body.code).toBe(200);
    expect((await get(t, `/system/notice/readUsers/list?noticeId=${id}`, { token: listOnly })).body.code).toBe(200);
    for (const c of guarded(listOnly).slice(1, 4)) expect((await c()).body).toEqual(FORBIDDEN);
  });

  it('lets the admin use every call', async () => {
    for (const c of [...guarded(admin).slice(0, 3), guarded(admin)[4]!, ...open(admin)]) expect((await c()).body.code).toBe(200);
    expect((await del(`/system/notice/${id}`)).body).toEqual({ code: 200, msg: '操作成功' });
    await t.db.deleteFrom('sys_notice').where('notice_title', '=', '越权').execute();
  });
});

describe('notice writes', () => {
  it('adds a notice with RuoYi’s checks and messages; defaults to published', async () => {
    const id = await addNotice('寒假安排', { noticeType: '2', remark: '全体' });
    expect(await t.db.selectFrom('sys_notice').selectAll().where('notice_id', '=', id).executeTakeFirstOrThrow())
      .toMatchObject({ notice_title: '寒假安排', notice_type: '2', notice_content: '<p>寒假安排</p>', status: '0', remark: '全体', create_by: 'admin' });
    expect((await post(t, '/system/notice', { noticeType: '1' }, { token: admin })).body.msg).toContain('公告标题不能为空');
    expect((await post(t, '/system/notice', { noticeTitle: '标'.repeat(51), noticeType: '1' }, { token: admin })).body.msg).toContain('公告标题不能超过50个字符');
    expect((await post(t, '/system/notice', { noticeTitle: '<b>粗</b>', noticeType: '1' }, { token: admin })).body.msg).toContain('公告标题不能包含脚本字符');
    expect((await post(t, '/system/notice', { noticeTitle: '无类型' }, { token: admin })).body.msg).toContain('公告类型不能为空');
    expect((await post(t, '/system/notice', { noticeTitle: '坏状态', noticeType: '1', status: '7' }, { token: admin })).body.code).toBe(500);
  });

  it('sanitizes the content when it is written: scripts, handlers and javascript: links are gone, the text stays', async () => {
    const dirty = '<p onclick="steal()">开学<script>alert(1)</script><img src="https://x.test/a.png" onerror="alert(2)"><a href="javascript:alert(3)">链接</a></p><iframe src="https://evil.test"></iframe>';
    const id = await addNotice('开学通知', { noticeContent: dirty });
    const stored = (await t.db.selectFrom('sys_notice').select('notice_content').where('notice_id', '=', id).executeTakeFirstOrThrow()).notice_content!;
    for (const bad of ['<script', 'alert(1)', 'onerror', 'onclick', 'javascript:', '<iframe']) expect(stored).not.toContain(bad);
    expect(stored).toContain('开学');
    expect(stored).toContain('<img src="https://x.test/a.png"');
    // and on edit
    expect((await put('/system/notice', { noticeId: id, noticeTitle: '开学通知', noticeType: '1', noticeContent: '<svg onload="x()"></svg><p>改</p>' })).body.code).toBe(200);
    expect((await get(t, `/system/notice/${id}`, { token: admin })).body.data).toMatchObject({ noticeContent: '<p>改</p>', updateBy: 'admin' });
    // the editor's h1 and h6 become h2 and h5 (kept as headings, not flattened into text); empty content is null
    expect((await put('/system/notice', { noticeId: id, noticeTitle: '开学通知', noticeType: '1', noticeContent: '<h1 class="x">大标题</h1><h6>小注</h6>' })).body.code).toBe(200);
    expect((await get(t, `/system/notice/${id}`, { token: admin })).body.data.noticeContent).toBe('<h2>大标题</h2><h5>小注</h5>');
    expect((await put('/system/notice', { noticeId: id, noticeTitle: '开学通知', noticeType: '1', noticeContent: '<script>x()</script>' })).body.code).toBe(200);
    expect((await get(t, `/system/notice/${id}`, { token: admin })).body.data.noticeContent).toBeNull();
  });

  it('lists with LIKE title / creator and equal type, newest first', async () => {
    const res = await get(t, '/system/notice/list', { token: admin });
    expect(res.body.rows.map((r: { noticeTitle: string }) => r.noticeTitle)).toEqual(['开学通知', '寒假安排']);
    expect(Object.keys(res.body.rows[0]).sort()).toEqual(
      ['createBy', 'createTime', 'noticeContent', 'noticeId', 'noticeTitle', 'noticeType', 'remark', 'status', 'updateBy', 'updateTime'].sort(),
    );
    expect((await get(t, `/system/notice/list?noticeTitle=${encodeURIComponent('寒假')}`, { token: admin })).body.rows).toMatchObject([{ noticeTitle: '寒假安排' }]);
    expect((await get(t, '/system/notice/list?noticeType=2', { token: admin })).body.rows).toMatchObject([{ noticeTitle: '寒假安排' }]);
    expect((await get(t, '/system/notice/list?createBy=ADM', { token: admin })).body.total).toBe(2);
    expect((await get(t, '/system/notice/list?createBy=editor', { token: admin })).body.total).toBe(0);
  });

  it('shows a closed notice only to those who manage notices', async () => {
    const id = await addNotice('草稿', { status: '1' });
    expect((await get(t, `/system/notice/${id}`, { token: admin })).body.data).toMatchObject({ noticeTitle: '草稿', status: '1' });
    // RuoYi's success(null): no data key
    expect((await get(t, `/system/notice/${id}`, { token: member })).body).toEqual({ code: 200, msg: '操作成功' });
    await del(`/system/notice/${id}`);
  });

  it('writes 通知公告 operation-log rows for insert, update and delete', async () => {
    const rows = await t.db.selectFrom('sys_oper_log').selectAll().where('title', '=', '通知公告').where('oper_name', '=', 'admin').where('status', '=', 0).execute();
    expect(new Set(rows.map((r) => r.business_type))).toEqual(new Set([1, 2, 3]));
  });
});

describe('read marks and the navbar bell', () => {
  let ids: number[];
  beforeAll(async () => {
    await t.db.deleteFrom('sys_notice').execute();
    ids = [];
    for (let i = 1; i <= 7; i++) ids.push(await addNotice(`公告${i}`, { noticeType: i % 2 ? '1' : '2' }));
    // a closed one is never in the bell
    await addNotice('已关闭', { status: '1' });
  });

  const top = async (token: string) => (await get(t, '/system/notice/listTop', { token })).body;

  it('lists the five newest published notices with read flags and the unread count', async () => {
    const body = await top(member);
    expect(body).toMatchObject({ code: 200, unreadCount: 5 });
    expect(body.data.map((n: { noticeTitle: string }) => n.noticeTitle)).toEqual(['公告7', '公告6', '公告5', '公告4', '公告3']);
    expect(Object.keys(body.data[0]).sort()).toEqual(['createBy', 'createTime', 'isRead', 'noticeId', 'noticeTitle', 'noticeType', 'status'].sort());
    expect(body.data[0]).toMatchObject({ noticeType: '1', status: '0', createBy: 'admin', isRead: false });
  });

  it('keeps read state per user: the member reading one does not mark it read for the editor', async () => {
    expect((await post(t, `/system/notice/markRead?noticeId=${ids[6]}`, undefined, { token: member })).body).toEqual({ code: 200, msg: '操作成功' });
    // twice is the same as once (the first read time stays)
    const first = await t.db.selectFrom('sys_notice_read').selectAll().where('user_id', '=', memberId).executeTakeFirstOrThrow();
    expect((await post(t, '/system/notice/markRead', { noticeId: ids[6] }, { token: member })).body.code).toBe(200);
    expect(await t.db.selectFrom('sys_notice_read').selectAll().where('user_id', '=', memberId).execute()).toEqual([first]);

    const mine = await top(member);
    expect(mine.unreadCount).toBe(4);
    expect(mine.data[0]).toMatchObject({ noticeTitle: '公告7', isRead: true });
    const theirs = await top(editor);
    expect(theirs.unreadCount).toBe(5);
    expect(theirs.data.every((n: { isRead: boolean }) => !n.isRead)).toBe(true);
  });

  it('marks several read at once (ids=a,b,c), skipping unknown ids; empty ids do nothing', async () => {
    expect((await post(t, `/system/notice/markReadAll?ids=${ids.slice(2).join(',')},999999`, undefined, { token: editor })).body.code).toBe(200);
    expect(await top(editor)).toMatchObject({ unreadCount: 0 });
    expect((await top(member)).unreadCount).toBe(4);
    expect((await post(t, '/system/notice/markReadAll?ids=', undefined, { token: editor })).body.code).toBe(200);
    expect((await post(t, '/system/notice/markReadAll?ids=1,x', undefined, { token: editor })).body.code).toBe(500);
    expect((await post(t, '/system/notice/markRead', undefined, { token: editor })).body).toMatchObject({ code: 500 });
    expect(await t.db.selectFrom('sys_notice_read').select('notice_id').where('notice_id', '=', 999999).execute()).toEqual([]);
  });

  it('lists who read a notice (newest first, live users only), searchable by login or nick name', async () => {
    await post(t, `/system/notice/markRead?noticeId=${ids[5]}`, undefined, { token: admin });
    await post(t, `/system/notice/markRead?noticeId=${ids[6]}`, undefined, { token: admin });
    await t.db.updateTable('sys_notice_read').set({ read_time: '2026-01-01 08:00:00' }).where('user_id', '=', memberId).execute();
    const res = await get(t, `/system/notice/readUsers/list?noticeId=${ids[6]}&pageNum=1&pageSize=10`, { token: admin });
    expect(res.body).toMatchObject({ code: 200, total: 3 });
    expect(res.body.rows.map((r: { userName: string }) => r.userName)).toEqual(['admin', 'editor', 'member1']);
    expect(res.body.rows[0]).toEqual({ userId: 1, userName: 'admin', nickName: '管理员', deptName: '技术部', phonenumber: '', readTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) });
    expect((await get(t, `/system/notice/readUsers/list?noticeId=${ids[6]}&searchValue=${encodeURIComponent('内容')}`, { token: admin })).body.rows)
      .toMatchObject([{ userName: 'editor', nickName: '内容编辑' }]);
    expect((await get(t, `/system/notice/readUsers/list?noticeId=${ids[6]}&searchValue=MEMBER`, { token: admin })).body.rows).toMatchObject([{ userName: 'member1' }]);
    expect((await get(t, `/system/notice/readUsers/list?noticeId=${ids[6]}&pageNum=2&pageSize=2`, { token: admin })).body.rows).toMatchObject([{ userName: 'member1' }]);
    await t.db.updateTable('sys_user').set({ del_flag: '2' }).where('user_id', '=', memberId).execute();
    expect((await get(t, `/system/notice/readUsers/list?noticeId=${ids[6]}`, { token: admin })).body.total).toBe(2);
    await t.db.updateTable('sys_user').set({ del_flag: '0' }).where('user_id', '=', memberId).execute();
    expect((await get(t, '/system/notice/readUsers/list', { token: admin })).body.code).toBe(500);
  });

  it('deleting a notice removes its read marks', async () => {
    expect((await del(`/system/notice/${ids[6]}`)).body.code).toBe(200);
    expect(await t.db.selectFrom('sys_notice_read').select('read_id').where('notice_id', '=', ids[6]!).execute()).toEqual([]);
    expect((await top(member)).data[0]).toMatchObject({ noticeTitle: '公告6', isRead: false });
  });
});
