/**
 * The server's answers to a page's reads (entry-server.tsx), put into the visit's query cache before React takes the
 * markup over (main.tsx): the page's first render shows the same data, and does not ask for it again. They count as
 * fetched now (the page the server sent is at most a few minutes old).
 */
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { siteQueryClient } from '../query/QueryScope';

export function adoptQueries(json: string): void {
  const state = JSON.parse(json) as DehydratedState;
  const now = Date.now();
  for (const query of state.queries) query.state.dataUpdatedAt = now;
  hydrate(siteQueryClient(), state);
}
