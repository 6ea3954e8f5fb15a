/**
 * The official pages the guides cite, once each, with the date their figures were last checked. A guide page lists
 * the ones it relies on with `cite(lang, ...)`; the page shows them at its end. When a figure is checked again,
 * change `checked` here and the `updated` date of the pages that cite it.
 */
import type { GuideSource, Lang } from './types';

interface SourceDef {
  title: Record<Lang, string>;
  publisher: Record<Lang, string>;
  url: string;
  checked: string;
}

const IRCC = { zh: '加拿大移民、难民及公民部（IRCC）', en: 'Immigration, Refugees and Citizenship Canada (IRCC)' };
const IRCC_STUDY = 'https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada';

const SOURCES = {
  irccWork: {
    title: { zh: 'Work off campus as an international student（国际学生校外打工）', en: 'Work off campus as an international student' },
    publisher: IRCC,
    url: `${IRCC_STUDY}/work/work-off-campus.html`,
    checked: '2026-11',
  },
  irccFunds: {
    title: { zh: 'Study permit: Get the right documents（学习许可所需文件：资金证明、省级证明信）', en: 'Study permit: Get the right documents (proof of financial support, provincial attestation letter)' },
    publisher: IRCC,
    url: `${IRCC_STUDY}/study-permit/get-documents.html`,
    checked: '2026-11',
  },
  irccStudyPermit: {
    title: { zh: 'Study in Canada: study permit（学习许可：谁需要、如何申请，含名额上限说明）', en: 'Study in Canada: study permit (who needs one, how to apply, the cap)' },
    publisher: IRCC,
    url: `${IRCC_STUDY}/study-permit.html`,
    checked: '2026-11',
  },
  irccSds: {
    title: { zh: 'Student Direct Stream（学生直入计划，已于 2024 年 11 月 8 日结束）', en: 'Student Direct Stream (ended 8 November 2024)' },
    publisher: IRCC,
    url: `${IRCC_STUDY}/study-permit/student-direct-stream.html`,
    checked: '2026-11',
  },
  irccVisit: {
    title: { zh: 'Visit Canada（访客签证）', en: 'Visit Canada (visitor visas)' },
    publisher: IRCC,
    url: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/visit-canada.html',
    checked: '2026-11',
  },
  immdStudy: {
    title: { zh: '来港就读入境指南（Guidebook for Entry for Study in Hong Kong, ID 996）', en: 'Guidebook for Entry for Study in Hong Kong (ID 996)' },
    publisher: { zh: '香港特别行政区政府入境事务处', en: 'Immigration Department, Hong Kong SAR Government' },
    url: 'https://www.immd.gov.hk/eng/services/visas/study.html',
    checked: '2026-11',
  },
  edbInternational: {
    title: { zh: 'Statistics at a glance（香港国际学校统计概览）', en: 'International Schools in Hong Kong: Statistics at a glance' },
    publisher: { zh: '香港特别行政区政府教育局', en: 'Education Bureau, Hong Kong SAR Government' },
    url: 'https://internationalschools.edb.gov.hk/statistics_at_a_glance.php',
    checked: '2026-11',
  },
  esf: {
    title: { zh: 'English Schools Foundation（英基学校协会官网，学校名单）', en: 'English Schools Foundation: our schools' },
    publisher: { zh: '英基学校协会（ESF）', en: 'English Schools Foundation (ESF)' },
    url: 'https://www.esf.edu.hk/',
    checked: '2026-11',
  },
  hkuFees: {
    title: { zh: 'Fees and Scholarships（香港大学本科学费，2025-26 入学）', en: 'Fees and Scholarships (undergraduate tuition, 2025-26 intake)' },
    publisher: { zh: '香港大学', en: 'The University of Hong Kong' },
    url: 'https://admissions.hku.hk/fees-and-scholarships/fees',
    checked: '2026-11',
  },
  tdsbFees: {
    title: { zh: 'Fee Schedule and Methods of Payment（国际学生收费表，2024-25 至 2025-26 学年）', en: 'Fee Schedule and Methods of Payment (international students, 2024-25 to 2025-26)' },
    publisher: { zh: '多伦多公校教育局（TDSB）', en: 'Toronto District School Board (TDSB)' },
    url: 'https://tdsb.on.ca/About-Us/International-Programs/International-Students/How-To-Apply/Fees',
    checked: '2026-11',
  },
  ourKidsBoarding: {
    title: { zh: 'Boarding schools in Canada（寄宿学校名录，各校学费区间取自学校收费页）', en: 'Boarding schools in Canada (directory; fee ranges from each school’s fee page)' },
    publisher: { zh: 'Our Kids（加拿大私校名录）', en: 'Our Kids (Canadian private school directory)' },
    url: 'https://www.ourkids.net/boarding-schools.php',
    checked: '2026-11',
  },
  ouacFees: {
    title: { zh: '101 – Fees（OUAC 101 申请费用）', en: '101 – Fees' },
    publisher: { zh: '安大略大学申请中心（OUAC）', en: 'Ontario Universities’ Application Centre (OUAC)' },
    url: 'https://www.ouac.on.ca/guide/101-fees/',
    checked: '2026-11',
  },
  ouac101: {
    title: { zh: 'OUAC 101 Application（安省高中生大学申请）', en: 'OUAC 101 Application' },
    publisher: { zh: '安大略大学申请中心（OUAC）', en: 'Ontario Universities’ Application Centre (OUAC)' },
    url: 'https://www.ouac.on.ca/101/',
    checked: '2026-11',
  },
  ossdRequirements: {
    title: { zh: 'Ontario Secondary School Diploma requirements（安省高中文凭要求）', en: 'Ontario Secondary School Diploma (OSSD) requirements' },
    publisher: { zh: '安大略省教育部', en: 'Ontario Ministry of Education' },
    url: 'https://www.ontario.ca/page/high-school-graduation-requirements',
    checked: '2026-11',
  },
  ontarioFinancialLiteracy: {
    title: { zh: '安省教育部 2026 年 4 月 22 日宣布：10 年级职业规划课中的强制性金融素养测试（新闻报道）', en: 'Ontario Ministry of Education announcement of 22 April 2026: a mandatory financial literacy test in Grade 10 Career Studies (news coverage)' },
    publisher: { zh: 'Global News', en: 'Global News' },
    url: 'https://globalnews.ca/news/11812423/ontario-financial-literacy-test-graduation/',
    checked: '2026-11',
  },
  eqaoOsslt: {
    title: { zh: 'Ontario Secondary School Literacy Test (OSSLT)（框架、练习题与考试窗口）', en: 'Ontario Secondary School Literacy Test (OSSLT): framework, practice test and windows' },
    publisher: { zh: '安省教育质量与问责办公室（EQAO）', en: 'Education Quality and Accountability Office (EQAO)' },
    url: 'https://www.eqao.com/the-assessments/osslt/',
    checked: '2026-11',
  },
  growingSuccess: {
    title: { zh: 'Growing Success: Assessment, Evaluation and Reporting in Ontario Schools（安省学校评估与成绩报告政策：平时 70%、期末 30%）', en: 'Growing Success: Assessment, Evaluation and Reporting in Ontario Schools (70% term work, 30% final evaluation)' },
    publisher: { zh: '安大略省教育部', en: 'Ontario Ministry of Education' },
    url: 'https://www.edu.gov.on.ca/eng/policyfunding/growsuccess.pdf',
    checked: '2026-11',
  },
  uoftEnglish: {
    title: { zh: 'English Language Requirements（多伦多大学英语要求：在英语国家全日制学习满 4 年可申请豁免）', en: 'English Language Requirements (University of Toronto; exemption after four years of full-time study in English)' },
    publisher: { zh: '多伦多大学', en: 'University of Toronto' },
    url: 'https://www.utm.utoronto.ca/future-students/admissions/english-language-requirements',
    checked: '2026-11',
  },
} satisfies Record<string, SourceDef>;

export type SourceKey = keyof typeof SOURCES;

/** The cited sources of a page in its language, in the order given. */
export function cite(lang: Lang, ...keys: SourceKey[]): GuideSource[] {
  return keys.map((k) => {
    const d: SourceDef = SOURCES[k];
    return { title: d.title[lang], publisher: d.publisher[lang], url: d.url, checked: d.checked };
  });
}
