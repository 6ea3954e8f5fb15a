import { useTranslation } from '@shared/i18n';
import type { RedBlackRow } from '@shared/contract';

/** A school's red/black status in the compare table: the list names, then each entry's reason, dates and sources. */
export function RedBlackCell({ entries, summary }: { entries: RedBlackRow[]; summary: string }) {
  const { t } = useTranslation('site-directory');
  if (entries.length === 0) return <>{summary}</>;
  return (
    <ul className="cmp-rb">
      {entries.map((e) => (
        <li key={e.entryId} className={`cmp-rb__item cmp-rb__item--${e.listType}`}>
          <span className="dir-tag">{t(e.listType === 'red' ? 'school.red' : 'school.black')}</span> {e.reason}
          {e.reasonDate && (
            <span className="cmp-rb__date">
              {t('school.reasonDate')} <time dateTime={e.reasonDate}>{e.reasonDate}</time>
            </span>
          )}
          {e.sources.length > 0 && (
            <span className="cmp-rb__sources">
              {t('school.sources')}{' '}
              {e.sources.map((src, i) =>
                src.url ? (
                  <a key={i} href={src.url} target="_blank" rel="noopener noreferrer nofollow">
                    {src.title}
                  </a>
                ) : (
                  <span key={i}>{src.title}</span>
                ),
              )}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
