import { inflateSync } from 'node:zlib';

/**
 * The shop's font ships only as WOFF (and WOFF2), and HarfBuzz reads a plain OpenType (sfnt) file:
 * WOFF 1.0 is the same tables, each zlib-compressed when that made it smaller, so unpacking them
 * gives HarfBuzz the very tables (and glyph ids) pdfkit embeds from the WOFF itself. WOFF2 would
 * need Brotli and its glyf/loca transforms undone, hence WOFF.
 */

const WOFF_SIGNATURE = 0x774f4646; // "wOFF"
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

interface Table {
  tag: number;
  checksum: number;
  data: Uint8Array;
}

function woffTables(woff: Uint8Array): Table[] {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== WOFF_SIGNATURE) throw new Error('Not a WOFF 1.0 font');
  return Array.from({ length: view.getUint16(12) }, (_, index) => {
    const entry = WOFF_HEADER + index * WOFF_ENTRY;
    const offset = view.getUint32(entry + 4);
    const compressed = view.getUint32(entry + 8);
    const original = view.getUint32(entry + 12);
    const stored = woff.subarray(offset, offset + compressed);
    return { tag: view.getUint32(entry), checksum: view.getUint32(entry + 16), data: compressed < original ? inflateSync(stored) : stored };
  });
}

/** The OpenType font a WOFF 1.0 file wraps, tables in the WOFF's (tag-sorted) order, each on a 4-byte boundary. */
export function sfntFromWoff(woff: Uint8Array): Uint8Array {
  const flavor = new DataView(woff.buffer, woff.byteOffset, woff.byteLength).getUint32(4);
  const tables = woffTables(woff);
  const offsets: number[] = [];
  let size = SFNT_HEADER + SFNT_ENTRY * tables.length;
  for (const table of tables) {
    offsets.push(size);
    size += Math.ceil(table.data.length / 4) * 4;
  }
  const sfnt = new Uint8Array(size);
  const view = new DataView(sfnt.buffer);
  const entrySelector = Math.floor(Math.log2(tables.length));
  const searchRange = SFNT_ENTRY * 2 ** entrySelector;
  view.setUint32(0, flavor);
  view.setUint16(4, tables.length);
  view.setUint16(6, searchRange);
  view.setUint16(8, entrySelector);
  view.setUint16(10, tables.length * SFNT_ENTRY - searchRange);
  tables.forEach((table, index) => {
    const entry = SFNT_HEADER + index * SFNT_ENTRY;
    view.setUint32(entry, table.tag);
    view.setUint32(entry + 4, table.checksum);
    view.setUint32(entry + 8, offsets[index] ?? 0);
    view.setUint32(entry + 12, table.data.length);
    sfnt.set(table.data, offsets[index]);
  });
  return sfnt;
}
