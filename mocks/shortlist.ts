/**
 * Compare and shortlist (issue 15) answering like the server (server/src/modules/shortlist): the compare read from
 * mockSchools (school 2 on the black list), the member's shortlist (Bearer MEMBER_TOKEN, else code 401) and share links.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { SchoolDetail } from '@shared/contract';
import { localizeMessage } from '@shared/contract/kit/messages';
import { type CompareSchool, SHORTLIST_LIMITS, SHORTLIST_MSG, type ShortlistItem } from '@shared/contract/shortlist';
import { MEMBER_TOKEN } from './handlers';
import { jsonBody, mockSchools } from './bbs';

const BLACK = {
  entryId: 9, listType: 'black' as const, schoolId: 2, schoolName: '北岭寄宿学校（示例）', reason: '拖欠退费（示例）', reasonDate: '2025-03-01',
  addedDate: '2025-03-02', sources: [{ title: '家长投诉记录', url: 'https://example.com/r' }], cityCode: 'CA-TOR', sort: 0, isSample: true,
};

function compareRow(s: SchoolDetail, lang: string): CompareSchool {
  const { address: _a, intro: _i, posts: _p, videos: _v, createTime: _c, images: _g, ...row } = s;
  return { ...row, schoolName: lang === 'en' ? s.schoolNameEn : s.schoolNameZh, ossd: /OSSD/.test(s.curriculum), redBlack: s.schoolId === 2 ? [BLACK] : [] };
}

interface State {
  items: { itemId: number; schoolId: number; note: string }[];
  shareToken: string | null;
  nextId: number;
}
export const shortlistState: State = { items: [], shareToken: null, nextId: 1 };
export function resetShortlistMocks(): void {
  Object.assign(shortlistState, { items: [], shareToken: null, nextId: 1 });
}
export const SHARE_TOKEN = 'share-token-0123456789ab';

const ok = (extra: object = {}, msg = '操作成功') => HttpResponse.json({ code: 200, msg, ...extra });
const fail = (code: number, msg: string) => HttpResponse.json({ code, msg });
const langOf = (request: Request) => (request.headers.get('Accept-Language')?.startsWith('en') ? 'en' : 'zh');
const items = (lang: string): ShortlistItem[] =>
  shortlistState.items.map((i) => {
    const s = compareRow(mockSchools.find((x) => x.schoolId === i.schoolId)!, lang);
    return { ...i, createTime: '2026-01-01 00:00:00', school: s };
  });

function member(fn: (request: Request, params: Record<string, unknown>) => Promise<Response> | Response) {
  return async ({ request, params }: { request: Request; params: Record<string, unknown> }) =>
    request.headers.get('Authorization') === `Bearer ${MEMBER_TOKEN}` ? fn(request, params) : fail(401, '认证失败，无法访问系统资源');
}

export const shortlistHandlers: HttpHandler[] = [
  http.get('*/prod-api/bbs/web/school/compare', ({ request }) => {
    const url = new URL(request.url);
    const ids = (url.searchParams.get('ids') ?? '').split(',').map(Number);
    if (ids.length > SHORTLIST_LIMITS.compare) return fail(500, 'ids: 最多对比4所学校');
    const lang = url.searchParams.get('lang') ?? 'zh';
    const rows = ids.map((id) => mockSchools.find((s) => s.schoolId === id)).filter((s) => s !== undefined);
    return ok({ data: rows.map((s) => compareRow(s, lang)) });
  }),
  http.post('*/prod-api/bbs/web/getSharedShortlist/:token', async ({ request, params }) => {
    if (!shortlistState.shareToken || params.token !== shortlistState.shareToken) return fail(404, SHORTLIST_MSG.shareMissing);
    const { lang } = await jsonBody(request);
    return ok({ data: { items: items(String(lang ?? 'zh')) } });
  }),
  http.post('*/prod-api/bbs/submitweb/myShortlist', member(async (request) => {
    const { lang } = await jsonBody(request);
    return ok({ data: { items: items(String(lang ?? 'zh')), shareToken: shortlistState.shareToken, limit: SHORTLIST_LIMITS.schools } });
  })),
  http.post('*/prod-api/bbs/submitweb/addShortlist', member(async (request) => {
    const { schoolId, note } = (await jsonBody(request)) as { schoolId: number; note?: string };
    const say = (m: string) => localizeMessage(m, langOf(request));
    if (shortlistState.items.some((i) => i.schoolId === schoolId)) return fail(500, say(SHORTLIST_MSG.duplicate));
    const itemId = shortlistState.nextId++;
    shortlistState.items.push({ itemId, schoolId, note: note?.trim() ?? '' });
    return ok({ data: { itemId } }, say(SHORTLIST_MSG.added));
  })),
  http.post('*/prod-api/bbs/submitweb/updateShortlistNote/:id', member(async (request, params) => {
    const item = shortlistState.items.find((i) => i.itemId === Number(params.id));
    if (!item) return fail(404, SHORTLIST_MSG.itemMissing);
    item.note = String((await jsonBody(request)).note ?? '').trim();
    return ok({}, localizeMessage(SHORTLIST_MSG.saved, langOf(request)));
  })),
  http.post('*/prod-api/bbs/submitweb/deleteShortlist/:id', member((request, params) => {
    shortlistState.items = shortlistState.items.filter((i) => i.itemId !== Number(params.id));
    return ok({}, localizeMessage(SHORTLIST_MSG.removed, langOf(request)));
  })),
  http.post('*/prod-api/bbs/submitweb/shareShortlist', member(() => {
    shortlistState.shareToken = SHARE_TOKEN;
    return ok({ data: { shareToken: SHARE_TOKEN } });
  })),
  http.post('*/prod-api/bbs/submitweb/revokeShortlistShare', member((request) => {
    shortlistState.shareToken = null;
    return ok({}, localizeMessage(SHORTLIST_MSG.revoked, langOf(request)));
  })),
];
