/** The MSW server of the unit tests (started in tests/unit/setup.ts). */
import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { bbsHandlers } from './bbs';
import { memberForumHandlers } from './member-forum';
import { systemHandlers } from './system';
import { noticeHandlers } from './notice';
import { emptyListHandlers } from './crud';
import { memberCentreHandlers } from './member-centre';
import { bbsAdminPostsHandlers } from './bbs-admin-posts';
import { bbsAdminMediaHandlers } from './bbs-admin-media';
import { schoolsAdminHandlers } from './bbs-admin-schools';
import { deskHandlers } from './bbs-admin-desk';
import { monitorJobHandlers } from './monitor-job';
import { monitorHandlers } from './monitor-cache-server';
import { toolSwaggerHandlers } from './tool-swagger';
import { toolGenHandlers } from './tool-gen';
import { monitorLogsHandlers } from './monitor-logs';
import { shortlistHandlers } from './shortlist';
import * as entities from '@shared/contract/entities';
import { http, HttpResponse } from 'msw';
import { api, captchaResponse } from './handlers';

// the public site's calls answer by default: the header (cities) and the home page read them on every render, a
// logged-in member's header the unread notice count (member-centre), a post's page its reply thread (member-forum;
// after member-centre, whose deleteBlog passes the ids it does not hold on to the forum's);
// the admin navbar's notice bell reads listTop on every layout render; the system pages' calls answer empty lists
// and trees (systemHandlers first, then any other kit page's list), so a test may open the shell on any page
const entityDefs = Object.values(entities).filter((v) => typeof v === 'object' && v !== null && 'basePath' in v && 'listQuery' in v);
export const server = setupServer(
  ...handlers, ...bbsHandlers, ...memberCentreHandlers, ...memberForumHandlers, ...noticeHandlers, ...systemHandlers, ...bbsAdminPostsHandlers, ...bbsAdminMediaHandlers, ...schoolsAdminHandlers, ...deskHandlers, ...monitorJobHandlers, ...monitorHandlers, ...monitorLogsHandlers, ...toolSwaggerHandlers, ...shortlistHandlers, ...toolGenHandlers, ...emptyListHandlers(entityDefs),
);
export { http, HttpResponse, delay } from 'msw';
export * from './handlers';

/**
 * The captcha endpoint answers `{captchaEnabled}` only when the returned function is called: a test's form is used
 * before the server has said whether it wants a captcha.
 */
export function holdCaptchaAnswer(enabled: boolean): () => void {
  let answer!: () => void;
  const answered = new Promise<void>((r) => (answer = r));
  server.use(
    http.get(api('/captchaImage'), async () => {
      await answered;
      return HttpResponse.json(captchaResponse(enabled));
    }),
  );
  return answer;
}
