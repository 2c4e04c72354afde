import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '#domain/account.ts';
import { customers, sessions } from '#server/db/schema.ts';
import { newCustomerInput, registerCustomer } from '#server/test/accounts.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { DEFAULT_RATE_LIMITS } from './rate-limits.ts';

describe.each(databaseKinds)('accounts on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  beforeAll(async () => {
    shop = await openTestApp(kind, { rateLimits: { ...DEFAULT_RATE_LIMITS, loginPerAddress: [1000, 60], register: [1000, 60] } });
  });
  afterAll(() => shop?.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) => shop.app.inject({ method: 'POST', url, payload, headers });

  it('registers with email and phone, stores an argon2id hash and answers with a working token', async () => {
    const input = newCustomerInput({ phone: '+8801812345670' });
    const response = await post('/api/auth/register', input);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      data: { customer: { full_name: input.full_name, email: input.email, phone: '01812345670', website_customer_id: expect.any(Number) } },
    });
    expect(body.data.token).toMatch(/^[\w-]{43}$/);
    expect(JSON.stringify(body)).not.toMatch(/argon2|password_hash|passwordHash/);
    const [row] = await shop.db.select().from(customers).where(eq(customers.email, input.email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const me = await shop.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Bearer ${body.data.token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.customer.email).toBe(input.email);
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('refuses an email or phone already registered, on that field', async () => {
    const { input } = await registerCustomer(shop.app);
    const again = await post('/api/auth/register', newCustomerInput({ email: input.email.toUpperCase(), phone: input.phone }));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ email: [M.emailTaken], phone: [M.phoneTaken] });
  });

  it('checks every field of a sign-up with the messages the form shows', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ password: 'short', password_confirmation: 'short' }, 'password', M.passwordTooShort],
      [{ password: 'x'.repeat(129), password_confirmation: 'x'.repeat(129) }, 'password', M.passwordTooLong],
      [{ password: 'Password1', password_confirmation: 'Password1' }, 'password', M.passwordTooCommon],
      [{ password: 'iloveyou', password_confirmation: 'iloveyou' }, 'password', M.passwordTooCommon],
      [{ password: 'password123', password_confirmation: 'password123' }, 'password', M.passwordTooCommon],
      [{ password_confirmation: 'something-else-1' }, 'password_confirmation', M.passwordsDoNotMatch],
      [{ phone: '01212345678' }, 'phone', M.invalidPhone],
      [{ email: 'not-an-email' }, 'email', M.invalidEmail],
      [{ email: '', phone: '' }, 'email', M.emailOrPhoneRequired],
      [{ full_name: '  ' }, 'full_name', M.fullNameRequired],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await post('/api/auth/register', newCustomerInput(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(response.json().errors[field]?.[0], JSON.stringify(overrides)).toBe(message);
    }
    const longest = await post('/api/auth/register', newCustomerInput({ password: 'ক'.repeat(128), password_confirmation: 'ক'.repeat(128) }));
    expect(longest.statusCode).toBe(201);
  });

  it('signs in with email or with the phone in any accepted form, and says the same for a wrong password and an unknown account', async () => {
    const { input } = await registerCustomer(shop.app);
    expect((await post('/api/auth/login', { email: input.email.toUpperCase(), password: input.password })).statusCode).toBe(200);
    expect((await post('/api/auth/login', { phone: `+88${input.phone}`, password: input.password })).statusCode).toBe(200);

    const wrong = await post('/api/auth/login', { email: input.email, password: 'wrong-password-1' });
    const unknown = await post('/api/auth/login', { email: 'nobody-here@example.com', password: 'wrong-password-1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe(M.invalidCredentials);
  });

  it('ends the session on logout, so the token no longer works', async () => {
    const { auth } = await registerCustomer(shop.app);
    expect((await shop.app.inject({ method: 'GET', url: '/api/auth/user', headers: auth })).statusCode).toBe(200);
    expect((await shop.app.inject({ method: 'POST', url: '/api/auth/logout', headers: auth })).statusCode).toBe(200);
    const after = await shop.app.inject({ method: 'GET', url: '/api/auth/user', headers: auth });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Authentication failed. Please log in again.');
  });

  it('refuses expired sessions, idle or absolute', async () => {
    const { auth, customerId } = await registerCustomer(shop.app);
    await shop.db
      .update(sessions)
      .set({ lastUsedAt: new Date(Date.now() - 15 * 24 * 3600 * 1000) })
      .where(eq(sessions.customerId, customerId));
    expect((await shop.app.inject({ method: 'GET', url: '/api/auth/user', headers: auth })).statusCode).toBe(401);

    const second = await registerCustomer(shop.app);
    await shop.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.customerId, second.customerId));
    expect((await shop.app.inject({ method: 'GET', url: '/api/auth/user', headers: second.auth })).statusCode).toBe(401);
  });

  it('refuses a cookie-carried write from another site', async () => {
    const { token } = await registerCustomer(shop.app);
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: `dokan_session=${token}`, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe.each(databaseKinds)('sign-in limits on %s', (kind) => {
  const login = (shop: Awaited<ReturnType<typeof openTestApp>>, payload: object, remoteAddress: string) =>
    shop.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress });
  /** What a client sees of an answer: status, message, and whether it says when to come back. */
  const seen = (response: { statusCode: number; json(): { message?: string }; headers: Record<string, unknown> }) =>
    `${response.statusCode} ${response.json().message} ${response.headers['retry-after'] ? 'retry-after' : ''}`;

  it('answers wrong passwords for a known and an unknown email alike, try after try, and refuses both from the same try', async () => {
    const shop = await openTestApp(kind);
    try {
      const { input } = await registerCustomer(shop.app);
      const known: string[] = [];
      const unknown: string[] = [];
      for (let attempt = 1; attempt <= 12; attempt += 1) {
        known.push(seen(await login(shop, { email: input.email, password: 'wrong-password-1' }, '10.1.0.1')));
        unknown.push(seen(await login(shop, { email: 'nobody-at-all@example.com', password: 'wrong-password-1' }, '10.1.0.2')));
      }
      expect(known).toEqual(unknown);
      const limit = DEFAULT_RATE_LIMITS.loginPerAccountAddress[0];
      expect(known.slice(0, limit)).toEqual(Array(limit).fill(`401 ${M.invalidCredentials} `));
      expect(known.slice(limit)).toEqual(Array(12 - limit).fill(`429 ${M.tooManyAttempts} retry-after`));
    } finally {
      await shop.close();
    }
  });

  it('holds back an attacker guessing from many addresses, while the owner still signs in from their own', async () => {
    const shop = await openTestApp(kind, {
      rateLimits: { ...DEFAULT_RATE_LIMITS, loginPerAddress: [5, 60], loginPerAccountAddress: [3, 60], loginPerAccount: [8, 60] },
    });
    try {
      const input = newCustomerInput();
      const ownAddress = '10.2.0.2';
      expect((await shop.app.inject({ method: 'POST', url: '/api/auth/register', payload: input, remoteAddress: ownAddress })).statusCode).toBe(201);

      const answers: number[] = [];
      for (const attacker of ['10.2.1.1', '10.2.1.2', '10.2.1.3', '10.2.1.4']) {
        for (let attempt = 1; attempt <= 4; attempt += 1)
          answers.push((await login(shop, { email: input.email, password: `guess-${attempt}-${attacker}` }, attacker)).statusCode);
      }
      // Three tries an address, and no more than eight across them all.
      expect(answers).toEqual([401, 401, 401, 429, 401, 401, 401, 429, 401, 401, 429, 429, 429, 429, 429, 429]);

      const stranger = await login(shop, { email: input.email, password: input.password }, '10.2.9.9');
      expect(stranger.statusCode).toBe(429);
      expect(stranger.json().message).toBe(M.accountLocked);

      const owner = await login(shop, { email: input.email, password: input.password }, ownAddress);
      expect(owner.statusCode).toBe(200);
    } finally {
      await shop.close();
    }
  });

  it('counts failed sign-ins only, so customers behind one shared address never use up its attempts by signing in', async () => {
    const shop = await openTestApp(kind, { rateLimits: { ...DEFAULT_RATE_LIMITS, loginPerAddress: [3, 60] } });
    try {
      const sharedAddress = '10.3.0.1';
      const neighbours = [await registerCustomer(shop.app), await registerCustomer(shop.app), await registerCustomer(shop.app)];
      for (let round = 1; round <= 2; round += 1) {
        for (const { input } of neighbours) expect((await login(shop, { email: input.email, password: input.password }, sharedAddress)).statusCode).toBe(200);
      }
      for (const { input } of neighbours) expect((await login(shop, { email: input.email, password: 'wrong-password-1' }, sharedAddress)).statusCode).toBe(401);
      const limited = await login(shop, { email: neighbours[0]!.input.email, password: neighbours[0]!.input.password }, sharedAddress);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toBe(M.tooManyAttempts);
      expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    } finally {
      await shop.close();
    }
  });

  it('counts failed sign-ups per address only, so neighbours behind one shared address can all register', async () => {
    const shop = await openTestApp(kind, { rateLimits: { ...DEFAULT_RATE_LIMITS, register: [2, 60] } });
    const register = (payload: object) => shop.app.inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress: '10.3.1.1' });
    try {
      const neighbours = [newCustomerInput(), newCustomerInput(), newCustomerInput(), newCustomerInput()];
      for (const input of neighbours) expect((await register(input)).statusCode).toBe(201);
      // Probing for who has an account is what counts: an email already taken, twice.
      for (const taken of neighbours.slice(0, 2)) expect((await register(newCustomerInput({ email: taken.email }))).statusCode).toBe(422);
      const limited = await register(newCustomerInput());
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toBe(M.tooManyAttempts);
    } finally {
      await shop.close();
    }
  });
});
