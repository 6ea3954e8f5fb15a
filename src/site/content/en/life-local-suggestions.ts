import { cite } from '../sources';
import type { GuidePage } from '../types';

const page: GuidePage = {
  section: 'life',
  id: 'local-suggestions',
  lang: 'en',
  title: 'Advice from locals: the first month in Canada',
  description:
    'The first month in Canada: phone, bank, bus pass, insurance, weather, safety and homestay life. Practical advice from local families.',
  lead:
    'In a new country, what helps most is getting daily life in order quickly. This advice comes from families and students who have lived in Canada for years, arranged as the first week, daily life, health and safety, and living with a homestay family.',
  updated: '2026-11-24',
  sources: cite('en', 'irccStudyPermit', 'irccWork'),
  hero: {
    src: '/images/guides/hero-life.svg',
    alt: 'Illustration: a suitcase, a maple leaf and a cup of coffee, a symbol of life abroad',
    width: 960,
    height: 400,
  },
  sections: [
    {
      id: 'first-week',
      title: 'The first week',
      blocks: [
        {
          type: 'steps',
          items: [
            { title: 'Check in', text: 'Call home and meet the custodian in Canada; confirm the address.' },
            { title: 'Get a phone number', text: 'The school, the bank and the homestay family will all need it.' },
            { title: 'Open a bank account', text: 'Bring the passport, study permit and acceptance letter; students with a GIC activate it at the same time.' },
            { title: 'Buy a bus pass', text: 'The student pass costs 47 CAD a month, far cheaper than single fares.' },
            { title: 'Check insurance', text: 'Make sure health insurance (600–800 CAD a year) is active and keep the card with you.' },
            { title: 'Get to know the school', text: 'Attend orientation and meet the guidance counsellor and international student staff.' },
          ],
        },
      ],
    },
    {
      id: 'daily-life',
      title: 'Daily life',
      blocks: [
        {
          type: 'list',
          items: [
            '**Shopping**: prices in Ontario are shown before tax; 13% HST is added at the till.',
            '**Tipping**: 15%–20% is usual in sit-down restaurants, not at fast-food counters.',
            '**Weather**: winters are long and cold, with lows around −20 °C; a warm coat, non-slip boots, hat and gloves are essential.',
            '**Food**: big cities have plenty of Chinese food, but learning a few simple dishes helps.',
            '**Punctuality**: classes, appointments and meetings start on time; let people know if you will be late.',
          ],
        },
      ],
    },
    {
      id: 'health-safety',
      title: 'Health and safety',
      blocks: [
        {
          type: 'list',
          items: [
            'For police, fire or ambulance, call **911**.',
            'For minor illness, visit a walk-in clinic with the insurance card.',
            'The legal age for alcohol and cannabis in Ontario is 19.',
            'Travel with friends at night and keep valuables out of sight.',
            'Beware of phone scams impersonating immigration, police or tax officials: real agencies never ask for gift cards or transfers.',
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Look after mental health',
          text: 'Loneliness, stress and homesickness are common at first. Set regular video-call times, encourage clubs and activities, and remember the school’s counsellors are there to help.',
        },
      ],
    },
    {
      id: 'homestay',
      title: 'Living with a homestay family',
      blocks: [
        {
          type: 'list',
          items: [
            'In the first week, agree the house rules: routines, meals, laundry, guests and curfew.',
            'Greet the family, help with small chores, and say when you will be out or late.',
            'Keep showers short and switch off lights when leaving a room.',
            'Raise problems directly first; if that fails, contact the custodian or homestay agency.',
          ],
        },
      ],
    },
  ],
  related: ['life/consumption-level', 'life/visa-processing', 'ossd/volunteer-hours'],
};

export default page;
