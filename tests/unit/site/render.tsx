/** Render the public site at a path with a memory router and the real route tables. */
import { afterEach } from 'vitest';
import { act, configure, render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router-dom';
import { setLanguage } from '@shared/i18n';
import { configureStaticAntd, SiteApp } from '@site/SiteApp';
import { routes } from '@site/routes';
import { langOfPath } from '@site/lib/langPath';
import { useLoginModal } from '@site/stores/loginModal';

// pages load on demand (route `lazy`); the first render of a page in a worker waits for vitest to transform it
configure({ asyncUtilTimeout: 5000 });
// as main.tsx: antd's static toasts and confirms get the theme
configureStaticAntd();

// let pending work (async form validation, captcha and session requests, lazy pages) settle before the
// shared setup unmounts the page and the environment is torn down
afterEach(async () => {
  await act(async () => {
    await new Promise((r) => setTimeout(r, 50));
  });
});

export function renderSite(path = '/') {
  useLoginModal.setState({ open: false, jump: false, reason: 'manual', username: '' });
  // main.tsx sets the language from the URL before the first render
  setLanguage(langOfPath(path));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const utils = render(<SiteApp router={router} queryClient={queryClient} />);
  return { router, ...utils };
}
