import { describe, expect, it } from 'vitest';
import { fontName, type Weight } from './fonts.ts';
import { newDocument } from './pen.ts';

interface LaidOut {
  glyphs: { name: string }[];
  positions: { xAdvance: number; xOffset: number; yOffset: number }[];
  advanceWidth: number;
}

/** How a Bengali string is laid out, in font units, through the font a printed document draws it with. */
function laidOut(text: string, weight: Weight = 'regular') {
  const doc = newDocument('test', 'test');
  doc.font(fontName('bengali', weight));
  // pdfkit keeps the fontkit font of the current font on a member its types leave out.
  const current = (doc as unknown as { _font: { font: { layout(text: string): LaidOut } } })._font;
  const run = current.font.layout(text);
  return {
    glyphs: run.glyphs.map((glyph) => glyph.name),
    positions: run.positions.map(({ xAdvance, xOffset, yOffset }) => [xAdvance, xOffset, yOffset]),
    width: run.advanceWidth,
  };
}

// What HarfBuzz, the shaper browsers use, shapes each cluster as with the shop's font (same glyph
// names in both weights): [glyph, [x advance, x offset, y offset] in the regular weight].
const HARFBUZZ: Record<string, [string, [number, number, number]][]> = {
  ন্দ্র: [
    ['uni09A809CD.headline', [304, 0, 0]],
    ['uni09A609CD.half', [563, 0, 0]],
    ['uni09A809CD.float', [0, -837, 0]],
    ['raphalabeng.alt09', [0, -635, -30]],
  ],
  ক্ষ: [['uni099509CD09B7', [859, 0, 0]]],
  কি: [
    ['uni09BF', [266, 0, 0]],
    ['uni0995', [807, 0, 0]],
  ],
  র্ক: [
    ['uni0995', [807, 0, 0]],
    ['uni09B009CD', [0, -361, 0]],
  ],
  ক্ত: [
    ['uni09A409CD09A4', [910, 0, 0]],
    ['uni0995.arm2', [0, -365, 23]],
    ['headlinebeng.200', [0, -200, 0]],
  ],
  স্ত্র: [
    ['uni09B809CD.half2', [667, 0, 0]],
    ['uni09A409CD09B0.blws', [0, -613, -138]],
  ],
};

describe('the printed Bengali font', () => {
  for (const [cluster, expected] of Object.entries(HARFBUZZ)) {
    it(`shapes ${cluster} into the glyphs HarfBuzz does, in both weights`, () => {
      const glyphs = expected.map(([glyph]) => glyph);
      expect(laidOut(cluster, 'regular').glyphs).toEqual(glyphs);
      expect(laidOut(cluster, 'bold').glyphs).toEqual(glyphs);
    });

    it(`places the glyphs of ${cluster} where HarfBuzz does`, () => {
      expect(laidOut(cluster).positions).toEqual(expected.map(([, position]) => position));
    });
  }

  it('draws the ra-phala of ন্দ্র under its conjunct, not after it', () => {
    for (const weight of ['regular', 'bold'] as const) {
      for (const text of ['ন্দ্র', 'চন্দ্র', 'কেন্দ্র']) {
        const { glyphs, positions, width } = laidOut(text, weight);
        expect(glyphs.at(-1)).toMatch(/^raphalabeng/);
        // Where the ra-phala is drawn: the pen after every glyph before it, moved by its own offset.
        const pen = positions.slice(0, -1).reduce((sum, [advance = 0]) => sum + advance, 0);
        const [advance = 0, xOffset = 0] = positions.at(-1) ?? [];
        const conjunctStart = width - laidOut('ন্দ্র', weight).width;
        expect(advance).toBe(0);
        expect(pen + xOffset).toBeGreaterThanOrEqual(conjunctStart);
        expect(pen + xOffset).toBeLessThan(width);
      }
    }
  });

  it('places the ra-phala of দ্র and ষ্ট্র back under the consonant it joins', () => {
    for (const cluster of ['দ্র', 'ষ্ট্র']) {
      const { glyphs, positions } = laidOut(cluster);
      expect(glyphs.at(-1)).toMatch(/^raphalabeng/);
      expect(positions.at(-1)?.[1]).toBeLessThan(0);
    }
  });

  it('leaves room after ক্ত for the headline it draws past its base glyph', () => {
    const doc = newDocument('test', 'test');
    doc.font(fontName('bengali', 'regular')).fontSize(10);
    expect(doc.widthOfString('ক্ত')).toBeCloseTo(9.1);
  });

  it('keeps each letter’s own characters on its glyph, so text copied from the PDF keeps every letter', () => {
    const doc = newDocument('test', 'test');
    doc.font(fontName('bengali', 'regular'));
    // pdfkit keeps the fontkit font of the current font on a member its types leave out.
    const font = (doc as unknown as { _font: { font: { layout(text: string): { glyphs: { name: string; codePoints: number[] }[] } } } })._font.font;
    const characters = (text: string) => font.layout(text).glyphs.map((glyph) => [glyph.name, String.fromCodePoint(...glyph.codePoints)]);
    // The e-sign is drawn before ক; the ক it is drawn before still copies as ক, here and in সড়ক.
    expect(characters('কে')).toEqual([
      ['uni09C7.init', 'ে'],
      ['uni0995', 'ক'],
    ]);
    expect(
      characters('সড়ক')
        .map(([, text]) => text)
        .join(''),
    ).toBe('সড়ক');
    expect(characters('ক্ষ')).toEqual([['uni099509CD09B7', 'ক্ষ']]);
  });

  it('has the taka sign', () => {
    expect(laidOut('৳').glyphs).toEqual(['uni09F3']);
  });
});
