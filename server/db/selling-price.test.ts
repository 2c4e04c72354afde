import { asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { effectivePrices } from '#domain/pricing.ts';
import { products } from '#server/db/schema.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '#server/test/databases.ts';

const INT_MAX = 2_147_483_647;

/** Retail and sale prices the columns accept (the table refuses negative prices). */
const edgeCases: [retail: number, sale: number | null][] = [
  [1000, null],
  [1000, 800],
  [1000, 999],
  [1000, 1],
  [1000, 1000],
  [1000, 1500],
  [1000, 0],
  [0, null],
  [0, 0],
  [0, 500],
  [1, null],
  [1, 1],
  [2, 1],
  [INT_MAX, null],
  [INT_MAX, INT_MAX - 1],
  [INT_MAX - 1, INT_MAX],
];

/** Every pair of small prices, so each ordering of zero, retail and sale is met. */
const smallPairs: [number, number | null][] = [0, 1, 2, 3, 4].flatMap((retail) =>
  [null, 0, 1, 2, 3, 4, 5].map((sale): [number, number | null] => [retail, sale]),
);

describe.each(databaseKinds)('products.price on %s', (kind) => {
  let database: TestDatabase;
  const db = () => database.handle.db;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.drop());

  async function pricesOf(prefix: string) {
    return db()
      .select({ retail: products.retailPrice, sale: products.salePrice, price: products.price })
      .from(products)
      .where(like(products.sku, `${prefix}%`))
      .orderBy(asc(products.id));
  }

  it("is domain/pricing's effectivePrices for every pair of prices written", async () => {
    const cases = [...edgeCases, ...smallPairs];
    await db()
      .insert(products)
      .values(
        cases.map(([retailPrice, salePrice], index) => ({
          name: `Price case ${index}`,
          slug: `price-case-${index}`,
          sku: `PRICE-CASE-${index}`,
          retailPrice,
          salePrice,
        })),
      );
    const rows = await pricesOf('PRICE-CASE-');
    expect(rows).toHaveLength(cases.length);
    for (const row of rows) expect(row).toEqual({ ...row, price: effectivePrices(row.retail, row.sale).price });
  });

  it('follows an update of either price alone', async () => {
    const [row] = await db()
      .insert(products)
      .values({ name: 'Repriced', slug: 'repriced', sku: 'PRICE-UPDATE-1', retailPrice: 1000, salePrice: null })
      .returning({ id: products.id });
    const steps: Partial<{ retailPrice: number; salePrice: number | null }>[] = [
      { salePrice: 800 },
      { retailPrice: 700 },
      { salePrice: 650 },
      { retailPrice: 0 },
      { retailPrice: 900 },
      { salePrice: null },
    ];
    for (const step of steps) {
      await db().update(products).set(step).where(eq(products.id, row!.id));
      const [now] = await pricesOf('PRICE-UPDATE-1');
      expect(now!.price).toBe(effectivePrices(now!.retail, now!.sale).price);
    }
    const [last] = await pricesOf('PRICE-UPDATE-1');
    expect(last).toEqual({ retail: 900, sale: null, price: 900 });
  });
});
