import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '@shared/i18n';
import type { ShortlistItem } from '@shared/contract/shortlist';
import { useSiteLang } from '../../lib/useSiteLang';
import { dirPaths } from '../../kit/paths';
import { schoolPlace } from '../school/schoolText';
import { COMPARE_MAX } from '../../lib/compareStore';
import { comparePath } from './CompareButton';

/** The schools of a shortlist with their notes; `actions` adds the owner's controls under each. */
export function ShortlistItems({ items, label, actions }: { items: ShortlistItem[]; label: string; actions?: (item: ShortlistItem) => ReactNode }) {
  const { t } = useTranslation(['site-compare', 'site-directory']);
  const { to } = useSiteLang();
  return (
    <>
      <ul className="cmp-notes" aria-label={label}>
        {items.map((it) => (
          <li key={it.itemId}>
            <h3>
              <Link to={to(dirPaths.school(it.schoolId))}>{it.school.schoolName}</Link>
            </h3>
            <p className="dir-muted">
              {schoolPlace(it.school, t('site-directory:common.listSep'))}
              {it.school.tuition && ` · ${it.school.tuition}`}
            </p>
            {actions ? actions(it) : it.note && <p className="cmp-note">{it.note}</p>}
          </li>
        ))}
      </ul>
      {items.length > 1 && (
        <p>
          <Link to={to(comparePath(items.slice(0, COMPARE_MAX).map((i) => i.schoolId)))}>{t('site-compare:list.compare')}</Link>
        </p>
      )}
    </>
  );
}
