import { cite } from '../sources';
import type { GuidePage } from '../types';

const page: GuidePage = {
  section: 'ossd',
  id: 'requirements',
  lang: 'en',
  title: 'OSSD graduation requirements: credits, hours and literacy',
  description:
    'The OSSD needs 30 credits, 40 volunteer hours and the literacy test: 18 + 12 credits before 2024, 17 + 13 from Grade 9 in September 2024, side by side.',
  lead:
    'Graduating with the Ontario Secondary School Diploma (OSSD) means earning 30 credits, completing 40 hours of community involvement and meeting the literacy requirement. One detail matters more than parents expect: **the year a student first entered Grade 9 decides which credit rules apply**. Both rule sets are compared below.',
  updated: '2026-11-24',
  sources: cite('en', 'ossdRequirements', 'ontarioFinancialLiteracy', 'eqaoOsslt'),
  hero: {
    src: '/images/guides/hero-ossd.svg',
    alt: 'Illustration: a graduation cap resting on a stack of books and a diploma',
    width: 960,
    height: 400,
  },
  sections: [
    {
      id: 'overview',
      title: 'The requirements in brief',
      blocks: [
        {
          type: 'facts',
          items: [
            { value: '30 credits', label: 'compulsory + optional' },
            { value: '18 + 12', label: 'entered Grade 9 in 2023 or earlier' },
            { value: '17 + 13', label: 'entering Grade 9 from September 2024' },
            { value: '40 hours', label: 'community involvement' },
          ],
        },
        {
          type: 'list',
          ordered: true,
          items: [
            'Earn **30 credits** (the compulsory/optional split is in the table below).',
            'Complete **40 hours** of community involvement.',
            'Meet the **literacy requirement**: pass the OSSLT (400 points, pass mark 300) or pass the OLC4O course.',
            'Students who entered Grade 9 in 2020 or later also earn **2 online learning credits** (parents may opt out).',
          ],
        },
        {
          type: 'image',
          src: '/images/guides/ossd-credits.svg',
          alt: 'Chart: the earlier rule makes up 30 credits from 18 compulsory and 12 optional; the rule from September 2024 from 17 compulsory and 13 optional',
          width: 720,
          height: 300,
          caption: 'Credit structure under the two rule sets',
        },
      ],
    },
    {
      id: 'two-rule-sets',
      title: 'The two credit rule sets',
      blocks: [
        {
          type: 'callout',
          tone: 'warning',
          title: 'New rule: students entering Grade 9 in September 2024 or later',
          dated: '2024-09',
          text: 'Ontario’s Ministry of Education changed the credit structure to **17 compulsory + 13 optional** credits (still 30). A **Grade 9 or 10 Technological Education** credit becomes compulsory, and the three group credits (one each from groups 1, 2 and 3) are replaced by one **STEM-related group** credit. Students who entered Grade 9 in 2023 or earlier keep the **18 compulsory + 12 optional** rule.',
        },
        {
          type: 'table',
          caption: 'Compulsory credits by year of entry to Grade 9',
          head: ['Subject', 'Grade 9 by 2023 (18 + 12)', 'Grade 9 from Sept 2024 (17 + 13)'],
          rows: [
            ['English (one per grade)', '4', '4'],
            ['Mathematics (at least one in Grade 11 or 12)', '3', '3'],
            ['Science', '2', '2'],
            ['Canadian history', '1', '1'],
            ['Canadian geography', '1', '1'],
            ['The arts', '1', '1'],
            ['Health and physical education', '1', '1'],
            ['French as a second language', '1', '1'],
            ['Career studies', '0.5', '0.5'],
            ['Civics and citizenship', '0.5', '0.5'],
            ['Technological education (Grade 9 or 10)', '—', '1'],
            ['Group credits', '3 (one each from groups 1, 2 and 3)', '1 (STEM-related group)'],
            ['Compulsory total', '18', '17'],
            ['Optional credits', '12', '13'],
            ['Total credits', '30', '30'],
          ],
          note: 'English language learners may count up to 3 ESL/ELD credits towards the 4 English credits; the fourth must be a Grade 12 compulsory English course. The courses in each group are listed in the school’s course calendar.',
        },
        {
          type: 'paragraph',
          text: 'For transfer students, what counts is when the student first entered Grade 9, not when they arrived in Canada. For students coming from another country, the Ontario school decides from their previous schooling; ask it to confirm in writing which rule set applies before enrolling.',
        },
        { type: 'link', text: 'Check your child’s compulsory and optional credits and the other requirements with the OSSD graduation checker', to: '/ossd/checker' },
      ],
    },
    {
      id: 'other-dated-rules',
      title: 'Other requirements by start year',
      blocks: [
        {
          type: 'callout',
          tone: 'info',
          title: 'Two online learning credits',
          dated: '2020-09',
          text: 'Students who entered Grade 9 in 2020 or later earn 2 online learning credits before graduating. Parents (or students aged 18 or over) can opt out through the school.',
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'The earlier plan: financial literacy in Grade 10 mathematics (paused)',
          dated: '2025-09',
          text: 'Ontario first planned a financial literacy graduation requirement inside Grade 10 mathematics (70% to pass) from September 2025. That rollout was paused, so **it is not a requirement in force**.',
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'The current direction: a financial literacy test in Grade 10 Career Studies',
          dated: '2026-04',
          text: 'On **22 April 2026** the Ministry of Education announced instead a mandatory standardized financial literacy test within the **Grade 10 Career Studies** course, **70% to pass**, with retakes allowed; TVO develops the learning modules and the test. Which class it applies to first is for the school and ontario.ca to confirm: students entering Grade 9 in September 2026 should ask their school when choosing courses (checked November 2026).',
        },
        {
          type: 'paragraph',
          text: 'Every cohort completes 40 hours of community involvement and meets the literacy requirement (OSSLT or OLC4O). Ontario updates its rules from time to time, so ask the school for the current year’s requirements.',
        },
      ],
    },
    {
      id: 'marks',
      title: 'Marks and university admission',
      blocks: [
        {
          type: 'paragraph',
          text: 'Each course mark is **70% coursework** (assignments, tests, projects, participation) and **30% final exam** or culminating task. A mark of 50% earns the credit.',
        },
        {
          type: 'paragraph',
          text: 'Universities mostly look at the **top 6 Grade 12 4U/4M courses**. Graduating and getting in are two different things: 30 credits is the threshold, while the average of those six courses decides which university and programme are within reach. An average around the mid-80s is generally considered safe.',
        },
      ],
    },
    {
      id: 'certificate',
      title: 'Certificates for early leavers',
      blocks: [
        {
          type: 'paragraph',
          text: 'A student who leaves before completing the diploma can receive the Ontario Secondary School Certificate (OSSC) with 14 credits: 7 compulsory (2 English, 1 Canadian history or geography, 1 mathematics, 1 science, 1 health and physical education, 1 arts, computer studies or technological education) and 7 optional; otherwise the school issues a Certificate of Accomplishment listing completed courses.',
        },
      ],
    },
    {
      id: 'checklist',
      title: 'A checklist for parents',
      blocks: [
        {
          type: 'steps',
          items: [
            { title: 'Confirm the rule set', text: 'Use the year your child first entered Grade 9 to tell whether 18 + 12 or 17 + 13 applies.' },
            { title: 'Check transferred credits', text: 'At most 8 credits can be transferred from previous schooling; the rest are earned in Ontario.' },
            { title: 'Plan four years of courses', text: 'Keep at least six 4U/4M courses for Grade 12, covering the prerequisites of the target programme.' },
            { title: 'Book the literacy test', text: 'Most students sit the OSSLT in Grade 10; retake it or take OLC4O if needed.' },
            { title: 'Log volunteer hours', text: 'Aim for about 10 hours a year and keep every signed record.' },
          ],
        },
      ],
    },
  ],
  related: ['ossd/introduction', 'ossd/credit-conversion', 'ossd/literacy-test', 'ossd/volunteer-hours'],
};

export default page;
