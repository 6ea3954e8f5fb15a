/** The MSW server of the unit tests (started in tests/unit/setup.ts). */
import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { bbsHandlers } from './bbs';
import { systemHandlers } from './system';

// the public site's calls answer by default: the header (cities) and the home page read them on every render
export const server = setupServer(...handlers, ...bbsHandlers, ...systemHandlers);
export { http, HttpResponse, delay } from 'msw';
export * from './handlers';
