import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer } from '#server/test/accounts.ts';
import { simpleProductWithStock } from '#server/test/catalogue.ts';
import { deliveryDetails } from '#server/test/checkout.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { provenPhone } from '#server/test/phone-pass.ts';

// Checkout's "save this mobile number and address to my profile": the order fills what the profile lacks.

describe.each(databaseKinds)('saving checkout details to the profile on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  beforeAll(async () => {
    shop = await openTestApp(kind);
  });
  afterAll(() => shop?.close());

  let numbers = 0;
  /** A mobile number of this test's own, proven for orders. */
  const provenNumber = async () => {
    numbers += 1;
    const phone = `0185${String(process.pid % 10_000).padStart(4, '0')}${String(numbers).padStart(3, '0')}`;
    return { phone, proof: await provenPhone(shop, phone) };
  };
  const place = async (auth: Record<string, string>, phone: string, proof: Record<string, string>, extra: object = {}) => {
    const product = await simpleProductWithStock(shop.db, 5);
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...auth, ...proof },
      payload: { ...deliveryDetails, phone, items: [{ product_id: product.id, quantity: 1 }], ...extra },
    });
    expect(response.statusCode, response.body).toBe(201);
  };
  const profileOf = async (auth: Record<string, string>) =>
    (await shop.app.inject({ method: 'GET', url: '/api/auth/user', headers: auth })).json().data.customer as { phone: string | null; address: unknown };
  const orderedAddress = {
    address: deliveryDetails.address,
    division: deliveryDetails.division,
    district: deliveryDetails.district,
    area: deliveryDetails.area,
  };

  it('keeps the proven number and the delivery address of an order when asked, and only then', async () => {
    const customer = await registerCustomer(shop.app, { phone: '' });
    expect(await profileOf(customer.auth)).toMatchObject({ phone: null, address: null });
    const { phone, proof } = await provenNumber();

    await place(customer.auth, phone, proof);
    expect(await profileOf(customer.auth)).toMatchObject({ phone: null, address: null });

    await place(customer.auth, phone, proof, { save_to_profile: true });
    expect(await profileOf(customer.auth)).toMatchObject({ phone, address: orderedAddress });
  });

  it('never replaces what the profile already holds, nor takes a number another account signs in with', async () => {
    const customer = await registerCustomer(shop.app);
    const before = await profileOf(customer.auth);
    const other = await provenNumber();
    await place(customer.auth, other.phone, other.proof, { save_to_profile: true });
    // The profile had a number: it keeps it, and gains the address it lacked.
    expect(await profileOf(customer.auth)).toMatchObject({ phone: before.phone, address: orderedAddress });

    const second = await registerCustomer(shop.app, { phone: '' });
    await place(second.auth, customer.input.phone, await provenPhone(shop, customer.input.phone), { save_to_profile: true });
    expect(await profileOf(second.auth)).toMatchObject({ phone: null, address: orderedAddress });
  });

  it('refuses a save_to_profile that is not true or false', async () => {
    const customer = await registerCustomer(shop.app, { phone: '' });
    const { phone, proof } = await provenNumber();
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...customer.auth, ...proof },
      payload: { ...deliveryDetails, phone, items: [{ product_id: 1, quantity: 1 }], save_to_profile: 'yes' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.save_to_profile).toEqual(['Answer true or false.']);
  });
});
