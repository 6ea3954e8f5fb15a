import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { listGuides, loadGuide } from '@site/content/registry';
import type { Lang } from '@site/content/types';
import GuideArticle, { TOC_MIN_SECTIONS } from '@site/pages/guide/GuideArticle';
import { relatedGuides } from '@site/pages/guide/links';

/** Every guide page of the catalogue renders through the generic components. */
describe.each<Lang>(['zh', 'en'])('every %s guide page', (lang) => {
  it.each(listGuides(lang).map((e) => [e.key, e] as const))('%s renders', async (_key, entry) => {
    const page = await loadGuide(lang, entry.section, entry.id);
    expect(page).not.toBeNull();
    const { container } = render(
      <MemoryRouter initialEntries={[entry.path]}>
        <GuideArticle page={page!} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: page!.title })).toBeInTheDocument();
    // section anchors are unique
    const ids = [...container.querySelectorAll('[id]')].map((el) => el.id);
    expect(new Set(ids).size).toBe(ids.length);
    // no leftover markup or translation keys
    expect(container.textContent).not.toMatch(/\*\*|guide\.[a-z]+\.[a-z]/);
    // images reserve their space and describe themselves
    for (const img of container.querySelectorAll('img')) {
      expect(img.getAttribute('alt')).toBeTruthy();
      expect(Number(img.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(img.getAttribute('height'))).toBeGreaterThan(0);
    }
    const toc = screen.queryByRole('navigation', { name: lang === 'zh' ? '目录' : 'On this page' });
    expect(Boolean(toc)).toBe(page!.sections.length >= TOC_MIN_SECTIONS);
    // related links all point at pages of this language
    const related = relatedGuides(lang, page!.related);
    for (const r of related) expect(r.path.startsWith(lang === 'en' ? '/en/' : '/')).toBe(true);
    if (related.length) {
      const block = screen.getByRole('heading', { level: 2, name: lang === 'zh' ? '相关指南' : 'Related guides' });
      expect(within(block.closest('section')!).getAllByRole('link')).toHaveLength(related.length);
    }
  });

  it('names only existing pages as related (FQA excepted in English)', async () => {
    const missing: string[] = [];
    for (const entry of listGuides(lang)) {
      const page = await loadGuide(lang, entry.section, entry.id);
      const found = new Set(relatedGuides(lang, page!.related).map((r) => r.key));
      for (const key of page!.related) if (!found.has(key) && !(lang === 'en' && key === 'FQA')) missing.push(`${entry.key} → ${key}`);
    }
    expect(missing).toEqual([]);
  });
});
