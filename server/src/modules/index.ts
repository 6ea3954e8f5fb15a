import type { FastifyPluginAsync } from 'fastify';
import { bbsRoutes } from './bbs/routes';
import { captchaRoutes } from './captcha/routes';
import { loginRoutes } from './login/routes';
import { dictRoutes } from './system/dict/routes';
import { configRoutes } from './system/config/routes';
import { deptRoutes } from './system/dept/routes';
import { userRoutes } from './system/user/routes';
import { postRoutes } from './system/post/routes';
import { noticeRoutes } from './system/notice/routes';
import { profileRoutes } from './system/profile/routes';
import { menuRoutes } from './system/menu/routes';
import { roleRoutes } from './system/role/routes';
import { commonRoutes } from './common/routes';
import { logininforRoutes } from './monitor/logininfor/routes';
import { statsRoutes } from './monitor/stats/routes';
import { jobRoutes } from './monitor/job/routes';
import { cacheRoutes } from './monitor/cache/routes';
import { serverRoutes } from './monitor/server/routes';
import { druidRoutes } from './monitor/druid/routes';
import { operLogRoutes } from './monitor/operlog/routes';
import { onlineRoutes } from './monitor/online/routes';
import { memberRoutes } from './member/routes';
import { schoolAuthRoutes } from './school-auth/routes';
import { smsRoutes } from './sms/routes';
import { messageRoutes } from './message/routes';
import { bbsPostsAdminRoutes } from './bbs-admin/posts/routes';
import { bbsMediaRoutes } from './bbs-admin/media/routes';
import { bbsSchoolsAdminRoutes } from './bbs-admin/schools/routes';
import { contactRoutes } from './desk/contact';
import { forumNoticeRoutes } from './desk/notice';
import { swaggerRoutes } from './tool/swagger/routes';
import { costRoutes } from './cost/routes';
import { shortlistRoutes } from './shortlist/routes';
import { genRoutes } from './tool/gen/routes';

/**
 * Every API module, registered under /prod-api by app.ts. A new domain adds its routes plugin here.
 * Routes need a session unless they say `config: { auth: 'none' | 'optional' }`.
 */
export const apiModules: FastifyPluginAsync[] = [
  captchaRoutes, loginRoutes, dictRoutes, configRoutes, deptRoutes, userRoutes, menuRoutes, roleRoutes, postRoutes, noticeRoutes, profileRoutes,
  commonRoutes, statsRoutes, logininforRoutes, bbsRoutes,
  memberRoutes,
  smsRoutes,
  schoolAuthRoutes,
  messageRoutes,
  bbsPostsAdminRoutes,
  bbsMediaRoutes,
  bbsSchoolsAdminRoutes,
  contactRoutes,
  forumNoticeRoutes,
  jobRoutes,
  cacheRoutes, serverRoutes, druidRoutes,
  operLogRoutes, onlineRoutes,
  swaggerRoutes,
  costRoutes,
  shortlistRoutes,
  genRoutes,
];
