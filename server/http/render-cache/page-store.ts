import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

export interface KeptPage {
  body: Buffer;
  /** The answer's own headers (type, Cache-Control, …); per-response ones are set anew. */
  headers: Record<string, string>;
  policy: string;
  etag: string;
  /** Compressed once, on the first request that accepts each encoding. */
  encoded: Partial<Record<Encoding, Buffer>>;
  bytes: number;
  freshUntil: number;
}

export interface PageStoreLimits {
  ttlMs: number;
  maxEntries: number;
  maxBytes: number;
}

/**
 * Rendered pages by key, each for `ttlMs`, at most `maxEntries` of them and `maxBytes` in all
 * (the one read longest ago dropped first). `generation` moves on at every `clear`, so a render that started
 * before a change is not kept after it.
 */
export function createPageStore({ ttlMs, maxEntries, maxBytes }: PageStoreLimits) {
  const pages = new Map<string, KeptPage>();
  let bytes = 0;
  let generation = 0;

  function drop(key: string) {
    const page = pages.get(key);
    if (!page) return;
    bytes -= page.bytes;
    pages.delete(key);
  }

  return {
    get generation() {
      return generation;
    },
    get(key: string, now = Date.now()): KeptPage | undefined {
      const page = pages.get(key);
      if (!page) return undefined;
      if (now >= page.freshUntil) {
        drop(key);
        return undefined;
      }
      // A Map iterates in insertion order: stored again, the page is the last shrink() drops.
      pages.delete(key);
      pages.set(key, page);
      return page;
    },
    /** Keeps a page rendered during `renderedIn`; a page rendered before the last `clear` is not kept. */
    set(key: string, page: Omit<KeptPage, 'encoded' | 'bytes' | 'freshUntil'>, renderedIn: number) {
      if (renderedIn !== generation) return;
      drop(key);
      const kept: KeptPage = { ...page, encoded: {}, bytes: page.body.length, freshUntil: Date.now() + ttlMs };
      if (kept.bytes > maxBytes) return;
      pages.set(key, kept);
      bytes += kept.bytes;
      shrink();
    },
    /** The page compressed for `encoding`, made on first use and counted against the byte limit. */
    encoded(key: string, page: KeptPage, encoding: Encoding): Buffer {
      const known = page.encoded[encoding];
      if (known) return known;
      const made =
        encoding === 'br'
          ? brotliCompressSync(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length } })
          : gzipSync(page.body);
      page.encoded[encoding] = made;
      page.bytes += made.length;
      if (pages.get(key) === page) {
        bytes += made.length;
        shrink();
      }
      return made;
    },
    clear() {
      pages.clear();
      bytes = 0;
      generation += 1;
    },
    get size() {
      return pages.size;
    },
    get bytes() {
      return bytes;
    },
  };

  function shrink() {
    while (pages.size > maxEntries || bytes > maxBytes) drop(pages.keys().next().value!);
  }
}
