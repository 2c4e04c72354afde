import { describe, expect, it } from 'vitest';
import { fontName } from './fonts.ts';
import { newDocument } from './pen.ts';

/** The glyphs fontkit lays a Bengali string out as, through the font a printed document draws it with. */
function glyphNames(text: string): string[] {
  const doc = newDocument('test', 'test');
  doc.font(fontName('bengali', 'regular'));
  // pdfkit keeps the fontkit font of the current font on a member its types leave out.
  const current = (doc as unknown as { _font: { font: { layout(text: string): { glyphs: { name: string }[] } } } })._font;
  return current.font.layout(text).glyphs.map((glyph) => glyph.name);
}

describe('the printed Bengali font', () => {
  it('joins ক্ষ into one conjunct glyph', () => {
    expect(glyphNames('ক্ষ')).toHaveLength(1);
  });

  it('draws the i-sign of কি before the consonant it follows in the text', () => {
    const [first, second] = glyphNames('কি');
    expect(first).toBe('uni09BF');
    expect(second).toBe('uni0995');
  });

  it('shapes ন্দ্র into fewer glyphs than its five code points, with the ra-phala', () => {
    const glyphs = glyphNames('ন্দ্র');
    expect(glyphs.length).toBeLessThan(5);
    expect(glyphs).toContain('raphalabeng');
  });

  it('has the taka sign', () => {
    expect(glyphNames('৳')).toEqual(['uni09F3']);
  });
});
