import { cite } from '../sources';
import type { GuidePage } from '../types';

const page: GuidePage = {
  section: 'aboard',
  id: 'Graduates-destination',
  lang: 'en',
  title: 'Where graduates go: universities and colleges after the OSSD',
  description:
    'Where OSSD graduates go: universities in Canada, the US, the UK and Hong Kong, or college first. What each looks for, and a timeline.',
  lead:
    'An OSSD transcript opens doors in several countries at once. Most students aim for Canadian universities and add applications elsewhere as alternatives. The key is to choose a direction early enough for Grade 12 courses and marks to serve it.',
  updated: '2026-11-24',
  sources: cite('en', 'ouac101'),
  hero: {
    src: '/images/guides/hero-aboard.svg',
    alt: 'Illustration: a city skyline with an aeroplane overhead, a symbol of studying abroad',
    width: 960,
    height: 400,
  },
  sections: [
    {
      id: 'main-destinations',
      title: 'Main destinations',
      blocks: [
        {
          type: 'table',
          caption: 'Routes after the OSSD',
          head: ['Destination', 'How to apply', 'What matters most'],
          rows: [
            ['Ontario universities', 'OUAC, the central application service', 'Top 6 Grade 12 4U/4M average and programme prerequisites'],
            ['Universities in other provinces', 'Directly to each university', 'Grade 11 and 12 marks; some ask for extra material'],
            ['Hong Kong universities', 'Direct (non-JUPAS) applications', 'High-school results, English; interviews for some programmes'],
            ['US universities', 'Common App and similar', 'Marks, activities, essays; some ask for test scores'],
            ['UK universities', 'UCAS', 'Marks, personal statement, reference'],
            ['Canadian colleges', 'Provincial college application systems', 'Marks in relevant courses; transfer to university later is possible'],
          ],
        },
      ],
    },
    {
      id: 'canada',
      title: 'Canadian universities',
      blocks: [
        {
          type: 'paragraph',
          text: 'Ontario universities, such as the University of Toronto, Waterloo, McMaster, Queen’s, Western, Ottawa and York, are the main destination for OSSD students. Admission is built on the average of the top 6 Grade 12 courses; **an average around the mid-80s is generally safe**, and competitive programmes ask for more.',
        },
        {
          type: 'paragraph',
          text: 'Students with fewer than 4 years of schooling in English usually need a language test: IELTS 6.5 is typical, and some programmes ask for 7 or 7.5.',
        },
      ],
    },
    {
      id: 'other-paths',
      title: 'Hong Kong, the US, the UK and colleges',
      blocks: [
        {
          type: 'list',
          items: [
            '**Hong Kong**: OSSD students apply directly to each university outside the local JUPAS system; Grade 12 results and English are the focus.',
            '**United States**: besides marks, activities, leadership and essays weigh heavily; start building them from Grade 10.',
            '**United Kingdom**: applications go through UCAS; some universities set specific averages and subjects for OSSD students.',
            '**College first**: students whose marks are not yet strong enough can start at a Canadian college and transfer to university through pathway agreements.',
          ],
        },
      ],
    },
    {
      id: 'timeline',
      title: 'A planning timeline',
      blocks: [
        {
          type: 'steps',
          items: [
            { title: 'Grades 9–10', text: 'Build English and mathematics, pass the literacy test, start volunteer hours.' },
            { title: 'Grade 11', text: 'Choose target countries and fields, pick Grade 12 prerequisites, prepare for language tests.' },
            { title: 'Grade 12, fall', text: 'Apply from October while keeping marks up.' },
            { title: 'Grade 12, winter and spring', text: 'Offers arrive; compare, accept one and arrange the study permit or enrolment.' },
          ],
        },
      ],
    },
  ],
  related: ['aboard/How-to-apply-for-university', 'aboard/tuition-expenses', 'ossd/requirements'],
};

export default page;
