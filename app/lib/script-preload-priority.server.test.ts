import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { lowerScriptPreloadPriority } from './script-preload-priority.server.ts';

async function run(chunks: string[]): Promise<string> {
  return text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(lowerScriptPreloadPriority()));
}

describe('lowerScriptPreloadPriority', () => {
  it('marks module preloads in the head low priority, even when a tag is split across chunks', async () => {
    const html = await run(['<html><head><link rel="module', 'preload" href="/a.js"/><link rel="stylesheet" href="/a.css"/></he', 'ad><body>৳ x</body></html>']);
    expect(html).toBe('<html><head><link rel="modulepreload" fetchPriority="low" href="/a.js"/><link rel="stylesheet" href="/a.css"/></head><body>৳ x</body></html>');
  });

  it('leaves the body alone and keeps characters split between chunks whole', async () => {
    const taka = Buffer.from('৳');
    const chunks = [Buffer.from('<head></head><body><link rel="modulepreload" href="/b.js"/>'), taka.subarray(0, 1), taka.subarray(1), Buffer.from('</body>')];
    const html = await text(Readable.from(chunks).pipe(lowerScriptPreloadPriority()));
    expect(html).toBe('<head></head><body><link rel="modulepreload" href="/b.js"/>৳</body>');
  });

  it('passes a document without a head through unchanged', async () => {
    expect(await run(['<p>৳', '1</p>'])).toBe('<p>৳1</p>');
  });
});
