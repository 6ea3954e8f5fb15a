import { cite } from '../sources';
import type { GuidePage } from '../types';

const page: GuidePage = {
  section: 'cSchool',
  id: '',
  lang: 'en',
  title: 'Why choose an international school',
  description:
    'Recognised curricula, small classes and routes to universities abroad: the benefits and costs of an international school, and how to decide.',
  lead:
    'More and more families choose an international school, whether at home or in Canada. It is not a shortcut abroad but a different path: the curriculum, the way students are assessed and the routes to university all differ from a local school. Here are the advantages, the costs, and how to decide.',
  updated: '2026-11-24',
  sources: cite('en', 'tdsbFees', 'edbInternational', 'esf'),
  hero: {
    src: '/images/guides/hero-cschool.svg',
    alt: 'Illustration: a school building with a clock tower and a young tree at the door',
    width: 960,
    height: 400,
  },
  sections: [
    {
      id: 'advantages',
      title: 'The advantages',
      blocks: [
        {
          type: 'facts',
          items: [
            { value: '≤ 15', label: 'students per international academy class' },
            { value: '70% / 30%', label: 'coursework and final exam' },
            { value: 'Many countries', label: 'where universities accept the results' },
          ],
        },
        {
          type: 'list',
          items: [
            '**Recognised curricula**: the OSSD, IB, A-Level and AP are accepted by universities worldwide, so one set of results supports applications in several countries.',
            '**Small classes**: international academy classes have at most 15 students, so teachers know every student.',
            '**Continuous assessment**: in the OSSD, 70% of each mark comes from coursework and 30% from the final exam, so no single exam decides everything.',
            '**English immersion**: teaching in English builds reading, writing and speaking quickly.',
            '**Well-rounded growth**: community involvement (40 hours for the OSSD), clubs, sport and the arts.',
          ],
        },
      ],
    },
    {
      id: 'canada',
      title: 'Why many families choose the Ontario curriculum',
      blocks: [
        {
          type: 'list',
          items: [
            'Clear graduation rules: 30 credits, 40 volunteer hours and the literacy test (pass mark 300 of 400).',
            'Up to 8 credits can be converted from Grades 9 to 11 completed elsewhere.',
            'No province-wide final exam: marks come from continuous assessment.',
            'Public-school tuition is moderate among English-speaking countries: a typical band of 12,000–15,000 CAD a year, while international students pay the board’s published fee (the TDSB charges 17,000 CAD plus 500 CAD insurance for 2025–26).',
          ],
        },
      ],
    },
    {
      id: 'considerations',
      title: 'What to weigh up',
      blocks: [
        {
          type: 'list',
          items: [
            '**Cost**: beyond tuition come insurance (600–800 CAD a year), accommodation, transport and living costs; budget for all four years.',
            '**Adjustment**: discussion, essay writing and independent study ask a lot; prepare English in advance.',
            '**Direction**: switching back to a national exam system later is costly, so agree as a family.',
            '**Support**: young students abroad need reliable care; minors in Canada must have a legal guardian (custodian).',
          ],
        },
      ],
    },
    {
      id: 'is-it-right',
      title: 'Is it right for your child?',
      blocks: [
        {
          type: 'qa',
          items: [
            {
              q: 'When is the best time to switch?',
              a: 'Usually at Grade 9 or 10: the student can convert credits and still has time to adjust before Grades 11 and 12.',
            },
            {
              q: 'Can a student with weak English attend?',
              a: 'Yes, with a language bridge. Many schools offer ESL/ELD courses, some of which count towards compulsory English.',
            },
            {
              q: 'An international school at home, or straight to Canada?',
              a: 'Younger or less independent students may do better at an international school at home first; independent students with clear goals can go straight to Canada.',
            },
          ],
        },
      ],
    },
  ],
  related: ['aboard/campus-type', 'aboard/learning-style', 'ossd/introduction', 'fee/tuition-subsidy'],
};

export default page;
