import type { ArtKind, DemoSpec } from '../types.ts';
import { hashString } from '../random.ts';

/** A variant before stock and sale prices are decided by the catalogue builder. */
export interface DraftVariant {
  attributes: { name: string; value: string }[];
  retailPrice: number;
}

/**
 * What the per-category data files produce: the hand-written facts about a product. Stock,
 * sale prices, ratings and dates are filled in later by catalogue.ts from a seeded PRNG, so the
 * data files stay readable and those numbers follow one policy.
 */
export interface Draft {
  name: string;
  category: string;
  brand: string;
  art: ArtKind;
  /** 0 means call for price. For a hybrid this is ignored in favour of the cheapest variant. */
  retailPrice: number;
  shortDescription: string;
  description: string;
  specs: DemoSpec[];
  variants?: DraftVariant[];
  color?: string;
  memory?: string;
  size?: string;
  /** 0–1, scales review and sales counts; 0.5 when absent. */
  popularity?: number;
}

export type Row = readonly [group: string, name: string, value: string];

export function specRows(list: readonly (Row | false | null | undefined)[]): DemoSpec[] {
  const out: DemoSpec[] = [];
  for (const row of list) if (row) out.push({ group: row[0], name: row[1], value: row[2] });
  return out;
}

export function paragraphs(...parts: string[]): string {
  return parts.join('\n\n');
}

/** Capacity label the way shops write it: 512GB, 1TB, 2TB. */
export function capacity(gigabytes: number): string {
  return gigabytes >= 1000 ? `${gigabytes / 1000}TB` : `${gigabytes}GB`;
}

/** Deterministic choice keyed by text, so templated sentences vary between products but not between runs. */
export function pick<T>(list: readonly T[], key: string): T {
  const item = list[hashString(key) % list.length];
  if (item === undefined) throw new Error('pick() needs a non-empty list');
  return item;
}

/** Variants that differ only by colour, with an optional premium for the dearer finishes. */
export function colourVariants(base: number, colours: readonly (readonly [colour: string, extra: number])[]): DraftVariant[] {
  return colours.map(([colour, extra]) => ({ attributes: [{ name: 'Colour', value: colour }], retailPrice: base + extra }));
}

/** Lower-cases a leading capital for mid-sentence use, but leaves acronyms like "USB" alone. */
export function lcFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** "a" or "an" for the word that follows; good enough for the vowels-and-acronyms in our data. */
export function article(word: string): string {
  return /^([aeiou]|[AEIOU][a-z]|[AEFHILMNORSX][A-Z0-9\- ]|8|11|18)/.test(word) ? 'an' : 'a';
}

export function warrantyRows(warranty: string, note?: string): Row[] {
  const rows: Row[] = [['Warranty', 'Warranty', warranty]];
  if (note) rows.push(['Warranty', 'Note', note]);
  return rows;
}
