import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('0.0.0.0');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.SSLCOMMERZ_SANDBOX).toBe(true);
  });

  it('reads values and treats empty strings as unset', () => {
    const config = loadConfig({ PORT: '8080', DATABASE_URL: 'postgres://u@127.0.0.1:5432/shop', SMTP_URL: '' });
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBe('postgres://u@127.0.0.1:5432/shop');
    expect(config.SMTP_URL).toBeUndefined();
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://127.0.0.1/shop'],
    ['NODE_ENV', 'staging'],
    ['WHATSAPP_NUMBER', '+880 17-1234'],
    ['SSLCOMMERZ_SANDBOX', 'maybe'],
  ])('names the variable when %s=%s is bad', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });
});
