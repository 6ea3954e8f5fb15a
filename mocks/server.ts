/** The MSW server of the unit tests (started in tests/unit/setup.ts). */
import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { bbsHandlers } from './bbs';
import { noticeHandlers } from './notice';
import { emptyListHandlers } from './crud';
import * as entities from '@shared/contract/entities';

// the public site's calls answer by default: the header (cities) and the home page read them on every render;
// the admin navbar's notice bell reads listTop on every layout render; a kit page opened without its own handler
// (the shell's tab tests) lists no rows
const entityDefs = Object.values(entities).filter((v) => typeof v === 'object' && v !== null && 'basePath' in v && 'listQuery' in v);
export const server = setupServer(...handlers, ...bbsHandlers, ...noticeHandlers, ...emptyListHandlers(entityDefs));
export { http, HttpResponse, delay } from 'msw';
export * from './handlers';
