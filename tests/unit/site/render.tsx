/** Render the public site at a path over a history in memory, with the real route tables. */
import { afterEach, expect } from 'vitest';
import { act, configure, render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { setLanguage } from '@shared/i18n';
import { SiteApp } from '@site/SiteApp';
import { configureStaticAntd } from '@site/components/AntdScope';
import { memoryHistory } from '@site/router/SiteRouter';
import { langOfPath } from '@site/lib/langPath';
import { resetVisitCaches } from '@site/lib/visitCache';
import { useLoginModal } from '@site/stores/loginModal';

// pages load on demand (route `lazy`); the first render of a page in a worker waits for vitest to transform it
configure({ asyncUtilTimeout: 5000 });
// as on the site (its antd frame loads before the first toast): antd's static toasts and confirms get the theme
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
  // a fresh visit: no cities, post types or tags loaded yet (as the fresh query client has no data)
  resetVisitCaches();
  // main.tsx sets the language from the URL before the first render
  setLanguage(langOfPath(path));
  const history = memoryHistory([path]);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const utils = render(<SiteApp history={history} queryClient={queryClient} />);
  // where the reader is, and a way to go somewhere as a link would
  const router = {
    get state() {
      return { location: history.location, historyAction: history.action };
    },
    navigate: (to: string | number) => (typeof to === 'number' ? history.go(to) : history.push(to)),
  };
  return { router, history, ...utils };
}

/** The request layer's toasts and notifications on screen (not those of an earlier test still fading out). */
export function shownToasts(): Element[] {
  return [...document.querySelectorAll('.ant-message-notice, .ant-notification-notice')].filter(
    (el) => !el.closest('[class*="-leave"]'),
  );
}

/**
 * No toast or notification of the request layer shows (checked after giving one time to appear: antd's toasts are
 * preloaded by the setup, so one raised by the failure that was just rendered would be on screen by then).
 */
export async function expectNoToast(): Promise<void> {
  await act(async () => {
    await new Promise((r) => setTimeout(r, 300));
  });
  expect(shownToasts().map((el) => el.textContent)).toEqual([]);
}
