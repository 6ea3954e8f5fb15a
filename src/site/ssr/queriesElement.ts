/** Set on the root when the server's markup is not to be taken over but drawn anew (a 404, a failed read). */
export const FRESH_ATTRIBUTE = 'data-fresh';

/**
 * The id of the element in which a server-rendered page carries its reads' answers (JSON, entry-server.tsx), which
 * the browser adopts before it hydrates (main.tsx). Both in a module of their own: main.tsx must not load ssr/head.ts.
 */
export const QUERIES_ELEMENT_ID = 'dss-queries';

/**
 * The id of the `<template>` in which a server-rendered page lists its own chunks as `<link rel="modulepreload">`
 * (ssr/head.ts). Inert there: main.tsx moves them into the head one per task after the first paint (see there).
 */
export const PAGE_CODE_ELEMENT_ID = 'dss-page-code';

/** The id of the element in which a server-rendered page carries the routes it matched (JSON, routes.tsx RouteSeed). */
export const ROUTE_SEED_ELEMENT_ID = 'dss-route';
