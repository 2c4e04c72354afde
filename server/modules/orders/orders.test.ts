import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OVER_LINE_CAP } from '#domain/cart-lines.ts';
import { CART_MESSAGES } from '#domain/messages.ts';
import { orders, productVariants } from '#server/db/schema.ts';
import { registerCustomer } from '#server/test/accounts.ts';
import { simpleProductWithStock, stockOf, variantWithStock } from '#server/test/catalogue.ts';
import { deliveryDetails } from '#server/test/checkout.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { provenPhone } from '#server/test/phone-pass.ts';
import { productCardPaths } from '#server/modules/media/card-images.ts';
import { mediaUrl } from '#server/modules/media/derive.ts';

describe.each(databaseKinds)('placing orders on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  let proven: Record<string, string> = {};
  beforeAll(async () => {
    shop = await openTestApp(kind);
    proven = await provenPhone(shop);
  });
  afterAll(() => shop?.close());

  const place = (payload: object, headers: Record<string, string> = {}) =>
    shop.app.inject({ method: 'POST', url: '/api/orders', payload, headers: { ...proven, ...headers } });

  it('writes a guest order with prices from the database, reserves its stock and charges Dhaka city delivery', async () => {
    const product = await simpleProductWithStock(shop.db, 10);
    const response = await place({
      ...deliveryDetails,
      items: [
        { product_id: product.id, quantity: 2 },
        { product_id: product.id, quantity: 1 },
      ],
    });
    expect(response.statusCode).toBe(201);
    const order = response.json().data;
    expect(order.order_number).toMatch(/^DK\d{6}-[2-9A-Z]{6}$/);
    expect(order).toMatchObject({
      status: 'pending',
      payment_status: 'unpaid',
      payment_method: 'cod',
      delivery_zone: 'inside_dhaka_city',
      delivery_charge: 70,
    });
    expect(order.items).toHaveLength(1);
    expect(order.items[0]).toMatchObject({ product_id: product.id, quantity: 3, unit_price: product.price, line_total: product.price * 3 });
    // The product's own first picture, as its card shows it.
    const card = (await productCardPaths(shop.db, [product.id])).get(product.id);
    expect(card).toBeTruthy();
    expect(order.items[0].image).toBe(mediaUrl(card!));
    expect(order.total).toBe(product.price * 3 + 70);
    expect(order.events.map((event: { status: string }) => event.status)).toEqual(['pending']);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(await stockOf(shop.db, product.id)).toEqual({ quantity: 10, reserved: 3 });
  });

  it('charges each zone by the district and the area chosen from its list', async () => {
    const product = await simpleProductWithStock(shop.db, 60, 1);
    const cases: [place: { division: string; district: string; area?: string }, zone: string, charge: number, storedArea: string | null][] = [
      [{ division: 'Dhaka', district: 'Dhaka', area: 'Mohakhali' }, 'inside_dhaka_city', 70, 'Mohakhali'],
      [{ division: 'Dhaka', district: 'Dhaka', area: 'farmgate' }, 'inside_dhaka_city', 70, 'Farmgate'],
      [{ division: 'Dhaka', district: 'Dhaka', area: 'Elephant Road' }, 'inside_dhaka_city', 70, 'Elephant Road'],
      [{ division: 'Dhaka', district: 'Dhaka', area: 'Mirpur' }, 'inside_dhaka_city', 70, 'Mirpur'],
      [{ division: 'Dhaka', district: 'Dhaka', area: 'Uttara' }, 'inside_dhaka_city', 70, 'Uttara'],
      [{ division: 'Dhaka', district: 'Dhaka', area: 'Savar' }, 'dhaka_suburbs', 110, 'Savar'],
      [{ division: 'Dhaka', district: 'Dhaka', area: 'Ashulia' }, 'dhaka_suburbs', 110, 'Ashulia'],
      [{ division: 'Dhaka', district: 'Gazipur', area: 'Tongi' }, 'dhaka_suburbs', 110, 'Tongi'],
      [{ division: 'Dhaka', district: 'Narayanganj', area: 'Siddhirganj' }, 'dhaka_suburbs', 110, 'Siddhirganj'],
      [{ division: 'Dhaka', district: 'Gazipur', area: 'Kapasia' }, 'rest_of_bangladesh', 130, 'Kapasia'],
      [{ division: 'Dhaka', district: 'Gazipur' }, 'rest_of_bangladesh', 130, null],
      [{ division: 'Sylhet', district: 'Moulvibazar', area: '' }, 'rest_of_bangladesh', 130, null],
      // Spoofed: a suburb's or the city's name typed for a district that has no list changes nothing.
      [{ division: 'Chattogram', district: 'Bandarban', area: 'Ashulia' }, 'rest_of_bangladesh', 130, 'Ashulia'],
      [{ division: 'Chattogram', district: 'Chattogram', area: 'Banani' }, 'rest_of_bangladesh', 130, 'Banani'],
    ];
    for (const [where, zone, charge, storedArea] of cases) {
      const response = await place({ ...deliveryDetails, area: undefined, ...where, items: [{ product_id: product.id, quantity: 1 }] });
      expect(response.statusCode, JSON.stringify(where)).toBe(201);
      const order = response.json().data;
      expect(order, JSON.stringify(where)).toMatchObject({ delivery_zone: zone, delivery_charge: charge, total: product.price + charge });
      expect(order.shipping_address.area).toBe(storedArea);
    }
  });

  it('asks for an area from the list where the district has one, and writes nothing', async () => {
    const product = await simpleProductWithStock(shop.db, 10, 1);
    const before = await shop.db.$count(orders);
    for (const where of [
      { district: 'Dhaka' },
      { district: 'Dhaka', area: 'House 5 near Banani' },
      { district: 'Dhaka', area: 'Tongi' },
      { district: 'Gazipur', area: 'Ashulia' },
      { district: 'Narayanganj', area: 'Mohakhali' },
    ]) {
      const response = await place({ ...deliveryDetails, area: undefined, ...where, items: [{ product_id: product.id, quantity: 1 }] });
      expect(response.statusCode, JSON.stringify(where)).toBe(422);
      expect(response.json().errors).toEqual({ area: ['Choose your area from the list.'] });
    }
    expect(await shop.db.$count(orders)).toBe(before);
    expect(await stockOf(shop.db, product.id)).toEqual({ quantity: 10, reserved: 0 });
  });

  it('refuses more than the available stock and changes nothing', async () => {
    const product = await simpleProductWithStock(shop.db, 2, 2);
    const before = await shop.db.$count(orders);
    const response = await place({ ...deliveryDetails, items: [{ product_id: product.id, quantity: 3 }] });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors['items.0'][0]).toContain(CART_MESSAGES.outOfStock);
    expect(await stockOf(shop.db, product.id)).toEqual({ quantity: 2, reserved: 0 });
    expect(await shop.db.$count(orders)).toBe(before);
  });

  it('rolls back every line when a later line is out of stock', async () => {
    const first = await simpleProductWithStock(shop.db, 5, 3);
    const second = await simpleProductWithStock(shop.db, 0, 4);
    const response = await place({
      ...deliveryDetails,
      items: [
        { product_id: first.id, quantity: 1 },
        { product_id: second.id, quantity: 1 },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(await stockOf(shop.db, first.id)).toEqual({ quantity: 5, reserved: 0 });
  });

  it('refuses lines of one product that add up to more than 20, on the line that went over, and changes nothing', async () => {
    const product = await simpleProductWithStock(shop.db, 60, 20);
    const other = await simpleProductWithStock(shop.db, 60, 21);
    const before = await shop.db.$count(orders);
    const twice = await place({
      ...deliveryDetails,
      items: [
        { product_id: product.id, quantity: 20 },
        { product_id: product.id, quantity: 20 },
      ],
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors['items.1.quantity']).toEqual([`${OVER_LINE_CAP} Lines 1 and 2 are the same product: 40 in all.`]);
    const apart = await place({
      ...deliveryDetails,
      items: [
        { product_id: product.id, quantity: 12 },
        { product_id: other.id, quantity: 1 },
        { product_id: product.id, quantity: 9 },
      ],
    });
    expect(apart.statusCode).toBe(422);
    expect(Object.keys(apart.json().errors)).toEqual(['items.2.quantity']);
    expect(apart.json().errors['items.2.quantity'][0]).toContain('Lines 1 and 3 are the same product: 21 in all.');
    expect(await stockOf(shop.db, product.id)).toEqual({ quantity: 60, reserved: 0 });
    expect(await stockOf(shop.db, other.id)).toEqual({ quantity: 60, reserved: 0 });
    expect(await shop.db.$count(orders)).toBe(before);

    const atTheCap = await place({
      ...deliveryDetails,
      items: [
        { product_id: product.id, quantity: 12 },
        { product_id: product.id, quantity: 8 },
      ],
    });
    expect(atTheCap.statusCode).toBe(201);
    expect(atTheCap.json().data.items).toMatchObject([{ product_id: product.id, quantity: 20 }]);
  });

  it("names the request's own line that cannot be bought, whatever order the lines are reserved in", async () => {
    const soldOut = await simpleProductWithStock(shop.db, 0, 22);
    const inStock = await simpleProductWithStock(shop.db, 5, 23);
    const response = await place({
      ...deliveryDetails,
      items: [
        { product_id: inStock.id, quantity: 1 },
        { product_id: soldOut.id, quantity: 1 },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['items.1']);
    expect(response.json().errors['items.1'][0]).toContain(soldOut.name);
  });

  it('reserves the chosen variant and insists on one for products with options', async () => {
    const variant = await variantWithStock(shop.db, 1);
    const withoutOptions = await place({ ...deliveryDetails, items: [{ product_id: variant.productId, quantity: 1 }] });
    expect(withoutOptions.statusCode).toBe(422);
    const ok = await place({ ...deliveryDetails, items: [{ product_id: variant.productId, variant_id: variant.variantId, quantity: 1 }] });
    expect(ok.statusCode).toBe(201);
    const [row] = await shop.db.select({ reserved: productVariants.stockReserved }).from(productVariants).where(eq(productVariants.id, variant.variantId));
    expect(row?.reserved).toBe(1);
    const again = await place({ ...deliveryDetails, items: [{ product_id: variant.productId, variant_id: variant.variantId, quantity: 1 }] });
    expect(again.statusCode).toBe(422);
  });

  it('answers a retried request with the same Idempotency-Key with the first order', async () => {
    const product = await simpleProductWithStock(shop.db, 10, 5);
    const headers = { 'idempotency-key': 'checkout-attempt-0001' };
    const first = await place({ ...deliveryDetails, items: [{ product_id: product.id, quantity: 1 }] }, headers);
    const retry = await place({ ...deliveryDetails, items: [{ product_id: product.id, quantity: 1 }] }, headers);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.order_number).toBe(first.json().data.order_number);
    expect(await stockOf(shop.db, product.id)).toEqual({ quantity: 10, reserved: 1 });
  });

  it('answers a retry with the first order even when that order took the last unit', async () => {
    const product = await simpleProductWithStock(shop.db, 1, 7);
    const headers = { 'idempotency-key': 'checkout-attempt-last-unit' };
    const first = await place({ ...deliveryDetails, items: [{ product_id: product.id, quantity: 1 }] }, headers);
    const retry = await place({ ...deliveryDetails, items: [{ product_id: product.id, quantity: 1 }] }, headers);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.order_number).toBe(first.json().data.order_number);
    expect(await stockOf(shop.db, product.id)).toEqual({ quantity: 1, reserved: 1 });
  });

  it('ties the order to the signed-in customer', async () => {
    const product = await simpleProductWithStock(shop.db, 10, 6);
    const { auth, customerId } = await registerCustomer(shop.app);
    const response = await place({ ...deliveryDetails, items: [{ product_id: product.id, quantity: 1 }] }, auth);
    const [row] = await shop.db.select({ customerId: orders.customerId }).from(orders).where(eq(orders.id, response.json().data.id));
    expect(row?.customerId).toBe(customerId);
  });

  it('explains each bad field', async () => {
    const response = await place({ items: [], name: '', phone: '12345', division: 'Atlantis', district: 'X', address: '', payment_method: 'cheque' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['address', 'items', 'name', 'payment_method', 'phone'].sort());
    const district = await place({ ...deliveryDetails, division: 'Sylhet', district: 'Dhaka', items: [{ product_id: 1, quantity: 1 }] });
    expect(district.json().errors.district).toEqual(['Choose a district of Sylhet division.']);
  });
});
