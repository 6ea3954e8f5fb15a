/** Set on the root when the server's markup is not to be taken over but drawn anew (a 404, a failed read). */
export const FRESH_ATTRIBUTE = 'data-fresh';

/**
 * The id of the element in which a server-rendered page carries its reads' answers (JSON, entry-server.tsx), which
 * the browser adopts before it hydrates (main.tsx). Both in a module of their own: main.tsx must not load ssr/head.ts.
 */
export const QUERIES_ELEMENT_ID = 'dss-queries';
