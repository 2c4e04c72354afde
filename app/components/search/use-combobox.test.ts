import { describe, expect, it } from 'vitest';
import { stepHighlight } from './use-combobox.ts';

describe('stepHighlight', () => {
  it('starts from the first option going down and the last going up', () => {
    expect(stepHighlight(-1, 1, 5)).toBe(0);
    expect(stepHighlight(-1, -1, 5)).toBe(4);
  });
  it('moves one step and wraps around at both ends', () => {
    expect(stepHighlight(0, 1, 5)).toBe(1);
    expect(stepHighlight(4, 1, 5)).toBe(0);
    expect(stepHighlight(0, -1, 5)).toBe(4);
  });
  it('restarts when the list got shorter than the highlight, and stays off an empty list', () => {
    expect(stepHighlight(4, 1, 2)).toBe(0);
    expect(stepHighlight(-1, 1, 0)).toBe(-1);
  });
});
