import { count, sql } from 'drizzle-orm';
import type { EmiTenure } from '#domain/emi.ts';
import type { Database } from '#server/db/client.ts';
import * as t from '#server/db/schema.ts';

/** Charges as banks here publish them: low for short tenures, rising with the months. */
const DEMO_EMI_BANKS: { name: string; minimumAmount: number; charges: [EmiTenure, number][] }[] = [
  {
    name: 'BRAC Bank',
    minimumAmount: 5000,
    charges: [
      [3, 3],
      [6, 4.5],
      [9, 6.5],
      [12, 8.5],
      [18, 11.5],
      [24, 14],
      [36, 19],
    ],
  },
  {
    name: 'City Bank',
    minimumAmount: 5000,
    charges: [
      [3, 3.5],
      [6, 5],
      [9, 7],
      [12, 9],
      [18, 12],
      [24, 15],
    ],
  },
  {
    name: 'Eastern Bank (EBL)',
    minimumAmount: 5000,
    charges: [
      [3, 3],
      [6, 5],
      [9, 7],
      [12, 9],
      [18, 12.5],
      [24, 15.5],
      [36, 20],
    ],
  },
  {
    name: 'Dutch-Bangla Bank',
    minimumAmount: 10000,
    charges: [
      [3, 2.75],
      [6, 4.75],
      [12, 8.75],
    ],
  },
];

/** The demo's regular (EMI) price over the cash price, rounded up to whole tens of taka as shops here price. */
const DEMO_REGULAR_MARKUP_PERCENT = 5;

/**
 * Gives the demo shop its EMI banks and regular prices, once: a database that already has banks (the
 * owner's, or the demo's) is left alone, and so is a shop with its own catalogue (no demo SKUs).
 * Answers how many banks were written.
 */
export async function seedDemoEmiPlans(db: Database, demoSkus: readonly string[]): Promise<number> {
  return db.transaction(async (tx) => {
    const [banks] = await tx.select({ n: count() }).from(t.emiBanks);
    if ((banks?.n ?? 0) > 0) return 0;
    const [demo] = await tx
      .select({ n: count() })
      .from(t.products)
      .where(sql`${t.products.sku} = any(${sql.param([...demoSkus])}::text[])`);
    if ((demo?.n ?? 0) === 0) return 0;
    for (const bank of DEMO_EMI_BANKS) {
      const [row] = await tx.insert(t.emiBanks).values({ name: bank.name, minimumAmount: bank.minimumAmount }).returning({ id: t.emiBanks.id });
      await tx.insert(t.emiTenures).values(bank.charges.map(([months, chargePercent]) => ({ bankId: row!.id, months, chargePercent })));
    }
    const markup = sql`ceil(price * ${100 + DEMO_REGULAR_MARKUP_PERCENT} / 1000.0)::integer * 10`;
    await tx.execute(sql`update products set regular_price = ${markup} where regular_price is null and price >= 5000`);
    await tx.execute(sql`update product_variants set regular_price = ceil(
        (case when sale_price > 0 and sale_price < retail_price then sale_price else retail_price end) * ${100 + DEMO_REGULAR_MARKUP_PERCENT} / 1000.0
      )::integer * 10
      where regular_price is null and retail_price >= 5000`);
    return DEMO_EMI_BANKS.length;
  });
}
