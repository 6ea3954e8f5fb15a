import { useEffect, useRef, useState, type MouseEvent } from 'react';
import type { GuideSectionBlock, Lang } from '@site/content/types';
import { GUIDE_STRINGS } from './strings';
import { prefersReducedMotion } from '@shared/lib/motion';
import s from './GuideArticle.module.css';

/** Where the table of contents sits at the side and stays open (keep in step with GuideArticle.module.css). */
export const DESKTOP_QUERY = '(min-width: 1024px)';
/** Headings closer than this to the top count as "being read" (the site header is sticky). */
const SPY_OFFSET = 120;

function matches(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/** The id of the last section heading scrolled past, for `aria-current` in the table of contents. */
function useActiveSection(ids: string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join(' ');
  useEffect(() => {
    const list = key.split(' ');
    let frame = 0;
    const update = () => {
      frame = 0;
      let current: string | null = null;
      for (const id of list) {
        const el = document.getElementById(id);
        if (el && el.getBoundingClientRect().top <= SPY_OFFSET) current = id;
      }
      setActive(current);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [key]);
  return active;
}

/**
 * In-page table of contents: a disclosure at the top on phones (closed by default, closes after a jump),
 * open and sticky at the side on desktop.
 */
export function Toc({ sections, lang }: { sections: GuideSectionBlock[]; lang: Lang }) {
  const t = GUIDE_STRINGS[lang];
  const [open, setOpen] = useState(() => matches(DESKTOP_QUERY));
  const active = useActiveSection(sections.map((x) => x.id));
  const details = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const mq = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => setOpen(mq.matches);
    mq.addEventListener?.('change', onChange);
    return () => mq.removeEventListener?.('change', onChange);
  }, []);

  const jump = (e: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const target = document.getElementById(id);
    if (!target) return;
    e.preventDefault();
    // on phones the list closes first, so the jump lands where the heading is once the list is gone
    // (the toggle event then brings `open` in step)
    if (!matches(DESKTOP_QUERY) && details.current) details.current.open = false;
    const smooth = !prefersReducedMotion();
    target.scrollIntoView?.({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    // move keyboard focus with the jump (the heading has tabIndex -1)
    target.focus({ preventScroll: true });
    // update the address for sharing without a router navigation (which would scroll to the top)
    window.history.replaceState(window.history.state, '', `#${id}`);
  };

  return (
    <nav className={s.toc} aria-label={t.toc}>
      <details ref={details} className={s.tocDetails} open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary className={s.tocSummary}>{t.toc}</summary>
        <ol className={s.tocList}>
          {sections.map((section) => (
            <li key={section.id}>
              <a
                className={s.tocLink}
                href={`#${section.id}`}
                aria-current={active === section.id ? 'location' : undefined}
                onClick={(e) => jump(e, section.id)}
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </details>
    </nav>
  );
}
