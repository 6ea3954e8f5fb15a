/**
 * The OSSD graduation checker's rule engine: pure functions over the rule tables of rules.ts (no React, no i18n).
 *
 * Compulsory credits are assigned to requirement seats by a maximum bipartite matching (one course fills one seat),
 * so a course that could count in several places (French: the French credit or a group credit) is placed where it
 * leaves the fewest gaps. Courses left over count as optional credits.
 */
import {
  COHORTS,
  COURSES,
  OSSC,
  OTHER_RULES,
  TERMS,
  TOTAL_CREDITS,
  TRANSFER_RULE,
  TRANSFER_SUBJECTS,
  type Cohort,
  type Course,
  type GuideRef,
  type Requirement,
  type Seat,
  type SeatMatch,
  type Subject,
  type TransferSubject,
} from './rules';
import type { SourceKey } from '@site/content/sources';

export type Grade = 9 | 10 | 11 | 12;
export type OssltState = 'passed' | 'notPassed' | 'notTaken';

export interface CourseEntry {
  code: string;
  planned?: boolean;
}
export interface FreeEntry {
  subject: Subject;
  grade: Grade | null;
  credits: number;
  planned?: boolean;
}
export interface TransferRow {
  subject: TransferSubject;
  grade: number;
  fullYear: boolean;
  passed: boolean;
}
/** A school term: S1 of school year Y runs September Y – January Y+1, S2 February – June Y+1. */
export interface Term {
  year: number;
  term: 1 | 2;
}

export interface CheckerInput {
  entryYear: number;
  courses: CourseEntry[];
  free: FreeEntry[];
  hours: number;
  osslt: OssltState;
  onlineCredits: number;
  onlineOptOut: boolean;
  transfer: TransferRow[];
  /** the first term still to be studied */
  start: Term;
  /** credits a term (TERMS.minLoad–maxLoad) */
  load: number;
}

/** One credit-bearing unit after expansion (a course, a free credit, a converted credit). */
export interface Unit {
  /** a course code, `free:<subject>:<grade>` or `cn:<transfer subject>:<grade>` */
  label: string;
  subject: Subject;
  grade: number | null;
  credits: number;
  planned: boolean;
  origin: 'course' | 'free' | 'transfer';
}

export interface RequirementResult {
  id: string;
  credits: number;
  filled: number;
  missing: number;
  met: boolean;
  /** met only thanks to planned courses */
  plannedOnly: boolean;
  by: string[];
  guide: GuideRef;
  source: SourceKey;
}

export type TransferStatus = 'granted' | 'grade' | 'notFullYear' | 'failed' | 'overCap' | 'blocked';
export interface TransferResult {
  /** why nothing converts: a must-pass subject failed or absent, or no science among the eligible courses */
  blocked: null | 'core' | 'noScience';
  /** the must-pass subjects without a pass (failed, or not on the record) */
  corePending: TransferSubject[];
  rows: TransferStatus[];
  granted: number;
  guide: GuideRef;
  source: SourceKey;
}

export interface CheckResult {
  cohort: Cohort;
  requirements: RequirementResult[];
  compulsoryMissing: number;
  optional: { required: number; have: number; missing: number };
  total: { required: number; done: number; planned: number; missing: number };
  hours: { required: number; have: number; missing: number; met: boolean; guide: GuideRef; source: SourceKey };
  literacy: { met: boolean; via: 'osslt' | 'olc4o' | null; plannedCourse: boolean; guide: GuideRef; source: SourceKey };
  online: { applies: boolean; met: boolean; optOut: boolean; have: number; missing: number; guide: GuideRef; source: SourceKey };
  financialLiteracy: { inForce: boolean; guide: GuideRef; source: SourceKey };
  transfer: TransferResult;
  graduation: { creditsRemaining: number; terms: number; term: Term | null; load: number };
  ossc: { met: boolean; done: number; required: number; missing: RequirementResult[]; guide: GuideRef; source: SourceKey };
  /** every requirement met (counting planned courses) */
  diploma: boolean;
}

const COURSE_BY_CODE = new Map(COURSES.map((c) => [c.code, c]));

export function findCourse(code: string): Course | undefined {
  return COURSE_BY_CODE.get(code.trim().toUpperCase());
}

/** The rule set for a Grade 9 entry year. */
export function cohortFor(entryYear: number): Cohort {
  const found = COHORTS.find((c) => (c.fromEntryYear == null || entryYear >= c.fromEntryYear) && (c.toEntryYear == null || entryYear <= c.toEntryYear));
  if (!found) throw new Error(`no OSSD rule set for entry year ${entryYear}`);
  return found;
}

const round = (n: number) => Math.round(n * 2) / 2;

function matches(seat: Seat, u: Unit): boolean {
  const alts: readonly SeatMatch[] = 'anyOf' in seat ? seat.anyOf : [seat];
  return alts.some((m) => m.subjects.includes(u.subject) && (!m.grades || (u.grade != null && m.grades.includes(u.grade))));
}

interface SeatRef {
  req: number;
  seat: Seat;
  size: number;
}

/** Maximum matching of seats to units (Kuhn's algorithm); returns the unit index per seat, or -1. */
function assign(seats: SeatRef[], units: Unit[]): number[] {
  const ownerOf = new Array<number>(units.length).fill(-1);
  // done courses are tried before planned ones, so a seat shows what is already earned where it can
  const order = units.map((_, i) => i).sort((a, b) => Number(units[a]!.planned) - Number(units[b]!.planned));
  const tryAssign = (s: number, seen: boolean[]): boolean => {
    for (const u of order) {
      if (seen[u] || !matches(seats[s]!.seat, units[u]!)) continue;
      seen[u] = true;
      if (ownerOf[u] === -1 || tryAssign(ownerOf[u]!, seen)) {
        ownerOf[u] = s;
        return true;
      }
    }
    return false;
  };
  seats.forEach((_, s) => tryAssign(s, new Array<boolean>(units.length).fill(false)));
  const unitOf = new Array<number>(seats.length).fill(-1);
  ownerOf.forEach((s, u) => {
    if (s >= 0) unitOf[s] = u;
  });
  return unitOf;
}

/** Compulsory requirements against units: per requirement what is filled and by what; the units left over. */
export function evaluateRequirements(requirements: readonly Requirement[], units: Unit[]): { results: RequirementResult[]; leftover: Unit[] } {
  const seats: SeatRef[] = requirements.flatMap((r, req) => r.seats.map((seat) => ({ req, seat, size: Math.min(1, r.credits) })));
  const unitOf = assign(seats, units);
  const used = new Set(unitOf.filter((u) => u >= 0));
  const results = requirements.map((r, req) => {
    const mine = seats.map((s, i) => ({ s, u: unitOf[i]! })).filter((x) => x.s.req === req);
    const filledSeats = mine.filter((x) => x.u >= 0);
    const filled = round(filledSeats.reduce((n, x) => n + x.s.size, 0));
    const missing = round(r.credits - filled);
    return {
      id: r.id,
      credits: r.credits,
      filled,
      missing,
      met: missing <= 0,
      plannedOnly: missing <= 0 && filledSeats.some((x) => units[x.u]!.planned),
      by: filledSeats.map((x) => units[x.u]!.label),
      guide: r.guide,
      source: r.source,
    };
  });
  return { results, leftover: units.filter((_, i) => !used.has(i)) };
}

/** Applies the credit-conversion rule to a Chinese Grade 9–11 record. */
export function evaluateTransfer(rows: TransferRow[]): { result: TransferResult; units: Unit[] } {
  const base = { guide: TRANSFER_RULE.guide, source: TRANSFER_RULE.source };
  if (rows.length === 0) return { result: { blocked: null, corePending: [], rows: [], granted: 0, ...base }, units: [] };
  const corePending = TRANSFER_RULE.mustPass.filter((subj) => {
    const mine = rows.filter((r) => r.subject === subj);
    return mine.length === 0 || mine.some((r) => !r.passed);
  });
  const own: TransferStatus[] = rows.map((r) =>
    !TRANSFER_RULE.grades.includes(r.grade) ? 'grade' : TRANSFER_RULE.fullYearOnly && !r.fullYear ? 'notFullYear' : TRANSFER_RULE.passingOnly && !r.passed ? 'failed' : 'granted',
  );
  const eligible = rows.map((_, i) => i).filter((i) => own[i] === 'granted');
  const isScience = (i: number) => TRANSFER_SUBJECTS[rows[i]!.subject].science;
  const blocked: TransferResult['blocked'] =
    corePending.length > 0 ? 'core' : TRANSFER_RULE.needsScience && !eligible.some(isScience) ? 'noScience' : null;
  if (blocked) {
    const statuses = own.map((s) => (s === 'granted' ? 'blocked' : s));
    return { result: { blocked, corePending, rows: statuses, granted: 0, ...base }, units: [] };
  }
  // within the cap: one science first, then mathematics and sciences (they fill compulsory seats), then the rest
  const rank = (i: number) => (TRANSFER_SUBJECTS[rows[i]!.subject].counts === 'math' || isScience(i) ? 0 : 1);
  const firstScience = eligible.find(isScience)!;
  const ordered = [firstScience, ...eligible.filter((i) => i !== firstScience).sort((a, b) => rank(a) - rank(b) || a - b)];
  const kept = new Set(ordered.slice(0, TRANSFER_RULE.maxCredits));
  const statuses = own.map((s, i) => (s === 'granted' && !kept.has(i) ? 'overCap' : s));
  const units: Unit[] = [...kept].sort((a, b) => a - b).map((i) => {
    const r = rows[i]!;
    return { label: `cn:${r.subject}:${r.grade}`, subject: TRANSFER_SUBJECTS[r.subject].counts, grade: r.grade, credits: 1, planned: false, origin: 'transfer' };
  });
  return { result: { blocked: null, corePending: [], rows: statuses, granted: units.length, ...base }, units };
}

/** Courses and free credits as units (a free entry of 2.5 credits = 1 + 1 + 0.5). */
export function toUnits(courses: CourseEntry[], free: FreeEntry[]): Unit[] {
  const units: Unit[] = [];
  for (const e of courses) {
    const course = findCourse(e.code);
    if (!course) continue;
    units.push({ label: course.code, subject: course.subject, grade: course.grade, credits: course.credits, planned: !!e.planned, origin: 'course' });
  }
  for (const f of free) {
    let left = round(Math.max(0, f.credits));
    while (left > 0) {
      const credits = Math.min(1, left);
      units.push({ label: `free:${f.subject}:${f.grade ?? ''}`, subject: f.subject, grade: f.grade, credits, planned: !!f.planned, origin: 'free' });
      left = round(left - credits);
    }
  }
  return units;
}

const sum = (units: Unit[]) => round(units.reduce((n, u) => n + u.credits, 0));

/** The term `n` terms after `t` (n = 0 is `t` itself). */
export function addTerms(t: Term, n: number): Term {
  const index = t.year * TERMS.perYear + (t.term - 1) + n;
  return { year: Math.floor(index / TERMS.perYear), term: ((index % TERMS.perYear) + 1) as 1 | 2 };
}

/** The next term to start from a date: September–January → S2 of that school year, February–August → next S1. */
export function nextTerm(date: Date): Term {
  const y = date.getFullYear();
  const m = date.getMonth() + 1;
  if (m >= 9) return { year: y, term: 2 };
  if (m === 1) return { year: y - 1, term: 2 };
  return { year: y, term: 1 };
}

export function checkOssd(input: CheckerInput): CheckResult {
  const cohort = cohortFor(input.entryYear);
  const transfer = evaluateTransfer(input.transfer);
  const units = [...toUnits(input.courses, input.free), ...transfer.units];
  const { results, leftover } = evaluateRequirements(cohort.requirements, units);
  const compulsoryMissing = round(results.reduce((n, r) => n + r.missing, 0));
  const optionalHave = sum(leftover);
  const optional = { required: cohort.optional, have: optionalHave, missing: round(Math.max(0, cohort.optional - optionalHave)) };
  const doneUnits = units.filter((u) => !u.planned);
  const done = sum(doneUnits);
  const planned = sum(units.filter((u) => u.planned));
  const total = { required: TOTAL_CREDITS, done, planned, missing: round(Math.max(0, TOTAL_CREDITS - done - planned, compulsoryMissing + optional.missing)) };

  const hoursRule = OTHER_RULES.hours;
  const hoursHave = Math.max(0, input.hours || 0);
  const hours = { required: hoursRule.required, have: hoursHave, missing: Math.max(0, hoursRule.required - hoursHave), met: hoursHave >= hoursRule.required, guide: hoursRule.guide, source: hoursRule.source };

  const lit = OTHER_RULES.literacy;
  const olc = units.find((u) => u.label === lit.courseCode);
  const via = input.osslt === 'passed' ? 'osslt' : olc && !olc.planned ? 'olc4o' : null;
  const literacy = { met: via !== null || !!olc, via, plannedCourse: via === null && !!olc, guide: lit.guide, source: lit.source } as CheckResult['literacy'];

  const on = OTHER_RULES.online;
  const applies = input.entryYear >= on.fromEntryYear;
  const onlineHave = Math.max(0, input.onlineCredits || 0);
  const online = {
    applies,
    optOut: applies && input.onlineOptOut,
    have: onlineHave,
    missing: applies && !input.onlineOptOut ? Math.max(0, on.credits - onlineHave) : 0,
    met: !applies || input.onlineOptOut || onlineHave >= on.credits,
    guide: on.guide,
    source: on.source,
  };
  const fl = OTHER_RULES.financialLiteracy;
  const financialLiteracy = { inForce: fl.firstEntryYear != null && input.entryYear >= fl.firstEntryYear, guide: fl.guide, source: fl.source };

  // what is left to study: the credits not yet earned, at least the compulsory credits earned ones do not cover
  const doneOnly = evaluateRequirements(cohort.requirements, doneUnits);
  const compulsoryLeft = doneOnly.results.reduce((n, r) => n + r.missing, 0);
  const creditsRemaining = round(Math.max(TOTAL_CREDITS - done, compulsoryLeft));
  const load = Math.min(TERMS.maxLoad, Math.max(TERMS.minLoad, Math.round(input.load || TERMS.defaultLoad)));
  const terms = Math.ceil(creditsRemaining / load);
  const graduation = { creditsRemaining, terms, term: terms > 0 ? addTerms(input.start, terms - 1) : null, load };

  const osscEval = evaluateRequirements(OSSC.requirements, doneUnits);
  const osscMissing = osscEval.results.filter((r) => !r.met);
  const ossc = { met: osscMissing.length === 0 && done >= OSSC.total, done, required: OSSC.total, missing: osscMissing, guide: OSSC.guide, source: OSSC.source };

  const diploma =
    compulsoryMissing === 0 && optional.missing === 0 && total.missing === 0 && hours.met && literacy.met && online.met;
  return { cohort, requirements: results, compulsoryMissing, optional, total, hours, literacy, online, financialLiteracy, transfer: transfer.result, graduation, ossc, diploma };
}
