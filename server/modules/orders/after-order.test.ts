import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '#server/modules/auth/rate-limits.ts';
import { registerCustomer } from '#server/test/accounts.ts';
import { simpleProductWithStock } from '#server/test/catalogue.ts';
import { deliveryDetails } from '#server/test/checkout.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { provenPhone } from '#server/test/phone-pass.ts';

describe.each(databaseKinds)('tracking and refunds on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  let proven: Record<string, string> = {};
  beforeAll(async () => {
    shop = await openTestApp(kind);
    proven = await provenPhone(shop);
  });
  afterAll(() => shop?.close());

  async function order(headers: Record<string, string> = {}, skip = 0) {
    const product = await simpleProductWithStock(shop.db, 10, skip);
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { ...deliveryDetails, items: [{ product_id: product.id, quantity: 3 }] },
      headers: { ...proven, ...headers },
    });
    return response.json().data as { id: number; order_number: string; items: { id: number; unit_price: number }[] };
  }

  it('tracks an order by number and mobile number without showing who or where', async () => {
    const placed = await order();
    const track = (number: string, phone: string) =>
      shop.app.inject({ method: 'GET', url: `/api/track-order?order_number=${encodeURIComponent(number)}&phone=${encodeURIComponent(phone)}` });
    const found = await track(placed.order_number.toLowerCase(), `+88${deliveryDetails.phone}`);
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toMatchObject({ order_number: placed.order_number, status: 'pending', events: [{ status: 'pending' }] });
    expect(JSON.stringify(found.json())).not.toMatch(/Rahima|House 12|rahima@/);
    const wrongPhone = await track(placed.order_number, '01999999999');
    const wrongNumber = await track('DK000000-AAAAAA', deliveryDetails.phone);
    expect(wrongPhone.statusCode).toBe(404);
    expect(wrongNumber.json()).toEqual(wrongPhone.json());
    expect((await track(placed.order_number, 'abc')).statusCode).toBe(422);
  });

  it('takes a refund request for a delivered order, up to the quantity bought', async () => {
    const customer = await registerCustomer(shop.app);
    const placed = await order(customer.auth, 1);
    const ask = (items: object[], headers = customer.auth) =>
      shop.app.inject({
        method: 'POST',
        url: '/api/dashboard/refund-requests',
        headers,
        payload: { order_id: placed.id, reason: 'The screen arrived cracked.', items },
      });
    const itemId = placed.items[0]!.id;

    const tooEarly = await ask([{ order_item_id: itemId, quantity: 1 }]);
    expect(tooEarly.statusCode).toBe(422);
    expect(tooEarly.json().errors.order_id).toBeDefined();

    for (let step = 0; step < 4; step++) await shop.services.orders.advance(placed.id);
    const first = await ask([{ order_item_id: itemId, quantity: 2 }]);
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ status: 'pending', amount: placed.items[0]!.unit_price * 2, order_number: placed.order_number });
    const tooMany = await ask([{ order_item_id: itemId, quantity: 2 }]);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors['items.0'][0]).toMatch(/At most 1/);

    const stranger = await registerCustomer(shop.app);
    expect((await ask([{ order_item_id: itemId, quantity: 1 }], stranger.auth)).statusCode).toBe(404);
    expect(
      (
        await shop.app.inject({
          method: 'POST',
          url: '/api/dashboard/refund-requests',
          payload: { order_id: placed.id, reason: 'No session with this request.', items: [{ order_item_id: itemId, quantity: 1 }] },
        })
      ).statusCode,
    ).toBe(401);

    const decided = await shop.services.orders.decideRefund(first.json().data.id, 'rejected', 'Physical damage is not covered.');
    expect(decided.status).toBe('rejected');
    await expect(shop.services.orders.decideRefund(first.json().data.id, 'approved')).rejects.toThrow(/already rejected/);
  });

  // Last: it spends this address's tracking attempts. The 429 is in the API document, so a client
  // must be able to count on its Retry-After.
  it('refuses guesses past the tracking limit, saying when to try again', async () => {
    const [attemptsAllowed] = DEFAULT_RATE_LIMITS.trackOrder;
    let answer = await shop.app.inject({ method: 'GET', url: '/api/track-order?order_number=DK000000-AAAAAA&phone=01999999999' });
    for (let guess = 1; guess <= attemptsAllowed && answer.statusCode !== 429; guess++) {
      answer = await shop.app.inject({ method: 'GET', url: '/api/track-order?order_number=DK000000-AAAAAA&phone=01999999999' });
    }
    expect(answer.statusCode).toBe(429);
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  });
});
