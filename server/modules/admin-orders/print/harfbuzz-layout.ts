import { Buffer as ShapingBuffer, Blob, ClusterLevel, Direction, Face, Feature, Font, shape } from 'harfbuzzjs';
import { sfntFromWoff } from './woff.ts';

/**
 * Why: pdfkit shapes text with fontkit, whose Indic shaper gets this font's Bengali wrong: in ন্দ্র
 * (চন্দ্র, কেন্দ্র) it leaves the ra-phala unsubstituted and unpositioned, after the conjunct instead
 * of under it, and it drops the advance of headline extensions (ক্ত). HarfBuzz, the shaper browsers
 * use, shapes the same font file right. So a Bengali font keeps everything pdfkit needs from
 * fontkit (glyph outlines, metrics, subsetting, embedding) except its `layout`, which pdfkit's
 * embedded font calls for every width and every drawn string: that one is answered with
 * HarfBuzz's glyphs and positions, as fontkit glyph objects and plain positions in font units.
 */

/** The slice of a fontkit glyph pdfkit reads: the id it embeds, its advance and the text it copies as. */
interface FontkitGlyph {
  id: number;
  advanceWidth: number;
  codePoints: number[];
}

interface GlyphPosition {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
}

/** pdfkit scales every position in place, then reads the run's width: it must add up what is there then. */
interface GlyphRun {
  glyphs: FontkitGlyph[];
  positions: GlyphPosition[];
  readonly advanceWidth: number;
}

/** pdfkit's `features` option: tags to turn on, or tags mapped to on/off. */
type Features = readonly string[] | Record<string, boolean>;

/** The slice of a fontkit font this adapter touches. */
interface FontkitFont {
  getGlyph(id: number, codePoints?: number[]): FontkitGlyph;
  layout(text: string, features?: Features): GlyphRun;
}

const toHarfBuzz = (features: Features = []) =>
  Array.isArray(features) ? features.map((tag: string) => new Feature(tag)) : Object.entries(features).map(([tag, on]) => new Feature(tag, on ? 1 : 0));

/** Read once per font file: every document shapes with the same fonts. */
const shapers = new WeakMap<Uint8Array, Font>();
function shaperFor(woff: Uint8Array): Font {
  let font = shapers.get(woff);
  if (!font) {
    font = new Font(new Face(new Blob(sfntFromWoff(woff))));
    shapers.set(woff, font);
  }
  return font;
}

// Shaping is synchronous, so one buffer serves every call.
const buffer = new ShapingBuffer();

/** `text` shaped as Bengali by HarfBuzz, glyphs taken from `font` (the same file, so the same glyph ids). */
function harfBuzzRun(font: FontkitFont, shaper: Font, text: string, features?: Features): GlyphRun {
  buffer.clearContents();
  buffer.addText(text);
  buffer.setDirection(Direction.LTR);
  buffer.setScript('Beng');
  buffer.setLanguage('bn');
  buffer.setClusterLevel(ClusterLevel.CHARACTERS);
  shape(shaper, buffer, toHarfBuzz(features));
  const infos = buffer.getGlyphInfos();
  // Text copied out of the PDF maps each glyph to characters. Clusters are kept per character
  // (UTF-16 offsets into `text`, not merged into syllables), so a consonant keeps its own letter
  // even when a vowel sign is drawn before it; the first glyph of a cluster carries the characters
  // up to the next cluster, the rest of that cluster's glyphs none.
  const starts = [...new Set(infos.map((info) => info.cluster))].sort((a, b) => a - b);
  const carried = new Set<number>();
  const glyphs = infos.map((info) => {
    const end = starts[starts.indexOf(info.cluster) + 1] ?? text.length;
    const codePoints = carried.has(info.cluster) ? [] : [...text.slice(info.cluster, end)].map((char) => char.codePointAt(0) ?? 0);
    carried.add(info.cluster);
    return font.getGlyph(info.codepoint, codePoints);
  });
  const positions = buffer.getGlyphPositions().map(({ xAdvance, yAdvance, xOffset, yOffset }) => ({ xAdvance, yAdvance, xOffset, yOffset }));
  return {
    glyphs,
    positions,
    get advanceWidth() {
      return positions.reduce((sum, position) => sum + position.xAdvance, 0);
    },
  };
}

/** Makes the document lay out the registered font `name`, made from the WOFF file `woff`, with HarfBuzz. */
export function shapeWithHarfBuzz(doc: PDFKit.PDFDocument, name: string, woff: Uint8Array) {
  doc.font(name);
  // pdfkit keeps the font it draws with, and the fontkit font behind it, on members its types leave out.
  const font = (doc as unknown as { _font: { font: FontkitFont } })._font.font;
  const shaper = shaperFor(woff);
  font.layout = (text, features) => harfBuzzRun(font, shaper, text, features);
}
