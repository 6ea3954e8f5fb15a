import type { ComponentType } from 'react';
import { loadNamespaces } from '@shared/i18n';

/**
 * A route's `lazy`: the page's own chunk and the translation namespaces it reads (beyond `common` and `site`,
 * which every page has), fetched in parallel so the page renders at once when both are there.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, ns: readonly string[] = []) {
  return async () => {
    const [page] = await Promise.all([load(), loadNamespaces(ns)]);
    return { Component: page.default };
  };
}
