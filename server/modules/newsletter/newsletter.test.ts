import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '#domain/account.ts';
import { readOutbox } from '#server/adapters/outbox.ts';
import { newsletterSubscribers } from '#server/db/schema.ts';
import { DEFAULT_RATE_LIMITS } from '#server/modules/auth/rate-limits.ts';
import { sha256 } from '#server/modules/auth/tokens.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';

const ALL_ON = { special_offers: true, coupons: true, product_updates: true, new_arrivals: true };

let counter = 0;
/** Each test writes from its own address, so only the limit test meets the two-per-address limit. */
const newAddress = () => `10.20.${process.pid % 250}.${++counter}`;
const newEmail = () => `reader${process.pid}-${++counter}@example.com`;

describe.each(databaseKinds)('newsletter on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  beforeAll(async () => {
    shop = await openTestApp(kind, { rateLimits: { ...DEFAULT_RATE_LIMITS, newsletter: [2, 60] }, env: { PUBLIC_URL: 'https://shop.example/' } });
  });
  afterAll(() => shop?.close());

  const post = (url: string, payload: object, ip: string) => shop.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
  const subscribe = (payload: object, ip = newAddress()) => post('/api/newsletter/subscribe', payload, ip);
  const unsubscribe = (payload: object, ip = newAddress()) => post('/api/newsletter/unsubscribe', payload, ip);
  const stored = async (email: string) => (await shop.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
  /** The unsubscribe token in the newest mail to this address, read as the subscriber would. */
  async function tokenFromMail(email: string): Promise<string> {
    const [mail] = await readOutbox(shop.dataDir, email);
    const link = /https:\/\/shop\.example\/\?\S+#newsletter/.exec(mail?.text ?? '')?.[0];
    if (!link) throw new Error(`no unsubscribe link mailed to ${email}`);
    const url = new URL(link);
    expect(url.searchParams.get('newsletter')).toBe('unsubscribe');
    expect(url.searchParams.get('email')).toBe(email);
    return url.searchParams.get('token') ?? '';
  }

  it('subscribes with every preference on, keeps only a hash of the token and mails the unsubscribe link', async () => {
    const email = newEmail();
    const response = await subscribe({ email: `  ${email.toUpperCase()} `, source: 'footer', timestamp: new Date().toISOString() });
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toEqual({
      success: true,
      message: 'Successfully subscribed to newsletter!',
      data: { email, preferences: ALL_ON, unsubscribe_token: expect.stringMatching(/^[\w-]{43}$/) },
    });

    const row = await stored(email);
    expect(row).toMatchObject({ source: 'footer', preferences: ALL_ON, unsubscribedAt: null });
    expect(row?.unsubscribeTokenHash).toBe(sha256(body.data.unsubscribe_token));
    expect(await tokenFromMail(email)).toBe(body.data.unsubscribe_token);
  });

  it('keeps the preferences a subscriber turns off', async () => {
    const email = newEmail();
    const response = await subscribe({ email, preferences: { coupons: false, new_arrivals: false } });
    expect(response.json().data.preferences).toEqual({ special_offers: true, coupons: false, product_updates: true, new_arrivals: false });
    expect((await stored(email))?.preferences).toEqual({ special_offers: true, coupons: false, product_updates: true, new_arrivals: false });
    expect((await subscribe({ email: newEmail(), preferences: { coupons: 'no' } })).json().errors).toEqual({
      'preferences.coupons': ['must be true or false'],
    });
  });

  it('answers 409 EMAIL_EXISTS for an email already subscribed, whatever its case', async () => {
    const email = newEmail();
    expect((await subscribe({ email })).statusCode).toBe(201);
    const again = await subscribe({ email: email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: 'This email is already subscribed to our newsletter', code: 'EMAIL_EXISTS' });
  });

  it('answers 422 VALIDATION_ERROR with its sentence for an invalid email, without counting it against the limit', async () => {
    const ip = newAddress();
    for (const email of ['abc', 'a@b', 'a b@c.de', '', `${'x'.repeat(250)}@example.com`, 42]) {
      const response = await subscribe({ email }, ip);
      expect(response.statusCode, String(email)).toBe(422);
      expect(response.json(), String(email)).toEqual({
        success: false,
        message: 'Please enter a valid email address',
        errors: { email: ['Please enter a valid email address'] },
        code: 'VALIDATION_ERROR',
      });
    }
    const missing = await subscribe({}, ip);
    expect(missing.json()).toMatchObject({ message: 'Please enter a valid email address', code: 'VALIDATION_ERROR' });
    expect((await subscribe({ email: newEmail() }, ip)).statusCode).toBe(201);
  });

  it('answers 429 once an address has used up its subscriptions, and other addresses still subscribe', async () => {
    const ip = newAddress();
    expect((await subscribe({ email: newEmail() }, ip)).statusCode).toBe(201);
    expect((await subscribe({ email: newEmail() }, ip)).statusCode).toBe(201);
    const email = newEmail();
    const limited = await subscribe({ email }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.json()).toEqual({ success: false, message: ACCOUNT_MESSAGES.tooManyAttempts, code: 'TOO_MANY_REQUESTS' });
    expect(await stored(email)).toBeUndefined();
    expect((await subscribe({ email })).statusCode).toBe(201);
  });

  it('refuses a wrong token and an unknown email alike, accepts the right token, and repeating it succeeds', async () => {
    const email = newEmail();
    const token = (await subscribe({ email })).json().data.unsubscribe_token as string;

    const wrong = await unsubscribe({ email, unsubscribe_token: `${token.slice(0, -1)}x` });
    const unknown = await unsubscribe({ email: newEmail(), unsubscribe_token: token });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ success: false, code: 'UNSUBSCRIBE_FAILED' });
    expect(unknown.json()).toEqual(wrong.json());
    expect((await stored(email))?.unsubscribedAt).toBeNull();

    for (let attempt = 0; attempt < 2; attempt++) {
      const done = await unsubscribe({ email: email.toUpperCase(), unsubscribe_token: token, timestamp: Date.now() });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ success: true, message: 'Successfully unsubscribed from newsletter', data: null });
    }
    expect((await stored(email))?.unsubscribedAt).toBeInstanceOf(Date);
  });

  it('subscribes an unsubscribed email again with new preferences and a new token; the old token stops working', async () => {
    const email = newEmail();
    const first = (await subscribe({ email })).json().data.unsubscribe_token as string;
    expect((await unsubscribe({ email, unsubscribe_token: first })).statusCode).toBe(200);

    const again = await subscribe({ email, preferences: { special_offers: false } });
    expect(again.statusCode).toBe(201);
    const second = again.json().data.unsubscribe_token as string;
    expect(second).not.toBe(first);
    expect(await stored(email)).toMatchObject({ unsubscribedAt: null, preferences: { ...ALL_ON, special_offers: false } });

    expect((await unsubscribe({ email, unsubscribe_token: first })).statusCode).toBe(422);
    expect((await stored(email))?.unsubscribedAt).toBeNull();
    expect((await unsubscribe({ email, unsubscribe_token: second })).statusCode).toBe(200);
  });

  it('mails a fresh unsubscribe link when asked without a token, and answers the same for an email that never subscribed', async () => {
    const email = newEmail();
    await subscribe({ email });
    const asked = await unsubscribe({ email });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ success: true, message: 'If this email is subscribed, we have sent it a link to unsubscribe.', data: null });
    const mailed = await tokenFromMail(email);
    expect((await readOutbox(shop.dataDir, email))[0]?.subject).toBe('Unsubscribe from our newsletter');

    const stranger = newEmail();
    const unknown = await unsubscribe({ email: stranger, unsubscribe_token: '' });
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(asked.json());
    expect(await readOutbox(shop.dataDir, stranger)).toEqual([]);

    expect((await unsubscribe({ email, unsubscribe_token: mailed })).statusCode).toBe(200);
    expect((await unsubscribe({ email: 'not-an-email' })).json()).toMatchObject({ message: 'Please enter a valid email address', code: 'VALIDATION_ERROR' });
  });

  it('sends one address at most three newsletter mails a day, however many addresses ask', async () => {
    const victim = newEmail();
    const answers = [];
    for (let round = 0; round < 3; round++) {
      const subscribed = await subscribe({ email: victim });
      answers.push(subscribed.statusCode);
      if (subscribed.statusCode === 201) await unsubscribe({ email: victim, unsubscribe_token: subscribed.json().data.unsubscribe_token });
    }
    const fourth = await subscribe({ email: victim });
    expect(answers).toEqual([201, 201, 201]);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'We have sent enough newsletter emails to this address today. Please try again tomorrow.',
    });
    expect(await readOutbox(shop.dataDir, victim)).toHaveLength(3);

    // Asking for unsubscribe links is capped the same way, and still answers alike.
    const reader = newEmail();
    await subscribe({ email: reader });
    for (let ask = 0; ask < 4; ask++) expect((await unsubscribe({ email: reader })).statusCode).toBe(202);
    expect(await readOutbox(shop.dataDir, reader)).toHaveLength(3);
  });

  it('stores nothing when the confirmation mail cannot be sent, so the visitor can simply try again', async () => {
    const email = newEmail();
    const send = vi.spyOn(shop.services.mailer, 'send').mockRejectedValueOnce(new Error('SMTP connection refused'));
    const failed = await subscribe({ email });
    send.mockRestore();
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ success: false, message: 'Failed to subscribe to newsletter. Please try again later.', code: 'SUBSCRIPTION_FAILED' });
    expect(await stored(email)).toBeUndefined();
    expect((await subscribe({ email })).statusCode).toBe(201);
  });
});
