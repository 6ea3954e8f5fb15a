import { cite } from '../sources';
import type { GuidePage } from '../types';

const page: GuidePage = {
  section: 'fee',
  id: 'tuition-subsidy',
  lang: 'en',
  title: 'Tuition grant: 2,000–10,000 CAD per student',
  description:
    'A tuition grant of 2,000–10,000 CAD per student, given to about 200 students a year and paid 2–3 months after approval. Who and how.',
  lead:
    '(An illustrative programme of this site, not a public scholarship.) Tuition is the largest part of a study-abroad budget. The tuition grant helps international students with good results whose families feel the cost: **2,000 to 10,000 CAD** per student, given to about **200 students** a year. It is separate from the academic excellence award, with different conditions.',
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
            { value: '2,000–10,000 CAD', label: 'per student' },
            { value: 'About 200', label: 'recipients a year' },
            { value: '2–3 months', label: 'from approval to payment' },
          ],
        },
        {
          type: 'table',
          caption: 'The two kinds of support compared',
          head: ['Item', 'Tuition grant', 'Academic excellence award'],
          rows: [
            ['Amount (CAD)', '2,000–10,000', '20,000–30,000'],
            ['Recipients a year', 'About 200', 'About 200'],
            ['Focus', 'Good results and a need to ease tuition costs', 'Outstanding academic results'],
            ['Paid', '2–3 months after approval', '2–3 months after approval'],
          ],
        },
      ],
    },
    {
      id: 'who-should-apply',
      title: 'Who should apply',
      blocks: [
        {
          type: 'list',
          items: [
            'International students admitted to, or applying to, a Canadian high school.',
            'Students with good results and a steady attitude to study, with recent transcripts.',
            'Families who need help with tuition and can describe their finances honestly.',
          ],
        },
        {
          type: 'paragraph',
          text: 'The exact conditions, number of places and deadline are set in each round’s announcement. The amount is decided case by case between 2,000 and 10,000 CAD.',
        },
      ],
    },
    {
      id: 'documents',
      title: 'Documents to prepare',
      blocks: [
        {
          type: 'list',
          items: [
            'The application form, signed by the student and a parent.',
            'Transcripts for the last two years and the offer letter or proof of enrolment.',
            'A statement of the family’s finances.',
            'A personal statement: study history, goals and what the grant would mean.',
            'A teacher’s reference, if available.',
          ],
        },
      ],
    },
    {
      id: 'process',
      title: 'How to apply',
      blocks: [
        {
          type: 'steps',
          items: [
            { title: 'Check eligibility', text: 'Read the current announcement and confirm your child qualifies.' },
            { title: 'Submit', text: 'Send the form and all documents before the deadline.' },
            { title: 'Review', text: 'Results, statement and finances are reviewed; an interview may be arranged.' },
            { title: 'Decision', text: 'You are told in writing whether the grant is awarded and how much.' },
            { title: 'Payment', text: 'Paid 2–3 months after approval, usually as a credit against tuition.' },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Budgeting tip',
          text: 'Because the grant is paid 2–3 months after approval, families normally pay the first tuition instalment themselves. Keep funds aside.',
        },
      ],
    },
  ],
  related: ['fee/academic-excellence-award', 'aboard/tuition-expenses', 'life/consumption-level'],
};

export default page;
