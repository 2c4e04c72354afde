import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '#domain/account.ts';
import { readOutbox } from '#server/adapters/outbox.ts';
import type { FastifyInstance } from 'fastify';
import { passwordResetCodes } from '#server/db/schema.ts';
import { newCustomerInput, registerCustomer } from '#server/test/accounts.ts';
import { databaseKinds, openTestApp, openTestApps } from '#server/test/databases.ts';
import { DEFAULT_RATE_LIMITS } from './rate-limits.ts';

const NEW_PASSWORD = 'notun-chabi-2024';

describe.each(databaseKinds)('password reset by OTP on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  beforeAll(async () => {
    const roomy: [number, number] = [1000, 60];
    shop = await openTestApp(kind, { rateLimits: { ...DEFAULT_RATE_LIMITS, otpSend: roomy, otpVerify: roomy, register: roomy, loginPerAddress: roomy } });
  });
  afterAll(() => shop?.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) => shop.app.inject({ method: 'POST', url, payload, headers });
  const sendOtp = (identifier: object) => post('/api/auth/forgot-password/send-otp', identifier);
  const verifyOtp = (identifier: object, otp: string) => post('/api/auth/forgot-password/verify-otp', { ...identifier, otp });
  const resetPassword = (identifier: object, resetToken: string, password = NEW_PASSWORD, confirmation = password) =>
    post('/api/auth/forgot-password/reset-password', { ...identifier, reset_token: resetToken, password, password_confirmation: confirmation });
  const whoAmI = (token: string) => shop.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Bearer ${token}` } });

  /** The newest code sent to this address, read from the local outbox as a customer would read it. */
  async function codeSentTo(to: string): Promise<string> {
    const [message] = await readOutbox(shop.dataDir, to);
    const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
    if (!code) throw new Error(`no code in the outbox for ${to}`);
    return code;
  }
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  async function verifiedResetToken(identifier: { email: string } | { phone: string }, to: string): Promise<string> {
    expect((await sendOtp(identifier)).statusCode).toBe(200);
    const verified = await verifyOtp(identifier, await codeSentTo(to));
    expect(verified.statusCode).toBe(200);
    return verified.json().data.reset_token as string;
  }

  it('emails a hashed 6-digit code, trades it once for a reset token, and the reset ends every session', async () => {
    const { input, token: firstSession, customerId } = await registerCustomer(shop.app);
    const secondSession = (await post('/api/auth/login', { phone: input.phone, password: input.password })).json().data.token as string;

    const sent = await sendOtp({ email: input.email.toUpperCase() });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ success: true, message: M.otpSent, data: null });
    const [mail] = await readOutbox(shop.dataDir, input.email);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Your Dokan password reset code' });
    expect(mail?.text).toMatch(/^Your Dokan password reset code is \d{6}\. It expires in 10 minutes\. If you did not ask for it, ignore this message\.$/);
    const code = await codeSentTo(input.email);
    const [row] = await shop.db.select().from(passwordResetCodes).where(eq(passwordResetCodes.customerId, customerId));
    expect(row?.codeHash).not.toContain(code);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(10 * 60_000);

    const verified = await verifyOtp({ email: input.email }, code);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ success: true, message: M.otpVerified, data: { reset_token: expect.stringMatching(/^[\w-]{43}$/) } });
    const resetToken = verified.json().data.reset_token as string;

    const reused = await verifyOtp({ email: input.email }, code);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({ success: false, message: M.invalidOtp, errors: { otp: [M.invalidOtp] } });

    const reset = await resetPassword({ email: input.email }, resetToken);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ success: true, message: M.passwordReset, data: null });
    expect(reset.headers['cache-control']).toBe('no-store');

    expect((await whoAmI(firstSession)).statusCode).toBe(401);
    expect((await whoAmI(secondSession)).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: input.email, password: input.password })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: input.email, password: NEW_PASSWORD })).statusCode).toBe(200);

    const again = await resetPassword({ email: input.email }, resetToken, 'another-new-pass-1');
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ success: false, message: M.invalidOtp, errors: { reset_token: [M.invalidOtp] } });
    expect((await post('/api/auth/login', { email: input.email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('texts the code to a mobile number typed in any accepted form', async () => {
    const { input } = await registerCustomer(shop.app);
    expect((await sendOtp({ phone: `+88${input.phone}` })).statusCode).toBe(200);
    const [text] = await readOutbox(shop.dataDir, input.phone);
    expect(text?.channel).toBe('sms');
    expect((await verifyOtp({ phone: input.phone }, await codeSentTo(input.phone))).statusCode).toBe(200);
    expect(await readOutbox(shop.dataDir, input.email)).toEqual([]);
  });

  it('answers an unknown account exactly like a known one, and sends nothing', async () => {
    const { input } = await registerCustomer(shop.app);
    const known = await sendOtp({ email: input.email });
    const unknown = await sendOtp({ email: 'nobody-by-this-name@example.com' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await readOutbox(shop.dataDir, 'nobody-by-this-name@example.com')).toEqual([]);
    const unknownPhone = await sendOtp({ phone: '01999999990' });
    expect(unknownPhone.json()).toEqual(known.json());
    expect(await readOutbox(shop.dataDir, '01999999990')).toEqual([]);

    // Try after try, up to the refusal of the sixth: the same answers for an account and for nobody.
    const code = await codeSentTo(input.email);
    const account: unknown[] = [];
    const nobody: unknown[] = [];
    for (let attempt = 1; attempt <= 7; attempt += 1) {
      const wrong = await verifyOtp({ email: input.email }, wrongCode(code));
      const guess = await verifyOtp({ email: 'nobody-by-this-name@example.com' }, wrongCode(code));
      account.push([wrong.statusCode, wrong.json()]);
      nobody.push([guess.statusCode, guess.json()]);
    }
    expect(nobody).toEqual(account);
    expect(account[0]).toEqual([422, { success: false, message: M.invalidOtp, errors: { otp: [M.invalidOtp] } }]);
    expect(account[6]).toEqual([422, { success: false, message: M.otpTooManyTries, errors: { otp: [M.otpTooManyTries] } }]);
  });

  it('refuses a wrong code without burning it, and refuses expired codes and reset tokens', async () => {
    const { input, customerId } = await registerCustomer(shop.app);
    await sendOtp({ email: input.email });
    const code = await codeSentTo(input.email);
    const wrong = await verifyOtp({ email: input.email }, wrongCode(code));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ success: false, message: M.invalidOtp, errors: { otp: [M.invalidOtp] } });
    expect((await verifyOtp({ email: input.email }, '12345')).json().errors).toEqual({ otp: [M.invalidOtp] });
    expect((await verifyOtp({ email: input.email }, code)).statusCode).toBe(200);

    // An expired code, even the right one.
    await sendOtp({ phone: input.phone });
    await shop.db
      .update(passwordResetCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetCodes.customerId, customerId));
    expect((await verifyOtp({ phone: input.phone }, await codeSentTo(input.phone))).json()).toMatchObject({ message: M.invalidOtp });

    // An expired reset token.
    const other = await registerCustomer(shop.app);
    const resetToken = await verifiedResetToken({ email: other.input.email }, other.input.email);
    await shop.db
      .update(passwordResetCodes)
      .set({ resetTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetCodes.customerId, other.customerId));
    const late = await resetPassword({ email: other.input.email }, resetToken);
    expect(late.statusCode).toBe(422);
    expect(late.json().errors).toEqual({ reset_token: [M.invalidOtp] });
    expect((await post('/api/auth/login', { email: other.input.email, password: other.input.password })).statusCode).toBe(200);
  });

  it('burns a code after five wrong tries: the sixth is refused even with the right code', async () => {
    const { input } = await registerCustomer(shop.app);
    await sendOtp({ email: input.email });
    const code = await codeSentTo(input.email);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await verifyOtp({ email: input.email }, wrongCode(code));
      expect(response.json().message, `try ${attempt}`).toBe(M.invalidOtp);
    }
    const sixth = await verifyOtp({ email: input.email }, code);
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json()).toEqual({ success: false, message: M.otpTooManyTries, errors: { otp: [M.otpTooManyTries] } });

    // A new code (by SMS: the email's minute is not over) starts afresh.
    await sendOtp({ phone: input.phone });
    expect((await verifyOtp({ phone: input.phone }, await codeSentTo(input.phone))).statusCode).toBe(200);
  });

  it('sends at most one code a minute to each address, known or not, and a new code replaces the old one', async () => {
    const { input } = await registerCustomer(shop.app);
    for (const email of [input.email, 'still-nobody@example.com']) {
      expect((await sendOtp({ email })).statusCode).toBe(200);
      const tooSoon = await sendOtp({ email });
      expect(tooSoon.statusCode, email).toBe(429);
      expect(tooSoon.json().message).toBe(M.otpResendTooSoon);
      expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(tooSoon.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    expect(await readOutbox(shop.dataDir, input.email)).toHaveLength(1);

    const byEmail = await codeSentTo(input.email);
    await sendOtp({ phone: input.phone });
    expect((await verifyOtp({ email: input.email }, byEmail)).statusCode).toBe(422);
    expect((await verifyOtp({ phone: input.phone }, await codeSentTo(input.phone))).statusCode).toBe(200);
  });

  it('holds the new password to the registration rules and accepts an unknown-looking token only if it is ours', async () => {
    const { input } = await registerCustomer(shop.app);
    const resetToken = await verifiedResetToken({ email: input.email }, input.email);
    const cases: [string, string, string, string][] = [
      ['short1', 'short1', 'password', M.passwordTooShort],
      ['x'.repeat(129), 'x'.repeat(129), 'password', M.passwordTooLong],
      ['qwertyuiop', 'qwertyuiop', 'password', M.passwordTooCommon],
      [NEW_PASSWORD, `${NEW_PASSWORD}!`, 'password_confirmation', M.passwordsDoNotMatch],
    ];
    for (const [password, confirmation, field, message] of cases) {
      const response = await resetPassword({ email: input.email }, resetToken, password, confirmation);
      expect(response.statusCode, password).toBe(422);
      expect(response.json().errors[field], password).toEqual([message]);
    }
    const forged = await resetPassword({ email: input.email }, 'A'.repeat(43));
    expect(forged.json().errors).toEqual({ reset_token: [M.invalidOtp] });
    // The token belongs to its account only.
    const stranger = await registerCustomer(shop.app);
    expect((await resetPassword({ email: stranger.input.email }, resetToken)).statusCode).toBe(422);

    expect((await resetPassword({ email: input.email }, resetToken)).statusCode).toBe(200);
  });
});

describe.each(databaseKinds)('password reset against attacks on %s', (kind) => {
  const roomy: [number, number] = [1000, 60];

  it('lets the owner in from a new device after a reset while the account-wide sign-in ceiling holds strangers back', async () => {
    const shop = await openTestApp(kind, {
      rateLimits: { ...DEFAULT_RATE_LIMITS, loginPerAddress: roomy, loginPerAccountAddress: roomy, loginPerAccount: [2, 600] },
    });
    try {
      const { input } = await registerCustomer(shop.app);
      const login = (password: string, remoteAddress: string) =>
        shop.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: input.email, password }, remoteAddress });
      const newDevice = '10.4.0.9';
      expect((await login('guess-one-1', '10.4.0.1')).statusCode).toBe(401);
      expect((await login('guess-two-2', '10.4.0.2')).statusCode).toBe(401);
      expect((await login('guess-three-3', '10.4.0.3')).json().message).toBe(M.accountLocked);
      expect((await login(input.password, newDevice)).statusCode).toBe(429);

      const post = (url: string, payload: object) => shop.app.inject({ method: 'POST', url, payload, remoteAddress: newDevice });
      expect((await post('/api/auth/forgot-password/send-otp', { email: input.email })).statusCode).toBe(200);
      const [message] = await readOutbox(shop.dataDir, input.email);
      const otp = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1] ?? '';
      const verified = await post('/api/auth/forgot-password/verify-otp', { email: input.email, otp });
      const resetToken = verified.json().data.reset_token as string;
      const reset = await post('/api/auth/forgot-password/reset-password', {
        email: input.email,
        reset_token: resetToken,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      });
      expect(reset.statusCode).toBe(200);
      expect((await login(NEW_PASSWORD, newDevice)).statusCode).toBe(200);
    } finally {
      await shop.close();
    }
  });

  it('sends at most so many codes to one address an hour, counted in the database for every instance and restart, known or not', async () => {
    const shop = await openTestApps(kind, 3, { rateLimits: { ...DEFAULT_RATE_LIMITS, otpSend: roomy, otpResend: roomy, otpPerDestination: [3, 3600] } });
    try {
      const [first, second, restarted] = shop.apps as [FastifyInstance, FastifyInstance, FastifyInstance];
      const registered = await first.inject({ method: 'POST', url: '/api/auth/register', payload: newCustomerInput() });
      const email = registered.json().data.customer.email as string;
      const answersFor = async (identifier: object) => {
        const answers: unknown[] = [];
        for (const app of [first, second, first, second, restarted]) {
          const response = await app.inject({ method: 'POST', url: '/api/auth/forgot-password/send-otp', payload: identifier });
          answers.push([response.statusCode, response.json().message]);
        }
        return answers;
      };
      const known = await answersFor({ email });
      expect(known).toEqual([
        [200, M.otpSent],
        [200, M.otpSent],
        [200, M.otpSent],
        [429, M.otpSendLimit],
        [429, M.otpSendLimit],
      ]);
      expect(await answersFor({ email: 'nobody-by-this-name@example.com' })).toEqual(known);
      expect(await readOutbox(shop.dataDir, email)).toHaveLength(3);
    } finally {
      await shop.close();
    }
  });
});

describe('OTP limits per address', () => {
  it('answers 429 once an address has used its sends or its verifications', async () => {
    const shop = await openTestApp('pglite', { rateLimits: { ...DEFAULT_RATE_LIMITS, otpSend: [2, 60], otpVerify: [2, 60] } });
    try {
      const send = (email: string, remoteAddress = '10.0.0.7') =>
        shop.app.inject({ method: 'POST', url: '/api/auth/forgot-password/send-otp', payload: { email }, remoteAddress });
      expect((await send('first@example.com')).statusCode).toBe(200);
      expect((await send('second@example.com')).statusCode).toBe(200);
      const limited = await send('third@example.com');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toBe(M.tooManyAttempts);
      expect((await send('third@example.com', '10.0.0.8')).statusCode).toBe(200);

      const verify = () =>
        shop.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password/verify-otp',
          payload: { email: 'first@example.com', otp: '123456' },
          remoteAddress: '10.0.0.7',
        });
      expect((await verify()).statusCode).toBe(422);
      expect((await verify()).statusCode).toBe(422);
      expect((await verify()).statusCode).toBe(429);
      // A reset spends the same attempts, so guessing reset tokens instead is held back alike.
      const newPassword = 'a-long-new-passphrase';
      const reset = await shop.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password/reset-password',
        payload: { email: 'first@example.com', reset_token: 'a-guessed-token', password: newPassword, password_confirmation: newPassword },
        remoteAddress: '10.0.0.7',
      });
      expect(reset.statusCode).toBe(429);
    } finally {
      await shop.close();
    }
  });

  it('counts only wrong codes and refused resets, so neighbours behind one shared address all reset their passwords', async () => {
    const shop = await openTestApp('pglite', { rateLimits: { ...DEFAULT_RATE_LIMITS, otpVerify: [2, 60] } });
    const from = { remoteAddress: '10.0.1.7' };
    try {
      for (let neighbour = 0; neighbour < 3; neighbour += 1) {
        const { input } = await registerCustomer(shop.app);
        expect(
          (await shop.app.inject({ method: 'POST', url: '/api/auth/forgot-password/send-otp', payload: { email: input.email }, ...from })).statusCode,
        ).toBe(200);
        const [mail] = await readOutbox(shop.dataDir, input.email);
        const otp = /\b(\d{6})\b/.exec(mail?.text ?? '')![1]!;
        const verified = await shop.app.inject({ method: 'POST', url: '/api/auth/forgot-password/verify-otp', payload: { email: input.email, otp }, ...from });
        expect(verified.statusCode).toBe(200);
        const reset = await shop.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password/reset-password',
          payload: { email: input.email, reset_token: verified.json().data.reset_token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
          ...from,
        });
        expect(reset.statusCode).toBe(200);
      }
    } finally {
      await shop.close();
    }
  });
});
