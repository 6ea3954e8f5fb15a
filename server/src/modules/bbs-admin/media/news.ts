import { newsEntity } from '../../../../../src/shared/contract/entities/index';
import { ServiceError } from '../../../lib/result';
import { plainText, summarize } from '../../../lib/sanitize';
import { crudService } from '../../kit/crud';
import { sanitizeNoticeContent } from '../../system/notice/service';
import { checkCity, publicListWrites } from './shared';

export const NEWS_MSG = { emptyContent: '新闻内容不能为空' } as const;

/**
 * 新闻管理 (bbs_info) on the module kit. The content is the editor's HTML, sanitized before it is stored (the
 * notice's sanitizer: headings moved inward, then the site's rich-text rules); an empty summary becomes the content's
 * first words. The public lists, search and detail show published rows (status '0') of the asked language only.
 */
export const newsService = crudService(newsEntity, {
  table: 'bbs_info',
  hooks: {
    columns: (input) => ({
      title: plainText(input.title),
      info_type: input.infoType,
      cover: input.cover ?? '',
      source: input.source ?? '',
      city_code: input.cityCode,
      lang: input.lang,
      status: input.status,
    }),
    async validate({ db }, input) {
      await checkCity(db, input.cityCode);
      const content = sanitizeNoticeContent(input.content);
      if (!content || (!summarize(content, 1) && !/<(img|video)\b/i.test(content))) throw new ServiceError(NEWS_MSG.emptyContent);
      return { content, summary: (input.summary ? plainText(input.summary) : summarize(content, 120)).slice(0, 500) };
    },
    ...publicListWrites,
  },
});
