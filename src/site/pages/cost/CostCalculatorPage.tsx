import { useId, useMemo, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from '@shared/i18n';
import { getCostRates, listCostSchools } from '@shared/api/cost';
import { listSchoolSchool } from '@shared/api/web';
import type { SchoolRow } from '@shared/contract';
import { MAX_COST_SCHOOLS } from '@shared/cost/contract';
import { CITY_CODES, CITY_COSTS, computeCost, LINE_KEYS, MAX_YEARS, MONTHS_A_YEAR, SOURCE_URLS, STAYS, type CostLine, type CostResult, type CostSubject } from '@shared/cost/model';
import { CURRENCIES, formatMoney, roundMoney, type Currency } from '@shared/cost/money';
import { DEFAULT_COST_RATES } from '@shared/cost/rates';
import { PageHead } from '../../kit/PageHead';
import { useDict, useDictLabel } from '../../kit/labels';
import { dirPaths } from '../../kit/paths';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { useSiteLang } from '../../lib/useSiteLang';
import { withQueryScope } from '../../query/QueryScope';
import { columnCount, parseState, stateQuery, type CalcState } from './state';
import '../../kit/directory.css';
import './cost.css';

/** One column of the table: a school, or a school type priced in the chosen city. */
interface Column {
  key: string;
  name: string;
  /** the school's page (schools only) */
  schoolId?: number;
  subject: CostSubject;
  remove: Partial<CalcState>;
}

const ROOT = '/fee/calculator';

function useCalcState() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = useMemo(() => parseState(params), [params]);
  // navigate with the query as built (setSearchParams would encode the commas of `schools=1,2`)
  const update = (patch: Partial<CalcState>) => void navigate({ search: `?${stateQuery({ ...state, ...patch })}` }, { replace: true });
  return { state, update };
}

/** The school search: a name, then "add" on a result. */
function SchoolPicker({ state, onAdd }: { state: CalcState; onAdd: (id: number) => void }) {
  const { t } = useTranslation('site-cost');
  const { lang } = useSiteLang();
  const id = useId();
  const [text, setText] = useState('');
  const [name, setName] = useState<string | null>(null);
  const full = columnCount(state) >= MAX_COST_SCHOOLS;
  const found = useQuery({
    queryKey: ['cost', 'search', lang, name],
    queryFn: async () => (await listSchoolSchool({ pageNum: 1, pageSize: 8, schoolName: name ?? '', lang })).rows ?? [],
    enabled: name !== null,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setName(text.trim());
  };
  return (
    <div className="cost-picker">
      <form className="cost-row" role="search" aria-label={t('search.label')} onSubmit={submit}>
        <label htmlFor={`${id}-q`}>{t('search.label')}</label>
        <input id={`${id}-q`} type="search" value={text} maxLength={100} placeholder={t('search.placeholder')} onChange={(e) => setText(e.target.value)} />
        <button type="submit" className="site-btn site-btn--primary">
          {t('search.submit')}
        </button>
      </form>
      {name !== null && found.data && (
        <ul className="cost-results" aria-label={t('search.results')}>
          {found.data.length === 0 && <li className="dir-muted">{t('search.none')}</li>}
          {found.data.map((s) => {
            const added = state.schools.includes(s.schoolId);
            return (
              <li key={s.schoolId}>
                <span>{s.schoolName}</span>
                <button
                  type="button"
                  className="site-btn site-btn--default"
                  disabled={added || full}
                  aria-label={`${added ? t('search.added') : t('search.add')}: ${s.schoolName}`}
                  onClick={() => onAdd(s.schoolId)}
                >
                  {added ? t('search.added') : t('search.add')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {full && <p className="dir-muted">{t('search.full', { max: MAX_COST_SCHOOLS })}</p>}
    </div>
  );
}

function Settings({ state, update }: ReturnType<typeof useCalcState>) {
  const { t } = useTranslation('site-cost');
  const types = useDict('bbs_school_type');
  const dictLabel = useDictLabel();
  const id = useId();
  const [type, setType] = useState('');
  const full = columnCount(state) >= MAX_COST_SCHOOLS;
  return (
    <section className="cost-settings cost-noprint" aria-label={t('form')}>
      <SchoolPicker state={state} onAdd={(sid) => update({ schools: [...state.schools, sid] })} />
      <div className="cost-row">
        <label htmlFor={`${id}-type`}>{t('type.label')}</label>
        <select id={`${id}-type`} value={type} onChange={(e) => setType(e.target.value)}>
          <option value="">{t('type.choose')}</option>
          {types.map((d) => (
            <option key={d.dictValue} value={d.dictValue}>
              {dictLabel('bbs_school_type', d.dictValue, d.dictLabel)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="site-btn site-btn--default"
          disabled={!type || full || state.types.includes(type)}
          onClick={() => update({ types: [...state.types, type] })}
        >
          {t('type.add')}
        </button>
      </div>
      <div className="cost-grid">
        <div className="cost-field">
          <label htmlFor={`${id}-city`}>{t('city.label')}</label>
          <select id={`${id}-city`} value={state.city} onChange={(e) => update({ city: e.target.value })}>
            {CITY_CODES.map((c) => (
              <option key={c} value={c}>
                {t(`city.${c}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="cost-field">
          <label htmlFor={`${id}-stay`}>{t('stay.label')}</label>
          <select id={`${id}-stay`} value={state.stay} onChange={(e) => update({ stay: e.target.value as CalcState['stay'] })}>
            {STAYS.map((s) => (
              <option key={s} value={s}>
                {t(`stay.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="cost-field">
          <label htmlFor={`${id}-years`}>{t('years.label')}</label>
          <select id={`${id}-years`} value={state.years} onChange={(e) => update({ years: Number(e.target.value) })}>
            {Array.from({ length: MAX_YEARS }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {t('years.option', { count: n })}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="cost-field cost-currency">
          <legend>{t('currency.label')}</legend>
          {CURRENCIES.map((c) => (
            <label key={c}>
              <input type="radio" name={`${id}-cur`} value={c} checked={state.currency === c} onChange={() => update({ currency: c })} />
              {t(`currency.${c}`)}
            </label>
          ))}
        </fieldset>
      </div>
    </section>
  );
}

const subjectOf = (s: SchoolRow): CostSubject => ({
  schoolType: s.schoolType,
  cityCode: s.cityCode ?? '',
  tuitionMin: s.tuitionMin,
  tuitionMax: s.tuitionMax,
  currency: s.currency,
  boarding: s.boarding === '1',
});

function LineCell({ line, currency, trips }: { line: CostLine; currency: Currency; trips: number }) {
  const { t, i18n } = useTranslation('site-cost');
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const note = t(`note.${line.note}`, { months: MONTHS_A_YEAR, trips });
  return (
    <td>
      <span className="cost-amount">{formatMoney(line.amount, currency, lang)}</span>
      {line.estimate && line.amount > 0 && <span className="cost-estimate"> {t('estimate')}</span>}
      {note && <span className="cost-note">{note}</span>}
    </td>
  );
}

function CostTable({ columns, results, state }: { columns: Column[]; results: CostResult[]; state: CalcState }) {
  const { t, i18n } = useTranslation('site-cost');
  const { to } = useSiteLang();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const money = (n: number) => formatMoney(roundMoney(n), state.currency, lang);
  return (
    <div className="cost-table-wrap">
      <table className="cost-table" aria-label={t('table', { currency: state.currency })}>
        <thead>
          <tr>
            <th scope="col">{t('item')}</th>
            {columns.map((c) => (
              <th scope="col" key={c.key}>
                {c.schoolId ? <Link to={to(dirPaths.school(c.schoolId))}>{c.name}</Link> : c.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {LINE_KEYS.map((key) => {
            const once = results[0]?.lines.find((l) => l.key === key)?.oneTime;
            return (
              <tr key={key}>
                <th scope="row">
                  {t(`line.${key}`)} <span className="cost-note">{once ? t('once') : t('perYear')}</span>
                </th>
                {results.map((r, i) => (
                  <LineCell key={columns[i]!.key} line={r.lines.find((l) => l.key === key)!} currency={state.currency} trips={CITY_COSTS[r.cityCode]?.trips ?? 1} />
                ))}
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('totalYear')}</th>
            {results.map((r, i) => (
              <td key={columns[i]!.key} data-total="year">{money(r.perYear)}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">{t('totalOnce')}</th>
            {results.map((r, i) => (
              <td key={columns[i]!.key} data-total="once">{money(r.oneTime)}</td>
            ))}
          </tr>
          <tr className="cost-grand">
            <th scope="row">{t('total', { count: state.years })}</th>
            {results.map((r, i) => (
              <td key={columns[i]!.key} data-total="programme">{money(r.total)}</td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function ShareBar({ state }: { state: CalcState }) {
  const { t } = useTranslation('site-cost');
  const { to } = useSiteLang();
  const id = useId();
  const [copied, setCopied] = useState(false);
  const path = `${to(ROOT)}?${stateQuery(state)}`;
  const url = typeof window === 'undefined' ? path : `${window.location.origin}${path}`;
  return (
    <div className="cost-share cost-noprint">
      <label htmlFor={`${id}-link`}>{t('share.label')}</label>
      <input id={`${id}-link`} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
      <button
        type="button"
        className="site-btn site-btn--default"
        onClick={() => {
          void navigator.clipboard?.writeText(url).then(() => setCopied(true), () => undefined);
        }}
      >
        {t('share.copy')}
      </button>
      <button type="button" className="site-btn site-btn--default" onClick={() => window.print()}>
        {t('share.print')}
      </button>
      <span role="status">{copied ? t('share.copied') : ''}</span>
    </div>
  );
}

/** The total-cost calculator (issue 15): schools or school types side by side, the state in the URL. */
function CostCalculatorPage() {
  const { t } = useTranslation('site-cost');
  const { lang, to } = useSiteLang();
  const calc = useCalcState();
  const { state, update } = calc;
  const dictLabel = useDictLabel();
  const types = useDict('bbs_school_type');
  useDocumentMeta(t('docTitle'), t('description'));

  const rates = useQuery({ queryKey: ['cost', 'rates'], queryFn: async () => (await getCostRates()).data ?? DEFAULT_COST_RATES, staleTime: 60_000 });
  const schools = useQuery({
    queryKey: ['cost', 'schools', lang, state.schools],
    queryFn: async () => (await listCostSchools({ ids: state.schools, lang })).data ?? [],
    enabled: state.schools.length > 0,
  });

  const cityName = t(`city.${state.city}`);
  const columns: Column[] = [
    ...state.schools.flatMap((sid): Column[] => {
      const s = schools.data?.find((x) => x.schoolId === sid);
      return s ? [{ key: `s${sid}`, name: s.schoolName, schoolId: sid, subject: subjectOf(s), remove: { schools: state.schools.filter((x) => x !== sid) } }] : [];
    }),
    ...state.types.map((type): Column => ({
      key: `t${type}`,
      name: t('type.column', { type: dictLabel('bbs_school_type', type, types.find((d) => d.dictValue === type)?.dictLabel), city: cityName }),
      subject: { schoolType: type, cityCode: state.city, tuitionMin: null, tuitionMax: null, currency: '', boarding: true },
      remove: { types: state.types.filter((x) => x !== type) },
    })),
  ];
  const r = rates.data;
  const results = r ? columns.map((c) => computeCost(c.subject, state, r)) : [];
  const loading = rates.isPending || (state.schools.length > 0 && schools.isPending);
  const failed = rates.isError || schools.isError;
  const anyHk = results.some((x) => x.region === 'HK');

  return (
    <div className="site-container dir-page cost-page">
      <PageHead title={t('title')} lead={t('lead')} crumbs={[{ label: t('title') }]} />
      <Settings {...calc} />
      <section className="cost-chosen cost-noprint" aria-label={t('chosen', { count: columnCount(state), max: MAX_COST_SCHOOLS })}>
        <h2>{t('chosen', { count: columnCount(state), max: MAX_COST_SCHOOLS })}</h2>
        {columns.length > 0 && (
          <ul>
            {columns.map((c) => (
              <li key={c.key}>
                <span>{c.name}</span>
                <button type="button" className="cost-chip-x" aria-label={t('remove', { name: c.name })} onClick={() => update(c.remove)}>
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {failed ? (
        <p role="alert">{t('loadFailed')}</p>
      ) : columnCount(state) === 0 ? (
        <p className="cost-empty">{t('empty')}</p>
      ) : loading ? (
        <p role="status">{t('loading')}</p>
      ) : (
        <CostTable columns={columns} results={results} state={state} />
      )}
      {r && (
        <section className="cost-facts" aria-label={t('assumptions')}>
          <p data-testid="cost-rates">{t('rates', { hkd: r.fx.perCad.HKD, cny: r.fx.perCad.CNY, date: r.fx.date })}</p>
          <p>
            {t('fees', { permit: r.fees.studyPermit, bio: r.fees.biometrics, hk: r.fees.hkVisa, date: r.fees.checked })}{' '}
            <a href={SOURCE_URLS.ircc} target="_blank" rel="noopener noreferrer">{t('source.ircc')}</a>
            {' · '}
            <a href={SOURCE_URLS.immd} target="_blank" rel="noopener noreferrer">{t('source.immd')}</a>
          </p>
          {anyHk && <p>{t('hkNote')}</p>}
          <h2>{t('assumptions')}</h2>
          <ul>
            {(['sum', 'estimate', 'spec', 'once'] as const).map((k) => (
              <li key={k}>{t(`assumption.${k}`)}</li>
            ))}
          </ul>
          <p className="cost-noprint">
            {t('guides')} <Link to={to(lang === 'en' ? '/aboard/tuition-expenses' : '/aboard/expenses')}>{t('guideFees')}</Link>
          </p>
        </section>
      )}
      <ShareBar state={state} />
    </div>
  );
}

export default withQueryScope(CostCalculatorPage);
