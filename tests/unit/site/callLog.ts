/** A log of the API calls a page sends, for the site's tests (msw's request events). */
import { server } from '../../../mocks/server';

export interface ApiCall {
  /** the path after the prefix, e.g. 'listSchoolSchool' or 'deleteBlog/12' */
  name: string;
  query: Record<string, string>;
  /** the parsed JSON body ({} when none) */
  body: Record<string, unknown>;
}

/** Appends every call under `prefix` (e.g. '/bbs/web/') to `calls` until the test's listeners are removed. */
export function logCalls(prefix: string, calls: ApiCall[]): void {
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.includes(prefix)) return;
    const entry: ApiCall = { name: url.pathname.split(prefix)[1] ?? '', query: Object.fromEntries(url.searchParams), body: {} };
    calls.push(entry);
    void request
      .clone()
      .text()
      .then((t) => {
        if (t) entry.body = JSON.parse(t) as Record<string, unknown>;
      });
  });
}
