import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#server/db/schema.ts';
import { simpleProductWithStock } from '#server/test/catalogue.ts';
import { deliveryDetails } from '#server/test/checkout.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { provenPhone } from '#server/test/phone-pass.ts';
import type { CheckoutActionResult } from './checkout-form.ts';
import { placeOrderFromForm } from './place-order-action.server.ts';

// The checkout page's form is charged by the same rule as POST /api/orders: district and listed area.
describe.each(databaseKinds)('the checkout form on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  let passCookie = '';
  beforeAll(async () => {
    shop = await openTestApp(kind);
    passCookie = `dokan_phone=${(await provenPhone(shop))['phone-token']}`;
  });
  afterAll(() => shop?.close());

  async function submit(productId: number, where: { district: string; area: string; division?: string }) {
    const form = new URLSearchParams({
      ...deliveryDetails,
      division: 'Dhaka',
      ...where,
      items: JSON.stringify([{ product_id: productId, quantity: 1 }]),
      checkout_key: `checkout-${crypto.randomUUID()}`,
    });
    const request = new Request('http://localhost/checkout', { method: 'POST', body: form, headers: { cookie: passCookie } });
    const answer = await placeOrderFromForm(
      shop.services,
      { request, url: new URL(request.url) },
      { customerId: null, accountEmail: null, clientAddress: '127.0.0.1' },
    );
    return { status: answer.init?.status ?? 200, result: answer.data as CheckoutActionResult };
  }

  async function chargedFor(result: CheckoutActionResult) {
    if (!result.ok) throw new Error(`not placed: ${JSON.stringify(result)}`);
    const [row] = await shop.db
      .select({ zone: orders.deliveryZone, charge: orders.deliveryCharge })
      .from(orders)
      .where(eq(orders.orderNumber, result.placed.orderNumber));
    return row;
  }

  it('charges a Dhaka city area the city rate and a typed suburb name in another district the rest-of-country rate', async () => {
    const product = await simpleProductWithStock(shop.db, 10, 1);
    expect(await chargedFor((await submit(product.id, { district: 'Dhaka', area: 'Mohakhali' })).result)).toEqual({ zone: 'inside_dhaka_city', charge: 70 });
    expect(await chargedFor((await submit(product.id, { division: 'Dhaka', district: 'Gazipur', area: 'Tongi' })).result)).toEqual({
      zone: 'dhaka_suburbs',
      charge: 110,
    });
    expect(await chargedFor((await submit(product.id, { division: 'Chattogram', district: 'Bandarban', area: 'Ashulia' })).result)).toEqual({
      zone: 'rest_of_bangladesh',
      charge: 130,
    });
  });

  it('asks for an area from the list when Dhaka has none or an unknown one', async () => {
    const product = await simpleProductWithStock(shop.db, 10, 1);
    for (const area of ['', 'Near the big mosque']) {
      const { status, result } = await submit(product.id, { district: 'Dhaka', area });
      expect(status).toBe(422);
      expect(result).toMatchObject({ ok: false, fieldErrors: { area: 'Choose your area from the list.' } });
    }
  });
});
