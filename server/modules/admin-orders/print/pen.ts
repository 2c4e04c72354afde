import PDFDocument from 'pdfkit';
import { fontName, printFonts, type Weight } from './fonts.ts';
import { shapeWithHarfBuzz } from './harfbuzz-layout.ts';
import { scriptRuns } from './text-runs.ts';

/** Drawing text in the shop's two font files on an A4 page; every layout draws through these. */

export type Doc = PDFKit.PDFDocument;

export const PAGE = { margin: 40, width: 595.28, height: 841.89 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Where a page's content must stop, leaving the bottom margin empty. */
export const PAGE_BOTTOM = PAGE.height - PAGE.margin;

export interface TextStyle {
  size?: number;
  weight?: Weight;
  color?: string;
}

export function newDocument(title: string, author: string): Doc {
  const doc = new PDFDocument({ size: 'A4', margin: PAGE.margin, autoFirstPage: false, info: { Title: title, Author: author } });
  for (const font of printFonts()) {
    doc.registerFont(font.name, font.data);
    if (font.script === 'bengali') shapeWithHarfBuzz(doc, font.name, font.data);
  }
  return doc;
}

function style(doc: Doc, { size = 10, color = '#111111' }: TextStyle) {
  doc.fontSize(size).fillColor(color);
}

/** How wide one line of text is, run by run. */
function lineWidth(doc: Doc, text: string, textStyle: TextStyle = {}): number {
  style(doc, textStyle);
  return scriptRuns(text).reduce((sum, run) => sum + doc.font(fontName(run.script, textStyle.weight ?? 'regular')).widthOfString(run.text), 0);
}

/** One line that never wraps: a figure, a label; `align: 'right'` ends it at x + width. */
export function line(doc: Doc, text: string, x: number, y: number, options: TextStyle & { width?: number; align?: 'left' | 'right' } = {}) {
  const width = lineWidth(doc, text, options);
  let at = options.align === 'right' && options.width !== undefined ? x + options.width - width : x;
  for (const run of scriptRuns(text)) {
    doc.font(fontName(run.script, options.weight ?? 'regular'));
    doc.text(run.text, at, y, { lineBreak: false });
    at += doc.widthOfString(run.text);
  }
}

/** Text wrapped to `width` from (x, y); answers where the next line would start. */
export function paragraph(doc: Doc, text: string, x: number, y: number, options: TextStyle & { width: number }): number {
  style(doc, options);
  const runs = scriptRuns(text === '' ? ' ' : text);
  runs.forEach((run, index) => {
    doc.font(fontName(run.script, options.weight ?? 'regular'));
    const continued = index < runs.length - 1;
    if (index === 0) doc.text(run.text, x, y, { width: options.width, continued });
    else doc.text(run.text, { continued });
  });
  return doc.y;
}

export function rule(doc: Doc, y: number, color = '#BBBBBB') {
  doc
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.width - PAGE.margin, y)
    .lineWidth(0.5)
    .strokeColor(color)
    .stroke();
}

/** The whole document as bytes, once drawn. */
export function finish(doc: Doc): Promise<Buffer> {
  return new Promise((resolvePdf, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolvePdf(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
