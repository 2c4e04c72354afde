import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp } from '#server/test/databases.ts';
import { contentSecurityPolicy, newCspNonce } from './content-security-policy.ts';

const noIds = { GA_MEASUREMENT_ID: undefined, META_PIXEL_ID: undefined, GOOGLE_CLIENT_ID: undefined, SSLCOMMERZ_STORE_ID: undefined };

describe('the pages’ Content-Security-Policy', () => {
  it('lets scripts run only from the shop or with the page’s nonce, and nothing frame the shop', () => {
    const policy = contentSecurityPolicy(noIds, { nonce: 'abc123' });
    const scripts = policy.split('; ').find((directive) => directive.startsWith('script-src'));
    expect(scripts).toBe("script-src 'self' 'nonce-abc123'");
    expect(policy).not.toContain("'unsafe-inline' ");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    for (const directive of ["object-src 'none'", "frame-ancestors 'none'", "base-uri 'self'", "form-action 'self'", "frame-src 'none'"])
      expect(policy).toContain(directive);
    expect(policy).not.toContain('googletagmanager');
    expect(policy).not.toContain('facebook');
    expect(policy).not.toContain('accounts.google.com');
  });

  it('adds the analytics, sign-in and payment hosts only when they are configured', () => {
    const policy = contentSecurityPolicy(
      { GA_MEASUREMENT_ID: 'G-TEST', META_PIXEL_ID: '123', GOOGLE_CLIENT_ID: 'client', SSLCOMMERZ_STORE_ID: 'store' },
      { nonce: 'n' },
    );
    expect(policy).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
    expect(policy).toMatch(/script-src [^;]*https:\/\/connect\.facebook\.net/);
    expect(policy).toMatch(/script-src [^;]*https:\/\/accounts\.google\.com\/gsi\/client/);
    expect(policy).toMatch(/form-action 'self' https:\/\/\*\.sslcommerz\.com/);
  });

  it('draws a new nonce each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, newCspNonce));
    expect(nonces.size).toBe(50);
    expect([...nonces][0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe('headers on every answer', () => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  beforeAll(async () => {
    shop = await openTestApp('pglite');
  });
  afterAll(() => shop?.close());

  it('forbid sniffing, framing and powerful features, and keep the Referer to the origin elsewhere', async () => {
    for (const url of ['/api/health-check', '/api/products', '/api/no-such-thing']) {
      const { headers } = await shop.app.inject({ method: 'GET', url });
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['x-powered-by']).toBeUndefined();
      // HSTS only where the shop runs behind HTTPS: production.
      expect(headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('keep personal answers out of every cache', async () => {
    const { headers } = await shop.app.inject({ method: 'GET', url: '/api/cart' });
    expect(headers['cache-control']).toContain('no-store');
  });
});
