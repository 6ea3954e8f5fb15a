import { cite } from '../sources';
import type { GuidePage } from '../types';

const page: GuidePage = {
  section: 'ossd',
  id: 'credit-conversion',
  lang: 'en',
  title: 'OSSD credit conversion: turning previous grades into credits',
  description:
    'Students moving into the Ontario curriculum can convert Grade 9 to 11 results into up to 8 OSSD credits. The conditions, documents and steps.',
  lead:
    'A student moving from a school in China (or elsewhere) into an Ontario programme does not start from zero. The Ontario school reviews Grade 9 to 11 results and converts qualifying courses into OSSD credits, **up to a maximum of 8 credits**. The more that converts, the fewer courses remain to be taken in Ontario.',
  updated: '2026-11-24',
  sources: cite('en', 'ossdRequirements'),
  hero: {
    src: '/images/guides/hero-ossd.svg',
    alt: 'Illustration: a graduation cap resting on a stack of books and a diploma',
    width: 960,
    height: 400,
  },
  sections: [
    {
      id: 'rules',
      title: 'The conversion rules',
      blocks: [
        {
          type: 'facts',
          items: [
            { value: 'Up to 8', label: 'credits can be converted' },
            { value: 'Grades 9–11', label: 'eligible school years' },
            { value: 'Full year, passed', label: 'only whole-year passing grades count' },
          ],
        },
        {
          type: 'list',
          items: [
            'Only results from **Grades 9 to 11** are accepted, and **at most 8 credits** are granted.',
            'Only **full-year** courses with a **passing** grade count; a single semester or a failed year does not.',
            'The converted courses must include **at least one science** subject (physics, chemistry, biology and so on).',
            'The student must have passed **mathematics, Chinese and English**; this is a precondition for conversion.',
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'The principal decides',
          text: 'In Ontario this is an equivalency assessment: the principal of the receiving school reviews the transcripts and decides which courses convert and how many credits they are worth. Practice varies a little between schools, so get the result in writing before enrolling.',
        },
        { type: 'link', text: 'Try the OSSD graduation checker to see how many credits a Grade 9–11 record converts', to: '/ossd/checker' },
      ],
    },
    {
      id: 'grade-mapping',
      title: 'How Chinese school years map to Ontario grades',
      blocks: [
        {
          type: 'table',
          caption: 'School years compared',
          head: ['School year in China', 'Ontario grade', 'Convertible?'],
          rows: [
            ['Junior middle year 2 (初二)', 'Grade 8', 'No (not yet high school)'],
            ['Junior middle year 3 (初三)', 'Grade 9', 'Yes'],
            ['Senior high year 1 (高一)', 'Grade 10', 'Yes'],
            ['Senior high year 2 (高二)', 'Grade 11', 'Yes'],
            ['Senior high year 3 (高三)', 'Grade 12', 'No: Grade 12 courses are taken in Ontario'],
          ],
          note: 'However many years are submitted, the total is capped at 8 credits; all remaining credits and the Grade 12 university-preparation courses are earned at the Ontario school.',
        },
        {
          type: 'paragraph',
          text: 'Grade 12 4U/4M courses set the average used for university admission and cannot be converted. Even with the full 8 credits converted, a student still needs to complete at least six strong Grade 12 courses in Ontario.',
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
            '**Transcripts for each school year** from the previous school, in Chinese and English, stamped by the school, showing full-year marks for every subject.',
            'The school’s **course list or hours of instruction**, to help the Ontario school match course content.',
            'A **certificate of enrolment** or graduation.',
            'A copy of the student’s passport and any other ID the school asks for.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Translations must be accurate: subject names and marks must match the Chinese originals. Start gathering documents a term ahead rather than days before classes begin.',
        },
      ],
    },
    {
      id: 'process',
      title: 'The process',
      blocks: [
        {
          type: 'steps',
          items: [
            { title: 'Submit transcripts', text: 'Send all transcripts and course descriptions with the application.' },
            { title: 'School assessment', text: 'The school checks subjects, hours and marks against the conversion conditions.' },
            { title: 'Written result', text: 'The school confirms in writing which credits are granted and places the student in a grade.' },
            { title: 'Course plan', text: 'The remaining credits and graduation requirements become the student’s course plan in Ontario.' },
          ],
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
              q: 'My child left halfway through Grade 11. Does that year count?',
              a: 'No. Only full-year passing courses are converted. Finish the year if possible, or take the equivalent Grade 11 courses in Ontario.',
            },
            {
              q: 'Does Chinese language have to be passed too?',
              a: 'Yes. Passing mathematics, Chinese and English is a precondition; a failure in any of the three affects the conversion.',
            },
            {
              q: 'Do converted credits appear on the Ontario transcript?',
              a: 'They are recorded as equivalent credits, usually without individual marks, and they do not count towards the Grade 12 average universities use.',
            },
          ],
        },
      ],
    },
  ],
  related: ['ossd/requirements', 'ossd/introduction', 'aboard/learning-style'],
};

export default page;
