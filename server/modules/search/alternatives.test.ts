import { describe, expect, it } from 'vitest';
import { withoutImpliedAlternatives } from './alternatives.ts';

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
