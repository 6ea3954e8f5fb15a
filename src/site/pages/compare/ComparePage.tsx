/**
 * /compare (and /en/compare): the picked schools side by side (issue 15). The ids come from `?ids=1,2,3` (a shared
 * link, which becomes the pick) or the compare store; the URL follows the pick so it can be shared. Every fact is a
 * row, the schools are columns (the first column sticks while the table scrolls sideways on a phone); rows whose
 * values differ are marked, in words as well as colour.
 */
import { useEffect, useMemo, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@shared/i18n';
import { compareSchools } from '@shared/api/shortlist';
import type { CompareSchool } from '@shared/contract/shortlist';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { useSiteLang } from '../../lib/useSiteLang';
import { COMPARE_MAX, removeCompare, setCompareIds, useCompareIds } from '../../lib/compareStore';
import { EmptyState, ListSkeleton } from '../../kit/ListStates';
import { PageHead } from '../../kit/PageHead';
import { useDictLabel } from '../../kit/labels';
import { dirPaths } from '../../kit/paths';
import { withQueryScope } from '../../query/QueryScope';
import { schoolPlace } from '../school/schoolText';
import { RedBlackCell } from './RedBlackCell';
import '../../kit/directory.css';
import './compare.css';

/** '1,2,x' → [1, 2]; null when the URL names none. */
export function idsOfQuery(raw: string | null): number[] | null {
  if (raw === null) return null;
  const ids = raw.split(',').map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);
  return [...new Set(ids)].slice(0, COMPARE_MAX);
}

interface Row {
  key: string;
  label: string;
  /** the comparable text of each school (differences are judged on it) */
  values: string[];
  /** what the cell shows, when more than the text */
  cells?: ReactNode[];
}

function useRows(schools: CompareSchool[]): Row[] {
  const { t } = useTranslation(['site-compare', 'site-directory']);
  const dictLabel = useDictLabel();
  const sep = t('site-directory:common.listSep');
  const yesNo = (yes: boolean) => t(yes ? 'site-compare:yes' : 'site-compare:no');
  const row = (key: string, label: string, value: (s: CompareSchool) => string): Row => ({ key, label, values: schools.map(value) });
  const redBlack = row('redBlack', t('site-compare:field.redBlack'), (s) => {
    const lists = [...new Set(s.redBlack.map((e) => e.listType))];
    return lists.length ? lists.map((l) => t(`site-directory:school.${l}`)).join(sep) : t('site-compare:redBlackNone');
  });
  return [
    row('type', t('site-directory:school.type'), (s) => dictLabel('bbs_school_type', s.schoolType, s.labels.schoolType?.label)),
    row('scope', t('site-directory:school.scopeFact'), (s) => t(s.abroad === '1' ? 'site-directory:school.abroad' : 'site-directory:school.domestic')),
    row('city', t('site-directory:school.city'), (s) => schoolPlace(s, sep)),
    row('curriculum', t('site-directory:school.curriculum'), (s) => s.curriculum),
    row('ossd', t('site-compare:field.ossd'), (s) => yesNo(s.ossd)),
    row('stages', t('site-directory:school.stages'), (s) =>
      s.educationalStage.map((v) => dictLabel('educational_stage', v, s.labels.educationalStage.find((l) => l.value === v)?.label)).join(sep)),
    row('grades', t('site-directory:school.grades'), (s) =>
      s.grades.map((v) => dictLabel('recruitgradedict', v, s.labels.grades.find((l) => l.value === v)?.label)).join(sep)),
    row('boarding', t('site-directory:school.boarding'), (s) => yesNo(s.boarding === '1')),
    row('tuition', t('site-directory:school.tuition'), (s) => s.tuition),
    row('currency', t('site-directory:school.currency'), (s) => s.currency),
    row('joinMethod', t('site-directory:school.joinMethod'), (s) => dictLabel('joinschooldict', s.joinMethod, s.labels.joinMethod?.label)),
    row('difficulty', t('site-directory:school.difficulty'), (s) =>
      dictLabel('application_difficulty', s.applicationDifficulty, s.labels.applicationDifficulty?.label)),
    { ...redBlack, cells: schools.map((s, i) => <RedBlackCell key={s.schoolId} entries={s.redBlack} summary={redBlack.values[i]!} />) },
  ];
}

/** True when the schools' values of a row are not all the same. */
export function differs(values: readonly string[]): boolean {
  return new Set(values).size > 1;
}

function CompareTable({ schools, onRemove }: { schools: CompareSchool[]; onRemove: (id: number) => void }) {
  const { t } = useTranslation('site-compare');
  const { to } = useSiteLang();
  const rows = useRows(schools);
  const many = schools.length > 1;
  return (
    <div className="cmp-scroll" tabIndex={0} role="region" aria-label={t('table.scroll')}>
      <table className="cmp-table" aria-label={t('table.label')}>
        <thead>
          <tr>
            <th scope="col" className="cmp-table__corner">
              {t('table.field')}
            </th>
            {schools.map((s) => (
              <th scope="col" key={s.schoolId}>
                <Link to={to(dirPaths.school(s.schoolId))}>{s.schoolName}</Link>
                <button type="button" className="cmp-remove" onClick={() => onRemove(s.schoolId)}>
                  {t('table.remove')}{' '}
                  <span className="sr-only">{s.schoolName}</span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const diff = many && differs(r.values);
            return (
              <tr key={r.key} className={diff ? 'cmp-row--diff' : undefined} data-field={r.key}>
                <th scope="row">
                  {r.label}
                  {diff && <span className="cmp-diff-tag">{t('table.differs')}</span>}
                </th>
                {schools.map((s, i) => (
                  <td key={s.schoolId}>{r.cells?.[i] ?? (r.values[i] || t('table.none'))}</td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function ComparePage() {
  const { t } = useTranslation('site-compare');
  const { lang, to } = useSiteLang();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // the ids as typed (1,2,3), not percent-encoded
  const setIds = (list: readonly number[]) => void navigate({ search: list.length ? `?ids=${list.join(',')}` : '' }, { replace: true });
  const fromUrl = idsOfQuery(params.get('ids'));
  const ids = useCompareIds();
  useDocumentMeta(t('page.title'), t('page.description'));

  // a shared link's schools become the pick; without ids in the URL, the pick goes into it (shareable)
  const urlKey = fromUrl?.join(',');
  const idsKey = ids.join(',');
  useEffect(() => {
    if (urlKey !== undefined) setCompareIds(urlKey ? urlKey.split(',').map(Number) : []);
    else if (idsKey) setIds(ids);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per URL ids
  }, [urlKey]);
  const shown = fromUrl ?? ids;
  const remove = (id: number) => {
    removeCompare(id);
    setIds(shown.filter((x) => x !== id));
  };

  const q = useQuery({
    queryKey: ['bbs', 'compare', shown.join(','), lang],
    queryFn: async () => (await compareSchools(shown, lang, { silent: true })).data ?? [],
    enabled: shown.length > 0,
    staleTime: 30_000,
    retry: false,
    // a school removed leaves the table at once (the rows shown are filtered by the ids), no skeleton in between;
    // another language's answer is not shown meanwhile
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === lang ? previous : undefined),
  });
  const schools = useMemo(() => (q.data ?? []).filter((s) => shown.includes(s.schoolId)), [q.data, shown]);

  return (
    <div className="site-container dir-page cmp-page">
      <PageHead title={t('page.title')} lead={t('page.lead', { max: COMPARE_MAX })} crumbs={[{ label: t('page.schools'), path: dirPaths.schoolList }, { label: t('page.title') }]} />
      {shown.length === 0 ? (
        <EmptyState title={t('page.empty')} hint={t('page.emptyHint')} />
      ) : q.isError ? (
        <p className="dir-muted" role="alert">
          {t('page.loadFailed')}
        </p>
      ) : q.isPending ? (
        <ListSkeleton rows={3} />
      ) : schools.length === 0 ? (
        <EmptyState title={t('page.empty')} hint={t('page.emptyHint')} />
      ) : (
        <>
          <p className="cmp-actions">
            <Link className="site-btn site-btn--primary" to={to(`/fee/calculator?schools=${schools.map((s) => s.schoolId).join(',')}`)}>
              {t('page.cost')}
            </Link>
            {schools.length < 2 && <span className="dir-muted">{t('page.addMore')}</span>}
          </p>
          <CompareTable schools={schools} onRemove={remove} />
        </>
      )}
      <p className="cmp-back">
        <Link to={to(dirPaths.schoolList)}>{t('page.browse')}</Link>
      </p>
    </div>
  );
}

export default withQueryScope(ComparePage);
