import type { GuidePage, Lang } from '@site/content/types';

/** A small page using every block type; related keys include one missing in English (FQA) and one unknown. */
export function fixturePage(lang: Lang = 'zh'): GuidePage {
  return {
    section: 'ossd',
    id: 'fixture',
    lang,
    title: lang === 'zh' ? '测试指南页面' : 'Test guide page',
    description: lang === 'zh' ? '测试页面的描述。' : 'Description of the test page.',
    lead: lang === 'zh' ? '导语里有**重点**。' : 'The lead has **a key point**.',
    updated: '2026-11-23',
    sources: [
      {
        title: lang === 'zh' ? '学分要求页面' : 'Credit requirements page',
        publisher: 'Ontario Ministry of Education',
        url: 'https://www.ontario.ca/page/high-school-graduation-requirements',
        checked: '2026-11',
      },
    ],
    hero: { src: '/images/guides/hero-ossd.svg', alt: 'hero alt', width: 960, height: 400 },
    sections: [
      {
        id: 'basics',
        title: 'Basics',
        blocks: [
          { type: 'paragraph', text: 'Plain then **bold part** and <script>alert("x")</script><b>not bold</b>' },
          { type: 'list', items: ['first **item**', 'second item'] },
          { type: 'list', ordered: true, items: ['step one', 'step two'] },
          {
            type: 'table',
            caption: 'Credits by grade',
            head: ['Grade', 'Credits', 'Notes'],
            rows: [
              ['Grade 9', '8', 'full year'],
              ['Grade 10', '8', '**required**'],
            ],
            note: 'Source: Ontario ministry.',
          },
        ],
      },
      {
        id: 'media',
        title: 'Media and notes',
        blocks: [
          { type: 'image', src: '/images/x.svg', alt: 'A chart of credits', width: 800, height: 450, caption: 'Figure 1' },
          { type: 'callout', tone: 'warning', title: 'New rule', text: 'Applies to **new** students.', dated: '2024-09' },
          { type: 'callout', tone: 'info', text: 'Undated note.' },
          { type: 'callout', tone: 'success', text: 'Free-text date.', dated: 'Autumn term' },
          {
            type: 'facts',
            items: [
              { value: '30', label: 'credits to graduate' },
              { value: '40 h', label: 'volunteer hours' },
            ],
          },
        ],
      },
      {
        id: 'questions',
        title: 'Questions',
        blocks: [
          { type: 'qa', items: [{ q: 'Can I retake the test?', a: 'Yes, **without limit**.' }] },
          {
            type: 'steps',
            items: [
              { title: 'Register', text: 'Sign up with the school.' },
              { title: 'Sit the test', text: 'Two **60-minute** sections.' },
            ],
          },
        ],
      },
    ],
    related: ['ossd/literacy-test', 'FQA', 'ossd/no-such-page'],
  };
}
