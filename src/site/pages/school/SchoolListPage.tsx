import { useEffect, useId, useState } from 'react';
import { EnvironmentOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useTranslation } from '@shared/i18n';
import { listSchoolSchool } from '@shared/api/web';
import type { SchoolRow } from '@shared/contract';
import { SCHOOL_ABROAD_FILTERS } from '@shared/contract/constants';
import { Pager } from '../../components/Pager';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { useSiteLang } from '../../lib/useSiteLang';
import { FilterGroup } from '../../kit/FilterGroup';
import { EmptyState, ListArea } from '../../kit/ListStates';
import { PageHead } from '../../kit/PageHead';
import { useDict, useDictLabel } from '../../kit/labels';
import { dirPaths } from '../../kit/paths';
import { useQueryState } from '../../kit/useQueryState';
import { useDirectoryList } from '../../kit/useDirectoryList';
import { schoolPlace } from './schoolText';
import { CompareButton, CompareTray } from '../compare/CompareButton';
import { withQueryScope } from '../../query/QueryScope';
import '../../kit/directory.css';
import { UntilHydrated } from '../../components/UntilHydrated';
import { CardMedia } from '../../kit/CardMedia';

type Scope = 'all' | 'abroad' | 'domestic';
const SCOPE_OF: Record<string, Scope> = { '1': 'abroad', '0': 'domestic' };

interface SearchValues {
  name: string;
  country: string;
  type: string;
}

/** The school search (name, country, type): applied on submit, reset clears the three. */
function SchoolSearch({ initial, onSubmit }: { initial: SearchValues; onSubmit: (v: SearchValues) => void }) {
  const { t } = useTranslation('site-directory');
  const types = useDict('bbs_school_type');
  const dictLabel = useDictLabel();
  const id = useId();
  const [v, setV] = useState(initial);
  // back/forward or a link changed the URL: show its values
  const { name, country, type } = initial;
  useEffect(() => setV({ name, country, type }), [name, country, type]);

  return (
    <form
      className="dir-form"
      aria-label={t('school.searchLabel')}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit({ name: v.name.trim(), country: v.country.trim(), type: v.type });
      }}
    >
      <UntilHydrated>
        <div className="dir-form__field">
          <label htmlFor={`${id}-name`}>{t('school.name')}</label>
          <input
            id={`${id}-name`}
            type="search"
            value={v.name}
            maxLength={100}
            placeholder={t('school.namePlaceholder')}
            onChange={(e) => setV({ ...v, name: e.target.value })}
          />
        </div>
        <div className="dir-form__field">
          <label htmlFor={`${id}-country`}>{t('school.country')}</label>
          <input
            id={`${id}-country`}
            type="search"
            value={v.country}
            maxLength={50}
            placeholder={t('school.countryPlaceholder')}
            onChange={(e) => setV({ ...v, country: e.target.value })}
          />
        </div>
        <div className="dir-form__field">
          <label htmlFor={`${id}-type`}>{t('school.type')}</label>
          <select id={`${id}-type`} value={v.type} onChange={(e) => setV({ ...v, type: e.target.value })}>
            <option value="">{t('school.typeAll')}</option>
            {types.map((d) => (
              <option key={d.dictValue} value={d.dictValue}>
                {dictLabel('bbs_school_type', d.dictValue, d.dictLabel)}
              </option>
            ))}
            {/* a type from the URL before the dictionary arrived */}
            {v.type && !types.some((d) => d.dictValue === v.type) && <option value={v.type}>{v.type}</option>}
          </select>
        </div>
        <div className="dir-form__actions">
          <button type="submit" className="site-btn site-btn--primary">
            {t('common.search')}
          </button>
          <button
            type="button"
            className="site-btn site-btn--default"
            onClick={() => {
              setV({ name: '', country: '', type: '' });
              onSubmit({ name: '', country: '', type: '' });
            }}
          >
            {t('common.reset')}
          </button>
        </div>
      </UntilHydrated>
    </form>
  );
}

function SchoolCard({ s, index }: { s: SchoolRow; index: number }) {
  const { t } = useTranslation('site-directory');
  const { to } = useSiteLang();
  const dictLabel = useDictLabel();
  const types = useDict('bbs_school_type');
  const typeLabel = dictLabel('bbs_school_type', s.schoolType, types.find((d) => d.dictValue === s.schoolType)?.dictLabel);
  return (
    <li className="dir-card dir-card--school">
      {s.cover ? <CardMedia src={s.cover} index={index} /> : null}
      <div className="dir-card__body">
        <h2 className="dir-card__title">
          <Link to={to(dirPaths.school(s.schoolId))}>{s.schoolName}</Link>
        </h2>
        <p className="dir-meta">
          <span>
            <EnvironmentOutlined aria-hidden /> {schoolPlace(s, t('common.listSep'))}
          </span>
          {typeLabel && <span className="dir-tag">{typeLabel}</span>}
          <span className="dir-tag dir-tag--muted">{t(s.abroad === '1' ? 'school.abroad' : 'school.domestic')}</span>
          {s.boarding === '1' && <span className="dir-tag dir-tag--muted">{t('school.boardingYes')}</span>}
        </p>
        <dl className="dir-card__facts">
          {s.tuition && (
            <div>
              <dt>{t('school.tuition')}</dt>
              <dd>{s.tuition}</dd>
            </div>
          )}
          {s.curriculum && (
            <div>
              <dt>{t('school.curriculum')}</dt>
              <dd>{s.curriculum}</dd>
            </div>
          )}
        </dl>
        <CompareButton id={s.schoolId} name={s.schoolName} />
      </div>
    </li>
  );
}

/** School list (spec sections 2, 3, 9): all / abroad / domestic, search by name, country and type, paging. */
function SchoolListPage() {
  const { t } = useTranslation('site-directory');
  const { lang } = useSiteLang();
  const { params, page, size, update } = useQueryState();
  const abroad = params.get('abroad') === '1' || params.get('abroad') === '0' ? (params.get('abroad') as '1' | '0') : '';
  const name = params.get('name') ?? '';
  const country = params.get('country') ?? '';
  const type = params.get('type') ?? '';
  useDocumentMeta(page > 1 ? t('school.docTitlePage', { page }) : t('school.docTitle'), t('school.description'));

  const list = useDirectoryList(['bbs', 'schools', lang, abroad, type, name, country, page, size], () =>
    listSchoolSchool({ pageNum: page, pageSize: size, abroad, schoolType: type, schoolName: name, country, lang }),
  );
  const rows = list.data?.rows ?? [];
  const filtered = !!(abroad || type || name || country);

  return (
    <div className="site-container dir-page">
      <PageHead title={t('school.title')} lead={t('school.lead')} crumbs={[{ label: t('school.title') }]} />
      <FilterGroup
        label={t('school.scopeLabel')}
        value={SCOPE_OF[abroad] ?? 'all'}
        options={SCHOOL_ABROAD_FILTERS.map((f) => ({ key: f.name, label: t(`school.scope.${f.name}`) }))}
        onChange={(key) => update({ abroad: SCHOOL_ABROAD_FILTERS.find((f) => f.name === key)?.id ?? null })}
      />
      <SchoolSearch initial={{ name, country, type }} onSubmit={(v) => update({ name: v.name, country: v.country, type: v.type })} />
      <ListArea
        loading={list.loading}
        initialLoading={list.initialLoading}
        empty={rows.length === 0}
        label={t('school.results')}
        emptyState={<EmptyState title={t('school.empty')} hint={filtered ? t('common.emptyHint') : undefined} />}
      >
        <ul className="dir-cards">
          {rows.map((s, index) => (
            <SchoolCard key={s.schoolId} s={s} index={index} />
          ))}
        </ul>
      </ListArea>
      <Pager
        pageNum={page}
        pageSize={size}
        total={list.data?.total ?? 0}
        onChange={(p, s) => update({ page: p, size: s })}
        label={t('school.pager')}
      />
      <CompareTray />
    </div>
  );
}

export default withQueryScope(SchoolListPage);
