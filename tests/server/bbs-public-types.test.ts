/**
 * The public effect of 分类管理 and 标签管理 (issue 12): the site's filters and forms read `GET /bbs/web/types`
 * and `GET /bbs/web/tags`; a member's post must use an enabled type and saved tags; public post rows carry
 * `pinned` and `tags`, pinned first, and the station list filters by tag.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_ROLE_ID } from '../../server/src/db/seed/system';
import { call, createTestServer, createUser, get, type Json, login, post, setConfig, type TestServer } from './helpers';

let t: TestServer;
let admin: string;
let member: string;

beforeAll(async () => {
  t = await createTestServer();
  await setConfig(t, 'sys.account.captchaEnabled', 'false');
  await setConfig(t, 'bbs.limit.post', '0');
  admin = await login(t, 'admin');
  await createUser(t, { userName: 'typer', userType: '01', roleIds: [MEMBER_ROLE_ID] });
  member = await login(t, 'typer');
});
afterAll(async () => {
  await t?.close();
});

const OK = { code: 200, msg: '操作成功' };
const EN = { 'accept-language': 'en' };
const put = (path: string, body: unknown) => call(t, 'PUT', path, { token: admin, body });
const addBlog = (body: Record<string, unknown>, headers?: Record<string, string>) =>
  post(t, '/bbs/submitweb/addBlog', { title: '分类测试', content: '<p>正文</p>', ...body }, { token: member, ...(headers ? { headers } : {}) });
const types = async (scope: string) => (await get(t, `/bbs/web/types?scope=${scope}`)).body.data as { typeCode: string; name: string; nameEn: string }[];

async function typeRow(scope: string, code: string): Promise<Json> {
  const res = await get(t, `/bbs/type/list?scope=${scope}&pageSize=50`, { token: admin });
  return (res.body.rows as Json[]).find((r) => r.typeCode === code);
}

describe('types', () => {
  it('a type the admin adds is offered and accepted; disabled, it leaves /bbs/web/types and a member post with it is refused', async () => {
    expect((await post(t, '/bbs/type', { scope: 'station', typeCode: 'visa', name: '签证', nameEn: 'Visas', sort: 9, status: '0' }, { token: admin })).body).toEqual(OK);
    expect((await types('station')).find((x) => x.typeCode === 'visa')).toMatchObject({ name: '签证', nameEn: 'Visas' });
    expect((await types('story')).some((x) => x.typeCode === 'visa')).toBe(false);

    const ok = await addBlog({ postType: '3', blogType: 'visa', title: '签证讨论' });
    expect(ok.body.code).toBe(200);
    // the station list filters by the new code
    const list = await post(t, '/bbs/web/listBlogBlog', { blogType: 'visa' });
    expect((list.body.rows as Json[]).map((r) => r.title)).toEqual(['签证讨论']);
    // a station type is not a story category
    expect((await addBlog({ postType: '2', category: 'visa' })).body).toEqual({ code: 500, msg: '所选分类不存在或已停用，请重新选择' });

    const row = await typeRow('station', 'visa');
    expect((await put('/bbs/type', { ...row, status: '1' })).body).toEqual(OK);
    expect((await types('station')).some((x) => x.typeCode === 'visa')).toBe(false);
    expect((await addBlog({ postType: '3', blogType: 'visa' })).body).toEqual({ code: 500, msg: '所选分类不存在或已停用，请重新选择' });
    expect((await addBlog({ postType: '3', blogType: 'visa' }, EN)).body).toEqual({
      code: 500, msg: 'The chosen category does not exist or is no longer offered; choose another',
    });
  });

  it('a seeded story category disabled in admin is refused for members; an unknown code too', async () => {
    expect((await addBlog({ postType: '2', category: '4' })).body.code).toBe(200);
    const row = await typeRow('story', '4');
    expect((await put('/bbs/type', { ...row, status: '1' })).body).toEqual(OK);
    expect((await types('story')).map((x) => x.typeCode)).not.toContain('4');
    expect((await addBlog({ postType: '2', category: '4' })).body.msg).toBe('所选分类不存在或已停用，请重新选择');
    expect((await addBlog({ postType: '3', blogType: 'nope' })).body.msg).toBe('所选分类不存在或已停用，请重新选择');
    // the admin may keep a disabled type on a post, but not use a code that was never saved
    const base = { postType: '2', title: '编辑故事', content: '<p>x</p>', lang: 'zh' };
    expect((await post(t, '/bbs/blog', { ...base, category: '4' }, { token: admin })).body).toEqual(OK);
    expect((await post(t, '/bbs/blog', { ...base, category: 'zz' }, { token: admin })).body).toEqual({ code: 500, msg: '所选分类不存在，请先在分类管理中添加' });
    expect((await put('/bbs/type', { ...row, status: '0' })).body).toEqual(OK);
  });
});

describe('tags and pinned', () => {
  it('a member may use the published tags only; rows carry tags and pinned, pinned first, and the station list filters by tag', async () => {
    expect((await post(t, '/bbs/tag', { tagName: '寄宿', tagNameEn: 'Boarding', sort: 1 }, { token: admin })).body).toEqual(OK);
    expect((await post(t, '/bbs/tag', { tagName: '停用标签', status: '1' }, { token: admin })).body).toEqual(OK);
    const tags = (await get(t, '/bbs/web/tags')).body.data as Json[];
    expect(tags.map((x) => x.tagName)).toContain('寄宿');
    expect(tags.map((x) => x.tagName)).not.toContain('停用标签');

    expect((await addBlog({ postType: '3', blogType: '1', tags: ['停用标签'] })).body).toEqual({ code: 500, msg: '所选标签不存在或已停用，请从已有标签中选择' });
    expect((await addBlog({ postType: '3', blogType: '1', tags: ['自造'] }, EN)).body.msg).toBe('A chosen tag does not exist or is no longer offered; choose from the listed tags');
    const tagged = await addBlog({ postType: '3', blogType: '1', title: '带标签的讨论', tags: ['寄宿'] });
    expect(tagged.body.code).toBe(200);

    // the admin's free tags and pin
    const body = { postType: '1', blogType: '1', title: '置顶的文章', content: '<p>x</p>', lang: 'zh', pinned: '1', tags: '寄宿,编辑自选' };
    expect((await post(t, '/bbs/blog', body, { token: admin })).body).toEqual(OK);
    expect((await post(t, '/bbs/blog', { ...body, title: '后发的普通文章', pinned: '0', tags: '' }, { token: admin })).body).toEqual(OK);

    const rows = (await post(t, '/bbs/web/listBlogBlog', { pageSize: 50 })).body.rows as Json[];
    expect(rows[0]).toMatchObject({ title: '置顶的文章', pinned: true, tags: ['寄宿', '编辑自选'] });
    expect(rows.find((r) => r.title === '后发的普通文章')).toMatchObject({ pinned: false, tags: [] });
    // every pinned row comes before every other one
    const flags = rows.map((r) => r.pinned as boolean);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
    const home = (await post(t, '/bbs/web/listHomeBlog', {})).body.data as Json[];
    expect(home[0]).toMatchObject({ title: '置顶的文章', pinned: true });

    const byTag = (await post(t, '/bbs/web/listBlogBlog', { tag: '寄宿' })).body.rows as Json[];
    expect(byTag.map((r) => r.title).sort()).toEqual(['带标签的讨论', '置顶的文章'].sort());
    // a part of a tag, or a LIKE wildcard, matches nothing
    expect((await post(t, '/bbs/web/listBlogBlog', { tag: '寄' })).body.total).toBe(0);
    expect((await post(t, '/bbs/web/listBlogBlog', { tag: '%' })).body.total).toBe(0);

    const detail = (await post(t, `/bbs/web/getBlogBlog/${byTag.find((r) => r.title === '带标签的讨论').postId}`, {})).body.data;
    expect(detail).toMatchObject({ tags: ['寄宿'], pinned: false });
  });
});
