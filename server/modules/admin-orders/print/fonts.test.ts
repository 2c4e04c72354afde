import { describe, expect, it } from 'vitest';
import { fontName } from './fonts.ts';
import { newDocument } from './pen.ts';

interface LaidOut {
  glyphs: { name: string }[];
  positions: { xOffset: number }[];
}

/** The glyphs fontkit lays a Bengali string out as, through the font a printed document draws it with. */
function laidOut(text: string): { glyphs: string[]; offsets: number[] } {
  const doc = newDocument('test', 'test');
  doc.font(fontName('bengali', 'regular'));
  // pdfkit keeps the fontkit font of the current font on a member its types leave out.
  const current = (doc as unknown as { _font: { font: { layout(text: string): LaidOut } } })._font;
  const run = current.font.layout(text);
  return { glyphs: run.glyphs.map((glyph) => glyph.name), offsets: run.positions.map((position) => position.xOffset) };
}

const glyphNames = (text: string) => laidOut(text).glyphs;

describe('the printed Bengali font', () => {
  it('joins ক্ষ into one conjunct glyph', () => {
    expect(glyphNames('ক্ষ')).toHaveLength(1);
  });

  it('draws the i-sign of কি before the consonant it follows in the text', () => {
    const [first, second] = glyphNames('কি');
    expect(first).toBe('uni09BF');
    expect(second).toBe('uni0995');
  });

  it('places the ra-phala of দ্র and ষ্ট্র back under the consonant it joins', () => {
    for (const cluster of ['দ্র', 'ষ্ট্র']) {
      const { glyphs, offsets } = laidOut(cluster);
      expect(glyphs.at(-1)).toMatch(/^raphalabeng/);
      expect(offsets.at(-1)).toBeLessThan(0);
    }
  });

  // fontkit's Bengali shaping leaves the ra-phala of a three-consonant cluster at the pen, after
  // the conjunct instead of under it ("ন্দ্র" prints as "ন্দ" and a stray ্র). Known and kept in
  // view: this starts failing, and must be turned into a plain test, once fontkit places it.
  it.fails('places the ra-phala of ন্দ্র under its conjunct', () => {
    const { offsets } = laidOut('ন্দ্র');
    expect(offsets.at(-1)).toBeLessThan(0);
  });

  it('has the taka sign', () => {
    expect(glyphNames('৳')).toEqual(['uni09F3']);
  });
});
