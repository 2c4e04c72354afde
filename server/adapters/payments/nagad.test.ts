import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { validationMismatch } from '#server/modules/payments/validation-check.ts';
import { merchantKeys, type NagadStub, startNagadStub } from '#server/test/nagad-stub.ts';
import { createNagadGateway, readNagadCallback } from './nagad.ts';
import { PaymentGatewayRefused, PaymentGatewayUnavailable, type PaymentSessionRequest } from './types.ts';

const merchant = merchantKeys();
let stub: NagadStub;
let orders = 0;

function order(amount = 1250): PaymentSessionRequest {
  orders += 1;
  return {
    tranId: `DKPNAGAD${String(orders).padStart(6, '0')}`,
    amount,
    currency: 'BDT',
    orderNumber: `DK-${1000 + orders}`,
    itemCount: 1,
    productName: 'Walton power bank 10000 mAh',
    customer: { name: 'Rahim Uddin', phone: '01711000000', email: null, address: 'House 4, Road 2', city: 'Dhaka', state: 'Dhaka' },
    callbacks: {
      success: 'https://shop.example/payment/nagad/callback',
      fail: 'https://shop.example/payment/fail',
      cancel: 'https://shop.example/payment/cancel',
      ipn: 'https://shop.example/api/payments/ipn',
    },
    origin: 'https://shop.example',
  };
}

const gateway = (overrides: { timeoutMs?: number } = {}) => createNagadGateway({ ...stub.settings(merchant.privateKey), ...overrides });

/** The whole round: initialize and complete, the shopper on Nagad's page, the callback, and verify. */
async function payThrough(request: PaymentSessionRequest) {
  const nagad = gateway();
  const { redirectUrl } = await nagad.startSession(request);
  const back = new URL(stub.shopperFinishes(redirectUrl));
  const callback = readNagadCallback(Object.fromEntries(back.searchParams));
  if (!callback) throw new Error('the callback carried no payment_ref_id');
  return { nagad, redirectUrl, back, callback, validation: await nagad.verify(callback.paymentRefId, request) };
}

beforeAll(async () => {
  stub = await startNagadStub({ merchantPublicKey: merchant.publicKey, timeoutDelayMs: 1_000 });
});
afterAll(async () => {
  await stub.close();
});
beforeEach(() => {
  stub.mode('success');
});

describe('Nagad checkout against the stand-in', () => {
  it('pays an order: the shopper is sent to Nagad, comes back to our callback, and verify confirms the amount and order', async () => {
    const request = order(1250);
    const { redirectUrl, back, callback, validation } = await payThrough(request);

    expect(redirectUrl.startsWith(`${stub.base}/check-out/`)).toBe(true);
    expect(`${back.origin}${back.pathname}`).toBe(request.callbacks.success);
    expect(callback).toMatchObject({ orderId: request.tranId, status: 'Success', statusCode: '00_0000_000' });
    expect(validation).toMatchObject({ valid: true, status: 'Success', pending: false, tranId: request.tranId, amount: 1250, currency: 'BDT' });
    expect(validation.bankTranId).toMatch(/^7[0-9A-F]{8}$/);
    expect(validationMismatch({ tranId: request.tranId, amount: 1250, currency: 'BDT' }, validation)).toBeNull();
    expect(stub.requests.slice(-3).map((line) => line.replace(/\/[^/]+$/, '/…'))).toEqual([
      'POST /api/dfs/check-out/initialize/683002007104225/…',
      'POST /api/dfs/check-out/complete/…',
      'GET /api/dfs/verify/payment/…',
    ]);
    expect(stub.headersSeen.at(-1)).toMatchObject({ 'x-km-api-version': 'v-0.2.0', 'x-km-ip-v4': '127.0.0.1', 'x-km-client-type': 'PC_WEB' });
  });

  it('gives the same answer when the same payment is verified twice (callback and a later check)', async () => {
    const request = order(890);
    const { nagad, callback, validation } = await payThrough(request);
    const again = await nagad.verify(callback.paymentRefId, request);
    expect(again).toEqual(validation);
    expect(again.valid).toBe(true);
  });

  it('does not believe a callback that says Success: an unpaid payment verifies as not valid', async () => {
    stub.mode('failure');
    const request = order(500);
    const { back, callback, validation } = await payThrough(request);
    const forgedBack = readNagadCallback({ ...Object.fromEntries(back.searchParams), status: 'Success', status_code: '00_0000_000' });
    expect(forgedBack?.paymentRefId).toBe(callback.paymentRefId);
    expect(validation).toMatchObject({ valid: false, status: 'Failed', pending: false });
    expect(validationMismatch({ tranId: request.tranId, amount: 500, currency: 'BDT' }, validation)).toBe('not valid');
  });

  it('treats a cancelled payment as not valid and not pending', async () => {
    stub.mode('cancel');
    const { callback, validation } = await payThrough(order(700));
    expect(callback.status).toBe('Aborted');
    expect(validation).toMatchObject({ valid: false, status: 'Aborted', pending: false });
  });

  it('keeps a payment still in progress pending, and valid once Nagad completes it', async () => {
    stub.mode('late-success');
    const request = order(1500);
    const { nagad, callback, validation } = await payThrough(request);
    expect(validation).toMatchObject({ valid: false, pending: true, status: 'InProgress' });
    stub.settle(callback.paymentRefId);
    expect(await nagad.verify(callback.paymentRefId, request)).toMatchObject({ valid: true, pending: false, amount: 1500 });
  });

  it('refuses a payment Nagad took for another amount', async () => {
    stub.mode('wrong-amount');
    const request = order(2000);
    const { validation } = await payThrough(request);
    expect(validation).toMatchObject({ valid: false, status: 'Success', amount: 1999 });
    expect(validationMismatch({ tranId: request.tranId, amount: 2000, currency: 'BDT' }, { ...validation, valid: true })).toBe('amount 1999 is not 2000');
  });

  it('refuses a Success verify answer for another order than ours', async () => {
    const request = order(300);
    const { nagad, callback } = await payThrough(request);
    const other = await nagad.verify(callback.paymentRefId, { tranId: 'DKPSOMEONEELSE', amount: 300 });
    expect(other).toMatchObject({ valid: false, status: 'Success', tranId: request.tranId });
  });

  it('refuses an initialize answer not signed by Nagad, and opens no payment page', async () => {
    stub.mode('forged-signature');
    const before = stub.requests.length;
    await expect(gateway().startSession(order())).rejects.toBeInstanceOf(PaymentGatewayRefused);
    expect(stub.requests.slice(before)).toEqual([expect.stringMatching(/^POST \/api\/dfs\/check-out\/initialize\//)]);
  });

  it('is refused by Nagad when the merchant signs with a key Nagad does not know', async () => {
    const stranger = merchantKeys();
    const nagad = createNagadGateway({ ...stub.settings(stranger.privateKey) });
    await expect(nagad.startSession(order())).rejects.toThrow(/Invalid signature/);
    await expect(nagad.startSession(order())).rejects.toBeInstanceOf(PaymentGatewayRefused);
  });

  it('is refused when an order id is used twice, as Nagad takes each order id once', async () => {
    const request = order();
    await gateway().startSession(request);
    await expect(gateway().startSession(request)).rejects.toThrow(/Duplicate order id/);
  });

  it('reports Nagad as unavailable when it does not answer in time', async () => {
    const request = order();
    stub.mode('timeout');
    const started = Date.now();
    await expect(gateway({ timeoutMs: 200 }).startSession(request)).rejects.toBeInstanceOf(PaymentGatewayUnavailable);
    await expect(gateway({ timeoutMs: 200 }).verify('MDAwMA==', request)).rejects.toBeInstanceOf(PaymentGatewayUnavailable);
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('reports Nagad as unavailable when nothing listens', async () => {
    const nagad = createNagadGateway({ ...stub.settings(merchant.privateKey), apiUrl: 'http://127.0.0.1:9/api/dfs', timeoutMs: 500 });
    await expect(nagad.startSession(order())).rejects.toBeInstanceOf(PaymentGatewayUnavailable);
  });

  it('reads no callback without a payment_ref_id', () => {
    expect(readNagadCallback({ status: 'Success', order_id: 'DKP1' })).toBeNull();
  });
});
