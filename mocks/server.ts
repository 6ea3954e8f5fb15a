/** The MSW server of the unit tests (started in tests/unit/setup.ts). */
import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { bbsHandlers } from './bbs';
import { noticeHandlers } from './notice';

// the public site's calls answer by default: the header (cities) and the home page read them on every render;
// the admin navbar's notice bell reads listTop on every layout render
export const server = setupServer(...handlers, ...bbsHandlers, ...noticeHandlers);
export { http, HttpResponse, delay } from 'msw';
export * from './handlers';
