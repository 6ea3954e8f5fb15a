import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useTranslation } from '@shared/i18n';
import { listRedBlack } from '@shared/api/web';
import type { RedBlackRow } from '@shared/contract';
import { useSiteLang } from '../../lib/useSiteLang';
import { useLingering } from '../../lib/useLingering';
import { dirPaths } from '../../kit/paths';
import { SampleTag } from '../../components/SampleTag';

function Entries({ rows, type }: { rows: RedBlackRow[]; type: 'red' | 'black' }) {
  const { t } = useTranslation('site-directory');
  const { to } = useSiteLang();
  if (!rows.length) return <p className="dir-muted">{t('station.redBlackEmpty')}</p>;
  return (
    <ol className={`dir-rb dir-rb--${type}`}>
      {rows.map((e) => (
        <li key={e.entryId}>
          {e.schoolId ? <Link to={to(dirPaths.school(e.schoolId))}>{e.schoolName}</Link> : <span className="dir-rb__name">{e.schoolName}</span>}
          <SampleTag show={e.isSample} />
          {e.reason && <span className="dir-rb__reason">{e.reason}</span>}
        </li>
      ))}
    </ol>
  );
}

/**
 * The station's red and black lists for the current city (reload when the city changes). `hold`: loaded but not
 * shown yet (the page's list above it on phones is still taking its place).
 */
export function RedBlackAside({ cityCode, hold = false }: { cityCode: string; hold?: boolean }) {
  const { t } = useTranslation('site-directory');
  const { lang } = useSiteLang();
  const q = useQuery({
    queryKey: ['bbs', 'redBlack', lang, cityCode],
    queryFn: () => listRedBlack({ cityCode, lang }),
    staleTime: 30_000,
    retry: false,
  });
  // a failed load keeps what was shown (react-query keeps the last data of this key) and clears loading
  const loading = useLingering(q.isFetching);
  const data = q.data;
  if (hold) return null;
  // until the lists arrive one placeholder stands for both boxes: the black box (under the red list of unknown
  // length) appears once, where it stays, instead of moving down when the red list replaces a skeleton
  return (
    <aside className="dir-aside" aria-label={t('station.redBlackLabel')} aria-busy={loading}>
      {data ? (
        <>
          <section className="dir-aside__box dir-aside__box--red" aria-labelledby="rb-red">
            <h2 id="rb-red">{t('station.redList')}</h2>
            <Entries rows={data.redlist} type="red" />
          </section>
          <section className="dir-aside__box dir-aside__box--black" aria-labelledby="rb-black">
            <h2 id="rb-black">{t('station.blackList')}</h2>
            <Entries rows={data.balcklist} type="black" />
          </section>
        </>
      ) : (
        <span className="site-bone site-bone--block" aria-hidden />
      )}
    </aside>
  );
}
