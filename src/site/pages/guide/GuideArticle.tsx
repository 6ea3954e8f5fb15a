import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { GuidePage } from '@site/content/types';
import { BlockView } from './blocks/BlockView';
import { RichText } from './blocks/RichText';
import { breadcrumbOf, relatedGuides } from './links';
import { GUIDE_STRINGS } from './strings';
import { Toc } from './Toc';
import s from './GuideArticle.module.css';

/** Pages with at least this many sections get an in-page table of contents. */
export const TOC_MIN_SECTIONS = 3;

/** Guide pages about costs that link to the total-cost calculator (besides the whole fee section). */
const COST_PAGES = new Set(['aboard/expenses', 'aboard/tuition-expenses', 'life/level', 'life/consumption-level']);

/** One guide page from its content data: breadcrumb, header, hero, table of contents, sections, related guides. */
export default function GuideArticle({ page }: { page: GuidePage }) {
  const lang = page.lang;
  const t = GUIDE_STRINGS[lang];
  const related = relatedGuides(lang, page.related);
  const crumbs = breadcrumbOf(page);
  const hasToc = page.sections.length >= TOC_MIN_SECTIONS;

  // a deep link to a section (#id) scrolls there once the content is in the page
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView?.({ block: 'start' });
  }, [page]);

  return (
    <div className={`${s.page} ${lang === 'zh' ? s.zh : s.en}`} lang={lang === 'zh' ? 'zh-CN' : 'en'}>
      <nav className={s.breadcrumb} aria-label={t.breadcrumb}>
        <ol>
          {crumbs.map((c, i) =>
            i === crumbs.length - 1 ? (
              <li key={i} aria-current="page">
                {c.label}
              </li>
            ) : (
              <li key={i}>{c.path ? <Link to={c.path}>{c.label}</Link> : c.label}</li>
            ),
          )}
        </ol>
      </nav>

      <article className={s.article} aria-labelledby="guide-title">
        <header className={s.header}>
          <h1 id="guide-title" className={s.title}>
            {page.title}
          </h1>
          <p className={s.lead}>
            <RichText text={page.lead} />
          </p>
          <p className={s.meta}>
            {t.updated} <time dateTime={page.updated}>{t.formatDate(page.updated)}</time>
          </p>
        </header>

        <div className={hasToc ? `${s.body} ${s.withToc}` : s.body}>
          {page.hero && (
            <img
              className={s.hero}
              src={page.hero.src}
              alt={page.hero.alt}
              width={page.hero.width}
              height={page.hero.height}
              fetchPriority="high"
              decoding="async"
            />
          )}

          {hasToc && <Toc sections={page.sections} lang={lang} />}
          <div className={s.content}>
            {page.sections.map((section) => (
              <section key={section.id} className={s.section} aria-labelledby={section.id}>
                <h2 id={section.id} className={s.h2} tabIndex={-1}>
                  {section.title}
                </h2>
                {section.blocks.map((block, i) => (
                  <BlockView key={i} block={block} lang={lang} />
                ))}
              </section>
            ))}

            {page.sources.length > 0 && (
              <section className={s.related} aria-labelledby="guide-sources">
                <h2 id="guide-sources" className={s.relatedTitle}>
                  {t.sources}
                </h2>
                <p className={s.sourcesNote}>{t.sourcesNote}</p>
                <ul className={s.sourcesList}>
                  {page.sources.map((src) => (
                    <li key={src.url}>
                      <a href={src.url} rel="noopener noreferrer" target="_blank">
                        {src.title}
                      </a>
                      {' · '}
                      {src.publisher}
                      {' · '}
                      <time dateTime={src.checked}>{t.checked(src.checked)}</time>
                    </li>
                  ))}
                </ul>
              </section>
            )}

            {COST_PAGES.has(`${page.section}/${page.id}`) || page.section === 'fee' ? (
              <p className={s.related}>
                <Link className={s.relatedLink} to={lang === 'en' ? '/en/fee/calculator' : '/fee/calculator'}>
                  {t.calculator}
                </Link>
              </p>
            ) : null}

            {related.length > 0 && (
              <section className={s.related} aria-labelledby="guide-related">
                <h2 id="guide-related" className={s.relatedTitle}>
                  {t.related}
                </h2>
                <ul className={s.relatedList}>
                  {related.map((r) => (
                    <li key={r.key}>
                      <Link className={s.relatedLink} to={r.path}>
                        {r.sectionLabel && <span className={s.relatedSection}>{r.sectionLabel}</span>}
                        {r.sectionLabel && ' '}
                        <span className={s.relatedName}>{r.title}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        </div>
      </article>
    </div>
  );
}
