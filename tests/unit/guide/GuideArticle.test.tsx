import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { GuidePage } from '@site/content/types';
import GuideArticle from '@site/pages/guide/GuideArticle';
import { parseRichText, plainText } from '@site/pages/guide/blocks/RichText';
import { datedLabel, GUIDE_STRINGS } from '@site/pages/guide/strings';
import { fixturePage } from './fixture';

function renderArticle(page: GuidePage) {
  return render(
    <MemoryRouter initialEntries={[page.lang === 'en' ? '/en/ossd/fixture' : '/ossd/fixture']}>
      <GuideArticle page={page} />
    </MemoryRouter>,
  );
}

describe('GuideArticle', () => {
  it('shows the heading, lead and updated date', () => {
    renderArticle(fixturePage('zh'));
    expect(screen.getByRole('heading', { level: 1, name: '测试指南页面' })).toBeInTheDocument();
    expect(screen.getByText('重点').tagName).toBe('STRONG');
    const time = screen.getByText('2026年11月23日');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-11-23');
    expect(time.parentElement).toHaveTextContent('最近核实 2026年11月23日');
  });

  it('renders **bold** as strong and shows HTML in the content as text, never as markup', () => {
    const { container } = renderArticle(fixturePage('zh'));
    expect(screen.getByText('bold part').tagName).toBe('STRONG');
    const para = screen.getByText(/Plain then/);
    expect(para.tagName).toBe('P');
    expect(para).toHaveTextContent('<script>alert("x")</script><b>not bold</b>');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });

  it('renders lists, ordered or not', () => {
    renderArticle(fixturePage('zh'));
    const lists = screen.getAllByRole('list').filter((l) => l.closest('section[aria-labelledby="basics"]'));
    expect(lists.map((l) => l.tagName)).toEqual(['UL', 'OL']);
    expect(within(lists[0]).getAllByRole('listitem')).toHaveLength(2);
    expect(within(lists[0]).getByText('item').tagName).toBe('STRONG');
  });

  it('renders an accessible table: caption, column and row headers, a labelled focusable scroll region', () => {
    renderArticle(fixturePage('zh'));
    const table = screen.getByRole('table', { name: 'Credits by grade' });
    expect(table.querySelector('caption')).toHaveTextContent('Credits by grade');
    const cols = within(table).getAllByRole('columnheader');
    expect(cols.map((c) => c.textContent)).toEqual(['Grade', 'Credits', 'Notes']);
    cols.forEach((c) => expect(c).toHaveAttribute('scope', 'col'));
    const rowHeader = within(table).getByRole('rowheader', { name: 'Grade 9' });
    expect(rowHeader).toHaveAttribute('scope', 'row');
    expect(within(table).getByText('required').tagName).toBe('STRONG');
    const region = screen.getByRole('region', { name: GUIDE_STRINGS.zh.tableRegion('Credits by grade') });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(table);
    expect(table).toHaveAccessibleDescription('Source: Ontario ministry.');
  });

  it('renders images with reserved size, alt text, lazy loading and a caption; the hero loads eagerly', () => {
    renderArticle(fixturePage('zh'));
    const img = screen.getByRole('img', { name: 'A chart of credits' });
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '450');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img.closest('figure')?.querySelector('figcaption')).toHaveTextContent('Figure 1');
    const hero = screen.getByRole('img', { name: 'hero alt' });
    expect(hero).toHaveAttribute('width', '960');
    expect(hero).toHaveAttribute('height', '400');
    expect(hero).not.toHaveAttribute('loading', 'lazy');
  });

  it('shows callouts with their title, text and the date a rule takes effect', () => {
    renderArticle(fixturePage('zh'));
    const notes = screen.getAllByRole('note');
    expect(notes).toHaveLength(3);
    expect(notes[0]).toHaveTextContent('2024年9月起');
    expect(notes[0]).toHaveTextContent('New rule');
    expect(within(notes[0]).getByText('new').tagName).toBe('STRONG');
    expect(notes[1]).toHaveTextContent('Undated note.');
    expect(notes[2]).toHaveTextContent('Autumn term');
  });

  it('formats dated badges per language', () => {
    expect(datedLabel('zh', '2024-09')).toBe('2024年9月起');
    expect(datedLabel('en', '2024-09')).toBe('From Sept 2024');
    expect(datedLabel('en', '2025-01-15')).toBe('From Jan 2025');
    expect(datedLabel('en', 'next year')).toBe('next year');
    renderArticle(fixturePage('en'));
    expect(screen.getAllByRole('note')[0]).toHaveTextContent('From Sept 2024');
    expect(screen.getByText('November 23, 2026').tagName).toBe('TIME');
  });

  it('shows facts as labelled values', () => {
    renderArticle(fixturePage('zh'));
    const dt = screen.getByText('credits to graduate');
    expect(dt.tagName).toBe('DT');
    expect(dt.nextElementSibling).toHaveTextContent('30');
    expect(dt.nextElementSibling?.tagName).toBe('DD');
  });

  it('shows questions as disclosures and steps with titles', () => {
    renderArticle(fixturePage('zh'));
    const summary = screen.getByText('Can I retake the test?');
    expect(summary.tagName).toBe('SUMMARY');
    expect(summary.closest('details')).toHaveTextContent('Yes, without limit.');
    const steps = screen.getAllByRole('heading', { level: 3 });
    expect(steps.map((h) => h.textContent)).toEqual(['Register', 'Sit the test']);
    expect(steps[0].closest('ol')).toBeTruthy();
  });

  it('has section headings as h2 with anchor ids, and a table of contents linking to them', () => {
    renderArticle(fixturePage('zh'));
    const toc = screen.getByRole('navigation', { name: '目录' });
    const links = within(toc).getAllByRole('link', { hidden: true });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['#basics', '#media', '#questions']);
    for (const a of links) {
      const target = document.getElementById(a.getAttribute('href')!.slice(1));
      expect(target?.tagName).toBe('H2');
      expect(target).toHaveTextContent(a.textContent!);
    }
  });

  it('leaves the table of contents out on short pages', () => {
    const page = fixturePage('zh');
    page.sections = page.sections.slice(0, 2);
    renderArticle(page);
    expect(screen.queryByRole('navigation', { name: '目录' })).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.id)).toEqual(['basics', 'media', 'guide-sources', 'guide-related']);
  });

  it('links related guides by title in Chinese, skipping unknown keys', () => {
    renderArticle(fixturePage('zh'));
    const block = screen.getByRole('heading', { level: 2, name: '相关指南' }).closest('section')!;
    const links = within(block).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['OSSD 读写测试', '/ossd/literacy-test'],
      ['常见问题', '/FQA'],
    ]);
  });

  it('links related guides with the /en prefix in English, leaving out FQA (Chinese only)', () => {
    renderArticle(fixturePage('en'));
    const block = screen.getByRole('heading', { level: 2, name: 'Related guides' }).closest('section')!;
    const links = within(block).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/en/ossd/literacy-test');
    expect(links[0]).toHaveTextContent('OSSD Literacy test');
  });

  it('has a breadcrumb home link in each language', () => {
    renderArticle(fixturePage('zh'));
    const zh = screen.getByRole('navigation', { name: GUIDE_STRINGS.zh.breadcrumb });
    expect(within(zh).getByRole('link', { name: '首页' })).toHaveAttribute('href', '/');
    expect(within(zh).getByText('测试指南页面')).toHaveAttribute('aria-current', 'page');
  });
});

describe('RichText', () => {
  it('splits on ** pairs and leaves unpaired markers as text', () => {
    expect(parseRichText('a **b** c **d**')).toEqual([
      { text: 'a ', bold: false },
      { text: 'b', bold: true },
      { text: ' c ', bold: false },
      { text: 'd', bold: true },
    ]);
    expect(parseRichText('5 ** 2')).toEqual([{ text: '5 ** 2', bold: false }]);
    expect(plainText('**OSSD** diploma')).toBe('OSSD diploma');
  });
});

describe('GuideArticle sources', () => {
  it.each([
    ['zh', '资料来源', '学分要求页面', '核实于 2026年11月', '最近核实'],
    ['en', 'Sources', 'Credit requirements page', 'checked November 2026', 'Last reviewed'],
  ] as const)('lists the sources with publisher and checked date at the end of the page (%s)', (lang, heading, title, checked, reviewed) => {
    renderArticle(fixturePage(lang));
    const section = screen.getByRole('heading', { level: 2, name: heading }).closest('section')!;
    const link = within(section).getByRole('link', { name: title });
    expect(link).toHaveAttribute('href', 'https://www.ontario.ca/page/high-school-graduation-requirements');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(section).toHaveTextContent('Ontario Ministry of Education');
    expect(within(section).getByText(checked)).toHaveAttribute('datetime', '2026-11');
    expect(screen.getByText(reviewed, { exact: false })).toBeInTheDocument();
  });

  it.each([
    ['zh', '来源：', '核实于 2026年11月'],
    ['en', 'Sources: ', 'checked November 2026'],
  ] as const)('shows an answer’s own sources under it, and none under an answer without (%s)', (lang, label, checked) => {
    const page = fixturePage(lang);
    const source = { title: 'EQAO OSSLT page', publisher: 'EQAO', url: 'https://www.eqao.com/the-assessments/osslt/', checked: '2026-11' };
    const qa = { type: 'qa' as const, items: [{ q: 'How long is the test?', a: 'Two 60-minute sections.', sources: [source] }, { q: 'Is it hard?', a: 'Prepare early.' }] };
    renderArticle({ ...page, sections: [{ id: 'faq', title: 'FAQ', blocks: [qa] }] });
    const answer = screen.getByText('How long is the test?').closest('details')!;
    const link = within(answer).getByRole('link', { name: 'EQAO OSSLT page' });
    expect(link).toHaveAttribute('href', source.url);
    expect(link.parentElement?.parentElement).toHaveTextContent(`${label}EQAO OSSLT page · EQAO · ${checked}`);
    expect(within(answer).getByText(checked)).toHaveAttribute('datetime', '2026-11');
    const other = screen.getByText('Is it hard?').closest('details')!;
    expect(within(other).queryByRole('link')).toBeNull();
    expect(other).not.toHaveTextContent(label.trim());
  });

  it('shows no sources section when a page has none', () => {
    renderArticle({ ...fixturePage('en'), sources: [] });
    expect(screen.queryByRole('heading', { level: 2, name: 'Sources' })).toBeNull();
  });
});
