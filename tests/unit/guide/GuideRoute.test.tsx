import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '@shared/i18n';
import { findGuideByKey, loadGuide, twinPath } from '@site/content/registry';
import type { GuideSection, Lang } from '@site/content/types';
import GuideRoute from '@site/pages/guide/GuideRoute';

const SECTIONS: [string, GuideSection][] = [
  ['ossd/:id', 'ossd'],
  ['aboard/:id', 'aboard'],
  ['cSchool', 'cSchool'],
  ['fee/:id', 'fee'],
  ['life/:id', 'life'],
  ['FQA', 'FQA'],
];

/** The guide routes as the shell registers them (root and /en; /en/FQA is left to the page itself here). */
function renderAt(path: string) {
  const lang: Lang = path.startsWith('/en') ? 'en' : 'zh';
  setLanguage(lang);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {SECTIONS.map(([p, section]) => (
          <Route key={p} path={`/${p}`} element={<GuideRoute section={section} />} />
        ))}
        {SECTIONS.map(([p, section]) => (
          <Route key={`en-${p}`} path={`/en/${p}`} element={<GuideRoute section={section} />} />
        ))}
      </Routes>
    </MemoryRouter>,
  );
}

async function expected(lang: Lang, key: string) {
  const entry = findGuideByKey(lang, key);
  if (!entry) throw new Error(`no ${lang}:${key}`);
  const page = await loadGuide(lang, entry.section, entry.id);
  if (!page) throw new Error(`no content ${lang}:${key}`);
  return page;
}

function description(): string | null {
  return document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null;
}

describe('GuideRoute', () => {
  beforeEach(() => {
    document.title = 'before';
  });
  afterEach(() => {
    document.head.querySelectorAll('meta[name="description"]').forEach((m) => m.remove());
  });

  it('loads a Chinese page, showing a loading placeholder first, and sets its title and description', async () => {
    const page = await expected('zh', 'ossd/requirements');
    renderAt('/ossd/requirements');
    expect(screen.getByRole('status')).toHaveTextContent('正在加载');
    expect(await screen.findByRole('heading', { level: 1, name: page.title })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(page.sections.length);
    await waitFor(() => expect(document.title).toBe(`${page.title} - 深度择校`));
    expect(description()).toBe(page.description);
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it("loads the English twin at /en with the English brand and description", async () => {
    const twin = twinPath('zh', '/aboard/learning');
    expect(twin).toBe('/en/aboard/learning-style');
    const page = await expected('en', 'aboard/learning-style');
    renderAt(twin!);
    expect(await screen.findByRole('heading', { level: 1, name: page.title })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${page.title} - DSS School Guide`));
    expect(description()).toBe(page.description);
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Home');
    for (const link of screen.getAllByRole('link')) {
      const href = link.getAttribute('href')!;
      // in-page anchors and the cited official pages (absolute https links) are not site routes
      if (href.startsWith('#') || href.startsWith('https://')) continue;
      expect(href === '/en' || href.startsWith('/en/')).toBe(true);
    }
  });

  it('renders the single pages (cSchool in both languages, FQA in Chinese)', async () => {
    const zh = await expected('zh', 'FQA');
    const { unmount } = renderAt('/FQA');
    expect(await screen.findByRole('heading', { level: 1, name: zh.title })).toBeInTheDocument();
    unmount();
    const en = await expected('en', 'cSchool');
    renderAt('/en/cSchool');
    expect(await screen.findByRole('heading', { level: 1, name: en.title })).toBeInTheDocument();
  });

  it('renders the site 404 for /en/FQA (Chinese only)', async () => {
    renderAt('/en/FQA');
    expect(
      await screen.findByRole('heading', { level: 1, name: i18n.t('site:notFound.title', { lng: 'en' }) }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('renders the site 404 for an unknown id, and for a Chinese id under /en', async () => {
    const { unmount } = renderAt('/ossd/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: i18n.t('site:notFound.title', { lng: 'zh' }) }),
    ).toBeInTheDocument();
    unmount();
    renderAt('/en/aboard/learning');
    expect(
      await screen.findByRole('heading', { level: 1, name: i18n.t('site:notFound.title', { lng: 'en' }) }),
    ).toBeInTheDocument();
  });

  it('moves to another page through a related link, then renders a visited page at once', async () => {
    const a = await expected('zh', 'ossd/literacy-test');
    const b = await expected('zh', 'ossd/volunteer-hours');
    const { unmount } = renderAt('/ossd/literacy-test');
    expect(await screen.findByRole('heading', { level: 1, name: a.title })).toBeInTheDocument();
    const related = screen.getByRole('heading', { level: 2, name: '相关指南' }).closest('section')!;
    fireEvent.click(within(related).getByRole('link', { name: /义工时数/ }));
    expect(await screen.findByRole('heading', { level: 1, name: b.title })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${b.title} - 深度择校`));
    expect(description()).toBe(b.description);
    unmount();
    renderAt('/ossd/literacy-test');
    // already loaded in this visit: no placeholder
    expect(screen.getByRole('heading', { level: 1, name: a.title })).toBeInTheDocument();
  });
});
