import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_MESSAGES } from '#domain/messages.ts';
import { openTestApp } from '#server/test/databases.ts';
import { BAD_ADDRESS_MESSAGE } from './errors.ts';
import { fieldErrors } from './field-errors.ts';

// Both found by the API fuzz test (server/test/fuzz).
describe('the API error shape at its edges', () => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  beforeAll(async () => {
    shop = await openTestApp('pglite');
  });
  afterAll(() => shop?.close());

  // Fastify answered these itself: {"error":"Bad Request","code":"FST_ERR_BAD_URL","message":"'/api/…' is not a valid url component"}.
  it('answers a path that does not percent-decode in the API error shape, without echoing it', async () => {
    for (const url of ['/api/products/%E0%A4%A', '/api/dashboard/orders/%', '/api/%ED%A0%80/anything', '/api/cart/items/%ZZ']) {
      const response = await shop.app.inject({
        method: url.includes('cart') ? 'PATCH' : 'GET',
        url,
        payload: url.includes('cart') ? { quantity: 1 } : undefined,
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ success: false, message: BAD_ADDRESS_MESSAGE });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  // A free-form body (the gateway's fields) with a key named like an Object member made the error
  // handler itself throw ("errors[field].push is not a function"), and Fastify answered 500 with that text.
  it('reports fields named like Object members as plain fields', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/payments/sslcommerz/ipn',
      payload: { constructor: {}, toString: 1, hasOwnProperty: [] },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json() as { success: boolean; message: string; errors: Record<string, unknown> };
    expect(body).toMatchObject({ success: false, message: API_ERROR_MESSAGES.validation });
    expect(Object.keys(body.errors).sort()).toEqual(['constructor', 'hasOwnProperty', 'toString']);
    for (const messages of Object.values(body.errors)) expect(messages).toEqual([expect.any(String)]);
  });

  it('keeps a field called __proto__ as a key, not as the prototype', () => {
    const errors = fieldErrors([
      { instancePath: '/__proto__', message: 'bad' },
      { instancePath: '/__proto__', message: 'worse' },
      { instancePath: '', message: 'whole body' },
    ]);
    expect(Object.getPrototypeOf(errors)).toBe(Object.prototype);
    expect(Object.keys(errors)).toEqual(['__proto__', 'request']);
    expect(JSON.parse(JSON.stringify(errors))).toEqual(JSON.parse('{"__proto__":["bad","worse"],"request":["whole body"]}'));
  });
});
