import { videoEntity } from '../../../../../src/shared/contract/entities/index';
import { plainText } from '../../../lib/sanitize';
import { crudService } from '../../kit/crud';
import { checkCity, checkSchool, publicListWrites } from './shared';

/**
 * 视频管理 (bbs_video) on the module kit: the video is an uploaded file (`/profile/...`) or an https link, the cover
 * its poster image; city and school must exist.
 */
export const videoService = crudService(videoEntity, {
  table: 'bbs_video',
  hooks: {
    columns: (input) => ({
      title: plainText(input.title),
      summary: input.summary ? plainText(input.summary) : '',
      url: input.url,
      cover: input.cover ?? '',
      duration: input.duration,
      city_code: input.cityCode,
      school_id: input.schoolId,
      lang: input.lang,
      status: input.status,
    }),
    async validate({ db }, input) {
      await checkCity(db, input.cityCode);
      await checkSchool(db, input.schoolId);
    },
    ...publicListWrites,
  },
});
