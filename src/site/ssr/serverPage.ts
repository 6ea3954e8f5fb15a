/**
 * What a page tells the server renderer while it renders there (src/site/entry-server.tsx): its head (title,
 * description, structured data) and its HTTP status (a detail page whose item does not exist is a 404). Set only
 * during a server render; in the browser `current` stays null and these calls do nothing.
 */
export interface ServerPageMeta {
  /** the document title, brand suffix included */
  title?: string;
  description?: string;
  /** the page exists in one language only (a post, news item or video): no alternate in the other */
  oneLanguage?: boolean;
  /** the page's canonical path when it is not the page's own (an item shown on the other language's site) */
  canonical?: string;
  ogType?: 'website' | 'article';
  image?: string;
  jsonLd?: object[];
  /** the page's breadcrumb trail (site paths with the language; the current page without one) */
  breadcrumb?: { name: string; path?: string }[];
  /** HTTP status (404 for an item that does not exist) */
  status?: number;
}

export const serverPage: { current: ServerPageMeta | null } = { current: null };

/** Adds to what the server renderer sends with this page (no-op in the browser). */
export function tellServer(meta: ServerPageMeta): void {
  if (serverPage.current) Object.assign(serverPage.current, meta);
}
