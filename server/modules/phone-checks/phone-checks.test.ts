import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '#server/adapters/outbox.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { orderCodeSentTo } from '#server/test/phone-pass.ts';
import { closedLoopbackUrl } from '#server/test/social-stubs.ts';
import { PHONE_CHECK_MESSAGES } from './messages.ts';
import { DEFAULT_PHONE_CHECK_LIMITS } from './service.ts';

const limits = DEFAULT_PHONE_CHECK_LIMITS;

describe.each(databaseKinds)('proving a mobile number at checkout on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  beforeAll(async () => {
    shop = await openTestApp(kind, { phoneCheckLimits: { ...limits, resendSeconds: 0 } });
  });
  afterAll(() => shop?.close());

  const send = (phone: string, remoteAddress = '203.0.113.50') =>
    shop.app.inject({ method: 'POST', url: '/api/checkout/phone-codes', payload: { phone }, remoteAddress });
  const verify = (phone: string, code: string) => shop.app.inject({ method: 'POST', url: '/api/checkout/phone-verifications', payload: { phone, code } });

  it('texts a code that trades for a pass, kept in an httpOnly cookie for the browser', async () => {
    const sent = await send('+8801612345678');
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toMatchObject({ success: true, data: { phone: '01612345678', expires_in_seconds: limits.codeMinutes * 60 } });
    const code = await orderCodeSentTo(shop.dataDir, '01612345678');
    const verified = await verify('01612345678', code);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.phone_token).toMatch(/^[\w-]{43}$/);
    expect(String(verified.headers['set-cookie'])).toMatch(/dokan_phone=[\w-]{43};.*HttpOnly/);
    // The code stays good until it expires, so a retry after a lost answer is not refused.
    expect((await verify('01612345678', code)).statusCode).toBe(200);
  });

  it(`caps codes at ${limits.codesPerPhonePerHour} a number an hour, and refuses a code after ${limits.maxTries} wrong tries`, async () => {
    const phone = '01612345679';
    const statuses = [];
    for (let index = 0; index <= limits.codesPerPhonePerHour; index++) statuses.push((await send(phone, `198.51.100.${index + 1}`)).statusCode);
    expect(statuses).toEqual([...Array(limits.codesPerPhonePerHour).fill(202), 429]);
    expect((await readOutbox(shop.dataDir, phone)).length).toBe(limits.codesPerPhonePerHour);

    const code = await orderCodeSentTo(shop.dataDir, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < limits.maxTries; attempt++)
      expect((await verify(phone, wrong)).json().errors.phone_code).toEqual(['That code is wrong or has expired. Check the SMS, or send a new code.']);
    const burned = await verify(phone, code);
    expect(burned.statusCode).toBe(422);
    expect(burned.json().errors.phone_code).toEqual(['Too many wrong codes. Send a new code.']);
  });

  it('refuses another code within a minute of the last, saying how long to wait', async () => {
    const strict = await openTestApp(kind, { phoneCheckLimits: limits });
    try {
      const ask = () => strict.app.inject({ method: 'POST', url: '/api/checkout/phone-codes', payload: { phone: '01912345670' } });
      expect((await ask()).statusCode).toBe(202);
      const again = await ask();
      expect(again.statusCode).toBe(429);
      expect(Number(again.headers['retry-after'])).toBeGreaterThan(50);
      expect(again.json().message).toMatch(/^Wait \d+ seconds before asking for another code\.$/);
    } finally {
      await strict.close();
    }
  });

  it('answers 503 when the SMS gateway cannot be reached, so the shopper knows to try again shortly', async () => {
    const gatewayDown = await openTestApp(kind, { env: { SMS_GATEWAY_URL: await closedLoopbackUrl() } });
    try {
      const answer = await gatewayDown.app.inject({ method: 'POST', url: '/api/checkout/phone-codes', payload: { phone: '01912345671' } });
      expect(answer.statusCode).toBe(503);
      expect(answer.json().message).toBe(PHONE_CHECK_MESSAGES.sendFailed);
    } finally {
      await gatewayDown.close();
    }
  });

  it('explains a bad number or code field by field', async () => {
    const badPhone = await send('12345');
    expect(badPhone.statusCode).toBe(422);
    expect(Object.keys(badPhone.json().errors)).toEqual(['phone']);
    const badCode = await verify('01612345678', '12ab');
    expect(badCode.statusCode).toBe(422);
    expect(Object.keys(badCode.json().errors)).toEqual(['code']);
  });
});
