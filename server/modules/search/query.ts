import { spacedForm } from './model-words.ts';
import synonymData from './synonyms.json' with { type: 'json' };

/** Longest query we read; anything after it is ignored rather than refused. */
export const MAX_QUERY_LENGTH = 200;
const MAX_TERMS = 8;
const MAX_TOKEN_LENGTH = 40;
const TOKEN = /[\p{L}\p{M}\p{N}]+/gu;

/** One word (or synonym phrase) of the query and every way of writing it that should match. */
export interface QueryTerm {
  /** What the shopper typed for this term. */
  text: string;
  /** Each alternative is a list of tokens that must all match. The first is what was typed. */
  alternatives: string[][];
  /** Only the last word the shopper typed matches as a prefix (they may still be typing it). */
  prefix: boolean;
}

export function normalizeQuery(raw: string): string {
  return raw.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH);
}

export function tokenize(text: string): string[] {
  return (text.match(TOKEN) ?? []).map((token) => token.slice(0, MAX_TOKEN_LENGTH));
}

const synonymGroups: string[][][] = synonymData.groups.map((group) => group.map((entry) => tokenize(normalizeQuery(entry))));
const longestSynonym = Math.max(...synonymGroups.flat().map((entry) => entry.length));

function startsWithAt(tokens: string[], at: number, phrase: string[]): boolean {
  return phrase.length > 0 && phrase.every((token, offset) => tokens[at + offset] === token);
}

/**
 * Splits a normalised query into terms, joining synonym phrases ("usb flash drive") into one term
 * whose alternatives are every entry of its synonym group, and letting a typed code match its
 * spaced form ("rtx4060" also as "rtx 4060").
 */
export function parseQuery(normalized: string): QueryTerm[] {
  const tokens = tokenize(normalized);
  const terms: QueryTerm[] = [];
  for (let at = 0; at < tokens.length && terms.length < MAX_TERMS; ) {
    let matched: { group: string[][]; phrase: string[] } | null = null;
    for (let length = Math.min(longestSynonym, tokens.length - at); length >= 1 && !matched; length--) {
      for (const group of synonymGroups) {
        const phrase = group.find((entry) => entry.length === length && startsWithAt(tokens, at, entry));
        if (phrase) {
          matched = { group, phrase };
          break;
        }
      }
    }
    const typed = matched ? matched.phrase : [tokens[at]!];
    const spaced = matched ? null : spacedForm(typed[0]!);
    const others = matched ? matched.group.filter((entry) => entry !== matched.phrase) : spaced ? [spaced] : [];
    at += typed.length;
    terms.push({ text: typed.join(' '), alternatives: [typed, ...others], prefix: !matched });
  }
  // A finished synonym phrase is a whole word; a lone last word may be half-typed.
  for (const term of terms.slice(0, -1)) term.prefix = false;
  return terms;
}

/** Words worth correcting: Latin-script words long enough that a near miss is a typo, not a code. */
export function isCorrectable(token: string): boolean {
  return token.length >= 4 && /^[a-z]+$/.test(token);
}

/** A LIKE pattern for text starting with `text`, its own `%`, `_` and backslashes taken literally. */
export function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
