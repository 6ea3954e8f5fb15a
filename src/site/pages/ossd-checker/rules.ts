/**
 * The OSSD graduation rules as data, with the dates they take effect: the ONE place to change when Ontario changes
 * them (the engine in engine.ts only reads these tables). Every rule names the guide section that explains it
 * (`guide`: a guide key + the section's anchor id, shared by both languages) and its official source (a key of
 * src/site/content/sources.ts), so the checker and the guides cannot drift apart silently: tests check both exist.
 *
 * Facts: /work/shared/reference/ossd-facts.md and the guides ossd/requirements and ossd/credit-conversion.
 */
import type { SourceKey } from '@site/content/sources';

/** Ontario subject areas a credit can count in (course codes map to one through COURSES). */
export type Subject =
  | 'english'
  | 'esl'
  | 'french'
  | 'math'
  | 'science'
  | 'history'
  | 'geography'
  | 'arts'
  | 'hpe'
  | 'career'
  | 'civics'
  | 'tech'
  | 'computer'
  | 'business'
  | 'cws'
  | 'socialScience'
  | 'languages'
  | 'coop'
  | 'other';

export const SUBJECTS: readonly Subject[] = [
  'english', 'esl', 'french', 'math', 'science', 'history', 'geography', 'arts', 'hpe', 'career', 'civics', 'tech',
  'computer', 'business', 'cws', 'socialScience', 'languages', 'coop', 'other',
];

/** A guide paragraph: the guide page key (as in registry.ts) and the section anchor id on it. */
export interface GuideRef {
  key: string;
  anchor: string;
}

/** One Ontario course of the picker: code, subject, grade (null for ESL levels) and credit value. */
export interface Course {
  code: string;
  subject: Subject;
  grade: 9 | 10 | 11 | 12 | null;
  credits: number;
  /** English title (the code is the name families see on timetables) */
  name: string;
}

const c = (code: string, subject: Subject, grade: Course['grade'], name: string, credits = 1): Course => ({ code, subject, grade, credits, name });

/** The compulsory courses and common electives of Ontario secondary schools. */
export const COURSES: readonly Course[] = [
  c('ENL1W', 'english', 9, 'English, Grade 9 (de-streamed)'),
  c('ENG1D', 'english', 9, 'English, Grade 9 Academic'),
  c('ENG2D', 'english', 10, 'English, Grade 10 Academic'),
  c('ENG2P', 'english', 10, 'English, Grade 10 Applied'),
  c('ENG3U', 'english', 11, 'English, Grade 11 University'),
  c('ENG3C', 'english', 11, 'English, Grade 11 College'),
  c('ENG4U', 'english', 12, 'English, Grade 12 University'),
  c('ENG4C', 'english', 12, 'English, Grade 12 College'),
  c('OLC4O', 'english', 12, 'Ontario Secondary School Literacy Course'),
  c('ESLAO', 'esl', null, 'English as a Second Language, Level 1'),
  c('ESLBO', 'esl', null, 'English as a Second Language, Level 2'),
  c('ESLCO', 'esl', null, 'English as a Second Language, Level 3'),
  c('ESLDO', 'esl', null, 'English as a Second Language, Level 4'),
  c('ESLEO', 'esl', null, 'English as a Second Language, Level 5'),
  c('FSF1D', 'french', 9, 'Core French, Grade 9 Academic'),
  c('FSF1O', 'french', 9, 'Core French, Grade 9 Open'),
  c('FSF2D', 'french', 10, 'Core French, Grade 10 Academic'),
  c('MTH1W', 'math', 9, 'Mathematics, Grade 9 (de-streamed)'),
  c('MPM2D', 'math', 10, 'Principles of Mathematics, Grade 10'),
  c('MFM2P', 'math', 10, 'Foundations of Mathematics, Grade 10'),
  c('MCR3U', 'math', 11, 'Functions, Grade 11'),
  c('MBF3C', 'math', 11, 'Foundations for College Mathematics, Grade 11'),
  c('MHF4U', 'math', 12, 'Advanced Functions, Grade 12'),
  c('MCV4U', 'math', 12, 'Calculus and Vectors, Grade 12'),
  c('MDM4U', 'math', 12, 'Mathematics of Data Management, Grade 12'),
  c('SNC1W', 'science', 9, 'Science, Grade 9 (de-streamed)'),
  c('SNC2D', 'science', 10, 'Science, Grade 10 Academic'),
  c('SNC2P', 'science', 10, 'Science, Grade 10 Applied'),
  c('SPH3U', 'science', 11, 'Physics, Grade 11'),
  c('SCH3U', 'science', 11, 'Chemistry, Grade 11'),
  c('SBI3U', 'science', 11, 'Biology, Grade 11'),
  c('SPH4U', 'science', 12, 'Physics, Grade 12'),
  c('SCH4U', 'science', 12, 'Chemistry, Grade 12'),
  c('SBI4U', 'science', 12, 'Biology, Grade 12'),
  c('CHC2D', 'history', 10, 'Canadian History since World War I, Grade 10 Academic'),
  c('CHC2P', 'history', 10, 'Canadian History since World War I, Grade 10 Applied'),
  c('CGC1W', 'geography', 9, 'Exploring Canadian Geography, Grade 9'),
  c('CGC1D', 'geography', 9, 'Issues in Canadian Geography, Grade 9 Academic'),
  c('AVI1O', 'arts', 9, 'Visual Arts, Grade 9'),
  c('AMU1O', 'arts', 9, 'Music, Grade 9'),
  c('ADA1O', 'arts', 9, 'Drama, Grade 9'),
  c('AVI2O', 'arts', 10, 'Visual Arts, Grade 10'),
  c('PPL1O', 'hpe', 9, 'Healthy Active Living Education, Grade 9'),
  c('PPL2O', 'hpe', 10, 'Healthy Active Living Education, Grade 10'),
  c('GLC2O', 'career', 10, 'Career Studies, Grade 10', 0.5),
  c('CHV2O', 'civics', 10, 'Civics and Citizenship, Grade 10', 0.5),
  c('TAS1O', 'tech', 9, 'Technology and the Skilled Trades, Grade 9'),
  c('TAS2O', 'tech', 10, 'Technology and the Skilled Trades, Grade 10'),
  c('TIJ1O', 'tech', 9, 'Exploring Technologies, Grade 9'),
  c('TEJ2O', 'tech', 10, 'Computer Technology, Grade 10'),
  c('TGJ2O', 'tech', 10, 'Communications Technology, Grade 10'),
  c('TDJ2O', 'tech', 10, 'Technological Design, Grade 10'),
  c('ICD2O', 'computer', 10, 'Digital Technology and Innovations, Grade 10'),
  c('ICS3U', 'computer', 11, 'Introduction to Computer Science, Grade 11'),
  c('ICS4U', 'computer', 12, 'Computer Science, Grade 12'),
  c('BBI1O', 'business', 9, 'Introduction to Business, Grade 9'),
  c('BBI2O', 'business', 10, 'Introduction to Business, Grade 10'),
  c('BAF3M', 'business', 11, 'Financial Accounting Fundamentals, Grade 11'),
  c('BOH4M', 'business', 12, 'Business Leadership, Grade 12'),
  c('CIA4U', 'cws', 12, 'Analysing Current Economic Issues, Grade 12'),
  c('CLU3M', 'cws', 11, 'Understanding Canadian Law, Grade 11'),
  c('CHW3M', 'cws', 11, 'World History to the End of the Fifteenth Century, Grade 11'),
  c('HSP3U', 'socialScience', 11, 'Introduction to Anthropology, Psychology and Sociology, Grade 11'),
  c('HZT4U', 'socialScience', 12, 'Philosophy: Questions and Theories, Grade 12'),
  c('LKBBD', 'languages', 10, 'Mandarin (international languages), Level 1'),
  c('LKBCU', 'languages', 11, 'Mandarin (international languages), Level 2'),
  c('LKBDU', 'languages', 12, 'Mandarin (international languages), Level 3'),
];

/** Which courses can fill a compulsory seat: subjects, optionally only some grades, optionally only some codes. */
export interface SeatMatch {
  subjects: readonly Subject[];
  grades?: readonly number[];
}

/** A seat may accept one of several matches (group 3 = its subjects, or a Grade 11/12 science). */
export type Seat = SeatMatch | { anyOf: readonly SeatMatch[] };

/** A compulsory requirement: `seats` credits, each seat filled by one course matching `match` (all seats alike, or
 * per-seat matches when the requirement has an inner condition such as "one English credit in Grade 12"). */
export interface Requirement {
  id: string;
  /** number of credits (0.5 for career studies and civics) */
  credits: number;
  /** one entry per seat (a seat's size is min(1, credits)) */
  seats: readonly Seat[];
  guide: GuideRef;
  source: SourceKey;
}

const REQ_GUIDE: GuideRef = { key: 'ossd/requirements', anchor: 'two-rule-sets' };
const SRC: SourceKey = 'ossdRequirements';
const seatsOf = (n: number, m: SeatMatch): SeatMatch[] => Array.from({ length: n }, () => m);
const req = (id: string, credits: number, seats: Seat[], guide: GuideRef = REQ_GUIDE): Requirement => ({ id, credits, seats, guide, source: SRC });

/** English: 4 credits, the fourth a Grade 12 English (OLC4O counts); up to 3 ESL/ELD credits count (guide note). */
const ENGLISH = req('english', 4, [{ subjects: ['english'], grades: [12] }, ...seatsOf(3, { subjects: ['english', 'esl'] })]);
/** Mathematics: 3 credits, at least one in Grade 11 or 12. */
const MATH = req('math', 3, [{ subjects: ['math'], grades: [11, 12] }, ...seatsOf(2, { subjects: ['math'] })]);
const COMMON: Requirement[] = [
  ENGLISH,
  MATH,
  req('science', 2, seatsOf(2, { subjects: ['science'] })),
  req('history', 1, [{ subjects: ['history'] }]),
  req('geography', 1, [{ subjects: ['geography'] }]),
  req('arts', 1, [{ subjects: ['arts'] }]),
  req('hpe', 1, [{ subjects: ['hpe'] }]),
  req('french', 1, [{ subjects: ['french'] }]),
  req('career', 0.5, [{ subjects: ['career'] }]),
  req('civics', 0.5, [{ subjects: ['civics'] }]),
];

/** The group credits of the 2023-and-earlier rule (Ontario Schools, Kindergarten to Grade 12, 6.1.1). */
export const GROUP_1: SeatMatch = { subjects: ['english', 'french', 'languages', 'cws', 'history', 'geography', 'socialScience', 'career', 'coop'] };
export const GROUP_2: SeatMatch = { subjects: ['french', 'arts', 'business', 'hpe', 'coop'] };
/** group 3's science must be Grade 11 or 12; modelled as its own seat alternative below */
export const GROUP_3: SeatMatch = { subjects: ['french', 'computer', 'tech', 'coop'] };
const GROUP_3_SCIENCE: SeatMatch = { subjects: ['science'], grades: [11, 12] };
/** The STEM-related course group of the rule from September 2024. */
export const STEM_GROUP: SeatMatch = { subjects: ['business', 'computer', 'coop', 'math', 'science', 'tech'] };

export interface Cohort {
  id: 'to2023' | 'from2024';
  /** first and last Grade 9 entry years it applies to (null = open) */
  fromEntryYear: number | null;
  toEntryYear: number | null;
  /** the month the rule took effect, as the guide's dated callout shows it */
  effective: string | null;
  compulsory: number;
  optional: number;
  requirements: Requirement[];
}

export const TOTAL_CREDITS = 30;

export const COHORTS: readonly Cohort[] = [
  {
    id: 'to2023',
    fromEntryYear: null,
    toEntryYear: 2023,
    effective: null,
    compulsory: 18,
    optional: 12,
    requirements: [
      ...COMMON,
      req('group1', 1, [GROUP_1]),
      req('group2', 1, [GROUP_2]),
      req('group3', 1, [{ anyOf: [GROUP_3, GROUP_3_SCIENCE] }]),
    ],
  },
  {
    id: 'from2024',
    fromEntryYear: 2024,
    toEntryYear: null,
    effective: '2024-09',
    compulsory: 17,
    optional: 13,
    requirements: [...COMMON, req('tech', 1, [{ subjects: ['tech'], grades: [9, 10] }]), req('stem', 1, [STEM_GROUP])],
  },
];

/** The other diploma requirements, with the cohorts they apply to. */
export const OTHER_RULES = {
  hours: { required: 40, guide: { key: 'ossd/volunteer-hours', anchor: 'how-many-hours' }, source: 'ossdRequirements' },
  literacy: {
    /** OSSLT passes at 300 of 400; OLC4O is the course alternative */
    passMark: 300,
    courseCode: 'OLC4O',
    guide: { key: 'ossd/literacy-test', anchor: 'key-figures' },
    source: 'eqaoOsslt',
  },
  online: {
    credits: 2,
    /** students who entered Grade 9 in this year or later */
    fromEntryYear: 2020,
    effective: '2020-09',
    optOut: true,
    guide: { key: 'ossd/requirements', anchor: 'other-dated-rules' },
    source: 'ossdRequirements',
  },
  /**
   * Financial literacy: the Grade 10 mathematics plan (from 2025-09) was paused; the test inside Grade 10 Career
   * Studies was announced on 2026-04-22 with no confirmed first cohort. Shown as "confirm with the school", never
   * as a missing requirement, until `firstEntryYear` is set here.
   */
  financialLiteracy: {
    announced: '2026-04-22',
    passPercent: 70,
    firstEntryYear: null as number | null,
    guide: { key: 'ossd/requirements', anchor: 'other-dated-rules' },
    source: 'ontarioFinancialLiteracy',
  },
} as const satisfies Record<string, { guide: GuideRef; source: SourceKey; [k: string]: unknown }>;

/** The Ontario Secondary School Certificate (Ministry policy): 14 credits, 7 of them compulsory. */
export const OSSC = {
  total: 14,
  guide: { key: 'ossd/requirements', anchor: 'certificate' } as GuideRef,
  source: 'ossdRequirements' as SourceKey,
  requirements: [
    req('english', 2, seatsOf(2, { subjects: ['english', 'esl'] })),
    req('cdnHistoryOrGeography', 1, [{ subjects: ['history', 'geography'] }]),
    req('math', 1, [{ subjects: ['math'] }]),
    req('science', 1, [{ subjects: ['science'] }]),
    req('hpe', 1, [{ subjects: ['hpe'] }]),
    req('artsOrTech', 1, [{ subjects: ['arts', 'computer', 'tech'] }]),
  ] as Requirement[],
};

/** Subjects of a Chinese Grade 9–11 transcript (初三, 高一, 高二) and the Ontario subject a converted credit counts in. */
export type TransferSubject = 'chinese' | 'math' | 'english' | 'physics' | 'chemistry' | 'biology' | 'history' | 'geography' | 'politics' | 'other';
export const TRANSFER_SUBJECTS: Record<TransferSubject, { counts: Subject; science: boolean }> = {
  chinese: { counts: 'languages', science: false },
  math: { counts: 'math', science: false },
  english: { counts: 'other', science: false },
  physics: { counts: 'science', science: true },
  chemistry: { counts: 'science', science: true },
  biology: { counts: 'science', science: true },
  history: { counts: 'cws', science: false },
  geography: { counts: 'cws', science: false },
  politics: { counts: 'other', science: false },
  other: { counts: 'other', science: false },
};

/** The credit-conversion rule (spec section 5; guide ossd/credit-conversion#rules). */
export const TRANSFER_RULE = {
  maxCredits: 8,
  grades: [9, 10, 11] as readonly number[],
  fullYearOnly: true,
  passingOnly: true,
  /** at least one converted credit must be a science */
  needsScience: true,
  /** these must have been passed (every year they were taken) for any conversion */
  mustPass: ['math', 'chinese', 'english'] as readonly TransferSubject[],
  guide: { key: 'ossd/credit-conversion', anchor: 'rules' } as GuideRef,
  source: 'ossdRequirements' as SourceKey,
};

/**
 * The timetable used for "earliest graduation term": semestered schools, two terms a year (S1 September–January,
 * S2 February–June), `defaultLoad` credits a term (4 is the usual full semester; 1–4 allowed).
 */
export const TERMS = { perYear: 2, defaultLoad: 4, minLoad: 1, maxLoad: 4 } as const;
