import { cite } from '../sources';
import type { GuidePage } from '../types';

const page: GuidePage = {
  section: 'ossd',
  id: 'introduction',
  lang: 'en',
  title: 'What is the OSSD? Ontario’s high-school diploma explained',
  description:
    'The OSSD is the high-school diploma of Ontario, Canada. A plain guide for parents to its requirements, marks, credit transfer and the 2024 rule change.',
  lead:
    'The Ontario Secondary School Diploma (OSSD) is awarded by Ontario’s Ministry of Education. Instead of one make-or-break exam, it rewards four years of steady work: course credits, coursework marks, a literacy requirement and community service. Universities in Canada, the United States, the United Kingdom and Hong Kong routinely admit students with OSSD results.',
  updated: '2026-11-24',
  sources: cite('en', 'ossdRequirements', 'eqaoOsslt', 'ouac101'),
  hero: {
    src: '/images/guides/hero-ossd.svg',
    alt: 'Illustration: a graduation cap resting on a stack of books and a diploma',
    width: 960,
    height: 400,
  },
  sections: [
    {
      id: 'what-is-ossd',
      title: 'What the OSSD is',
      blocks: [
        {
          type: 'paragraph',
          text: 'The OSSD is one standard shared by Ontario’s public schools and by the private schools the Ministry inspects and authorises to grant credits. A student graduating from either receives the same diploma and the same style of transcript.',
        },
        {
          type: 'paragraph',
          text: 'High school in Ontario runs from Grade 9 to Grade 12. Work is counted in credits: a course of the scheduled length (usually 110 hours) passed with at least 50% earns one credit.',
        },
        {
          type: 'facts',
          items: [
            { value: '30', label: 'credits to graduate' },
            { value: '40 hours', label: 'of community involvement' },
            { value: '300 / 400', label: 'pass mark of the literacy test (OSSLT)' },
            { value: '70% + 30%', label: 'coursework + final exam' },
          ],
        },
      ],
    },
    {
      id: 'graduation-at-a-glance',
      title: 'Graduation at a glance',
      blocks: [
        {
          type: 'paragraph',
          text: 'A student needs all of the following. The requirements page sets out the details and compares the old and new rules.',
        },
        {
          type: 'list',
          items: [
            '**30 credits**: 18 compulsory + 12 optional for students who entered Grade 9 in 2023 or earlier; 17 compulsory + 13 optional for students entering Grade 9 in September 2024 or later.',
            '**40 hours of community involvement**: about 10 hours a year is a comfortable pace; students who join an Ontario school in Grade 11 or 12 usually need 20 hours.',
            '**The literacy requirement**: pass the OSSLT (400 points, pass mark 300), or pass the OLC4O literacy course.',
            '**Online learning**: students who entered Grade 9 in 2020 or later take 2 online learning credits (parents may opt their child out).',
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'New rules for students entering Grade 9 from September 2024',
          dated: '2024-09',
          text: 'Ontario changed the diploma: students entering Grade 9 in September 2024 or later need **17 compulsory + 13 optional** credits, including a compulsory **Grade 9 or 10 Technological Education** credit. Students who entered Grade 9 in 2023 or earlier keep the **18 compulsory + 12 optional** rule. Rules change, so confirm with the school.',
        },
      ],
    },
    {
      id: 'how-marks-work',
      title: 'How marks work',
      blocks: [
        {
          type: 'paragraph',
          text: 'Each final mark has two parts: **70% from work during the term** (assignments, tests, presentations, projects, participation) and **30% from a final exam or culminating task**. Effort every week shows on the transcript.',
        },
        {
          type: 'paragraph',
          text: 'For admission, Ontario universities usually look at the average of the student’s **top 6 Grade 12 university-preparation courses (4U/4M)**, and Grade 12 English (ENG4U) is required by almost every programme.',
        },
        {
          type: 'table',
          caption: 'Ontario achievement levels',
          head: ['Percentage', 'Level', 'Meaning'],
          rows: [
            ['80–100', 'Level 4', 'Surpasses the provincial standard'],
            ['70–79', 'Level 3', 'Meets the provincial standard'],
            ['60–69', 'Level 2', 'Approaches the standard'],
            ['50–59', 'Level 1', 'Below the standard, credit still earned'],
            ['Below 50', '—', 'No credit for the course'],
          ],
        },
      ],
    },
    {
      id: 'who-is-it-for',
      title: 'Who the OSSD suits',
      blocks: [
        {
          type: 'list',
          items: [
            'Students aiming for Canadian universities who also want to keep options open in the US, the UK or Hong Kong.',
            'Steady workers who do well with continuous assessment and dislike a single high-stakes exam.',
            'Students finishing Grade 9, 10 or 11 elsewhere who want to transfer credits into an Ontario programme.',
            'Students at international schools abroad that teach the Ontario curriculum.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Because coursework weighs so much, students must get used to regular writing, class discussion and deadlines. A student with weaker English should start building reading and writing skills a year ahead.',
        },
      ],
    },
    {
      id: 'certificates',
      title: 'Leaving before graduation',
      blocks: [
        {
          type: 'paragraph',
          text: 'A student who leaves school before earning the diploma can be granted the **Ontario Secondary School Certificate** at 14 credits (in the combination the Ministry sets). Otherwise the school issues a **Certificate of Accomplishment** listing the courses completed.',
        },
      ],
    },
    {
      id: 'faq',
      title: 'Parents often ask',
      blocks: [
        {
          type: 'qa',
          items: [
            {
              q: 'Is an OSSD earned at an offshore school the same as one earned in Ontario?',
              a: 'Yes, if the school is inspected and authorised by the Ontario Ministry of Education: it grants the same diploma and transcript. The difference is the language environment, community service options and daily life.',
            },
            {
              q: 'Which universities accept the OSSD?',
              a: 'Universities across Canada, and widely in the US, the UK, Australia and Hong Kong. Check each university’s admission requirements.',
            },
            {
              q: 'Can failing the literacy test stop my child from graduating?',
              a: 'Not permanently. The test can be retaken without limit, or the student can take the OLC4O literacy course instead; passing the course meets the requirement.',
            },
          ],
        },
      ],
    },
  ],
  related: ['ossd/requirements', 'ossd/credit-conversion', 'ossd/literacy-test', 'aboard/How-to-apply-for-university'],
};

export default page;
