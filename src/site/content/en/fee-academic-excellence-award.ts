import { cite } from '../sources';
import type { GuidePage } from '../types';

const page: GuidePage = {
  section: 'fee',
  id: 'academic-excellence-award',
  lang: 'en',
  title: 'Academic excellence award: 20,000–30,000 CAD per student',
  description:
    'An award of 20,000–30,000 CAD for outstanding students, about 200 a year, paid 2–3 months after approval. What counts and how to apply.',
  lead:
    '(An illustrative programme of this site, not a public scholarship.) The academic excellence award recognises international students with outstanding results: **20,000 to 30,000 CAD** per student, given to about **200 students** a year and paid **2–3 months** after approval. Besides easing tuition, it is an honour that carries weight in university applications.',
  updated: '2026-11-24',
  sources: cite('en', 'tdsbFees', 'irccFunds'),
  hero: {
    src: '/images/guides/hero-fee.svg',
    alt: 'Illustration: a medal beside a stack of coins, a symbol of scholarships and grants',
    width: 960,
    height: 400,
  },
  sections: [
    {
      id: 'at-a-glance',
      title: 'At a glance',
      blocks: [
        {
          type: 'callout',
          tone: 'warning',
          title: 'Note: an illustrative programme of this site, not a public scholarship',
          text: 'The award on this page is an **illustrative example** this site uses to explain how such applications work. We could not attribute it to any government, school or foundation, so it is **not** a public scholarship and cannot be applied for. Its amounts, numbers of winners and payment times are examples only. For real scholarships, go by the official notice of the school or awarding body. For your budget, use sourced figures: the Toronto District School Board (TDSB) charges international students CAD 17,000 plus CAD 500 insurance for 2025–26, and a study permit needs proof of first-year tuition plus living costs (CAD 22,895 for one applicant from 1 September 2025).',
        },
        {
          type: 'facts',
          items: [
            { value: '20,000–30,000 CAD', label: 'per student' },
            { value: 'About 200', label: 'winners a year' },
            { value: '2–3 months', label: 'from approval to payment' },
          ],
        },
        {
          type: 'table',
          caption: 'The two kinds of support compared',
          head: ['Item', 'Academic excellence award', 'Tuition grant'],
          rows: [
            ['Amount (CAD)', '20,000–30,000', '2,000–10,000'],
            ['Recipients a year', 'About 200', 'About 200'],
            ['Focus', 'Outstanding academic results', 'Good results and a need to ease tuition costs'],
            ['Paid', '2–3 months after approval', '2–3 months after approval'],
          ],
        },
      ],
    },
    {
      id: 'what-counts',
      title: 'What the selection looks at',
      blocks: [
        {
          type: 'list',
          items: [
            '**Academic results**: recent marks in all subjects, especially mathematics, English and the sciences.',
            '**Potential**: teacher references and the difficulty of courses taken; steady progress helps.',
            '**Wider achievements**: competitions, clubs and community involvement as supporting evidence.',
          ],
        },
        {
          type: 'paragraph',
          text: 'The exact criteria, number of places and deadline are set in each round’s announcement.',
        },
      ],
    },
    {
      id: 'preparation',
      title: 'How to prepare',
      blocks: [
        {
          type: 'steps',
          items: [
            { title: 'Plan a year ahead', text: 'Keep marks steady across subjects and take challenging courses.' },
            { title: 'Gather evidence', text: 'Transcripts for the last two years, certificates and activity records, in Chinese and English.' },
            { title: 'Write a real statement', text: 'Explain goals and a few telling experiences; avoid generic phrases.' },
            { title: 'Submit on time', text: 'Send everything before the deadline and keep proof of submission.' },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'When the money arrives',
          text: 'The award is paid 2–3 months after approval. Families usually pay the first tuition instalment themselves, so budget for it.',
        },
      ],
    },
  ],
  related: ['fee/tuition-subsidy', 'aboard/tuition-expenses', 'aboard/How-to-apply-for-university'],
};

export default page;
