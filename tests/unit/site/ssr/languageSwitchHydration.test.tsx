/**
 * The language switch on a server-rendered page, pressed while React is still taking the page over. React hydrates
 * the frame first and the page under the layout's Suspense boundary (and any lazy part, e.g. a post's reply thread)
 * in a later, low-priority pass; the header's switch works as soon as the frame is hydrated. Texts switched to the
 * other language before that pass made React hydrate the page's server markup (Chinese) with English texts: a
 * hydration mismatch (React #418 in production, once in the e2e suite's site-polish run).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act, waitFor } from '@testing-library/react';
import { useTranslation } from '@shared/i18n';
import { StaticRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { getLanguage, i18n, setLanguage } from '@shared/i18n';
import { memoryHistory, SiteRouter } from '@site/router/SiteRouter';
import { SiteLayout } from '@site/layout/SiteLayout';
import { InjectedQueryClient } from '@site/query/injected';

/** A part of the page with texts that loads on demand in the browser (as a post's reply thread does). */
function Part() {
  const { t } = useTranslation('site');
  return <p className="part">{t('nav.skip')}</p>;
}

/** Set once React asked for the part's code (it tries to take the part over). */
let partRequested = false;

/** The part as the browser loads it: its code arrives when `resolve` is called. */
function lazyPart() {
  let resolve = () => {};
  const promise = new Promise<{ default: ComponentType }>((r) => (resolve = () => r({ default: Part })));
  const Lazy = lazy(() => {
    partRequested = true;
    return promise;
  });
  return { Lazy, resolve };
}

/** Set once the page (under the layout's Suspense boundary) has been taken over in the browser. */
let pageHydrated = false;

/**
 * A page with texts, in both language tables (as the site's twins are); `part`: with a part the server renders in
 * place and the browser loads lazily.
 */
function Page({ part }: { part: ComponentType }) {
  const { t } = useTranslation('site');
  useEffect(() => {
    pageHydrated = true;
  }, []);
  const Lazy = part;
  return (
    <>
      <h1>{t('brand.name')}</h1>
      <p>{t('brand.tagline')}</p>
      <Suspense fallback={null}>
        <Lazy />
      </Suspense>
    </>
  );
}

const tables = (part: ComponentType): RouteObject[] => [
  {
    element: <SiteLayout />,
    children: [
      { path: '/twin', element: <Page part={part} /> },
      { path: '/en/twin', element: <Page part={part} /> },
    ],
  },
];
function Routes({ part }: { part: ComponentType }) {
  return useRoutes(tables(part));
}

/** The page as the server sends it (entry-server.tsx renders the same way, in the URL's language). */
async function serverHtml(path: string): Promise<string> {
  const client = new QueryClient();
  return renderToString(
    <InjectedQueryClient.Provider value={client}>
      <StaticRouter location={path}>
        {/* the server renders the part in place */}
        <Routes part={Part} />
      </StaticRouter>
    </InjectedQueryClient.Provider>,
  );
}

/** Resolves with the element once it is enabled, checked on every DOM change (no later than React's next task). */
function whenEnabled(find: () => HTMLButtonElement | null, within: Element): Promise<HTMLButtonElement> {
  return new Promise((resolve) => {
    const check = () => {
      const el = find();
      if (el && !el.disabled) {
        observer.disconnect();
        resolve(el);
        return true;
      }
      return false;
    };
    const observer = new MutationObserver(() => void check());
    observer.observe(within, { subtree: true, childList: true, attributes: true });
    check();
  });
}

describe('the language switch on a server-rendered page', () => {
  let root: Root | null = null;
  let container: HTMLElement | null = null;
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;

  afterEach(async () => {
    await act(async () => root?.unmount());
    container?.remove();
    root = null;
    container = null;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });

  /** The Chinese page's server markup, being hydrated (with React's own scheduling, as in the browser). */
  async function hydrateTwin() {
    setLanguage('zh');
    pageHydrated = false;
    partRequested = false;
    const html = await serverHtml('/twin');
    expect(html).toContain('深度择校');
    expect(html).toContain('<p class="part">跳到主要内容</p>');
    const box = document.createElement('div');
    box.innerHTML = html;
    document.body.appendChild(box);
    container = box;
    // (act() would hydrate everything before the press)
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const recoverable: string[] = [];
    // the browser's routes load the part
    const part = lazyPart();
    const history = memoryHistory(['/twin']);
    const router = { state: history };
    const app = (
      <InjectedQueryClient.Provider value={new QueryClient()}>
        <SiteRouter history={history}>
          <Routes part={part.Lazy} />
        </SiteRouter>
      </InjectedQueryClient.Provider>
    );
    root = hydrateRoot(box, app, {
      onRecoverableError: (error) => recoverable.push(error instanceof Error ? error.message : String(error)),
    });
    const langSwitch = await whenEnabled(() => box.querySelector<HTMLButtonElement>('button.site-lang'), box);
    return { box, router, recoverable, langSwitch, partArrives: part.resolve };
  }

  async function expectEnglishTwin({ box, router, recoverable }: Awaited<ReturnType<typeof hydrateTwin>>) {
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/twin'));
    await waitFor(() => expect(box.querySelector('h1')).toHaveTextContent('DSS School Guide'));
    await waitFor(() => expect(box.querySelector('.part')).toHaveTextContent('Skip to main content'));
    expect(getLanguage()).toBe('en');
    expect(i18n.language).toBe('en');
    expect(recoverable).toEqual([]);
  }

  it('pressed as soon as it works (the page itself not taken over yet), goes to the twin without a mismatch', async () => {
    const twin = await hydrateTwin();
    // the header is the browser's, the page under the layout's Suspense boundary not yet
    expect(pageHydrated).toBe(false);
    twin.langSwitch.click();
    twin.partArrives();
    await expectEnglishTwin(twin);
  });

  it('pressed while a lazy part of the page is still loading, goes to the twin without a mismatch', async () => {
    const twin = await hydrateTwin();
    await waitFor(() => expect(pageHydrated && partRequested).toBe(true));
    // the part's code arrives as the reader presses the switch
    twin.partArrives();
    twin.langSwitch.click();
    await expectEnglishTwin(twin);
  });
});
