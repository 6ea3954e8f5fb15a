import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { idParamSchema, langBodySchema } from '../../../../src/shared/contract/index';
import {
  compareQuerySchema,
  SHORTLIST_LIMITS,
  SHORTLIST_MSG,
  shareTokenParamSchema,
  shortlistAddBodySchema,
  shortlistNoteBodySchema,
} from '../../../../src/shared/contract/shortlist';
import { saidIn } from '../../lib/lang';
import { success, successData } from '../../lib/result';
import { BusinessType } from '../../plugins/oper-log';
import { bbsCacheOf } from '../bbs/cache';
import { body } from '../bbs/routes';
import { logged } from '../member/routes';
import {
  addShortlistItem,
  compareSchools,
  deleteShortlistItem,
  revokeShortlistShare,
  shareShortlist,
  sharedShortlist,
  shareTokenOf,
  shortlistItems,
  updateShortlistNote,
} from './service';

const MEMBER = '/bbs/submitweb';
const open = { config: { auth: 'none' as const } };
const TITLE = '择校清单';

/**
 * Compare and shortlist (issue 15; calls in src/shared/contract/shortlist.ts): the public compare read (cached like
 * the other public lists), the read-only shared shortlist, and the member's own shortlist (the caller's rows only).
 */
export const shortlistRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;
  const cache = bbsCacheOf(app.db);
  const me = (request: FastifyRequest) => request.loginUser!;
  const say = (request: FastifyRequest, text: string) => saidIn(request.headers, text);

  app.get('/bbs/web/school/compare', open, async (request, reply) => {
    const { ids, lang } = compareQuerySchema.parse(request.query ?? {});
    const json = await cache.get(JSON.stringify(['compare', ids, lang]), async () => successData(await compareSchools(db, ids, lang)));
    return reply.type('application/json; charset=utf-8').send(json);
  });

  // not cached: a revoked link must stop working at once
  app.post('/bbs/web/getSharedShortlist/:token', open, async (request) => {
    const { token } = shareTokenParamSchema.parse(request.params);
    const { lang } = body(langBodySchema, request);
    return successData({ items: await sharedShortlist(db, token, lang) });
  });

  app.post(`${MEMBER}/myShortlist`, async (request) => {
    const { lang } = body(langBodySchema, request);
    const { userId } = me(request);
    const [items, shareToken] = await Promise.all([shortlistItems(db, userId, lang), shareTokenOf(db, userId)]);
    return successData({ items, shareToken, limit: SHORTLIST_LIMITS.schools });
  });

  app.post(`${MEMBER}/addShortlist`, logged(TITLE, BusinessType.INSERT), async (request) => {
    const b = body(shortlistAddBodySchema, request);
    const itemId = await addShortlistItem(db, me(request), b.schoolId, b.note);
    return successData({ itemId }, say(request, SHORTLIST_MSG.added));
  });

  app.post(`${MEMBER}/updateShortlistNote/:id`, logged(TITLE, BusinessType.UPDATE), async (request) => {
    const { id } = idParamSchema.parse(request.params);
    const { note } = body(shortlistNoteBodySchema, request);
    await updateShortlistNote(db, me(request), id, note);
    return success(undefined, say(request, SHORTLIST_MSG.saved));
  });

  app.post(`${MEMBER}/deleteShortlist/:id`, logged(TITLE, BusinessType.DELETE), async (request) => {
    const { id } = idParamSchema.parse(request.params);
    await deleteShortlistItem(db, me(request).userId, id);
    return success(undefined, say(request, SHORTLIST_MSG.removed));
  });

  app.post(`${MEMBER}/shareShortlist`, logged(TITLE, BusinessType.UPDATE), async (request) =>
    successData({ shareToken: await shareShortlist(db, me(request)) }));

  app.post(`${MEMBER}/revokeShortlistShare`, logged(TITLE, BusinessType.UPDATE), async (request) => {
    await revokeShortlistShare(db, me(request).userId);
    return success(undefined, say(request, SHORTLIST_MSG.revoked));
  });
};
