import type { ShopTerms } from '#domain/shop-terms.ts';

/**
 * The shape of an information or policy page's copy. Text may hold `{placeholders}` for the shop's
 * settings (filled on the server) and the inline marks `**bold**` and `[label](href)`.
 */
export type InfoBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered?: boolean; items: string[] }
  | { kind: 'table'; caption: string; head: string[]; rows: string[][] }
  | { kind: 'note'; text: string }
  | { kind: 'faq'; items: { question: string; answer: string[] }[] };

export interface InfoSection {
  /** Anchor for the table of contents: /faqs#orders. */
  id: string;
  heading: string;
  blocks: InfoBlock[];
}

export interface InfoPageContent {
  title: string;
  /** Meta description, also the lead paragraph under the title. */
  description: string;
  /** ISO date, shown as "Last updated …". */
  lastUpdated: string;
  sections: InfoSection[];
}

/**
 * A page whose copy quotes charges, delivery days or ways to pay is written from the shop's terms,
 * the values checkout offers, so it says only what checkout does.
 */
export type InfoPageSource = InfoPageContent | ((terms: ShopTerms) => InfoPageContent);

export const infoPageFor = (source: InfoPageSource, terms: ShopTerms): InfoPageContent => (typeof source === 'function' ? source(terms) : source);

/** Replaces placeholders in every piece of text of a page. */
export function fillInfoPage(page: InfoPageContent, fillText: (text: string) => string): InfoPageContent {
  const fillBlock = (block: InfoBlock): InfoBlock => {
    switch (block.kind) {
      case 'paragraph':
      case 'note':
        return { ...block, text: fillText(block.text) };
      case 'list':
        return { ...block, items: block.items.map(fillText) };
      case 'table':
        return { ...block, caption: fillText(block.caption), head: block.head.map(fillText), rows: block.rows.map((row) => row.map(fillText)) };
      case 'faq':
        return { ...block, items: block.items.map((item) => ({ question: fillText(item.question), answer: item.answer.map(fillText) })) };
    }
  };
  return {
    ...page,
    title: fillText(page.title),
    description: fillText(page.description),
    sections: page.sections.map((section) => ({ ...section, heading: fillText(section.heading), blocks: section.blocks.map(fillBlock) })),
  };
}
