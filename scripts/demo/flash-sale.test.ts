import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flashSales } from '#server/db/schema.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '#server/test/databases.ts';
import { buildDemoCatalogue } from './catalogue.ts';
import { DEMO_FLASH_SALE_DAYS, seedDemoFlashSale } from './flash-sale.ts';

const DAY_MS = 86_400_000;

describe.each(databaseKinds)('the demo flash sale on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.drop());

  it('is written once into a demo database that never had one, and a later start leaves it alone', async () => {
    const db = database.handle.db;
    const catalogue = buildDemoCatalogue();
    // The seeded demo shop already has its sale: a restart does not add or move one.
    const before = await db.select().from(flashSales);
    expect(before).toHaveLength(1);
    expect(await seedDemoFlashSale(db, catalogue)).toBe(0);
    expect(await db.select().from(flashSales)).toEqual(before);

    // A demo database from before flash sales: its first start now writes one, running from now.
    await db.delete(flashSales);
    const now = new Date();
    expect(await seedDemoFlashSale(db, catalogue, now)).toBe(8);
    const [sale] = await db.select().from(flashSales);
    expect(sale!.startsAt.getTime()).toBe(now.getTime());
    expect(sale!.endsAt.getTime() - sale!.startsAt.getTime()).toBe(DEMO_FLASH_SALE_DAYS * DAY_MS);
    expect(await seedDemoFlashSale(db, catalogue)).toBe(0);
  });

  it('is not written into a shop whose products are not the demo ones', async () => {
    const db = database.handle.db;
    await db.delete(flashSales);
    const demo = buildDemoCatalogue();
    const elsewhere = { ...demo, products: demo.products.map((product) => ({ ...product, sku: `OWN-${product.sku}` })) };
    expect(await seedDemoFlashSale(db, elsewhere)).toBe(0);
    expect(await db.select().from(flashSales)).toHaveLength(0);
  });
});
