import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHORTLIST_LIMITS } from '../../src/shared/contract/shortlist';
import { MEMBER_ROLE_ID } from '../../server/src/db/seed/system';
import { nowText } from '../../server/src/lib/time';
import { invalidateBbsCache } from '../../server/src/modules/bbs/cache';
import { createTestServer, createUser, get, type Json, login, post, setConfig, type TestServer } from './helpers';

let t: TestServer;
const tokens: Record<string, string> = {};
let schools: { id: number; name: string; nameEn: string }[] = [];

beforeAll(async () => {
  t = await createTestServer();
  await setConfig(t, 'sys.account.captchaEnabled', 'false');
  for (const name of ['amy', 'bob']) {
    await createUser(t, { userName: name, userType: '01', roleIds: [MEMBER_ROLE_ID] });
    tokens[name] = await login(t, name);
  }
  const rows = await t.db.selectFrom('bbs_school').select(['school_id', 'school_name', 'school_name_en']).where('status', '=', '0').orderBy('school_id').execute();
  schools = rows.map((r) => ({ id: Number(r.school_id), name: r.school_name, nameEn: r.school_name_en }));
});
afterAll(async () => {
  await t?.close();
});

const sw = (path: string, body: unknown, who: string | null, headers?: Record<string, string>) =>
  post(t, `/bbs/submitweb/${path}`, body, { ...(who ? { token: tokens[who] } : {}), ...(headers ? { headers } : {}) });
const EN = { 'accept-language': 'en' };
const mine = async (who: string, lang = 'zh') => (await sw('myShortlist', { lang }, who)).body.data as Json;

describe('GET /bbs/web/school/compare', () => {
  it('answers the shown schools in the asked order with labels, OSSD and red/black evidence', async () => {
    const [a, b, c] = schools;
    await t.db.insertInto('bbs_red_black').values({
      list_type: 'black', school_id: b!.id, school_name: b!.name, school_name_en: b!.nameEn, reason: '拖欠退费', reason_en: 'Refunds withheld',
      reason_date: '2025-03-01', added_date: '2025-03-02', sources: JSON.stringify([{ title: '报道', titleEn: 'Report', url: 'https://example.com/r' }]),
      status: '0', create_time: nowText(),
    }).execute();
    invalidateBbsCache(t.db);
    const res = await get(t, `/bbs/web/school/compare?ids=${c!.id},${a!.id},${b!.id},${a!.id}&lang=en`);
    expect(res.body.code).toBe(200);
    const data = res.body.data as Json[];
    expect(data.map((s) => s.schoolId)).toEqual([c!.id, a!.id, b!.id]);
    expect(data[0].schoolName).toBe(c!.nameEn);
    expect(data[1]).toMatchObject({ ossd: true, curriculum: 'Ontario curriculum (OSSD)' });
    expect(data[1].labels.schoolType).toEqual({ value: '1', label: expect.any(String) });
    const evidence = data[2].redBlack[0];
    expect(evidence).toMatchObject({ listType: 'black', reason: 'Refunds withheld', reasonDate: '2025-03-01', sources: [{ title: 'Report', url: 'https://example.com/r' }] });
  });

  it('leaves out hidden schools, and validates the ids (at most 4, numbers)', async () => {
    const hidden = schools[3]!;
    await t.db.updateTable('bbs_school').set({ status: '1' }).where('school_id', '=', hidden.id).execute();
    invalidateBbsCache(t.db);
    const res = await get(t, `/bbs/web/school/compare?ids=${hidden.id},${schools[0]!.id}`);
    expect(res.body.data.map((s: Json) => s.schoolId)).toEqual([schools[0]!.id]);
    await t.db.updateTable('bbs_school').set({ status: '0' }).where('school_id', '=', hidden.id).execute();
    invalidateBbsCache(t.db);

    const five = schools.slice(0, 5).map((s) => s.id).join(',');
    const tooMany = await get(t, `/bbs/web/school/compare?ids=${five}`, { headers: EN });
    expect(tooMany.body.code).toBe(500);
    expect(tooMany.body.msg).toContain('Compare at most 4 schools');
    expect((await get(t, '/bbs/web/school/compare?ids=1,abc')).body.msg).toContain('学校编号格式不正确');
    expect((await get(t, '/bbs/web/school/compare')).body.code).toBe(500);
  });
});

describe('member shortlist', () => {
  it('answers 401 without a session, for every member call', async () => {
    for (const path of ['myShortlist', 'addShortlist', 'updateShortlistNote/1', 'deleteShortlist/1', 'shareShortlist', 'revokeShortlistShare']) {
      const res = await sw(path, { schoolId: schools[0]!.id }, null);
      expect(res.body.code, path).toBe(401);
    }
    expect(await t.db.selectFrom('bbs_shortlist_item').selectAll().execute()).toEqual([]);
  });

  it('adds a school with a note, edits the note and lists it in the caller language', async () => {
    const add = await sw('addShortlist', { schoolId: schools[0]!.id, note: '  离家近  ' }, 'amy', EN);
    expect(add.body).toMatchObject({ code: 200, msg: 'Saved to your shortlist', data: { itemId: expect.any(Number) } });
    let list = await mine('amy', 'en');
    expect(list).toMatchObject({ shareToken: null, limit: SHORTLIST_LIMITS.schools });
    expect(list.items).toEqual([
      expect.objectContaining({ itemId: add.body.data.itemId, schoolId: schools[0]!.id, note: '离家近', school: expect.objectContaining({ schoolName: schools[0]!.nameEn }) }),
    ]);
    const edit = await sw(`updateShortlistNote/${add.body.data.itemId}`, { note: '学费合适' }, 'amy');
    expect(edit.body).toMatchObject({ code: 200, msg: '备注已保存' });
    list = await mine('amy');
    expect(list.items[0].note).toBe('学费合适');
    expect(list.items[0].school.schoolName).toBe(schools[0]!.name);
  });

  it('refuses a school twice, a hidden or missing school, and a note over the limit', async () => {
    const dup = await sw('addShortlist', { schoolId: schools[0]!.id }, 'amy', EN);
    expect(dup.body).toMatchObject({ code: 500, msg: 'This school is already on your shortlist' });
    expect((await sw('addShortlist', { schoolId: 999999 }, 'amy')).body).toMatchObject({ code: 404, msg: '学校不存在或已下线' });
    const long = await sw('addShortlist', { schoolId: schools[1]!.id, note: 'x'.repeat(SHORTLIST_LIMITS.note + 1) }, 'amy');
    expect(long.body.code).toBe(500);
    expect(long.body.msg).toContain(`备注不能超过${SHORTLIST_LIMITS.note}个字符`);
    const longEn = await sw('addShortlist', { schoolId: schools[1]!.id, note: 'x'.repeat(SHORTLIST_LIMITS.note + 1) }, 'amy', EN);
    expect(longEn.body.msg).toContain(`The note can be at most ${SHORTLIST_LIMITS.note} characters`);
    expect((await sw('addShortlist', { schoolId: 'abc' }, 'amy')).body.code).toBe(500);
    const ok = await sw('addShortlist', { schoolId: schools[1]!.id, note: 'x'.repeat(SHORTLIST_LIMITS.note) }, 'amy');
    expect(ok.body.code).toBe(200);
    expect((await mine('amy')).items).toHaveLength(2);
  });

  it("keeps a member's items to the owner: another member gets 403 and changes nothing, a missing item 404", async () => {
    const item = (await mine('amy')).items[0];
    expect((await mine('bob')).items).toEqual([]);
    const edit = await sw(`updateShortlistNote/${item.itemId}`, { note: 'bob was here' }, 'bob', EN);
    expect(edit.body).toMatchObject({ code: 403, msg: "You cannot change another member's shortlist" });
    expect((await sw(`deleteShortlist/${item.itemId}`, {}, 'bob')).body.code).toBe(403);
    expect((await mine('amy')).items[0]).toMatchObject({ itemId: item.itemId, note: '学费合适' });
    expect((await sw('deleteShortlist/999999', {}, 'amy')).body).toMatchObject({ code: 404, msg: '清单中没有这一项' });
  });

  it('shares read-only by link, a new link replaces the old, a revoked link answers 404', async () => {
    const share = await sw('shareShortlist', {}, 'amy');
    const token = share.body.data.shareToken as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect((await mine('amy')).shareToken).toBe(token);

    const shared = await post(t, `/bbs/web/getSharedShortlist/${token}`, { lang: 'en' });
    expect(shared.body.code).toBe(200);
    expect(shared.body.data.items.map((i: Json) => i.school.schoolName)).toEqual([schools[0]!.nameEn, schools[1]!.nameEn]);
    expect(shared.body.data.items[0].note).toBe('学费合适');
    expect(JSON.stringify(shared.body)).not.toContain('amy');
    // the link only reads: the member calls still need the owner's session
    expect((await sw(`deleteShortlist/${shared.body.data.items[0].itemId}`, {}, null)).body.code).toBe(401);

    const again = (await sw('shareShortlist', {}, 'amy')).body.data.shareToken as string;
    expect(again).not.toBe(token);
    expect((await post(t, `/bbs/web/getSharedShortlist/${token}`, {})).body.code).toBe(404);
    expect((await post(t, `/bbs/web/getSharedShortlist/${again}`, {})).body.code).toBe(200);

    const revoke = await sw('revokeShortlistShare', {}, 'amy', EN);
    expect(revoke.body).toMatchObject({ code: 200, msg: 'The share link has been revoked' });
    const gone = await post(t, `/bbs/web/getSharedShortlist/${again}`, {}, { headers: EN });
    expect(gone.body).toMatchObject({ code: 404, msg: 'This share link does not exist or has been revoked' });
    expect((await mine('amy')).shareToken).toBeNull();
    expect((await post(t, '/bbs/web/getSharedShortlist/short', {})).body.code).toBe(500);
  });

  it('removes an item, and holds at most the limit of schools', async () => {
    const [first] = (await mine('amy')).items;
    expect((await sw(`deleteShortlist/${first.itemId}`, {}, 'amy')).body.code).toBe(200);
    expect((await mine('amy')).items.map((i: Json) => i.schoolId)).toEqual([schools[1]!.id]);

    // bob fills the list to the limit (rows written directly; the seed has fewer schools than the limit)
    const extra: number[] = [];
    for (let i = 0; i < SHORTLIST_LIMITS.schools; i++) {
      const row = await t.db.insertInto('bbs_school').values({ school_name: `限额学校${i}`, status: '0', create_time: nowText() }).returning('school_id').executeTakeFirstOrThrow();
      extra.push(Number(row.school_id));
    }
    for (const id of extra.slice(0, SHORTLIST_LIMITS.schools)) expect((await sw('addShortlist', { schoolId: id }, 'bob')).body.code).toBe(200);
    const full = await sw('addShortlist', { schoolId: schools[0]!.id }, 'bob', EN);
    expect(full.body).toMatchObject({ code: 500, msg: `A shortlist holds at most ${SHORTLIST_LIMITS.schools} schools` });
    expect((await mine('bob')).items).toHaveLength(SHORTLIST_LIMITS.schools);
  });
});
