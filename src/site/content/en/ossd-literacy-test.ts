import { cite } from '../sources';
import type { GuidePage } from '../types';

const page: GuidePage = {
  section: 'ossd',
  id: 'literacy-test',
  lang: 'en',
  title: 'The OSSLT literacy test: format, pass mark and retakes',
  description:
    'The OSSLT literacy test: 400 points, pass mark 300 (75%), 33 questions in two 60-minute sections. Test windows, results, retakes and OLC4O.',
  lead:
    'The Ontario Secondary School Literacy Test (**OSSLT**) checks that students can read and write the kind of English they meet in everyday life and across school subjects. It is one of the OSSD graduation requirements and is usually written in Grade 10. It is not a hard test, but students whose first language is not English benefit from focused preparation.',
  updated: '2026-11-24',
  sources: cite('en', 'eqaoOsslt', 'ossdRequirements'),
  hero: {
    src: '/images/guides/hero-ossd.svg',
    alt: 'Illustration: a graduation cap resting on a stack of books and a diploma',
    width: 960,
    height: 400,
  },
  sections: [
    {
      id: 'key-figures',
      title: 'Key figures',
      blocks: [
        {
          type: 'facts',
          items: [
            { value: '400 points', label: 'maximum score' },
            { value: '300 points', label: 'pass mark (75%)' },
            { value: '2 hours', label: 'two sections of 60 minutes' },
            { value: '33 questions', label: '31 multiple choice + 2 writing' },
          ],
        },
        {
          type: 'paragraph',
          text: 'Scores go up in **steps of 5** to a maximum of 400, and **300 points (75%) is a pass**. The test is now taken on a computer.',
        },
      ],
    },
    {
      id: 'structure',
      title: 'How the test is structured',
      blocks: [
        {
          type: 'table',
          caption: 'OSSLT structure',
          head: ['Section', 'Time', 'Questions'],
          rows: [
            ['Section A', '60 minutes', '19'],
            ['Section B', '60 minutes', '14'],
            ['Total', '120 minutes', '33 (31 multiple choice + 2 writing)'],
          ],
          note: 'There is a break between the sections. This is the structure described in EQAO’s OSSLT framework, as Ontario school boards summarise it.',
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Check the number of questions and timings in EQAO’s framework for your year',
          text: 'When we checked in November 2026, some school boards’ test notices for 2024–25 and 2025–26 described a different number of questions and session lengths from the table above. EQAO, Ontario’s Education Quality and Accountability Office, updates the OSSLT framework and practice test each school year, and we could not confirm the 2026–27 version (students entering Grade 9 in September 2026 usually write the test in Grade 10): before the test, go by the framework and practice test on eqao.com and the school’s notice.',
        },
        {
          type: 'image',
          src: '/images/guides/literacy-test.svg',
          alt: 'Diagram: the OSSLT has Section A (60 minutes, 19 questions) and Section B (60 minutes, 14 questions), 33 questions in total, scored out of 400 with a pass at 300',
          width: 720,
          height: 280,
          caption: 'The two sections of the OSSLT',
        },
      ],
    },
    {
      id: 'test-windows',
      title: 'Test windows',
      blocks: [
        {
          type: 'paragraph',
          text: 'The OSSLT is offered in two windows each school year; the school sets the exact date within the window.',
        },
        {
          type: 'table',
          caption: 'The two test windows each school year',
          head: ['Window', 'Approximate dates'],
          rows: [
            ['Fall window', 'Early November to early December'],
            ['Spring window', 'Late March to early April'],
          ],
        },
        {
          type: 'paragraph',
          text: 'Students usually write the test for the first time in Grade 10. A student who joins later is registered for the next window by the school.',
        },
      ],
    },
    {
      id: 'results',
      title: 'Results and retakes',
      blocks: [
        {
          type: 'paragraph',
          text: 'There are two outcomes: **Successful** or **Not Yet Successful**. Not Yet Successful does not stop a student from continuing school; the literacy requirement simply has to be met before graduating.',
        },
        {
          type: 'list',
          items: [
            '**Retake without limit**: register again in a later window.',
            '**Take OLC4O**, the Ontario Secondary School Literacy Course. Passing it meets the literacy requirement and also earns one credit.',
          ],
        },
        {
          type: 'callout',
          tone: 'success',
          title: 'Our advice',
          text: 'After an unsuccessful first attempt, consider OLC4O rather than repeated retakes. The course builds everyday reading and writing step by step, suits students with weaker writing, and counts as a credit.',
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
            { title: 'Know the format', text: 'Use the sample tests and practice material on the EQAO website, including the on-screen format.' },
            { title: 'Read widely', text: 'News, information texts, instructions and graphics; practise finding the main idea and key details quickly.' },
            { title: 'Write often', text: 'Practise clear paragraphs that state an opinion and support it; check paragraphs, grammar and spelling.' },
            { title: 'Practise under time', text: 'Work through full 60-minute sections to get the pace right.' },
          ],
        },
      ],
    },
  ],
  related: ['ossd/requirements', 'ossd/introduction', 'ossd/volunteer-hours'],
};

export default page;
