import { bannerDatesProblem, bannerEntity } from '../../../../../src/shared/contract/entities/index';
import { ServiceError } from '../../../lib/result';
import { plainText } from '../../../lib/sanitize';
import { crudService } from '../../kit/crud';
import { publicListWrites } from './shared';

/**
 * 轮播图管理 (bbs_banner) on the module kit: image, link (a site path or an https address), order, language and the
 * active days (migration 0013; the public carousel shows a published banner only from its start to its end day).
 */
export const bannerService = crudService(bannerEntity, {
  table: 'bbs_banner',
  hooks: {
    columns: (input) => ({
      title: plainText(input.title),
      image: input.image,
      link: input.link ?? '',
      sort: input.sort,
      lang: input.lang,
      status: input.status,
      start_date: input.startDate,
      end_date: input.endDate,
    }),
    async validate(_ctx, input) {
      const problem = bannerDatesProblem(input.startDate, input.endDate);
      if (problem) throw new ServiceError(problem);
    },
    ...publicListWrites,
  },
});
