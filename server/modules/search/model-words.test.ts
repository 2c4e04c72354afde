import { describe, expect, it } from 'vitest';
import { modelWords, spacedForm } from './model-words.ts';

describe('model words', () => {
  it('indexes each part of a code, the joined code, and the letter and digit runs of mixed parts', () => {
    expect(modelWords('Intel Core i3-14100')).toEqual({ whole: ['i3', '14100', 'i314100'], pieces: [] });
    expect(modelWords('Core i5-12400F')).toEqual({ whole: ['i5', '12400f', 'i512400f'], pieces: ['12400'] });
    expect(modelWords('GeForce RTX4060 Ti')).toEqual({ whole: [], pieces: ['rtx', '4060'] });
    expect(modelWords('INT-I31410-14TH-7XP').whole).toContain('inti3141014th7xp');
    expect(modelWords('Gaming Laptop')).toEqual({ whole: [], pieces: [] });
  });

  it('lets a typed code that starts with letters match its spaced form, never dropping a suffix', () => {
    expect(spacedForm('rtx4060')).toEqual(['rtx', '4060']);
    expect(spacedForm('note14')).toEqual(['note', '14']);
    expect(spacedForm('12400f')).toBeNull();
    expect(spacedForm('16gb')).toBeNull();
    expect(spacedForm('i5')).toBeNull();
    expect(spacedForm('laptop')).toBeNull();
  });
});
