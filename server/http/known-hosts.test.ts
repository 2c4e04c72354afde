import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { isKnownHost, UNKNOWN_HOST_MESSAGE } from './known-hosts.ts';

type TestApp = Awaited<ReturnType<typeof openTestApp>>;

describe('hosts the shop answers in production', () => {
  it.each([
    ['shop.example', true],
    ['SHOP.example', true],
    ['shop.example:443', true],
    ['localhost:3000', true],
    ['127.0.0.1:3100', true],
    ['[::1]:3000', true],
    ['evil.example', false],
    ['shop.example:8443', false],
    ['shop.example.evil.example', false],
    ['evil.shop.example', false],
    ['localhost.evil.example', false],
    ['localhost@evil.example', false],
    ['shop.example/evil', false],
    ['shop.example:99999', false],
    ['[:::]', false],
    ['', false],
  ])('with PUBLIC_URL=https://shop.example, Host %s → %s', (host, known) => {
    expect(isKnownHost(host, 'https://shop.example')).toBe(known);
  });

  it('without PUBLIC_URL, only this machine', () => {
    expect(isKnownHost('localhost:3000', null)).toBe(true);
    expect(isKnownHost('127.0.0.1', null)).toBe(true);
    expect(isKnownHost('shop.example', null)).toBe(false);
    expect(isKnownHost('192.168.1.20:3000', null)).toBe(false);
  });
});

describe.each(databaseKinds)('a request for a host the shop does not know on %s', (kind) => {
  const apps: Record<string, TestApp> = {};
  beforeAll(async () => {
    apps['production with PUBLIC_URL'] = await openTestApp(kind, {
      env: { NODE_ENV: 'production', PAYMENT_TEST_GATEWAY: 'false', PUBLIC_URL: 'https://shop.example' },
    });
    apps['production without PUBLIC_URL'] = await openTestApp(kind, { env: { NODE_ENV: 'production', PAYMENT_TEST_GATEWAY: 'false' } });
    apps.development = await openTestApp(kind, { env: { NODE_ENV: 'development' } });
  });
  afterAll(async () => {
    for (const app of Object.values(apps)) await app.close();
  });

  const get = (which: string, host: string, url = '/api/settings') => apps[which]!.app.inject({ method: 'GET', url, headers: { host } });

  it('is refused in production with 421, whatever PUBLIC_URL says', async () => {
    for (const which of ['production with PUBLIC_URL', 'production without PUBLIC_URL']) {
      const answer = await get(which, 'evil.example');
      expect(answer.statusCode, which).toBe(421);
      expect(answer.json(), which).toEqual({ success: false, message: UNKNOWN_HOST_MESSAGE });
    }
  });

  it("is answered for PUBLIC_URL's host and for localhost", async () => {
    expect((await get('production with PUBLIC_URL', 'shop.example')).statusCode).toBe(200);
    expect((await get('production with PUBLIC_URL', 'localhost:3000')).statusCode).toBe(200);
    expect((await get('production without PUBLIC_URL', 'localhost:3000')).statusCode).toBe(200);
    expect((await get('production without PUBLIC_URL', 'shop.example')).statusCode).toBe(421);
  });

  it('still answers the health check a load balancer sends to the bare address', async () => {
    expect((await get('production with PUBLIC_URL', '10.0.0.5:3000', '/api/health-check')).statusCode).toBe(200);
  });

  it('is answered in development, where the shop runs on a developer machine', async () => {
    expect((await get('development', 'evil.example')).statusCode).toBe(200);
  });
});
