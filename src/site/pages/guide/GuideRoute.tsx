import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { findGuide, loadGuide } from '@site/content/registry';
import type { GuidePage, GuideSection, Lang } from '@site/content/types';
import { langOfPath } from '@site/lib/langPath';
import { NotFound } from '../errors/NotFound';
import GuideArticle from './GuideArticle';
import { guideCacheKey, loadedGuides, SINGLE_PAGE } from './prime';
import { guideDocumentTitle } from './title';
import { GUIDE_STRINGS } from './strings';
import s from './GuideArticle.module.css';


function setDescription(content: string): void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  meta.content = content;
}

/** The page's outline while its content loads: same width and rhythm, so nothing jumps when it arrives. */
export function GuideSkeleton({ lang }: { lang: Lang }) {
  const t = GUIDE_STRINGS[lang];
  return (
    <div className={`${s.page} ${lang === 'zh' ? s.zh : s.en} ${s.skeleton}`} role="status" aria-live="polite">
      <span className={s.srOnly}>{t.loading}</span>
      <span className={`${s.bone} ${s.boneCrumb}`} aria-hidden />
      <span className={`${s.bone} ${s.boneTitle}`} aria-hidden />
      <span className={`${s.bone} ${s.boneLine}`} aria-hidden />
      <span className={`${s.bone} ${s.boneLine}`} aria-hidden />
      <span className={`${s.bone} ${s.boneLine} ${s.boneShort}`} aria-hidden />
      <span className={`${s.bone} ${s.boneHero}`} aria-hidden />
      <span className={`${s.bone} ${s.boneLine}`} aria-hidden />
      <span className={`${s.bone} ${s.boneLine}`} aria-hidden />
      <span className={`${s.bone} ${s.boneLine} ${s.boneShort}`} aria-hidden />
    </div>
  );
}

function LoadError({ lang, onRetry }: { lang: Lang; onRetry: () => void }) {
  const t = GUIDE_STRINGS[lang];
  return (
    <div className={`${s.page} ${s.skeleton}`} role="alert">
      <p>{t.loadError}</p>
      <button type="button" className={s.retry} onClick={onRetry}>
        {t.retry}
      </button>
    </div>
  );
}

type Outcome = { key: string; page: GuidePage | null } | { key: string; error: true };

/**
 * A guide page route: `section` comes from the route table, the id from `:id` (none for cSchool and FQA),
 * the language from the URL (`/en/...` is English). Each page's content is its own chunk, loaded here;
 * an unknown page (or /en/FQA) renders the site's 404.
 */
export default function GuideRoute({ section }: { section: GuideSection }) {
  const params = useParams();
  const { pathname } = useLocation();
  const lang = langOfPath(pathname);
  const id = SINGLE_PAGE.has(section) ? '' : (params.id ?? '');
  const key = guideCacheKey(lang, section, id);
  const exists = findGuide(lang, section, id) != null;

  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [attempt, setAttempt] = useState(0);

  const cached = loadedGuides.get(key);
  useEffect(() => {
    if (!exists || loadedGuides.has(key)) return;
    let live = true;
    loadGuide(lang, section, id).then(
      (page) => {
        loadedGuides.set(key, page);
        if (live) setOutcome({ key, page });
      },
      () => {
        if (live) setOutcome({ key, error: true });
      },
    );
    return () => {
      live = false;
    };
  }, [key, exists, lang, section, id, attempt]);

  const current = outcome?.key === key ? outcome : null;
  const page: GuidePage | null | undefined =
    cached !== undefined ? cached : current && 'page' in current ? current.page : undefined;
  const failed = current !== null && 'error' in current;

  useEffect(() => {
    if (!page) return;
    document.title = guideDocumentTitle(page.lang, page.title);
    setDescription(page.description);
  }, [page]);

  if (!exists || page === null) return <NotFound />;
  if (failed)
    return (
      <LoadError
        lang={lang}
        onRetry={() => {
          setOutcome(null);
          setAttempt((n) => n + 1);
        }}
      />
    );
  if (page === undefined) return <GuideSkeleton lang={lang} />;
  return <GuideArticle key={key} page={page} />;
}
