import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { type z, ZodError, type ZodType } from 'zod';
import {
  bbsPageQuerySchema,
  blogListBodySchema,
  cityBodySchema,
  CONTACT_OK_MSG,
  contactBodySchema,
  homeBlogBodySchema,
  homeInfoBodySchema,
  idParamSchema,
  infoListBodySchema,
  langBodySchema,
  POST_TYPE,
  schoolListBodySchema,
  searchBodySchema,
  storyListBodySchema,
  videoListBodySchema,
} from '../../../../src/shared/contract/index';
import { ensureSampleMedia } from '../../db/seed/sample/media';
import { normalizeIp } from '../../lib/ip';
import { failure, ServiceError, success, successData, tableData } from '../../lib/result';
import { localizeMessage } from '../../../../src/shared/contract/kit/messages';
import { bbsCacheOf } from './cache';
import { listBanners } from './banner';
import { listCities } from './city';
import { addContact } from './contact';
import { getInfo, homeInfo, listInfo } from './info';
import { getPost, homePosts, listPosts } from './post';
import { listRedBlack } from './redBlack';
import { replyThreads } from './reply';
import { getSchool, listSchools } from './school';
import { search } from './search';
import { getVideo, homeVideos, listVideos } from './video';

const PREFIX = '/bbs/web';
const STATION_TYPES = [POST_TYPE.ARTICLE, POST_TYPE.DISCUSSION] as const;
const STORY_TYPES = [POST_TYPE.STORY] as const;

/** Anonymous: the token is not even read (public pages, spec section 7). */
const open = { config: { auth: 'none' as const } };
/** The caller is read when a token comes (a member sees their own posts waiting for review), else anonymous. */
const viewer = { config: { auth: 'optional' as const } };

/** The JSON body, or {} when the client sent none (RuoYi clients post empty bodies for "no filter"). */
export function body<T extends ZodType>(schema: T, request: FastifyRequest): z.output<T> {
  const raw = request.body;
  return schema.parse(raw === undefined || raw === null || typeof raw !== 'object' ? {} : raw);
}

/** pageNum/pageSize from the query string (the RuoYi way), else from the body. */
export function paging(request: FastifyRequest) {
  const q = (request.query ?? {}) as Record<string, unknown>;
  const b = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
  return bbsPageQuerySchema.parse({ pageNum: q.pageNum ?? b.pageNum, pageSize: q.pageSize ?? b.pageSize });
}

/**
 * The public site's calls (spec section 7, "Public"), documented in src/shared/contract/bbs.ts and server/README.md.
 * All POST and anonymous. Sample media are copied into the upload directory when missing (served at /profile/sample/).
 */
export const bbsRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;
  const cache = bbsCacheOf(app.db);
  ensureSampleMedia(app.config.uploadDir);

  /** A list answer through the micro-cache (see cache.ts), keyed by the call and its parsed filter and paging. */
  const cached = async (reply: FastifyReply, key: unknown[], compute: () => Promise<object>) => {
    const json = await cache.get(JSON.stringify(key), compute);
    return reply.type('application/json; charset=utf-8').send(json);
  };

  app.post(`${PREFIX}/listHomeBanner`, open, async (request, reply) => {
    const { lang } = body(langBodySchema, request);
    return cached(reply, ['banner', lang], async () => successData(await listBanners(db, lang)));
  });

  app.post(`${PREFIX}/listCity`, open, async (request, reply) => {
    const { lang } = body(langBodySchema, request);
    return cached(reply, ['city', lang], async () => successData(await listCities(db, lang)));
  });

  app.post(`${PREFIX}/listHomeBlog`, open, async (request, reply) => {
    const f = body(homeBlogBodySchema, request);
    return cached(reply, ['homeBlog', f], async () =>
      successData(await homePosts(db, { postTypes: STATION_TYPES, lang: f.lang, blogType: f.blogType, cityCode: f.cityCode })));
  });

  app.post(`${PREFIX}/listBlogBlog`, open, async (request, reply) => {
    const page = paging(request);
    const f = body(blogListBodySchema, request);
    const postTypes = f.postType ? [f.postType] : STATION_TYPES;
    return cached(reply, ['blog', page, f], async () => {
      const { rows, total } = await listPosts(db, { postTypes, lang: f.lang, blogType: f.blogType, tag: f.tag, cityCode: f.cityCode, schoolId: f.schoolId }, page);
      return tableData(rows, total);
    });
  });

  app.post(`${PREFIX}/listBlogBlogStu`, open, async (request, reply) => {
    const page = paging(request);
    const f = body(storyListBodySchema, request);
    return cached(reply, ['story', page, f], async () => {
      const { rows, total } = await listPosts(db, { postTypes: STORY_TYPES, lang: f.lang, category: f.category, cityCode: f.cityCode, schoolId: f.schoolId }, page);
      return tableData(rows, total);
    });
  });

  app.post(`${PREFIX}/listSchoolSchool`, open, async (request, reply) => {
    const page = paging(request);
    const { lang, ...f } = body(schoolListBodySchema, request);
    return cached(reply, ['school', page, lang, f], async () => {
      const { rows, total } = await listSchools(db, f, lang, page);
      return tableData(rows, total);
    });
  });

  app.post(`${PREFIX}/listRedBlack`, open, async (request, reply) => {
    const { cityCode, lang } = body(cityBodySchema, request);
    return cached(reply, ['redBlack', cityCode, lang], async () => {
      const { red, black } = await listRedBlack(db, cityCode, lang);
      return success({ redlist: red, balcklist: black });
    });
  });

  app.post(`${PREFIX}/listHomeInfomation`, open, async (request, reply) => {
    const f = body(homeInfoBodySchema, request);
    return cached(reply, ['homeInfo', f], async () => successData(await homeInfo(db, f)));
  });

  app.post(`${PREFIX}/listInfomationInfomation`, open, async (request, reply) => {
    const page = paging(request);
    const f = body(infoListBodySchema, request);
    return cached(reply, ['info', page, f], async () => {
      const { rows, total } = await listInfo(db, f, page);
      return tableData(rows, total);
    });
  });

  app.post(`${PREFIX}/listHomeVideo`, open, async (request, reply) => {
    const { cityCode, lang } = body(cityBodySchema, request);
    return cached(reply, ['homeVideo', cityCode, lang], async () => successData(await homeVideos(db, { cityCode, lang })));
  });

  app.post(`${PREFIX}/listVideoVideo`, open, async (request, reply) => {
    const page = paging(request);
    const f = body(videoListBodySchema, request);
    return cached(reply, ['video', page, f], async () => {
      const { rows, total } = await listVideos(db, { lang: f.lang, cityCode: f.cityCode, search: f.query }, page);
      return tableData(rows, total);
    });
  });

  app.post(`${PREFIX}/listSearch`, open, async (request, reply) => {
    const page = paging(request);
    const f = body(searchBodySchema, request);
    return cached(reply, ['search', page, f], async () => {
      const { rows, total } = await search(db, f.objType, f, page);
      return tableData(rows, total);
    });
  });

  // the public reply threads of a post (top-level replies oldest first, paged, each with its answers)
  app.post(`${PREFIX}/listBlogReply/:id`, open, async (request, reply) => {
    const { id } = idParamSchema.parse(request.params);
    const page = paging(request);
    return cached(reply, ['replies', id, page], async () => {
      const { rows, total } = await replyThreads(db, id, page);
      return tableData(rows, total);
    });
  });

  // details (the path carries the id; `lang` picks the school's display language)
  app.post(`${PREFIX}/getSchoolSchool/:id`, open, async (request) => {
    const { id } = idParamSchema.parse(request.params);
    const { lang } = body(langBodySchema, request);
    return successData(await getSchool(db, id, lang));
  });

  app.post(`${PREFIX}/getBlogBlog/:id`, viewer, async (request) => {
    const { id } = idParamSchema.parse(request.params);
    return successData(await getPost(db, id, STATION_TYPES, request.loginUser?.userId));
  });

  app.post(`${PREFIX}/getBlogBlogStu/:id`, viewer, async (request) => {
    const { id } = idParamSchema.parse(request.params);
    return successData(await getPost(db, id, STORY_TYPES, request.loginUser?.userId));
  });

  app.post(`${PREFIX}/getInfomationInfomation/:id`, open, async (request) => {
    const { id } = idParamSchema.parse(request.params);
    return successData(await getInfo(db, id));
  });

  app.post(`${PREFIX}/getVideoVideo/:id`, open, async (request) => {
    const { id } = idParamSchema.parse(request.params);
    return successData(await getVideo(db, id));
  });

  // the contact enquiry form: validated here with messages for the visitor (no field prefix) in the form's
  // language (`lang` in the body, whatever the Accept-Language), stored, confirmed
  app.post(`${PREFIX}/addContact`, open, async (request) => {
    const raw = request.body as { lang?: unknown } | null | undefined;
    const lang = raw?.lang === 'en' ? 'en' : 'zh';
    try {
      const c = body(contactBodySchema, request);
      const data = await addContact(db, c, {
        ip: normalizeIp(request.ip),
        userAgent: String(request.headers['user-agent'] ?? ''),
      });
      return success({ data }, CONTACT_OK_MSG[c.lang]);
    } catch (err) {
      if (err instanceof ZodError) return failure(localizeMessage(err.issues[0]?.message ?? '参数校验失败', lang));
      if (err instanceof ServiceError) return failure(localizeMessage(err.message, lang), err.code);
      throw err;
    }
  });
};
