import { cite } from '../sources';
import type { GuidePage } from '../types';

const page: GuidePage = {
  section: 'aboard',
  id: 'tuition-expenses',
  lang: 'en',
  title: 'Tuition and expenses: what high school in Canada costs',
  description:
    'High-school tuition in Ontario by school type (12,000–80,000 CAD a year), plus insurance, the student bus pass and how offers work.',
  lead:
    'This page sets out what a family should budget for: yearly tuition by type of school, the costs that come on top, and how offers of admission work, since a school or university place is only worth budgeting for once it is confirmed.',
  updated: '2026-11-24',
  sources: cite('en', 'tdsbFees', 'ourKidsBoarding'),
  hero: {
    src: '/images/guides/hero-aboard.svg',
    alt: 'Illustration: a city skyline with an aeroplane overhead, a symbol of studying abroad',
    width: 960,
    height: 400,
  },
  sections: [
    {
      id: 'tuition',
      title: 'High-school tuition',
      blocks: [
        {
          type: 'table',
          caption: 'Yearly tuition by type of school (CAD)',
          head: ['Type of school', 'Tuition per year (CAD)'],
          rows: [
            ['Public school', '12,000–15,000 (typical band; international students pay more, e.g. TDSB 2025–26: 17,000 + 500 insurance)'],
            ['Ordinary private school', '14,000–16,000'],
            ['Church school', '32,000–45,000'],
            ['Independent day school', '15,000–45,000'],
            ['Elite boarding school', '45,000–55,000 (typical band, usually including residence; international boarders up to about 80,000)'],
          ],
          note: 'Typical bands as commonly quoted; international students pay what each school’s fee schedule for the year says: the Toronto District School Board (TDSB) charges international students CAD 17,000 plus CAD 500 insurance for 2024–25 to 2025–26 (checked November 2026), and well-known boarding schools reach about CAD 80,000 a year for international boarders.',
        },
      ],
    },
    {
      id: 'other-costs',
      title: 'Costs beyond tuition',
      blocks: [
        {
          type: 'facts',
          items: [
            { value: '600–800 CAD', label: 'health insurance per year' },
            { value: '47 CAD', label: 'student bus pass per month' },
            { value: '2–3 months', label: 'for grants and awards to be paid' },
          ],
        },
        {
          type: 'table',
          caption: 'Common additional costs',
          head: ['Item', 'Guide amount', 'Notes'],
          rows: [
            ['Health insurance', '600–800 CAD a year', 'Compulsory for international students; often arranged by the school'],
            ['Student bus pass', '47 CAD a month', 'Check the student fare of the local transit system'],
            ['Homestay', 'Charged monthly', 'Needed at public and day schools; varies by city'],
            ['Custodian (guardian) service', 'Charged yearly', 'Minors need a legal guardian in Canada'],
            ['Books, uniform, activities', 'Depends on the school', 'Private schools usually charge for uniforms and activities'],
          ],
        },
        {
          type: 'paragraph',
          text: 'For a fuller monthly budget, with a comparison in pounds, see the cost-of-living guide.',
        },
      ],
    },
    {
      id: 'admission-offers',
      title: 'Understanding offers of admission',
      blocks: [
        {
          type: 'paragraph',
          text: 'Universities send three kinds of answer: a **conditional offer** (you must reach a final mark and graduate), an **unconditional offer**, or a refusal. Early offers are conditional, so a student who receives one must keep up their Grade 12 marks.',
        },
        {
          type: 'paragraph',
          text: 'An average of the top 6 Grade 12 courses around the mid-80s is generally safe for most universities; competitive programmes such as business, computer science and engineering ask for more, and their cut-offs change each year.',
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'A conditional offer can be withdrawn',
          text: 'If final marks fall below the conditions, the university may withdraw the offer.',
        },
      ],
    },
    {
      id: 'funding',
      title: 'Financial support',
      blocks: [
        {
          type: 'paragraph',
          text: 'Two kinds of support are available to international students: a tuition grant of 2,000–10,000 CAD and an academic excellence award of 20,000–30,000 CAD, each given to about 200 students a year and paid 2–3 months after approval. See the financial-support guides.',
        },
      ],
    },
  ],
  related: ['aboard/campus-type', 'life/consumption-level', 'fee/tuition-subsidy', 'fee/academic-excellence-award'],
};

export default page;
