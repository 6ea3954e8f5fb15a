import { createContext } from 'react';
import type { QueryClient } from '@tanstack/react-query';

/**
 * A query client handed to `SiteApp` (tests: one per render, without retries); `QueryScope` uses it instead of
 * the site's own. Kept apart from QueryScope so that SiteApp does not load react-query.
 */
export const InjectedQueryClient = createContext<QueryClient | null>(null);
