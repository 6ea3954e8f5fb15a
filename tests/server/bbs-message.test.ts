/**
 * 留言板 (issue 12, src/shared/contract/message.ts) against the real server and database: members write plain-text
 * messages, the public board shows them newest first, editors answer, hide, review, delete and export them; the
 * permission matrix (admin, 论坛编辑, a staff role without the forum menus, a member).
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BBS_EDITOR_ROLE_ID, MEMBER_ROLE_ID } from '../../server/src/db/seed/system';
import { createRole, createTestServer, createUser, get, type Json, login, post, call, setConfig, type TestServer } from './helpers';

let t: TestServer;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestServer();
  await setConfig(t, 'sys.account.captchaEnabled', 'false');
  await setConfig(t, 'bbs.limit.reply', '0');
  for (const name of ['mia', 'noah', 'banned2']) {
    ids[name] = await createUser(t, { userName: name, userType: '01', roleIds: [MEMBER_ROLE_ID] });
    tokens[name] = await login(t, name);
  }
  await t.db.updateTable('sys_user').set({ bbs_banned: '1' }).where('user_id', '=', ids.banned2).execute();
  ids.forumEditor = await createUser(t, { userName: 'forum_ed', roleIds: [BBS_EDITOR_ROLE_ID] });
  tokens.forumEditor = await login(t, 'forum_ed');
  const plain = await createRole(t, { key: 'no_forum', menuIds: [1, 106, 1030] });
  await createUser(t, { userName: 'plain_staff', roleIds: [plain] });
  tokens.plain = await login(t, 'plain_staff');
  tokens.admin = await login(t, 'admin');
});
afterAll(async () => {
  await t?.close();
});

const write = (who: string, content: unknown, headers?: Record<string, string>) =>
  post(t, '/bbs/submitweb/message', { content }, { token: tokens[who], ...(headers ? { headers } : {}) });
const board = (who?: string) => get(t, '/bbs/web/messages?pageNum=1&pageSize=50', who ? { token: tokens[who] } : {});
const adminList = (query = '', who = 'admin') => get(t, `/bbs/message/list?pageNum=1&pageSize=50${query}`, { token: tokens[who] });
const put = (path: string, body: unknown, who = 'admin') => call(t, 'PUT', path, { body, token: tokens[who] });
const noticesOf = (userId: number) => t.db.selectFrom('bbs_member_notice').selectAll().where('user_id', '=', userId).orderBy('notice_id').execute();

describe('writing on the board', () => {
  it('shows a member message on the public board at once, as typed, newest first', async () => {
    const first = await write('mia', '孩子明年读G10，想了解多伦多公立高中的插班流程。');
    expect(first.body).toEqual({ code: 200, msg: '留言成功', data: { messageId: expect.any(Number), auditStatus: '0' } });
    const second = await write('noah', '<b>不是粗体</b> & 也不是脚本 <script>x</script>');
    const rows = (await board()).body.rows as Json[];
    expect(rows.slice(0, 2).map((r) => r.messageId)).toEqual([second.body.data.messageId, first.body.data.messageId]);
    expect(rows[0]).toMatchObject({ authorName: 'noah', content: '<b>不是粗体</b> & 也不是脚本 <script>x</script>', replyContent: null, pending: false, mine: false });
    // a logged-in writer sees which are theirs
    const own = ((await board('mia')).body.rows as Json[]).find((r) => r.messageId === first.body.data.messageId);
    expect(own).toMatchObject({ mine: true });
  });

  it('validates the text in the caller language and refuses banned members and visitors', async () => {
    expect((await write('mia', '   ')).body).toMatchObject({ code: 500, msg: 'content: 请输入留言内容' });
    expect((await write('mia', 'x'.repeat(501), { 'accept-language': 'en' })).body).toMatchObject({ code: 500, msg: 'content: A message can be at most 500 characters' });
    expect((await write('banned2', '你好')).body.msg).toBe('您已被禁止在论坛发帖和回复，如有疑问请联系管理员');
    expect((await post(t, '/bbs/submitweb/message', { content: '匿名' })).body.code).toBe(401);
  });

  it('holds messages for review when moderation is on: only the writer sees them, marked pending', async () => {
    await setConfig(t, 'bbs.post.moderation', 'true');
    try {
      const res = await write('mia', '等待审核的留言');
      expect(res.body).toMatchObject({ msg: '留言成功，审核通过后将公开显示', data: { auditStatus: '1' } });
      const id = res.body.data.messageId;
      expect(((await board()).body.rows as Json[]).map((r) => r.messageId)).not.toContain(id);
      expect(((await board('noah')).body.rows as Json[]).map((r) => r.messageId)).not.toContain(id);
      expect(((await board('mia')).body.rows as Json[]).find((r) => r.messageId === id)).toMatchObject({ pending: true, mine: true });
      // an editor approves it: public
      expect((await put('/bbs/message', { messageId: id, status: '0', auditStatus: '0' })).body.code).toBe(200);
      expect(((await board()).body.rows as Json[]).map((r) => r.messageId)).toContain(id);
    } finally {
      await setConfig(t, 'bbs.post.moderation', 'false');
    }
  });

  it('lets a member delete their own message only', async () => {
    const id = (await write('noah', '写错了，删掉')).body.data.messageId;
    expect((await post(t, `/bbs/submitweb/deleteMessage/${id}`, {}, { token: tokens.mia })).body).toMatchObject({ code: 403 });
    expect((await post(t, `/bbs/submitweb/deleteMessage/${id}`, {}, { token: tokens.noah })).body.code).toBe(200);
    expect(((await board()).body.rows as Json[]).map((r) => r.messageId)).not.toContain(id);
    expect((await post(t, `/bbs/submitweb/deleteMessage/${id}`, {}, { token: tokens.noah })).body.code).toBe(404);
  });
});

describe('the admin page', () => {
  it('answers under a message: shown on the board, the writer notified with a link; an empty answer takes it away', async () => {
    const id = (await write('mia', '请问学校开放日什么时候？')).body.data.messageId;
    const before = (await noticesOf(ids.mia)).length;
    expect((await put('/bbs/message/reply', { messageId: id, replyContent: '每年11月，详见学校官网。' }, 'forumEditor')).body.code).toBe(200);
    const shown = ((await board()).body.rows as Json[]).find((r) => r.messageId === id);
    expect(shown).toMatchObject({ replyContent: '每年11月，详见学校官网。', replyTime: expect.stringMatching(/^\d{4}-/) });
    const notices = await noticesOf(ids.mia);
    expect(notices).toHaveLength(before + 1);
    expect(notices.at(-1)).toMatchObject({ title: '你的留言有了回复', link: '/message', notice_type: '1', read_flag: '0' });
    expect((await adminList('&replied=Y')).body.rows.map((r: Json) => r.messageId)).toContain(id);
    expect((await put('/bbs/message/reply', { messageId: id, replyContent: '' })).body.code).toBe(200);
    expect(((await board()).body.rows as Json[]).find((r) => r.messageId === id)).toMatchObject({ replyContent: null, replyTime: null });
    expect((await adminList('&replied=N')).body.rows.map((r: Json) => r.messageId)).toContain(id);
    expect((await put('/bbs/message/reply', { messageId: 999999, replyContent: '无' })).body.code).toBe(404);
  });

  it('lists with filters and the account name, hides, deletes and exports', async () => {
    const id = (await write('noah', '关于温哥华寄宿家庭的问题')).body.data.messageId;
    const found = await adminList(`&content=${encodeURIComponent('寄宿家庭')}`);
    expect(found.body.rows).toEqual([expect.objectContaining({ messageId: id, userName: 'noah', authorName: 'noah', status: '0', auditStatus: '0' })]);
    expect(found.body.total).toBe(1);
    expect((await put('/bbs/message', { messageId: id, status: '1', auditStatus: '0' })).body.code).toBe(200);
    expect(((await board()).body.rows as Json[]).map((r) => r.messageId)).not.toContain(id);
    expect((await adminList('&status=1')).body.rows.map((r: Json) => r.messageId)).toContain(id);

    const res = await t.app.inject({
      method: 'POST', url: '/prod-api/bbs/message/export',
      headers: { authorization: `Bearer ${tokens.admin}`, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'authorName=noah',
    });
    expect(res.headers['download-filename']).toMatch(/^message_\d{14}\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.name).toBe('留言数据');
    expect((sheet.getRow(1).values as unknown[]).slice(1, 4)).toEqual(['留言编号', '留言人', '账号']);
    const contents = [] as unknown[];
    sheet.eachRow((row, n) => n > 1 && contents.push(row.getCell(4).value));
    expect(contents).toContain('关于温哥华寄宿家庭的问题');

    expect((await call(t, 'DELETE', `/bbs/message/${id}`, { token: tokens.admin })).body.code).toBe(200);
    expect((await adminList(`&content=${encodeURIComponent('寄宿家庭')}`)).body.total).toBe(0);
    const row = await t.db.selectFrom('bbs_message').select('del_flag').where('message_id', '=', id).executeTakeFirstOrThrow();
    expect(row.del_flag).toBe('2');
  });

  it('is for admin and 论坛编辑 only: a staff role without the forum menus and a member get 403', async () => {
    for (const who of ['admin', 'forumEditor']) expect((await adminList('', who)).body.code).toBe(200);
    for (const who of ['plain', 'mia']) {
      expect((await adminList('', who)).body.code).toBe(403);
      expect((await put('/bbs/message/reply', { messageId: 1, replyContent: '越权' }, who)).body.code).toBe(403);
      expect((await call(t, 'DELETE', '/bbs/message/1', { token: tokens[who] })).body.code).toBe(403);
    }
    expect((await put('/bbs/message/reply', { messageId: 1, replyContent: 'x'.repeat(1001) })).body.msg).toBe('replyContent: 留言回复不能超过1000个字符');
  });
});
