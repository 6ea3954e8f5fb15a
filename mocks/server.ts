/** The MSW server of the unit tests (started in tests/unit/setup.ts). */
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

export const server = setupServer(...handlers);
export { http, HttpResponse, delay } from 'msw';
export * from './handlers';
