import { describe, expect, it } from 'vitest';
import { withoutEmptyAlternatives, withoutImpliedAlternatives } from './alternatives.ts';

const word = (lexeme: string, prefix = false) => ({ lexeme, prefix });

describe('withoutImpliedAlternatives', () => {
  it('drops a synonym that needs more words than another alternative', () => {
    const router = [word('router', true)];
    expect(withoutImpliedAlternatives([router, [word('wifi'), word('router')], [word('রাউটার')]])).toEqual([router, [word('রাউটার')]]);
  });

  it('keeps an alternative whose word is whole when the other is a prefix of a longer word', () => {
    const alternatives = [[word('router')], [word('wifi'), word('router', true)]];
    expect(withoutImpliedAlternatives(alternatives)).toEqual(alternatives);
  });

  it('keeps one of two equal alternatives and unrelated ones', () => {
    expect(withoutImpliedAlternatives([[word('ssd')], [word('ssd')], [word('nvme')]])).toEqual([[word('ssd')], [word('nvme')]]);
  });
});

describe('withoutEmptyAlternatives', () => {
  type CountedWord = { lexeme: string; held: number[] | null };
  const held = (lexeme: string, ...counts: number[]): CountedWord => ({ lexeme, held: counts });
  const unknown = (lexeme: string): CountedWord => ({ lexeme, held: null });

  it('drops an alternative with a word no shown product holds, and keeps words of unknown count', () => {
    const monitor = [held('monitor', 9120)];
    const display = [held('display', 20634)];
    const wide = [unknown('ultrawidemonitorwithaverylongname')];
    expect(withoutEmptyAlternatives([monitor, display, [held('মনিটর', 0)], wide])).toEqual([monitor, display, wide]);
    expect(withoutEmptyAlternatives([[held('power', 900), held('bank', 700)], [held('powerbank', 0)], [held('পাওয়ার', 0), held('ব্যাংক', 0)]])).toEqual([
      [held('power', 900), held('bank', 700)],
    ]);
  });

  it('drops a prefix only when none of its completions is held', () => {
    const lapt = [held('lapt', 30000, 0)];
    expect(withoutEmptyAlternatives([lapt, [held('gone', 0, 0)]])).toEqual([lapt]);
  });

  it('keeps every alternative when none can match, so the term still matches nothing', () => {
    const none = [[held('zzzz', 0)], [held('যযয', 0)]];
    expect(withoutEmptyAlternatives(none)).toEqual(none);
  });
});
