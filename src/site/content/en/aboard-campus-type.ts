import { cite } from '../sources';
import type { GuidePage } from '../types';

const page: GuidePage = {
  section: 'aboard',
  id: 'campus-type',
  lang: 'en',
  title: 'Types of schools in Canada: public, private, church, day and boarding',
  description:
    'Public, ordinary private, church, independent day and elite boarding schools in Ontario, with tuition from 12,000 to about 80,000 CAD a year.',
  lead:
    'Choosing a school starts with choosing a type. Tuition, class size, accommodation and university guidance differ greatly between them. This page compares the five common types of high school in Ontario and their tuition ranges.',
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
      id: 'five-types',
      title: 'Five types of school',
      blocks: [
        {
          type: 'table',
          caption: 'Yearly tuition by type of school (CAD)',
          head: ['Type of school', 'Tuition per year (CAD)', 'What to expect'],
          rows: [
            ['Public school', '12,000–15,000 (typical band; international students pay more, e.g. TDSB 2025–26: 17,000 + 500 insurance)', 'Run by a school board; diverse students; homestay arranged separately'],
            ['Ordinary private school', '14,000–16,000', 'Smaller; flexible intake; more international students'],
            ['Church school', '32,000–45,000', 'Faith-based; structured; strong emphasis on character'],
            ['Independent day school', '15,000–45,000', 'Wide range of resources; leading schools are very competitive'],
            ['Elite boarding school', '45,000–55,000 (typical band; international boarders up to about 80,000)', 'Includes residence; strong teaching and university guidance; selective'],
          ],
          note: 'Excluding insurance, transport and accommodation (except at boarding schools). Typical bands as commonly quoted; international students pay what each school’s fee schedule for the year says: the Toronto District School Board (TDSB) charges international students CAD 17,000 plus CAD 500 insurance for 2024–25 to 2025–26 (checked November 2026), and well-known boarding schools reach about CAD 80,000 a year for international boarders.',
        },
      ],
    },
    {
      id: 'public-schools',
      title: 'Public schools',
      blocks: [
        {
          type: 'paragraph',
          text: 'Public schools are run by local school boards; international students apply through the board’s international student programme. Tuition is lower and there are many local students, which helps English. Classes are usually larger than in private schools, so students need to ask for help themselves.',
        },
        {
          type: 'paragraph',
          text: 'Public schools generally do not provide residence: minors live with a homestay family and need a legal guardian (custodian) in Canada.',
        },
      ],
    },
    {
      id: 'private-schools',
      title: 'Private, church and independent schools',
      blocks: [
        {
          type: 'list',
          items: [
            '**Ordinary private schools**: tuition close to public schools, small classes and flexible start dates, which suits students converting credits or improving English.',
            '**Church schools**: usually Catholic or Christian, with firm discipline; religious classes or activities may be part of school life.',
            '**Independent day schools**: the widest tuition range. Leading independent schools offer rich academic and extracurricular resources and admit competitively, often with interviews and entrance tests.',
            '**Elite boarding schools**: students live on campus with teachers acting as residence advisers; study and daily life are managed together and university guidance is well developed.',
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Check that the school can grant credits',
          text: 'With a private school, confirm that it is inspected by the Ontario Ministry of Education and authorised to grant OSSD credits, and look at where its recent graduates went.',
        },
      ],
    },
    {
      id: 'how-to-choose',
      title: 'How to choose',
      blocks: [
        {
          type: 'steps',
          items: [
            { title: 'Set a budget', text: 'Add tuition, accommodation, insurance, transport and living costs over four years.' },
            { title: 'Think about your child', text: 'Independent students with good English may suit public or day schools; those who need more care may do better at boarding school.' },
            { title: 'Look at outcomes', text: 'Ask for university destinations over the last three years and the Grade 12 course list.' },
            { title: 'Check the details', text: 'Credit-granting status, class sizes (international academy classes have at most 15 students), guardianship and support services.' },
          ],
        },
      ],
    },
  ],
  related: ['aboard/tuition-expenses', 'aboard/learning-style', 'cSchool', 'fee/tuition-subsidy'],
};

export default page;
