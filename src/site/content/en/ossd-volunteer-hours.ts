import { cite } from '../sources';
import type { GuidePage } from '../types';

const page: GuidePage = {
  section: 'ossd',
  id: 'volunteer-hours',
  lang: 'en',
  title: 'OSSD volunteer hours: completing 40 hours of community involvement',
  description:
    'The OSSD asks for 40 hours of community involvement, about 10 a year (20 for Grade 11 or 12 entrants). What counts and how to record it.',
  lead:
    'Community involvement is one of the OSSD graduation requirements. Its aim is to get students out of the classroom, into their community and taking responsibility. Forty hours is easy when spread over four years, and stressful when left to Grade 12, right in the middle of university applications.',
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
      id: 'how-many-hours',
      title: 'How many hours',
      blocks: [
        {
          type: 'facts',
          items: [
            { value: '40 hours', label: 'before graduation' },
            { value: 'About 10 hours', label: 'a year is a good pace' },
            { value: '20 hours', label: 'for students joining in Grade 11 or 12' },
          ],
        },
        {
          type: 'table',
          caption: 'Volunteer hours by entry grade',
          head: ['Grade of entry to an Ontario school', 'Hours required', 'Suggested pace'],
          rows: [
            ['Grade 9', '40 hours', 'About 10 hours a year'],
            ['Grade 10', '40 hours', 'About 13–14 hours a year over three years'],
            ['Grade 11 or 12', 'Usually 20 hours', 'Start in the first term'],
          ],
          note: 'For transfer students the school sets the number of hours from the date of entry; ask for it in writing.',
        },
      ],
    },
    {
      id: 'what-counts',
      title: 'What counts',
      blocks: [
        {
          type: 'paragraph',
          text: 'Eligible activities are generally **unpaid, community-focused and supervised by a responsible adult**. Each school publishes a list of eligible activities; anything not on it should be approved in advance.',
        },
        {
          type: 'list',
          items: [
            'Helping at a library, community centre or seniors’ residence.',
            'Fundraising or sorting donations for a charity or food bank.',
            'Community clean-ups, tree planting and environmental projects.',
            'Volunteering at school or community sports and arts events.',
            'Charitable work for faith or cultural organisations.',
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'What usually does not count',
          text: 'Paid work; work that is part of a course; court-ordered community service; activities during class time; and anything unsafe or needing professional qualifications. The school’s rules decide.',
        },
      ],
    },
    {
      id: 'recording',
      title: 'Recording and submitting hours',
      blocks: [
        {
          type: 'steps',
          items: [
            { title: 'Check first', text: 'Before signing up, make sure the activity is eligible.' },
            { title: 'Log each session', text: 'Fill in the school’s record form with the date, activity and hours.' },
            { title: 'Get a signature', text: 'Ask the supervisor to sign and add contact details.' },
            { title: 'Hand it in', text: 'Submit the original as the school asks; the school verifies it and adds it to the student record.' },
          ],
        },
        {
          type: 'paragraph',
          text: 'Photograph every form. Hours that go unrecorded are hard to prove later.',
        },
      ],
    },
    {
      id: 'tips-for-parents',
      title: 'Tips for parents',
      blocks: [
        {
          type: 'list',
          items: [
            'Treat volunteering as a way to know the community and practise English, not just a box to tick.',
            'Choose activities linked to your child’s interests or intended field; they make good material for university applications.',
            'If your child volunteers during holidays at home, ask the school in advance whether it will count, and keep proof in both languages.',
            'Students in a homestay can ask their host family about long-term volunteer roles nearby.',
          ],
        },
      ],
    },
  ],
  related: ['ossd/requirements', 'ossd/literacy-test', 'life/local-suggestions'],
};

export default page;
