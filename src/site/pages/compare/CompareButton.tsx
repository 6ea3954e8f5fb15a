/**
 * The 加入对比 button of the school cards and detail page, and the compare tray that links to /compare. Small on
 * purpose (the school pages carry it); the compare page itself loads on demand.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '@shared/i18n';
import { addCompare, COMPARE_MAX, removeCompare, useCompareIds } from '../../lib/compareStore';
import { useSiteLang } from '../../lib/useSiteLang';
import './compareButton.css';
import { useHydrated } from '../../lib/useHydrated';

/** `/compare?ids=…` (language-less) for the picked ids. */
export const comparePath = (ids: readonly number[]) => (ids.length ? `/compare?ids=${ids.join(',')}` : '/compare');

export function CompareButton({ id, name }: { id: number; name: string }) {
  const { t } = useTranslation('site-compare');
  const on = useCompareIds().includes(id);
  const hydrated = useHydrated();
  const [full, setFull] = useState(false);
  const label = t(on ? 'button.added' : 'button.add');
  return (
    <span className="cmp-add">
      <button
        type="button"
        className={`site-btn site-btn--default cmp-add__btn${on ? ' is-on' : ''}`}
        aria-pressed={on}
        disabled={!hydrated}
        aria-label={t('button.aria', { label, name })}
        onClick={() => {
          if (on) removeCompare(id);
          setFull(!on && addCompare(id) === 'full');
        }}
      >
        {label}
      </button>
      {full && (
        <span className="cmp-add__msg" role="alert">
          {t('button.full', { max: COMPARE_MAX })}
        </span>
      )}
    </span>
  );
}

/** A badge with the number of picked schools, linking to the compare page; nothing when none are picked. */
export function CompareTray() {
  const { t } = useTranslation('site-compare');
  const { to } = useSiteLang();
  const ids = useCompareIds();
  if (ids.length === 0) return null;
  return (
    <Link className="cmp-tray" to={to(comparePath(ids))}>
      {t('tray.label', { count: ids.length, max: COMPARE_MAX })}
    </Link>
  );
}
