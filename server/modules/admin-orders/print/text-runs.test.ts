import { describe, expect, it } from 'vitest';
import { scriptRuns } from './text-runs.ts';

describe('script runs', () => {
  it('keeps a Bengali word with its signs in one run and gives Latin text and digits their own', () => {
    expect(scriptRuns('কিন্তু ক্ষমা, Road 5')).toEqual([
      { script: 'bengali', text: 'কিন্তু ক্ষমা' },
      { script: 'latin', text: ', Road 5' },
    ]);
  });

  it('draws the taka sign with the Bengali font and the amount with the Latin one', () => {
    expect(scriptRuns('৳1,200')).toEqual([
      { script: 'bengali', text: '৳' },
      { script: 'latin', text: '1,200' },
    ]);
  });

  it('gives no runs for no text', () => {
    expect(scriptRuns('')).toEqual([]);
  });
});
