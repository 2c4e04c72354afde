import { and, asc, count, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { effectivePrices } from '#domain/pricing.ts';
import { productIdFromSlug, productSlug } from '#domain/slug.ts';
import * as t from '#server/db/schema.ts';
import { type TestDatabase, databaseKinds, openTestDatabase } from '#server/test/databases.ts';
import { seedLargeCatalogue } from './seed-large.ts';

const synthetic = like(t.products.sku, 'SYN-%');

describe.each(databaseKinds)('seed:large on %s', (kind) => {
  let database: TestDatabase;
  let inserted: number;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    // A small batch size so the test also crosses batch boundaries.
    inserted = await seedLargeCatalogue(database.handle.db, { products: 300, batchSize: 120 });
  }, 120_000);
  afterAll(async () => {
    await database?.drop();
  });

  const db = () => database.handle.db;

  async function syntheticProducts() {
    return db()
      .select({
        id: t.products.id,
        name: t.products.name,
        slug: t.products.slug,
        sku: t.products.sku,
        categoryId: t.products.categoryId,
        brandId: t.products.brandId,
        retailPrice: t.products.retailPrice,
        salePrice: t.products.salePrice,
        price: t.products.price,
        stockQuantity: t.products.stockQuantity,
        shortDescription: t.products.shortDescription,
        description: t.products.description,
      })
      .from(t.products)
      .where(synthetic)
      .orderBy(asc(t.products.id));
  }

  it('adds the requested number of SYN- products with unique SKUs', async () => {
    expect(inserted).toBe(300);
    const products = await syntheticProducts();
    expect(products).toHaveLength(300);
    expect(new Set(products.map((p) => p.sku)).size).toBe(300);
    expect(products.map((p) => p.sku)).toContain('SYN-000001');
    expect(products.map((p) => p.sku)).toContain('SYN-000300');
    for (const product of products) {
      expect(product.name.length).toBeGreaterThan(10);
      expect(product.categoryId).not.toBeNull();
      expect(product.brandId).not.toBeNull();
      expect(product.shortDescription).toBeTruthy();
      // Two sentences.
      expect(product.description?.match(/[.!?](\s|$)/g)?.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('gives every product a unique slug that ends in its own id', async () => {
    const products = await syntheticProducts();
    const slugs = new Set<string>();
    for (const product of products) {
      expect(productIdFromSlug(product.slug)).toBe(product.id);
      expect(product.slug).toBe(productSlug(product.name, product.id));
      slugs.add(product.slug);
    }
    expect(slugs.size).toBe(products.length);
    const [clash] = await db()
      .select({ n: count() })
      .from(t.products)
      .where(and(inArray(t.products.slug, [...slugs]), sql`${t.products.sku} NOT LIKE 'SYN-%'`));
    expect(clash?.n).toBe(0);
  });

  it('writes prices with the pricing rule', async () => {
    const products = await syntheticProducts();
    let onSale = 0;
    for (const product of products) {
      expect(Number.isInteger(product.retailPrice)).toBe(true);
      const prices = effectivePrices(product.retailPrice, product.salePrice);
      expect(product.price).toBe(prices.price);
      expect(product.salePrice).toBe(prices.salePrice);
      if (product.salePrice !== null) {
        onSale++;
        expect(product.price).toBe(product.salePrice);
        expect(product.salePrice).toBeLessThan(product.retailPrice);
        // 3–25% below retail.
        expect(product.salePrice).toBeGreaterThanOrEqual(product.retailPrice * 0.75);
        expect(product.salePrice).toBeLessThanOrEqual(product.retailPrice * 0.97);
      }
    }
    // Roughly 20% on sale; a wide band so the check does not depend on the exact PRNG draw.
    expect(onSale).toBeGreaterThan(30);
    expect(onSale).toBeLessThan(100);
  });

  it('gives each product two images copied from demo products and 3–5 specification rows', async () => {
    const ids = (await syntheticProducts()).map((p) => p.id);
    const media = await db()
      .select({ productId: t.media.productId, position: t.media.position, isPrimary: t.media.isPrimary, cardPath: t.media.cardPath })
      .from(t.media)
      .where(inArray(t.media.productId, ids));
    const mediaPerProduct = new Map<number, typeof media>();
    for (const row of media) mediaPerProduct.set(row.productId!, [...(mediaPerProduct.get(row.productId!) ?? []), row]);
    const demoPaths = new Set(
      (
        await db()
          .select({ cardPath: t.media.cardPath })
          .from(t.media)
          .innerJoin(t.products, eq(t.products.id, t.media.productId))
          .where(sql`${t.products.sku} NOT LIKE 'SYN-%'`)
      ).map((row) => row.cardPath),
    );
    for (const id of ids) {
      const rows = mediaPerProduct.get(id) ?? [];
      expect(rows).toHaveLength(2);
      expect(rows.map((row) => row.position).sort()).toEqual([0, 1]);
      expect(rows.filter((row) => row.isPrimary)).toHaveLength(1);
      for (const row of rows) expect(demoPaths.has(row.cardPath)).toBe(true);
    }

    const specs = await db()
      .select({ productId: t.productSpecifications.productId, n: count() })
      .from(t.productSpecifications)
      .where(inArray(t.productSpecifications.productId, ids))
      .groupBy(t.productSpecifications.productId);
    expect(specs).toHaveLength(ids.length);
    for (const row of specs) {
      expect(row.n).toBeGreaterThanOrEqual(3);
      expect(row.n).toBeLessThanOrEqual(5);
    }
  });

  it('tops up instead of duplicating when run again', async () => {
    expect(await seedLargeCatalogue(db(), { products: 300 })).toBe(0);
    expect(await seedLargeCatalogue(db(), { products: 350 })).toBe(50);
    const products = await syntheticProducts();
    expect(products).toHaveLength(350);
    expect(new Set(products.map((p) => p.sku)).size).toBe(350);
    expect(products.map((p) => p.sku)).toContain('SYN-000350');
    for (const product of products) expect(productIdFromSlug(product.slug)).toBe(product.id);
  });
});
