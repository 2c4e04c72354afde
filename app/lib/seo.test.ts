import { describe, expect, it } from 'vitest';
import { jsonLdScriptText, productJsonLd, websiteJsonLd } from './json-ld.ts';
import { pageMeta, shortDescription } from './seo.ts';

const matches = [{ id: 'root', loaderData: { origin: 'https://shop.example', settings: { shop_name: 'Dokan' } } }];
const content = (tags: ReturnType<typeof pageMeta>, key: string) =>
  (tags as Record<string, unknown>[]).find((tag) => tag.property === key || tag.name === key)?.content;

describe('pageMeta', () => {
  it('gives absolute canonical and image URLs, the site name and a Twitter card', () => {
    const tags = pageMeta({ title: 'Phones | Dokan', description: 'All phones', path: '/shop/category/phones', image: '/media/p.webp' }, matches);
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://shop.example/shop/category/phones' });
    expect(content(tags, 'og:image')).toBe('https://shop.example/media/p.webp');
    expect(content(tags, 'og:site_name')).toBe('Dokan');
    expect(content(tags, 'og:type')).toBe('website');
    expect(content(tags, 'twitter:card')).toBe('summary_large_image');
  });

  it('falls back to the logo for sharing', () => {
    const tags = pageMeta({ title: 'About', description: 'About us', path: '/about-us' }, matches);
    expect(content(tags, 'og:image')).toBe('https://shop.example/logo.png');
    expect(content(tags, 'twitter:card')).toBe('summary');
  });

  it('marks product pages as products with their taka price', () => {
    const product = productJsonLd('https://shop.example', {
      name: 'A',
      path: '/product/a-1',
      sku: 'A1',
      description: null,
      images: [],
      brand: null,
      price: 1500,
      inStock: true,
    });
    const tags = pageMeta({ title: 'A', description: 'A', path: '/product/a-1', jsonLd: [product] }, matches);
    expect(content(tags, 'og:type')).toBe('product');
    expect(content(tags, 'product:price:amount')).toBe('1500.00');
    expect(content(tags, 'product:price:currency')).toBe('BDT');
    expect(tags).toContainEqual({ 'script:ld+json': product });
  });

  it('gives a product sold in variants one AggregateOffer over its variants, priced from the cheapest', () => {
    const variants = [
      { price: 52000, inStock: false },
      { price: 48000, inStock: true },
      { price: 61000, inStock: true },
    ];
    const product = productJsonLd('https://shop.example', {
      name: 'L',
      path: '/product/l-2',
      sku: 'L2',
      description: null,
      images: [],
      brand: null,
      price: 48000,
      inStock: true,
      variants,
    });
    expect(product.offers).toEqual({
      '@type': 'AggregateOffer',
      url: 'https://shop.example/product/l-2',
      priceCurrency: 'BDT',
      itemCondition: 'https://schema.org/NewCondition',
      lowPrice: '48000.00',
      highPrice: '61000.00',
      offerCount: 3,
      availability: 'https://schema.org/InStock',
    });
    const tags = pageMeta({ title: 'L', description: 'L', path: '/product/l-2', jsonLd: [product] }, matches);
    expect(content(tags, 'product:price:amount')).toBe('48000.00');
  });

  it('says a variant product is out of stock only when every variant is', () => {
    const variants = [
      { price: 100, inStock: false },
      { price: 200, inStock: false },
    ];
    const product = productJsonLd('https://shop.example', {
      name: 'V',
      path: '/product/v-3',
      sku: 'V3',
      description: null,
      images: [],
      brand: null,
      price: 100,
      inStock: false,
      variants,
    });
    expect(product.offers).toMatchObject({ '@type': 'AggregateOffer', availability: 'https://schema.org/OutOfStock' });
  });

  it('leaves site-wide data to the layout', () => {
    const tags = pageMeta({ title: 'Home', description: 'Home', path: '/', jsonLd: [websiteJsonLd('https://shop.example', 'Dokan')] }, matches);
    expect(tags.some((tag) => 'script:ld+json' in tag)).toBe(false);
  });
});

describe('helpers', () => {
  it('cuts long descriptions at a word', () => {
    const text = shortDescription(`${'word '.repeat(50)}end`);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).toMatch(/word…$/);
    expect(shortDescription('  two\n lines ')).toBe('two lines');
  });
  it('keeps JSON-LD from closing its script element', () => {
    const text = jsonLdScriptText({ name: '</script><b>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><b>' });
  });
});
