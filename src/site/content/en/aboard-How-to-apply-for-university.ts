import { cite } from '../sources';
import type { GuidePage } from '../types';

const page: GuidePage = {
  section: 'aboard',
  id: 'How-to-apply-for-university',
  lang: 'en',
  title: 'How to apply to university in Ontario: OUAC, fees and admission',
  description:
    'Applying through OUAC: opens 1 October, 150 CAD for 3 choices, at most 3 programmes per university. Timeline, fees, English and averages.',
  lead:
    'Students at Ontario high schools apply to Ontario universities through the Ontario Universities’ Application Centre (OUAC). Everything happens in Grade 12: applications in the fall, offers through the winter and spring. Here are the timeline, the fees and what universities look for.',
  updated: '2026-11-24',
  sources: cite('en', 'ouacFees', 'ouac101'),
  hero: {
    src: '/images/guides/hero-aboard.svg',
    alt: 'Illustration: a city skyline with an aeroplane overhead, a symbol of studying abroad',
    width: 960,
    height: 400,
  },
  sections: [
    {
      id: 'who-applies',
      title: 'Who applies through OUAC',
      blocks: [
        {
          type: 'paragraph',
          text: 'Students currently at an Ontario high school, or who left **no more than 7 months ago**, use OUAC’s application for Ontario high-school students (commonly called the 101 application); the high school usually helps set up the account. Other applicants use a different form. Confirm current form names and deadlines on the OUAC website.',
        },
        {
          type: 'facts',
          items: [
            { value: '1 October', label: 'application site opens' },
            { value: '150 CAD', label: 'base fee for 3 choices (checked November 2026)' },
            { value: '3', label: 'programmes at most per university' },
            { value: 'Mid-80s', label: 'a safe average' },
          ],
        },
      ],
    },
    {
      id: 'timeline',
      title: 'Application timeline',
      blocks: [
        {
          type: 'steps',
          items: [
            { title: '1 October: site opens', text: 'Students sign in to OUAC and enter their details and programme choices.' },
            { title: 'Fall to January: submit', text: 'Submit before OUAC’s equal-consideration date, usually in mid-January; check the date published for the year.' },
            { title: 'Supplementary material', text: 'Some programmes ask for a supplementary application, portfolio, interview or test, each with its own deadline.' },
            { title: 'Marks uploaded', text: 'The high school sends Grade 11 and 12 marks to OUAC for the universities.' },
            { title: 'Winter to spring: offers', text: 'Strong students may get early offers; early offers are always conditional.' },
            { title: 'Accept an offer', text: 'Accept on OUAC; universities usually expect an answer by early June, as stated for the year.' },
          ],
        },
      ],
    },
    {
      id: 'fees',
      title: 'Application fees',
      blocks: [
        {
          type: 'table',
          caption: 'OUAC 101 application fees (CAD, checked November 2026)',
          head: ['Item', 'Amount (CAD)', 'Notes'],
          rows: [
            ['Base application fee', '150', 'Covers 3 choices (for example at 3 universities)'],
            ['Each additional choice', '50', 'Charged per choice beyond 3'],
            ['International service fee', '10', 'For applicants who are not Canadian citizens or permanent residents (not postage)'],
            ['Programmes per university', 'At most 3', 'Limit on choices at one university'],
          ],
          note: 'Checked on OUAC’s “101 – Fees” page in November 2026. Fees are revised from year to year, so check the OUAC fee schedule for your year. Some universities charge their own fee for supplementary material.',
        },
      ],
    },
    {
      id: 'requirements',
      title: 'What universities look for',
      blocks: [
        {
          type: 'list',
          items: [
            '**Average**: the top 6 Grade 12 4U/4M courses; **around the mid-80s is generally safe**, more for competitive programmes.',
            '**Prerequisites**: the Grade 12 courses a programme requires must be among those six; ENG4U is required almost everywhere.',
            '**English**: students with **fewer than 4 years** of schooling in English need a test score: typically **IELTS 6.5**, with **7 or 7.5** for some programmes.',
            '**Supplementary material**: business, engineering and arts programmes may ask for statements, activity records, portfolios or interviews.',
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Early offers are conditional',
          text: 'An early offer states its conditions, usually a final average and earning the OSSD on time. If Grade 12 marks drop sharply, the offer can be withdrawn.',
        },
      ],
    },
    {
      id: 'faq',
      title: 'Common questions',
      blocks: [
        {
          type: 'qa',
          items: [
            {
              q: 'How many choices can my child make?',
              a: 'The 150 CAD base fee covers 3 choices; each additional choice costs 50 CAD, and international applicants pay a 10 CAD international service fee; at most 3 programmes at any one university (checked November 2026).',
            },
            {
              q: 'After four years at an Ontario high school, is IELTS still needed?',
              a: 'Students with 4 years of schooling in English are usually exempt; with fewer years a test is normally required. Each university sets its own rule.',
            },
            {
              q: 'Do universities see marks from my child’s school in China?',
              a: 'Universities focus on Ontario Grade 11 and 12 marks. Converted credits usually carry no marks and do not count in the Grade 12 average.',
            },
          ],
        },
      ],
    },
  ],
  related: ['aboard/Graduates-destination', 'ossd/requirements', 'aboard/tuition-expenses'],
};

export default page;
