import { describe, it, expect } from 'vitest';
import sharp from 'sharp';
import type { ArtKind } from './types.ts';
import { ART_KINDS, productArtSvg, wrapTitle } from './product-art.ts';

const TITLE = 'ASUS Vivobook 15 X1504VA Core i5 13th Gen 15.6" FHD Laptop';

async function render(svg: string): Promise<{ png: Buffer; width: number | undefined; height: number | undefined }> {
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const meta = await sharp(png).metadata();
  return { png, width: meta.width, height: meta.height };
}

describe('productArtSvg', () => {
  it('lists every art kind once', () => {
    expect(new Set(ART_KINDS).size).toBe(ART_KINDS.length);
    expect(ART_KINDS.length).toBe(32);
    expect(ART_KINDS).toContain('generic');
  });

  it.each(ART_KINDS.map((kind) => [kind]))('renders %s in both views as an 800x800 PNG', async (kind: ArtKind) => {
    for (const view of [0, 1]) {
      const svg = productArtSvg({ art: kind, title: TITLE, brand: 'ASUS', view });
      expect(svg.startsWith('<svg ')).toBe(true);
      expect(svg).toContain('viewBox="0 0 800 800"');
      expect(svg).toContain('width="800" height="800"');
      const { png, width, height } = await render(svg);
      expect(width).toBe(800);
      expect(height).toBe(800);
      // A blank or failed drawing would be close to a flat colour.
      const stats = await sharp(png).stats();
      expect(Math.max(...stats.channels.map((c) => c.stdev))).toBeGreaterThan(20);
    }
  });

  it('draws each kind differently', () => {
    const svgs = ART_KINDS.map((art) => productArtSvg({ art, title: TITLE, brand: 'ASUS', view: 0 }));
    expect(new Set(svgs).size).toBe(ART_KINDS.length);
  });

  it('escapes XML special characters in the title and brand', async () => {
    const title = `Tom & Jerry <Limited> "Quoted" 'Single' 15.6" Edition`;
    for (const view of [0, 1]) {
      const svg = productArtSvg({ art: 'speaker', title, brand: 'F&D <Audio>', view });
      expect(svg).toContain('&amp;');
      expect(svg).toContain('&lt;Limited&gt;');
      expect(svg).toContain('&quot;Quoted&quot;');
      expect(svg).toContain('&#39;Single&#39;');
      expect(svg).toContain('F&amp;D &lt;AUDIO&gt;');
      expect(svg).not.toContain('<Limited>');
      expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/);
      const { width } = await render(svg);
      expect(width).toBe(800);
    }
  });

  it('makes view 0 and view 1 differ, and cycles for larger views', () => {
    for (const art of ART_KINDS) {
      const input = { art, title: TITLE, brand: 'ASUS' };
      const front = productArtSvg({ ...input, view: 0 });
      const second = productArtSvg({ ...input, view: 1 });
      expect(second).not.toBe(front);
      expect(productArtSvg({ ...input, view: 2 })).toBe(front);
      expect(productArtSvg({ ...input, view: 3 })).toBe(second);
    }
  });

  it('is deterministic and varies with the product', () => {
    const input = { art: 'phone' as const, title: 'Samsung Galaxy A35 5G 8/256GB', brand: 'Samsung', view: 0 };
    expect(productArtSvg(input)).toBe(productArtSvg({ ...input }));
    expect(productArtSvg({ ...input, title: 'Samsung Galaxy A56 5G' })).not.toBe(productArtSvg(input));
    expect(productArtSvg({ ...input, accent: '#2563eb' })).not.toBe(productArtSvg(input));
    expect(productArtSvg({ ...input, accent: '#2563eb' })).toBe(productArtSvg({ ...input, accent: '#2563eb' }));
  });

  it('uses the accent colour for the product body', () => {
    const svg = productArtSvg({ art: 'mouse', title: 'Logitech G102', brand: 'Logitech', view: 0, accent: '#dc2626' });
    expect(svg).toContain('hsl(0,72%,51%)');
  });

  it('is self-contained: no images, scripts or external references', () => {
    for (const art of ART_KINDS) {
      const svg = productArtSvg({ art, title: TITLE, brand: 'ASUS', view: 1 });
      expect(svg).not.toMatch(/<image|<script|href=|url\((?!#)|@import|<foreignObject/i);
      expect(svg).toContain('font-family="DejaVu Sans, Arial, sans-serif"');
    }
  });

  it('falls back to the generic drawing for an unknown kind', async () => {
    const svg = productArtSvg({ art: 'hoverboard' as ArtKind, title: 'Mystery box', brand: 'Dokan', view: 0 });
    expect(svg).toBe(productArtSvg({ art: 'generic', title: 'Mystery box', brand: 'Dokan', view: 0 }));
    expect((await render(svg)).width).toBe(800);
  });
});

describe('wrapTitle', () => {
  it('wraps at word boundaries into lines of at most 28 characters', () => {
    const lines = wrapTitle('Lenovo IdeaPad Slim 3i Core i5 12th Gen 8GB RAM');
    expect(lines).toEqual(['Lenovo IdeaPad Slim 3i Core', 'i5 12th Gen 8GB RAM']);
  });

  it('keeps at most three lines and ends a cut title with an ellipsis', () => {
    const lines = wrapTitle('Lenovo IdeaPad Slim 3i Core i5 12th Gen 8GB RAM 512GB SSD 15.6" FHD Laptop with Backpack and Mouse');
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(28);
    expect(lines[2]?.endsWith('…')).toBe(true);
  });

  it('splits words longer than a line', () => {
    const lines = wrapTitle('A'.repeat(60));
    expect(lines).toEqual(['A'.repeat(28), 'A'.repeat(28), 'A'.repeat(4)]);
    expect(wrapTitle('')).toEqual([]);
  });
});
