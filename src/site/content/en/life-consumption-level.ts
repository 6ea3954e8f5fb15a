import { cite } from '../sources';
import type { GuidePage } from '../types';

const page: GuidePage = {
  section: 'life',
  id: 'consumption-level',
  lang: 'en',
  title: 'Cost of living: budgeting for a year of study in Canada',
  description:
    'Budgeting beyond tuition in Canada: insurance 600–800 CAD a year, a 47 CAD student bus pass, homestay, and a comparison in pounds.',
  lead:
    'Tuition is only part of the budget. Insurance, accommodation, transport, food and daily spending often add half as much again, or more. This page lists the main costs in Canada in Canadian dollars, with a comparison in pounds for families also looking at the UK.',
  updated: '2026-11-24',
  sources: cite('en', 'tdsbFees', 'ourKidsBoarding'),
  hero: {
    src: '/images/guides/hero-life.svg',
    alt: 'Illustration: a suitcase, a maple leaf and a cup of coffee, a symbol of life abroad',
    width: 960,
    height: 400,
  },
  sections: [
    {
      id: 'canada-costs',
      title: 'Main costs in Canada (CAD)',
      blocks: [
        {
          type: 'facts',
          items: [
            { value: '12,000–80,000', label: 'high-school tuition per year (CAD, by type, 2025–26)' },
            { value: '600–800', label: 'health insurance (CAD a year)' },
            { value: '47', label: 'student bus pass (CAD a month)' },
          ],
        },
        {
          type: 'table',
          caption: 'Yearly costs at high-school level (CAD)',
          head: ['Item', 'Amount', 'Notes'],
          rows: [
            ['Tuition: public school', '12,000–15,000 a year (typical band)', 'International students pay more, e.g. TDSB 2025–26: 17,000 + 500 insurance'],
            ['Tuition: ordinary private school', '14,000–16,000 a year', '—'],
            ['Tuition: church school', '32,000–45,000 a year', '—'],
            ['Tuition: independent day school', '15,000–45,000 a year', '—'],
            ['Tuition: elite boarding school', '45,000–55,000 a year (typical band)', 'Usually includes residence; international boarders up to about 80,000 a year'],
            ['Health insurance', '600–800 a year', 'Compulsory for international students'],
            ['Student bus pass', '47 a month', 'About 564 a year over 12 months'],
            ['Homestay', 'Charged monthly', 'Room and meals; varies by city'],
            ['Phone, supplies, pocket money', 'Depends on the student', 'Agree a fixed monthly amount'],
          ],
          note: 'Typical bands as commonly quoted; international students pay what each school’s fee schedule for the year says: the Toronto District School Board (TDSB) charges international students CAD 17,000 plus CAD 500 insurance for 2024–25 to 2025–26 (checked November 2026), and well-known boarding schools reach about CAD 80,000 a year for international boarders. Other amounts are approximate; providers set the actual fees. In Ontario, 13% HST is added at the till, and tips are customary in restaurants.',
        },
      ],
    },
    {
      id: 'uk-comparison',
      title: 'For comparison: the UK (pounds)',
      blocks: [
        {
          type: 'paragraph',
          text: 'Many families compare Canada with the UK, where universities charge international students in pounds:',
        },
        {
          type: 'table',
          caption: 'Guide costs at UK universities (GBP)',
          head: ['Item', 'Amount (GBP)'],
          rows: [
            ['Tuition', 'About £11,400–30,000 a year'],
            ['Living costs', 'About £900–1,400 a month'],
          ],
          note: 'London sits at the top of the living-cost range; medicine and some other programmes charge more.',
        },
      ],
    },
    {
      id: 'saving-tips',
      title: 'Ways to save',
      blocks: [
        {
          type: 'list',
          items: [
            'Buy the monthly student bus pass; it is far cheaper than single fares.',
            'Use student discounts at bookshops, cinemas, museums and many shops.',
            'Buy used textbooks or use the school’s book-rental scheme.',
            'Agree a fixed monthly allowance and review spending together.',
            'Apply for the tuition grant or the academic excellence award.',
          ],
        },
      ],
    },
  ],
  related: ['aboard/tuition-expenses', 'life/local-suggestions', 'fee/tuition-subsidy', 'life/visa-processing'],
};

export default page;
