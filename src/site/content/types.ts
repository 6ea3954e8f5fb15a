/**
 * Guide content is data: each page is a list of sections made of blocks (spec section 3's
 * "static content block": image, title, text), rendered by a few generic components.
 */
export type Lang = 'zh' | 'en';

/** Route sections of the guides (spec section 2). */
export type GuideSection = 'ossd' | 'aboard' | 'cSchool' | 'fee' | 'life' | 'FQA';

/** Inline text: plain text where **bold** marks emphasis; no HTML. */
export type RichText = string;

export type Block =
  | { type: 'paragraph'; text: RichText }
  | { type: 'list'; ordered?: boolean; items: RichText[] }
  | { type: 'table'; caption: string; head: string[]; rows: string[][]; note?: RichText }
  | { type: 'image'; src: string; alt: string; width: number; height: number; caption?: string }
  /** a highlighted box: `tone` picks the colour; `dated` marks rule changes with their effective date */
  | { type: 'callout'; tone: 'info' | 'warning' | 'success'; title?: string; text: RichText; dated?: string }
  /** key figures shown as cards (e.g. "30 credits") */
  | { type: 'facts'; items: { value: string; label: string }[] }
  /** question and answer pairs (FQA and per-page FAQs); an FQA answer that states a figure lists its sources */
  | { type: 'qa'; items: QAItem[] }
  /** a plain link to a tool page of the site (`to` is a root path such as '/ossd/checker', localized when shown) */
  | { type: 'link'; text: string; to: string }
  /** ordered steps with a title and text each (application timelines, visa steps) */
  | { type: 'steps'; items: { title: string; text: RichText }[] };

/** One question and its answer; `sources` are shown under the answer (FQA answers that state a figure need one). */
export interface QAItem {
  q: string;
  a: RichText;
  sources?: GuideSource[];
}

/** An official page a guide's figures come from, shown at the end of the page in the reader's language. */
export interface GuideSource {
  /** the page's own title (or a faithful translation of it) */
  title: string;
  /** who publishes it (IRCC, OUAC, a school board, a university) */
  publisher: string;
  /** the page's address */
  url: string;
  /** ISO date or month ('2026-11') the figures were last checked against this page */
  checked: string;
}

export interface GuideSectionBlock {
  /** anchor id, unique within the page, ascii kebab-case */
  id: string;
  title: string;
  blocks: Block[];
}

export interface GuidePage {
  section: GuideSection;
  /** the route id (`ossd/{id}`); '' for single pages such as cSchool and FQA */
  id: string;
  lang: Lang;
  /** h1 and document title */
  title: string;
  /** meta description, 70-160 characters */
  description: string;
  /** one-paragraph lead shown under the title */
  lead: RichText;
  /** ISO date the page's facts were last reviewed against its sources; moves only when they are checked again */
  updated: string;
  /** where the page's figures come from; a page that states a figure lists at least one */
  sources: GuideSource[];
  hero?: { src: string; alt: string; width: number; height: number };
  sections: GuideSectionBlock[];
  /** related guides as route keys of the same language, e.g. 'ossd/literacy-test' */
  related: string[];
}
