import { cite } from '../sources';
import type { GuidePage } from '../types';

const page: GuidePage = {
  section: 'aboard',
  id: 'learning-style',
  lang: 'en',
  title: 'Learning style in Canadian high schools',
  description:
    'Small classes, discussion, projects and continuous assessment: how Ontario high schools teach, how marks are built (70/30) and how to adapt.',
  lead:
    'Students arriving from China usually find a Canadian classroom very different: fewer students, more questions, assignments built around writing and projects, and a mark that reflects the whole term rather than one exam. Knowing what to expect makes the first months much easier.',
  updated: '2026-11-24',
  sources: cite('en', 'ossdRequirements'),
  hero: {
    src: '/images/guides/hero-aboard.svg',
    alt: 'Illustration: a city skyline with an aeroplane overhead, a symbol of studying abroad',
    width: 960,
    height: 400,
  },
  sections: [
    {
      id: 'classroom',
      title: 'What the classroom is like',
      blocks: [
        {
          type: 'facts',
          items: [
            { value: '≤ 15', label: 'students per international academy class' },
            { value: '70%', label: 'of the mark from coursework' },
            { value: '30%', label: 'from the final exam' },
          ],
        },
        {
          type: 'paragraph',
          text: 'International academy classes are small, with **at most 15 students**. Teachers lecture less and spend more time on group discussion, presentations and hands-on projects. Students are expected to ask questions and to argue a point of view.',
        },
        {
          type: 'paragraph',
          text: 'Assignments vary: book reports, research essays, lab reports, speeches, group posters. Teachers look at the reasoning and the use of sources, not just whether the answer is right.',
        },
      ],
    },
    {
      id: 'assessment',
      title: 'How marks are built',
      blocks: [
        {
          type: 'paragraph',
          text: 'In the Ontario curriculum each course mark is **70% coursework** (assignments, tests, projects, participation) and **30% final exam** or culminating task. One weak quiz matters little; a pattern of late or missing work matters a lot.',
        },
        {
          type: 'paragraph',
          text: 'For university admission, Ontario universities use the average of the **top 6 Grade 12 university-preparation courses**. Solid foundations in Grades 9 to 11 and a strong Grade 12 are what count.',
        },
        {
          type: 'table',
          caption: 'Course types in Grades 11 and 12',
          head: ['Code', 'Course type', 'Leads to'],
          rows: [
            ['U', 'University preparation', 'Core courses for university admission'],
            ['M', 'University/college preparation', 'Accepted by universities and colleges'],
            ['C', 'College preparation', 'College programmes'],
            ['E', 'Workplace preparation', 'Employment'],
            ['O', 'Open', 'Any student, e.g. arts and physical education'],
          ],
          note: 'Example course code: ENG4U means English, Grade 12, university preparation. The literacy course OLC4O is a Grade 12 open course.',
        },
      ],
    },
    {
      id: 'timetable',
      title: 'Timetables and online learning',
      blocks: [
        {
          type: 'paragraph',
          text: 'Many Ontario high schools run a semester system, with a few courses per semester and about 8 credits a year. Students who entered Grade 9 in 2020 or later also take 2 online learning credits, unless their parents opt them out.',
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Plan the timetable early',
          text: 'Grade 12 should include at least six 4U/4M courses covering the prerequisites of the target programme (engineering, for example, needs calculus, physics and chemistry). Start planning with the school’s guidance counsellor in Grade 10.',
        },
      ],
    },
    {
      id: 'adapting',
      title: 'Helping your child adapt',
      blocks: [
        {
          type: 'qa',
          items: [
            {
              q: 'My child is shy about speaking in class. What helps?',
              a: 'This is very common. Start with small-group discussions and prepare a point to make before class. Teachers are encouraging, and participation counts towards the mark.',
            },
            {
              q: 'What if English writing is holding my child back?',
              a: 'Use the school’s writing support or ESL/ELD courses and set a weekly reading and writing routine. Up to 3 ESL/ELD credits count towards the compulsory English credits.',
            },
            {
              q: 'What can parents do from a distance?',
              a: 'Follow assignment deadlines, check the school’s online marks regularly and keep in touch with teachers by email. Building the habit of handing work in on time matters more than chasing every mark.',
            },
          ],
        },
      ],
    },
  ],
  related: ['aboard/campus-type', 'ossd/introduction', 'cSchool', 'aboard/How-to-apply-for-university'],
};

export default page;
