import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, orderItems } from '#server/db/schema.ts';
import { simpleProductWithStock, stockOf } from '#server/test/catalogue.ts';
import { deliveryDetails } from '#server/test/checkout.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { provenPhone } from '#server/test/phone-pass.ts';

// Only PostgreSQL has real concurrent transactions; the embedded database runs one at a time, so
// this race can only be lost there. Without TEST_DATABASE_URL it cannot run: say so in the output
// (a warning and a skipped test whose name gives the reason), never by vanishing from the report.
// CI sets TEST_DATABASE_URL (`.ci/run`), and the test setup then fails outright if it cannot connect.
const postgresMissing = !databaseKinds.includes('postgres');
const notRunReason = 'NOT RUN: the 300-buyer race tests need PostgreSQL; set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres) to run them';
if (postgresMissing) {
  console.warn(`\n${'!'.repeat(20)}\n${notRunReason}\n${'!'.repeat(20)}\n`);
  it.skip(notRunReason, () => {});
}

describe.skipIf(postgresMissing)('the last units on PostgreSQL', () => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  let proven: Record<string, string> = {};
  beforeAll(async () => {
    shop = await openTestApp('postgres');
    proven = await provenPhone(shop);
  });
  afterAll(() => shop?.close());

  const buy = (productId: number, headers: Record<string, string> = {}) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { ...deliveryDetails, items: [{ product_id: productId, quantity: 1 }] },
      headers: { ...proven, ...headers },
    });

  it('sells 5 units to exactly 5 of 300 concurrent buyers', async () => {
    const product = await simpleProductWithStock(shop.db, 5);
    const responses = await Promise.all(Array.from({ length: 300 }, () => buy(product.id)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 422)).toHaveLength(295);
    expect(await stockOf(shop.db, product.id)).toEqual({ quantity: 5, reserved: 5 });
    const sold = await shop.db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.productId, product.id));
    expect(sold).toHaveLength(5);
  });

  it('makes one order of 300 concurrent retries with one Idempotency-Key', async () => {
    const product = await simpleProductWithStock(shop.db, 50, 1);
    const headers = { 'idempotency-key': 'one-checkout-many-retries' };
    const responses = await Promise.all(Array.from({ length: 300 }, () => buy(product.id, headers)));
    const numbers = new Set(responses.map((response) => response.json().data?.order_number));
    expect(numbers.size).toBe(1);
    expect(responses.every((response) => response.statusCode === 200 || response.statusCode === 201)).toBe(true);
    expect(await shop.db.$count(orders, eq(orders.idempotencyKey, headers['idempotency-key']))).toBe(1);
    expect(await stockOf(shop.db, product.id)).toEqual({ quantity: 50, reserved: 1 });
  });
});
