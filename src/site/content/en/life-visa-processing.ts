import { cite } from '../sources';
import type { GuidePage } from '../types';

const page: GuidePage = {
  section: 'life',
  id: 'visa-processing',
  lang: 'en',
  title: 'Visa processing: study permits, visitor visas and work rules',
  description:
    'Study permits (four categories and their conditions), visitor visas, travel consent for minors, work hours, work permits and official contacts.',
  lead:
    'Studying in Canada for more than six months normally needs a **study permit**, issued together with the visa needed to enter. Parents who visit or accompany a child apply for a **visitor visa**. This page gathers the common types, documents and steps, and ends with the official channels. Visa rules change quickly: check the website of Immigration, Refugees and Citizenship Canada (IRCC) before applying.',
  updated: '2026-11-24',
  sources: cite('en', 'irccStudyPermit', 'irccFunds', 'irccSds', 'irccWork', 'irccVisit'),
  hero: {
    src: '/images/guides/hero-life.svg',
    alt: 'Illustration: a suitcase, a maple leaf and a cup of coffee, a symbol of life abroad',
    width: 960,
    height: 400,
  },
  sections: [
    {
      id: 'which-visa',
      title: 'Which visa you need',
      blocks: [
        {
          type: 'facts',
          items: [
            { value: 'Up to 10 years', label: 'validity of a visitor visa' },
            { value: '180 days', label: 'longest stay per entry' },
            { value: '6 months', label: 'courses this short need no study permit' },
            { value: '24 hours a week', label: 'off-campus work limit in term (since 8 November 2024)' },
          ],
        },
        {
          type: 'table',
          caption: 'Common visa types',
          head: ['Type', 'For', 'Key points'],
          rows: [
            ['Study permit', 'Students on courses longer than 6 months', 'Apply through one of the four categories below; the entry visa is issued with it'],
            ['Visitor visa', 'Parents visiting or accompanying, tourists', 'Valid for up to 10 years; each stay up to 180 days'],
            ['Short courses', 'Courses of 6 months or less', 'No study permit needed; a visitor visa is enough'],
            ['Work permit', 'People taking a job in Canada', 'Needs an employer’s letter and a labour market opinion'],
          ],
        },
      ],
    },
    {
      id: 'study-permit-categories',
      title: 'The four study-permit categories',
      blocks: [
        {
          type: 'paragraph',
          text: 'Students applying from China have commonly used four categories, each with its own conditions:',
        },
        {
          type: 'table',
          caption: 'The four study-permit categories compared (status checked November 2026)',
          head: ['Category', 'For', 'Main conditions', 'Status today'],
          rows: [
            [
              'Student Direct Stream (SDS)',
              'University and college students',
              'Acceptance letter, language proof (at least 6 in every IELTS component), proof of funds, pre-application medical exam, first year’s tuition prepaid, a 10,000 CAD GIC',
              '**Closed** since 8 November 2024',
            ],
            ['Post-Secondary Program with GIC', 'University and college students', 'Acceptance letter, GIC and proof of funds; no IELTS requirement', '**Not a current route**: IRCC’s current pages do not list it; apply through the regular process'],
            ['Primary and Secondary Program with GIC', 'Primary and secondary students', 'Acceptance letter, GIC and proof of funds; custodianship for minors', '**Not a current route**: IRCC’s current pages do not list it; apply through the regular process'],
            ['Regular Student Program', 'Students at any level', 'No prepaid tuition or GIC, but strict proof of funds and of their source over the last 12 months', '**Open**: this is today’s regular process'],
          ],
          note: 'A GIC (Guaranteed Investment Certificate) is a deposit with a Canadian bank that the student draws down in instalments after arrival to cover living costs.',
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'SDS ended in November 2024',
          dated: '2024-11',
          text: 'IRCC ended the Student Direct Stream on 8 November 2024; applications since then follow the regular process. The SDS conditions are kept above only as a record of the old rules. We found no current IRCC page for the two former “with GIC” routes for students from China, so we do not present them as current: apply today through IRCC’s regular process.',
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Proof of funds',
          dated: '2025-09',
          text: 'For one applicant studying outside Quebec, the living costs to prove are **CAD 20,635 for applications from 1 January 2024** and **CAD 22,895 for applications from 1 September 2025**, plus **first-year tuition and travel**. Amounts differ with family members or in Quebec: check the IRCC website.',
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'The study-permit cap and provincial attestation letters (PAL)',
          dated: '2024-01-22',
          text: 'Since **22 January 2024** a national cap limits study permits, and most applicants need a provincial attestation letter (PAL). **Primary and secondary students are exempt** from the cap and need no PAL. From **1 January 2026**, **master’s and doctoral students** no longer need a PAL either.',
        },
      ],
    },
    {
      id: 'steps',
      title: 'Step by step',
      blocks: [
        {
          type: 'steps',
          items: [
            { title: 'Get the acceptance letter', text: 'From a designated learning institution, stating the programme and tuition.' },
            { title: 'Prepare proof of funds', text: 'Proof of first-year tuition, savings and an explanation of where the money comes from, for the amounts above (CAD 22,895 living costs for one applicant from 1 September 2025, plus tuition and travel).' },
            { title: 'Medical exam', text: 'With an IRCC panel physician when IRCC requires one (before applying, or when asked after applying).' },
            { title: 'Apply online', text: 'Complete the forms, upload documents and pay in your IRCC account.' },
            { title: 'Biometrics', text: 'Give fingerprints and a photo at a visa application centre (VFS Global).' },
            { title: 'Passport and arrival', text: 'Send the passport for the visa when asked; the study permit itself is issued at the port of entry.' },
          ],
        },
      ],
    },
    {
      id: 'minors',
      title: 'Extra rules for minors',
      blocks: [
        {
          type: 'list',
          items: [
            '**Custodian**: a minor studying in Canada needs a legal guardian (custodian) in Canada and the required custodianship declaration.',
            '**Travel consent**: a minor travelling alone should carry written consent from **both parents** and from the **legal guardian in Canada**, with contact details.',
            '**Homestay details**: carry the homestay address and phone number when entering Canada.',
          ],
        },
      ],
    },
    {
      id: 'work',
      title: 'Working and work permits',
      blocks: [
        {
          type: 'paragraph',
          text: 'Full-time university and college students with a study permit may work **off campus up to 24 hours a week during term** (since 8 November 2024; it was 20 before), and full time during scheduled breaks. High-school study permits generally do not allow off-campus work.',
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Off-campus hours changed',
          dated: '2024-11',
          text: 'From 8 November 2024 the off-campus limit for eligible university and college students during term rose from 20 to 24 hours a week. Check IRCC for the current rule.',
        },
        {
          type: 'paragraph',
          text: 'Working in Canada after graduation or in another status needs a **work permit**, usually with a job offer letter from the employer and a labour market opinion (now the Labour Market Impact Assessment, LMIA).',
        },
      ],
    },
    {
      id: 'official-channels',
      title: 'Official channels and consular contacts',
      blocks: [
        {
          type: 'list',
          items: [
            '**The IRCC website**: the reference for rules, forms, processing times and fees; study permits are applied for online.',
            '**The Embassy of Canada in Beijing** and the **Consulates General in Shanghai, Guangzhou and Chongqing**: consular information and notices; they do not normally accept applications in person.',
            '**The Consulate General of Canada in Hong Kong and Macao**: notices for residents of and students in Hong Kong.',
            '**Canada visa application centres (VFS Global)**: in many cities, for biometrics and passport submission.',
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Beware of look-alike websites',
          text: 'Find addresses, phone numbers and appointments only on the IRCC and VFS Global websites, and ignore unofficial offers of “fast-track” processing.',
        },
      ],
    },
  ],
  related: ['life/consumption-level', 'life/local-suggestions', 'aboard/How-to-apply-for-university'],
};

export default page;
