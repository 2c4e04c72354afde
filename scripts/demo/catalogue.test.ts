import { describe, it, expect } from 'vitest';
import type { DemoProduct } from './types.ts';
import { buildDemoCatalogue } from './catalogue.ts';

const catalogue = buildDemoCatalogue();
const { categories, brands, products } = catalogue;
const leaves = categories.filter((c) => c.parent !== undefined);
const leafNames = new Set(leaves.map((c) => c.name));
const share = (predicate: (p: DemoProduct) => boolean): number => products.filter(predicate).length / products.length;
const isCallForPrice = (p: DemoProduct): boolean => p.retailPrice === 0;
const isOnSale = (p: DemoProduct): boolean => p.salePrice !== null;
const prices = (p: DemoProduct): number[] =>
  p.variants
    ? p.variants.flatMap((v) => [v.retailPrice, ...(v.salePrice === null ? [] : [v.salePrice])])
    : [p.retailPrice, ...(p.salePrice === null ? [] : [p.salePrice])];

describe('demo catalogue: categories', () => {
  it('has at least 30 categories on exactly two levels', () => {
    expect(categories.length).toBeGreaterThanOrEqual(30);
    const topLevel = categories.filter((c) => c.parent === undefined);
    expect(topLevel.length).toBeGreaterThanOrEqual(8);
    expect(topLevel.length).toBeLessThanOrEqual(10);
    const topNames = new Set(topLevel.map((c) => c.name));
    for (const leaf of leaves) expect(topNames.has(leaf.parent ?? ''), `${leaf.name} → ${leaf.parent}`).toBe(true);
    for (const top of topLevel)
      expect(
        leaves.some((c) => c.parent === top.name),
        `${top.name} has children`,
      ).toBe(true);
  });

  it('has unique names and lucide-style kebab-case icons', () => {
    expect(new Set(categories.map((c) => c.name)).size).toBe(categories.length);
    for (const c of categories) expect(c.icon).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('keeps the names the fallback menu links to', () => {
    const parentOf = new Map(categories.map((c) => [c.name, c.parent]));
    expect(parentOf.has('Laptops & Notebooks')).toBe(true);
    expect(parentOf.get('Laptops & Notebooks')).toBeUndefined();
    expect(parentOf.get('Brand PC')).toBe('Laptops & Notebooks');
    expect(parentOf.get('All in One')).toBe('Laptops & Notebooks');
    expect(parentOf.has('PC Components')).toBe(true);
    expect(parentOf.get('PC Components')).toBeUndefined();
    expect(parentOf.get('Motherboard')).toBe('PC Components');
    expect(parentOf.get('Processor')).toBe('PC Components');
    for (const name of ['Gaming Laptop', 'Ultrabook', 'MacBook']) expect(parentOf.get(name)).toBe('Laptops & Notebooks');
    for (const name of ['Graphics Card', 'RAM', 'SSD', 'Hard Disk', 'Power Supply', 'Casing', 'CPU Cooler']) {
      expect(parentOf.get(name)).toBe('PC Components');
    }
  });

  it('marks around eight categories as featured', () => {
    const featured = categories.filter((c) => c.featured).length;
    expect(featured).toBeGreaterThanOrEqual(6);
    expect(featured).toBeLessThanOrEqual(10);
  });
});

describe('demo catalogue: brands', () => {
  it('has at least 25 unique brands, about ten featured, each with products', () => {
    expect(brands.length).toBeGreaterThanOrEqual(25);
    expect(new Set(brands.map((b) => b.name)).size).toBe(brands.length);
    const featured = brands.filter((b) => b.featured).length;
    expect(featured).toBeGreaterThanOrEqual(8);
    expect(featured).toBeLessThanOrEqual(12);
    const used = new Set(products.map((p) => p.brand));
    for (const b of brands) expect(used.has(b.name), `${b.name} has products`).toBe(true);
  });
});

describe('demo catalogue: products', () => {
  it('has at least 420 products with unique names and SKUs', () => {
    expect(products.length).toBeGreaterThanOrEqual(420);
    expect(new Set(products.map((p) => p.name)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.sku)).size).toBe(products.length);
    for (const p of products) expect(p.sku).toMatch(/^[A-Z0-9]+(-[A-Z0-9]+)+$/);
  });

  it('puts every product in an existing leaf category and an existing brand', () => {
    const brandNames = new Set(brands.map((b) => b.name));
    for (const p of products) {
      expect(leafNames.has(p.category), `${p.name}: ${p.category}`).toBe(true);
      expect(brandNames.has(p.brand), `${p.name}: ${p.brand}`).toBe(true);
    }
  });

  it('has at least five products in every leaf category', () => {
    for (const leaf of leaves) {
      expect(products.filter((p) => p.category === leaf.name).length, leaf.name).toBeGreaterThanOrEqual(5);
    }
  });

  it('pairs brands with categories they actually make', () => {
    const forbidden: [string, string][] = [
      ['Canon', 'Motherboard'],
      ['Apple', 'Graphics Card'],
      ['Walton', 'Processor'],
      ['Logitech', 'Smartphone'],
    ];
    for (const [brand, category] of forbidden) {
      expect(
        products.some((p) => p.brand === brand && p.category === category),
        `${brand} in ${category}`,
      ).toBe(false);
    }
    for (const p of products.filter((x) => x.category === 'Processor')) expect(['Intel', 'AMD']).toContain(p.brand);
    for (const p of products.filter((x) => x.category === 'MacBook')) expect(p.brand).toBe('Apple');
  });

  it('uses an art kind that matches the category', () => {
    const expected: Record<string, string[]> = {
      'Gaming Laptop': ['laptop'],
      MacBook: ['laptop'],
      Processor: ['cpu'],
      Motherboard: ['motherboard'],
      'Graphics Card': ['gpu'],
      RAM: ['ram'],
      Smartphone: ['phone'],
      Router: ['router'],
      Printer: ['printer'],
      'Smart TV': ['tv'],
      Earbuds: ['earbuds'],
      'Charger & Cable': ['charger', 'cable'],
    };
    for (const p of products) {
      const kinds = expected[p.category];
      if (kinds) expect(kinds, p.name).toContain(p.art);
    }
  });
});

describe('demo catalogue: prices', () => {
  it('uses whole-taka prices with shop-style endings', () => {
    for (const p of products) {
      for (const price of prices(p)) {
        expect(Number.isInteger(price), p.name).toBe(true);
        expect(price % 10, `${p.name}: ${price}`).toBe(0);
      }
      if (p.salePrice === null) continue;
      const tidy = p.salePrice % 50 === 0 || p.salePrice % 100 === 90 || p.retailPrice < 1_000;
      expect(tidy, `${p.name}: ${p.salePrice}`).toBe(true);
    }
  });

  it('has realistic Bangladeshi price ranges', () => {
    const inRange = (category: string, min: number, max: number, filter: (p: DemoProduct) => boolean = () => true): void => {
      const list = products.filter((p) => p.category === category && !isCallForPrice(p) && filter(p));
      expect(list.length, category).toBeGreaterThan(0);
      for (const p of list)
        for (const v of p.variants ?? [p]) {
          expect(v.retailPrice, `${p.name}`).toBeGreaterThanOrEqual(min);
          expect(v.retailPrice, `${p.name}`).toBeLessThanOrEqual(max);
        }
    };
    inRange('Everyday Laptop', 30_000, 110_000);
    inRange('Gaming Laptop', 95_000, 350_000);
    inRange('Smartphone', 12_000, 180_000);
    inRange('Mouse', 350, 6_000);
    inRange('Router', 1_500, 12_000);
    inRange('Feature Phone', 1_000, 7_000);
    inRange('Pen Drive', 400, 4_000);
    inRange('Graphics Card', 10_000, 400_000);
    inRange('Office Monitor', 9_000, 25_000, (p) => p.size === '23.8"' || p.size === '24"');
    const i5 = products.find((p) => p.name.startsWith('Intel Core i5-14400 '));
    expect(i5?.retailPrice).toBeGreaterThanOrEqual(18_000);
    expect(i5?.retailPrice).toBeLessThanOrEqual(26_000);
  });

  it('puts at least 15% of products on sale, 3–25% below retail', () => {
    expect(share(isOnSale)).toBeGreaterThanOrEqual(0.15);
    for (const p of products.filter(isOnSale)) {
      const sale = p.salePrice ?? 0;
      expect(sale, p.name).toBeLessThan(p.retailPrice);
      expect(sale, p.name).toBeLessThanOrEqual(p.retailPrice * 0.97);
      expect(sale, p.name).toBeGreaterThanOrEqual(p.retailPrice * 0.75);
    }
    for (const p of products)
      for (const v of p.variants ?? []) {
        if (v.salePrice === null) continue;
        expect(v.salePrice).toBeLessThanOrEqual(v.retailPrice * 0.97);
        expect(v.salePrice).toBeGreaterThanOrEqual(v.retailPrice * 0.75);
      }
  });

  it('has some call-for-price products (retail 0, no sale, no variants)', () => {
    const cfp = products.filter(isCallForPrice);
    expect(cfp.length).toBeGreaterThanOrEqual(5);
    expect(cfp.length / products.length).toBeLessThanOrEqual(0.04);
    for (const p of cfp) {
      expect(p.salePrice).toBeNull();
      expect(p.variants).toBeUndefined();
    }
    for (const p of products.filter((x) => !isCallForPrice(x))) expect(p.retailPrice, p.name).toBeGreaterThan(0);
  });
});

describe('demo catalogue: variants and stock', () => {
  const hybrids = products.filter((p) => p.variants !== undefined);

  it('makes at least 10% of products hybrid with 2–4 variants differing in price and stock', () => {
    expect(hybrids.length / products.length).toBeGreaterThanOrEqual(0.1);
    for (const p of hybrids) {
      const variants = p.variants ?? [];
      expect(variants.length, p.name).toBeGreaterThanOrEqual(2);
      expect(variants.length, p.name).toBeLessThanOrEqual(4);
      expect(new Set(variants.map((v) => v.retailPrice)).size, `${p.name} prices`).toBeGreaterThan(1);
      if (p.stock > 0) expect(new Set(variants.map((v) => v.stock)).size, `${p.name} stocks`).toBeGreaterThan(1);
      const labels = variants.map((v) => v.attributes.map((a) => `${a.name}=${a.value}`).join(','));
      expect(new Set(labels).size, `${p.name} attributes`).toBe(variants.length);
      for (const v of variants) for (const a of v.attributes) expect(['RAM', 'Storage', 'Colour']).toContain(a.name);
    }
    expect(hybrids.filter((p) => p.variants?.some((v) => v.stock === 0) && p.stock > 0).length).toBeGreaterThan(0);
    expect(hybrids.some((p) => p.variants?.some((v) => v.attributes.some((a) => a.name === 'Colour')))).toBe(true);
    expect(hybrids.some((p) => p.variants?.some((v) => v.attributes.some((a) => a.name === 'RAM')))).toBe(true);
  });

  it('derives product price and stock from the variants', () => {
    for (const p of hybrids) {
      const variants = p.variants ?? [];
      const cheapest = variants.reduce((a, b) => (b.retailPrice < a.retailPrice ? b : a));
      expect(p.retailPrice, p.name).toBe(cheapest.retailPrice);
      expect(p.salePrice, p.name).toBe(cheapest.salePrice);
      expect(p.stock, p.name).toBe(variants.reduce((sum, v) => sum + v.stock, 0));
    }
  });

  it('has some products out of stock', () => {
    const out = share((p) => p.stock === 0);
    expect(out).toBeGreaterThanOrEqual(0.04);
    expect(out).toBeLessThanOrEqual(0.1);
    for (const p of products) expect(p.stock).toBeGreaterThanOrEqual(0);
  });
});

describe('demo catalogue: content', () => {
  it('gives every product Warranty spec rows', () => {
    for (const p of products) {
      const warranty = p.specs.filter((s) => s.group === 'Warranty');
      expect(warranty.length, p.name).toBeGreaterThan(0);
      for (const row of warranty) expect(row.value.length, p.name).toBeGreaterThan(0);
    }
  });

  it('gives laptops the full specification groups', () => {
    const groups = ['Processor', 'Display', 'Memory', 'Storage', 'Graphics', 'Keyboard & Touchpad', 'Ports', 'Battery', 'Physical', 'Warranty'];
    for (const p of products.filter((x) => x.art === 'laptop')) {
      const have = new Set(p.specs.map((s) => s.group));
      for (const g of groups) expect(have.has(g), `${p.name}: ${g}`).toBe(true);
      expect(p.specs.some((s) => s.group === 'Processor' && s.name === 'Model')).toBe(true);
      expect(p.specs.some((s) => s.group === 'Display' && s.name === 'Refresh Rate')).toBe(true);
    }
  });

  it('gives monitors and phones their key rows', () => {
    for (const p of products.filter((x) => x.category.endsWith('Monitor'))) {
      for (const name of ['Display Size', 'Resolution', 'Panel', 'Refresh Rate', 'Response Time']) {
        expect(
          p.specs.some((s) => s.name === name),
          `${p.name}: ${name}`,
        ).toBe(true);
      }
    }
    for (const p of products.filter((x) => x.category === 'Smartphone')) {
      for (const name of ['Chipset', 'Storage', 'Display', 'Rear Camera', 'Battery']) {
        expect(
          p.specs.some((s) => s.name === name),
          `${p.name}: ${name}`,
        ).toBe(true);
      }
    }
  });

  it('has specific one-sentence short descriptions and multi-paragraph descriptions', () => {
    for (const p of products) {
      expect(p.shortDescription.length, p.name).toBeGreaterThan(20);
      expect(p.shortDescription.trim().endsWith('.'), p.name).toBe(true);
      expect(p.shortDescription).not.toContain('\n');
      const paragraphs = p.description.split('\n\n');
      expect(paragraphs.length, p.name).toBeGreaterThanOrEqual(2);
      expect(paragraphs.length, p.name).toBeLessThanOrEqual(3);
      for (const para of paragraphs) expect(para.trim().length, p.name).toBeGreaterThan(20);
      expect(p.description).not.toMatch(/undefined|NaN|\[object/);
      expect(p.shortDescription).not.toMatch(/undefined|NaN|\[object/);
    }
    expect(new Set(products.map((p) => p.description)).size).toBe(products.length);
  });

  it('fills colour, memory and size filters where meaningful', () => {
    const laptops = products.filter((p) => p.art === 'laptop');
    for (const p of laptops) {
      expect(p.memory, p.name).toMatch(/^\d+GB$/);
      expect(p.size, p.name).toMatch(/^\d+(\.\d)?"$/);
      expect(p.color, p.name).toBeTruthy();
    }
    expect(products.filter((p) => p.color !== undefined).length).toBeGreaterThan(products.length / 2);
  });

  it('has plausible ratings, reviews, sales and listing dates', () => {
    for (const p of products) {
      if (p.reviewCount === 0) expect(p.averageRating).toBe(0);
      else {
        expect(p.averageRating).toBeGreaterThanOrEqual(3.5);
        expect(p.averageRating).toBeLessThanOrEqual(5);
        expect(Math.round(p.averageRating * 10)).toBeCloseTo(p.averageRating * 10, 6);
      }
      expect(p.reviewCount).toBeGreaterThanOrEqual(0);
      expect(p.reviewCount).toBeLessThanOrEqual(400);
      expect(p.salesCount).toBeGreaterThanOrEqual(0);
      expect(p.salesCount).toBeLessThanOrEqual(2000);
      expect(p.listedDaysAgo).toBeGreaterThanOrEqual(0);
      expect(p.listedDaysAgo).toBeLessThanOrEqual(365);
    }
    expect(products.some((p) => p.reviewCount === 0)).toBe(true);
    const fresh = products.filter((p) => p.listedDaysAgo <= 14).length;
    expect(fresh).toBeGreaterThanOrEqual(15);
    expect(fresh).toBeLessThanOrEqual(60);
  });
});

describe('demo catalogue: determinism', () => {
  it('returns identical data on every call', () => {
    expect(buildDemoCatalogue()).toEqual(catalogue);
    expect(JSON.stringify(buildDemoCatalogue())).toBe(JSON.stringify(catalogue));
  });
});
