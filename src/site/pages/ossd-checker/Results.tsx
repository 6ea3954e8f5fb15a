import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '@shared/i18n';
import { findGuideByKey } from '@site/content/registry';
import { cite, type SourceKey } from '@site/content/sources';
import { useSiteLang } from '../../lib/useSiteLang';
import type { CheckResult, RequirementResult } from './engine';
import type { GuideRef } from './rules';
import s from './OssdChecker.module.css';

/** The guide paragraph and the official source of a rule, as two small links. */
function RuleLinks({ guide, source }: { guide: GuideRef; source: SourceKey }) {
  const { t } = useTranslation('site-ossd');
  const { lang } = useSiteLang();
  const entry = findGuideByKey(lang, guide.key);
  const [src] = cite(lang, source);
  return (
    <span className={s.links}>
      {entry && (
        <Link to={`${entry.path}#${guide.anchor}`}>
          {t('result.guide')}
          <span className="sr-only">: {entry.title}</span>
        </Link>
      )}
      {src && (
        <a href={src.url} target="_blank" rel="noopener noreferrer">
          {t('result.source')}
          <span className="sr-only">
            : {src.publisher} {t('result.linkSuffix')}
          </span>
        </a>
      )}
    </span>
  );
}

type Tone = 'met' | 'planned' | 'missing' | 'info';

/** One line of the results: a status word (not colour alone), the text, and the rule's links. */
function Item({ tone, children, guide, source }: { tone: Tone; children: ReactNode; guide: GuideRef; source: SourceKey }) {
  const { t } = useTranslation('site-ossd');
  const word = tone === 'met' ? t('result.met') : tone === 'planned' ? t('result.metPlanned') : tone === 'missing' ? t('result.missing') : null;
  return (
    <li className={`${s.item} ${s[tone]}`}>
      {word && <span className={s.badge}>{word}</span>}
      <span className={s.itemText}>{children}</span>
      <RuleLinks guide={guide} source={source} />
    </li>
  );
}

function RequirementItem({ r }: { r: RequirementResult }) {
  const { t } = useTranslation('site-ossd');
  // a course code as is; a free credit or a converted credit by its subject and grade
  const unitName = (label: string) => {
    const [kind, subject, grade] = label.split(':');
    if (kind === 'free') return `${t(`subject.${subject}`)}${grade ? ` ${t('grade.n', { n: grade })}` : ''}`;
    if (kind === 'cn') return `${t(`transfer.subjects.${subject}`)} ${t(`transfer.grades.${grade}`, { defaultValue: t('grade.n', { n: grade }) })}`;
    return label;
  };
  return (
    <Item tone={!r.met ? 'missing' : r.plannedOnly ? 'planned' : 'met'} guide={r.guide} source={r.source}>
      <strong>{t(`result.req.${r.id}`)}</strong>
      {!r.met && <>: {t('result.missingCredits', { count: r.missing })}</>}
      {r.by.length > 0 && <span className={s.by}> ({t('result.filledBy', { list: r.by.map(unitName).join(t('result.and')) })})</span>}
    </Item>
  );
}

export function Results({ result: r }: { result: CheckResult }) {
  const { t } = useTranslation('site-ossd');
  const id = useId();
  const missingCount =
    r.requirements.filter((q) => !q.met).length + Number(r.optional.missing > 0) + Number(!r.hours.met) + Number(!r.literacy.met) + Number(!r.online.met);
  const firstReq = r.requirements[0]!;
  const g = r.graduation;
  const transferRuleRef = { guide: r.transfer.guide, source: r.transfer.source };

  return (
    <section className={s.results} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={s.h2}>
        {t('result.title')}
      </h2>
      <p className={`${s.summary} ${r.diploma ? s.met : s.missing}`} role="status" aria-live="polite">
        {r.diploma ? t('result.diplomaMet') : t('result.diplomaMissing', { count: missingCount })}
      </p>
      <p className={s.cohort}>{t(`result.cohort_${r.cohort.id}`)}</p>

      <h3 className={s.h3}>{t('result.compulsory')}</h3>
      <ul className={s.list}>
        {r.requirements.map((q) => (
          <RequirementItem key={q.id} r={q} />
        ))}
      </ul>
      <ul className={s.list}>
        <Item tone={r.optional.missing > 0 ? 'missing' : 'met'} guide={firstReq.guide} source={firstReq.source}>
          {t('result.optional', { have: r.optional.have, required: r.optional.required })}
          {r.optional.missing > 0 && <>: {t('result.optionalMissing', { count: r.optional.missing })}</>}
        </Item>
        <Item tone="info" guide={firstReq.guide} source={firstReq.source}>
          {t('result.total', { done: r.total.done, planned: r.total.planned })}
        </Item>
        <Item tone={r.hours.met ? 'met' : 'missing'} guide={r.hours.guide} source={r.hours.source}>
          {t('result.hours', { have: r.hours.have, required: r.hours.required })}
          {!r.hours.met && <>: {t('result.hoursMissing', { count: r.hours.missing })}</>}
        </Item>
        <Item tone={!r.literacy.met ? 'missing' : r.literacy.plannedCourse ? 'planned' : 'met'} guide={r.literacy.guide} source={r.literacy.source}>
          {r.literacy.via === 'osslt'
            ? t('result.literacyOsslt')
            : r.literacy.via === 'olc4o'
              ? t('result.literacyOlc')
              : r.literacy.plannedCourse
                ? t('result.literacyPlanned')
                : t('result.literacyMissing')}
        </Item>
        <Item tone={r.online.met ? 'met' : 'missing'} guide={r.online.guide} source={r.online.source}>
          {!r.online.applies ? t('result.onlineNotApplicable') : r.online.optOut ? t('result.onlineOptOut') : t('result.online', { have: r.online.have })}
        </Item>
        {!r.financialLiteracy.inForce && (
          <Item tone="info" guide={r.financialLiteracy.guide} source={r.financialLiteracy.source}>
            {t('result.financial')}
          </Item>
        )}
      </ul>

      <h3 className={s.h3}>{t('result.transfer.title')}</h3>
      <ul className={s.list}>
        <Item tone={r.transfer.blocked ? 'missing' : r.transfer.granted > 0 ? 'met' : 'info'} {...transferRuleRef}>
          {r.transfer.rows.length === 0
            ? t('result.transfer.none')
            : r.transfer.blocked === 'core'
              ? t('result.transfer.core', { list: r.transfer.corePending.map((k) => t(`transfer.subjects.${k}`)).join(t('result.and')) })
              : r.transfer.blocked === 'noScience'
                ? t('result.transfer.noScience')
                : t('result.transfer.granted', { count: r.transfer.granted })}
        </Item>
      </ul>
      {r.transfer.rows.length > 0 && (
        <>
          <ol className={s.transferList}>
            {r.transfer.rows.map((status, i) => (
              <li key={i}>
                {t('transfer.row', { n: i + 1 })}: {t(`result.transfer.status.${status}`)}
              </li>
            ))}
          </ol>
          <p className={s.hint}>{t('result.transfer.note')}</p>
        </>
      )}

      <h3 className={s.h3}>{t('result.graduation.title')}</h3>
      <p className={s.graduation}>
        {g.term === null
          ? t('result.graduation.done')
          : t('result.graduation.term', {
              count: g.terms,
              credits: g.creditsRemaining,
              load: g.load,
              terms: g.terms,
              when: t(`result.graduation.when${g.term.term}`, { year: g.term.year + 1 }),
            })}
      </p>
      <p className={s.hint}>{t('result.graduation.note')}</p>

      <h3 className={s.h3}>{t('result.ossc.title')}</h3>
      <ul className={s.list}>
        <Item tone={r.ossc.met ? 'met' : 'missing'} guide={r.ossc.guide} source={r.ossc.source}>
          {r.ossc.met ? t('result.ossc.met', { done: r.ossc.done }) : t('result.ossc.missing', { done: r.ossc.done })}
        </Item>
        {r.ossc.missing.map((q) => (
          <RequirementItem key={q.id} r={q} />
        ))}
      </ul>
      <p className={s.hint}>{t('result.ossc.rule')}</p>
    </section>
  );
}
