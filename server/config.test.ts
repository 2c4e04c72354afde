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
    expect(config.JOB_SUPERVISE_SECONDS).toBe(30);
  });

  it('runs as production unless told otherwise, with no test gateway and no proxy believed', () => {
    const config = loadConfig({});
    expect(config.NODE_ENV).toBe('production');
    expect(config.PAYMENT_TEST_GATEWAY).toBe(false);
    expect(config.TRUST_PROXY).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).PAYMENT_TEST_GATEWAY).toBe(false);
  });

  it('turns the test gateway on only outside production', () => {
    expect(loadConfig({ NODE_ENV: 'development', PAYMENT_TEST_GATEWAY: 'true' }).PAYMENT_TEST_GATEWAY).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_TEST_GATEWAY: 'false' }).PAYMENT_TEST_GATEWAY).toBe(false);
    for (const env of [{ PAYMENT_TEST_GATEWAY: 'true' }, { NODE_ENV: 'production', PAYMENT_TEST_GATEWAY: 'true' }]) {
      expect(() => loadConfig(env)).toThrow(/^Invalid configuration:\n {2}PAYMENT_TEST_GATEWAY: .*refused when NODE_ENV is production/);
    }
  });

  it.each([
    ['10.0.0.2', ['10.0.0.2']],
    ['10.0.0.2, 10.1.0.0/16', ['10.0.0.2', '10.1.0.0/16']],
    ['loopback', ['loopback']],
    ['::1,fd00::/8', ['::1', 'fd00::/8']],
    ['false', false],
    ['', false],
  ])('believes X-Forwarded-For only from the proxies named in TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it('refuses TRUST_PROXY=true, which lets any client choose its own address, and says what to set', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /^Invalid configuration:\n {2}TRUST_PROXY: true would let every client choose its own address; set the addresses or ranges of the proxies/,
    );
  });

  it('reads values and treats empty strings as unset', () => {
    const config = loadConfig({ PORT: '8080', DATABASE_URL: 'postgres://u@127.0.0.1:5432/shop', SMTP_URL: '', JOB_SUPERVISE_SECONDS: '2' });
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBe('postgres://u@127.0.0.1:5432/shop');
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.JOB_SUPERVISE_SECONDS).toBe(2);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://127.0.0.1/shop'],
    ['NODE_ENV', 'staging'],
    ['WHATSAPP_NUMBER', '+880 17-1234'],
    ['SSLCOMMERZ_SANDBOX', 'maybe'],
    ['TRUST_PROXY', '1'],
    ['TRUST_PROXY', 'proxy.example'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '10.0.0.1/8/8'],
    ['PAYMENT_TEST_GATEWAY', 'perhaps'],
    ['JOB_SUPERVISE_SECONDS', '0'],
  ])('names the variable when %s=%s is bad', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });
});
