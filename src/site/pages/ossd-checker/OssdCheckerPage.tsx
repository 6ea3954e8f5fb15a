import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '@shared/i18n';
import { PageHead } from '../../kit/PageHead';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { addTerms, checkOssd, findCourse, nextTerm, type Grade } from './engine';
import { COURSES, SUBJECTS, TERMS, TRANSFER_RULE, TRANSFER_SUBJECTS, type Subject, type TransferSubject } from './rules';
import { Results } from './Results';
import { useCheckerState } from './useCheckerState';
import '../../kit/directory.css';
import s from './OssdChecker.module.css';

const YEARS = Array.from({ length: 15 }, (_, i) => 2016 + i);
const GRADES: Grade[] = [9, 10, 11, 12];
const TRANSFER_KEYS = Object.keys(TRANSFER_SUBJECTS) as TransferSubject[];
const MAX_MATCHES = 8;

/** A labelled form control: the label names the control by id (a wrapping label would read out a select's options). */
function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const fid = useId();
  return (
    <div className={s.field}>
      <label htmlFor={fid}>{label}</label>
      {children(fid)}
    </div>
  );
}

/** `/ossd/checker`: the OSSD graduation and credit-transfer checker (rules.ts, engine.ts). No account needed. */
export default function OssdCheckerPage() {
  const { t, i18n } = useTranslation('site-ossd');
  const en = i18n.language === 'en';
  useDocumentMeta(t('title'), t('description'));
  const [state, update, reset] = useCheckerState();
  const result = useMemo(() => checkOssd(state), [state]);
  const id = useId();

  const [query, setQuery] = useState('');
  const chosen = new Set(state.courses.map((c) => c.code));
  const q = query.trim().toLowerCase();
  const subjectName = (subject: Subject) => t(`subject.${subject}`);
  const matches = q
    ? COURSES.filter(
        (c) =>
          !chosen.has(c.code) &&
          (c.code.toLowerCase().includes(q) || c.name.toLowerCase().includes(q) || subjectName(c.subject).toLowerCase().includes(q)),
      ).slice(0, MAX_MATCHES)
    : [];
  const courseLabel = (code: string) => {
    const c = findCourse(code);
    if (!c) return code;
    const grade = c.grade ? t('grade.n', { n: c.grade }) : t('grade.none');
    return `${c.code} · ${en ? c.name : `${subjectName(c.subject)} · ${grade}`}`;
  };

  const [free, setFree] = useState<{ subject: Subject; grade: string; credits: string }>({ subject: 'other', grade: '11', credits: '1' });
  const freeLabel = (f: { subject: Subject; grade: Grade | null; credits: number }) =>
    `${subjectName(f.subject)} · ${f.grade ? t('grade.n', { n: f.grade }) : t('grade.none')} · ${t('courses.credit', { count: f.credits })}`;

  const starts = Array.from({ length: 8 }, (_, i) => addTerms(nextTerm(new Date()), i - 2));
  if (!starts.some((x) => x.year === state.start.year && x.term === state.start.term)) starts.unshift(state.start);
  const termLabel = (x: { year: number; term: 1 | 2 }) => t(`plan.term${x.term}`, { from: x.year, to: x.year + 1 });

  return (
    <div className={`dir-page ${s.page}`}>
      <PageHead title={t('title')} lead={t('lead')} crumbs={[{ label: t('crumbOssd'), path: '/ossd/requirements' }, { label: t('title') }]} />
      <div className={s.layout}>
        <form className={s.form} aria-labelledby={`${id}-form`} onSubmit={(e) => e.preventDefault()}>
          <h2 id={`${id}-form`} className={s.h2}>
            {t('form.title')}
          </h2>
          <p className={s.hint}>{t('form.saved')}</p>

          <fieldset className={s.fieldset}>
            <legend>{t('entry.legend')}</legend>
            <Field label={t('entry.year')}>
              {(fid) => (
                <select id={fid} value={state.entryYear} onChange={(e) => update({ entryYear: Number(e.target.value) })} aria-describedby={`${id}-entry-hint`}>
                  {YEARS.map((y) => (
                    <option key={y} value={y}>
                      {y}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <p id={`${id}-entry-hint`} className={s.hint}>
              {t('entry.hint')}
            </p>
          </fieldset>

          <fieldset className={s.fieldset}>
            <legend>{t('courses.legend')}</legend>
            <Field label={t('courses.search')}>
              {(fid) => (
                <input id={fid} type="search" value={query} placeholder={t('courses.placeholder')} onChange={(e) => setQuery(e.target.value)} />
              )}
            </Field>
            {q && (
              <div role="group" aria-label={t('courses.results')}>
                {matches.length === 0 ? (
                  <p className={s.hint}>{t('courses.none')}</p>
                ) : (
                  <ul className={s.matches}>
                    {matches.map((c) => (
                      <li key={c.code}>
                        <button
                          type="button"
                          className={s.match}
                          aria-label={t('courses.add', { code: c.code })}
                          onClick={() => update({ courses: [...state.courses, { code: c.code }] })}
                        >
                          <span className={s.plus} aria-hidden>
                            +
                          </span>
                          {courseLabel(c.code)}
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            )}
            <h3 className={s.h3}>{t('courses.chosen')}</h3>
            {state.courses.length === 0 ? (
              <p className={s.hint}>{t('courses.empty')}</p>
            ) : (
              <ul className={s.chosen} aria-label={t('courses.chosen')}>
                {state.courses.map((c, i) => (
                  <li key={c.code} className={s.chip}>
                    <span className={s.chipText}>{courseLabel(c.code)}</span>
                    <label className={s.check}>
                      <input
                        type="checkbox"
                        checked={!!c.planned}
                        onChange={(e) => update({ courses: state.courses.map((x, j) => (j === i ? { ...x, planned: e.target.checked } : x)) })}
                      />
                      <span>
                        {t('courses.planned')}
                        <span className="sr-only"> {c.code}</span>
                      </span>
                    </label>
                    <button type="button" className={s.remove} onClick={() => update({ courses: state.courses.filter((_, j) => j !== i) })}>
                      {t('courses.remove', { code: c.code })}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </fieldset>

          <fieldset className={s.fieldset}>
            <legend>{t('free.legend')}</legend>
            <p className={s.hint}>{t('free.hint')}</p>
            <div className={s.row}>
              <Field label={t('free.subject')}>
                {(fid) => (
                  <select id={fid} value={free.subject} onChange={(e) => setFree({ ...free, subject: e.target.value as Subject })}>
                    {SUBJECTS.map((x) => (
                      <option key={x} value={x}>
                        {subjectName(x)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field label={t('free.grade')}>
                {(fid) => (
                  <select id={fid} value={free.grade} onChange={(e) => setFree({ ...free, grade: e.target.value })}>
                    {GRADES.map((g) => (
                      <option key={g} value={g}>
                        {t('grade.n', { n: g })}
                      </option>
                    ))}
                    <option value="">{t('grade.none')}</option>
                  </select>
                )}
              </Field>
              <Field label={t('free.credits')}>
                {(fid) => (
                  <input id={fid} type="number" min={0.5} max={30} step={0.5} inputMode="decimal" value={free.credits} onChange={(e) => setFree({ ...free, credits: e.target.value })} />
                )}
              </Field>
            </div>
            <button
              type="button"
              className={s.button}
              onClick={() => {
                const credits = Math.round(Number(free.credits) * 2) / 2;
                if (!(credits > 0)) return;
                update({ free: [...state.free, { subject: free.subject, grade: free.grade ? (Number(free.grade) as Grade) : null, credits }] });
              }}
            >
              {t('free.add')}
            </button>
            {state.free.length > 0 && (
              <ul className={s.chosen} aria-label={t('free.chosen')}>
                {state.free.map((f, i) => (
                  <li key={i} className={s.chip}>
                    <span className={s.chipText}>{freeLabel(f)}</span>
                    <button type="button" className={s.remove} onClick={() => update({ free: state.free.filter((_, j) => j !== i) })}>
                      {t('free.remove', { label: freeLabel(f) })}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </fieldset>

          <fieldset className={s.fieldset}>
            <legend>{t('other.legend')}</legend>
            <Field label={t('other.hours')}>
              {(fid) => (
                <input id={fid} type="number" min={0} max={1000} inputMode="numeric" value={state.hours} onChange={(e) => update({ hours: Math.max(0, Number(e.target.value) || 0) })} />
              )}
            </Field>
            <Field label={t('other.osslt')}>
              {(fid) => (
                <select id={fid} value={state.osslt} onChange={(e) => update({ osslt: e.target.value as typeof state.osslt })}>
                  <option value="notTaken">{t('other.ossltNotTaken')}</option>
                  <option value="notPassed">{t('other.ossltNotPassed')}</option>
                  <option value="passed">{t('other.ossltPassed')}</option>
                </select>
              )}
            </Field>
            <Field label={t('other.online')}>
              {(fid) => (
                <input id={fid} type="number" min={0} max={30} step={0.5} inputMode="decimal" value={state.onlineCredits} onChange={(e) => update({ onlineCredits: Math.max(0, Number(e.target.value) || 0) })} />
              )}
            </Field>
            <label className={s.check}>
              <input type="checkbox" checked={state.onlineOptOut} onChange={(e) => update({ onlineOptOut: e.target.checked })} />
              <span>{t('other.optOut')}</span>
            </label>
          </fieldset>

          <fieldset className={s.fieldset}>
            <legend>{t('transfer.legend')}</legend>
            <p className={s.hint}>{t('transfer.hint')}</p>
            {state.transfer.map((r, i) => {
              const setRow = (patch: Partial<typeof r>) => update({ transfer: state.transfer.map((x, j) => (j === i ? { ...x, ...patch } : x)) });
              const n = i + 1;
              return (
                <fieldset key={i} className={s.transferRow}>
                  <legend>{t('transfer.row', { n })}</legend>
                  <div className={s.row}>
                    <Field label={t('transfer.subject')}>
                      {(fid) => (
                        <select id={fid} value={r.subject} onChange={(e) => setRow({ subject: e.target.value as TransferSubject })}>
                          {TRANSFER_KEYS.map((k) => (
                            <option key={k} value={k}>
                              {t(`transfer.subjects.${k}`)}
                            </option>
                          ))}
                        </select>
                      )}
                    </Field>
                    <Field label={t('transfer.grade')}>
                      {(fid) => (
                        <select id={fid} value={r.grade} onChange={(e) => setRow({ grade: Number(e.target.value) })}>
                          {TRANSFER_RULE.grades.map((g) => (
                            <option key={g} value={g}>
                              {t(`transfer.grades.${g}`)}
                            </option>
                          ))}
                        </select>
                      )}
                    </Field>
                  </div>
                  <div className={s.row}>
                    <label className={s.check}>
                      <input type="checkbox" checked={r.fullYear} onChange={(e) => setRow({ fullYear: e.target.checked })} />
                      <span>{t('transfer.fullYear')}</span>
                    </label>
                    <label className={s.check}>
                      <input type="checkbox" checked={r.passed} onChange={(e) => setRow({ passed: e.target.checked })} />
                      <span>{t('transfer.passed')}</span>
                    </label>
                    <button type="button" className={s.remove} onClick={() => update({ transfer: state.transfer.filter((_, j) => j !== i) })}>
                      {t('transfer.remove', { n })}
                    </button>
                  </div>
                </fieldset>
              );
            })}
            <button
              type="button"
              className={s.button}
              onClick={() => update({ transfer: [...state.transfer, { subject: 'chinese', grade: 10, fullYear: true, passed: true }] })}
            >
              {t('transfer.add')}
            </button>
          </fieldset>

          <fieldset className={s.fieldset}>
            <legend>{t('plan.legend')}</legend>
            <Field label={t('plan.start')}>
              {(fid) => (
                <select id={fid}
                  value={`${state.start.year}-${state.start.term}`}
                  onChange={(e) => {
                    const [year, term] = e.target.value.split('-').map(Number);
                    update({ start: { year: year!, term: term === 2 ? 2 : 1 } });
                  }}
                >
                  {starts.map((x) => (
                    <option key={`${x.year}-${x.term}`} value={`${x.year}-${x.term}`}>
                      {termLabel(x)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={t('plan.load')}>
              {(fid) => (
                <select id={fid} value={state.load} onChange={(e) => update({ load: Number(e.target.value) })} aria-describedby={`${id}-load-hint`}>
                  {Array.from({ length: TERMS.maxLoad - TERMS.minLoad + 1 }, (_, i) => TERMS.minLoad + i).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <p id={`${id}-load-hint`} className={s.hint}>
              {t('plan.loadHint')}
            </p>
          </fieldset>

          <button type="button" className={s.reset} onClick={reset}>
            {t('form.reset')}
          </button>
        </form>

        <Results result={result} />
      </div>
    </div>
  );
}
