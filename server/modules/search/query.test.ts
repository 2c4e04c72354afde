import { describe, expect, it } from 'vitest';
import { isCorrectable, MAX_QUERY_LENGTH, normalizeQuery, parseQuery, tokenize } from './query.ts';

describe('search query parsing', () => {
  it('lower-cases, trims and folds whitespace', () => {
    expect(normalizeQuery('  Lenovo\t IdeaPad  ')).toBe('lenovo ideapad');
    expect(normalizeQuery('Ｓａｍｓｕｎｇ')).toBe('samsung');
    expect(normalizeQuery('x'.repeat(500))).toHaveLength(MAX_QUERY_LENGTH);
  });

  it('keeps letters and digits of any script and drops query syntax', () => {
    expect(tokenize(`core i5-12400 "rtx" & 'drop table' ; * () | ! : 😀`)).toEqual(['core', 'i5', '12400', 'rtx', 'drop', 'table']);
    expect(tokenize('ল্যাপটপ ১৬জিবি')).toEqual(['ল্যাপটপ', '১৬জিবি']);
    expect(tokenize('***')).toEqual([]);
  });

  it('matches the last word as a prefix only', () => {
    const terms = parseQuery('asus vivob');
    expect(terms.map((term) => [term.text, term.prefix])).toEqual([
      ['asus', false],
      ['vivob', true],
    ]);
  });

  it('expands synonyms, including phrases and Bengali words', () => {
    const [pendrive] = parseQuery('usb flash drive');
    expect(pendrive?.alternatives[0]).toEqual(['usb', 'flash', 'drive']);
    expect(pendrive?.alternatives).toContainEqual(['pendrive']);
    expect(pendrive?.prefix).toBe(false);

    const [mobile] = parseQuery('মোবাইল');
    expect(mobile?.alternatives).toEqual(expect.arrayContaining([['mobile'], ['phone']]));

    const terms = parseQuery('notebook 16gb');
    expect(terms[0]?.alternatives).toContainEqual(['laptop']);
    expect(terms[1]).toEqual({ text: '16gb', alternatives: [['16gb']], prefix: true });

    expect(parseQuery('rtx4060')).toEqual([{ text: 'rtx4060', alternatives: [['rtx4060'], ['rtx', '4060']], prefix: true }]);
  });

  it('corrects only plain words long enough to be typos', () => {
    expect(isCorrectable('samsng')).toBe(true);
    expect(isCorrectable('i5')).toBe(false);
    expect(isCorrectable('16gb')).toBe(false);
    expect(isCorrectable('মোবাইল')).toBe(false);
  });
});
