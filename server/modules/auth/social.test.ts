import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '#domain/account.ts';
import { SocialProviderUnavailable, SocialTokenRejected } from '#server/adapters/social/errors.ts';
import { createFacebookClient } from '#server/adapters/social/facebook.ts';
import { createGoogleVerifier } from '#server/adapters/social/google.ts';
import { customerIdentities, customers } from '#server/db/schema.ts';
import { registerCustomer } from '#server/test/accounts.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { closedLoopbackUrl, FACEBOOK_APP_ID, FACEBOOK_APP_SECRET, GOOGLE_CLIENT_ID, type SocialStubs, startSocialStubs } from '#server/test/social-stubs.ts';

interface SignInBody {
  success: boolean;
  message: string;
  data: {
    access_token: string;
    token: string;
    needs_address: boolean;
    user: { id: number; full_name: string; email: string | null; phone: string | null; has_password: boolean };
    customer: { id: number };
  };
}

describe.each(databaseKinds)('Google and Facebook sign-in on %s', (kind) => {
  let stubs: SocialStubs;
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  beforeAll(async () => {
    stubs = await startSocialStubs();
    shop = await openTestApp(kind, { env: stubs.env });
  });
  afterAll(async () => {
    await shop?.close();
    await stubs?.close();
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) => shop.app.inject({ method: 'POST', url, payload, headers });
  const google = (payload: object) => post('/api/auth/social/google', payload);
  const facebook = (accessToken: string) => post('/api/auth/social/facebook', { access_token: accessToken });
  const customerCount = async () => (await shop.db.select({ value: count() }).from(customers))[0]?.value;
  const certsFetches = () => stubs.requests.filter((path) => path === '/certs').length;

  it('creates a customer for a new Google account, signed in and asked for an address', async () => {
    const credential = await stubs.googleToken({ sub: 'google-100', email: 'Rahim.Google@Example.com', name: 'Rahim Uddin' });
    const response = await google({ credential });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<SignInBody>();
    expect(body).toMatchObject({
      success: true,
      message: M.loggedIn,
      data: { needs_address: true, user: { full_name: 'Rahim Uddin', email: 'rahim.google@example.com', phone: null, has_password: false } },
    });
    expect(body.data.token).toBe(body.data.access_token);
    expect(body.data.customer).toEqual(body.data.user);

    const me = await shop.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Bearer ${body.data.access_token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.customer.id).toBe(body.data.user.id);
    const identities = await shop.db.select().from(customerIdentities).where(eq(customerIdentities.customerId, body.data.user.id));
    expect(identities).toMatchObject([{ provider: 'google', subject: 'google-100', email: 'rahim.google@example.com' }]);
  });

  it('signs the same Google subject in as the same customer, whatever email the token carries, and keeps the key set cached', async () => {
    const first = (await google({ credential: await stubs.googleToken({ sub: 'google-200', email: 'first@example.com', name: 'Salma' }) })).json<SignInBody>();
    const fetchesAfterFirst = certsFetches();
    const again = await google({ id_token: await stubs.googleToken({ sub: 'google-200', email: 'changed@example.com', name: 'Salma Begum' }) });
    expect(again.statusCode).toBe(200);
    expect(again.json<SignInBody>().data.user.id).toBe(first.data.user.id);
    expect(again.json<SignInBody>().data.access_token).not.toBe(first.data.access_token);
    expect(certsFetches()).toBe(fetchesAfterFirst);
    expect(fetchesAfterFirst).toBeGreaterThanOrEqual(1);
  });

  it('refuses tokens for another audience, expired, from another issuer, signed by another key, or not a token at all', async () => {
    const now = Math.floor(Date.now() / 1000);
    const refused = {
      'another audience': await stubs.googleToken({ sub: 'google-300', aud: 'someone-elses-client' }),
      expired: await stubs.googleToken({ sub: 'google-300', iat: now - 7200, exp: now - 3600 }),
      'another issuer': await stubs.googleToken({ sub: 'google-300', iss: 'https://accounts.example.com' }),
      'another key': await stubs.googleToken({ sub: 'google-300' }, { signer: 'stranger' }),
      garbage: 'not-a-jwt',
    };
    const before = await customerCount();
    for (const [why, credential] of Object.entries(refused)) {
      const response = await google({ credential });
      expect(response.statusCode, why).toBe(401);
      expect(response.json(), why).toEqual({ success: false, message: M.googleFailed });
    }
    expect(await customerCount()).toBe(before);
    expect((await google({ credential: await stubs.googleToken({ sub: 'google-300' }) })).statusCode).toBe(200);
  });

  it('never hands an existing password account to a Google sign-in with the same email', async () => {
    const { input, customerId } = await registerCustomer(shop.app);
    const response = await google({ credential: await stubs.googleToken({ sub: 'google-400', email: input.email, name: 'Impostor' }) });
    expect(response.statusCode).toBe(200);
    const body = response.json<SignInBody>();
    expect(body.data.user.id).not.toBe(customerId);
    expect(body.data.user.email).toBeNull();
    const [identity] = await shop.db
      .select()
      .from(customerIdentities)
      .where(and(eq(customerIdentities.provider, 'google'), eq(customerIdentities.subject, 'google-400')));
    expect(identity).toMatchObject({ customerId: body.data.user.id, email: input.email });
    const owner = await shop.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Bearer ${body.data.token}` } });
    expect(owner.json().data.customer.id).toBe(body.data.user.id);
  });

  it('keeps an email Google does not vouch for off the customer', async () => {
    const response = await google({ credential: await stubs.googleToken({ sub: 'google-500', email: 'unverified@example.com', email_verified: false }) });
    expect(response.statusCode).toBe(200);
    expect(response.json<SignInBody>().data.user.email).toBeNull();
  });

  it('signs in with Facebook when debug_token calls the token valid and ours', async () => {
    const accessToken = stubs.facebookToken({ id: 'fb-100', name: 'Karim Hossain', email: 'karim.fb@example.com' });
    const response = await facebook(accessToken);
    expect(response.statusCode).toBe(200);
    const body = response.json<SignInBody>();
    expect(body.data).toMatchObject({ needs_address: true, user: { full_name: 'Karim Hossain', email: 'karim.fb@example.com' } });
    const again = await facebook(stubs.facebookToken({ id: 'fb-100', name: 'Karim H.' }));
    expect(again.json<SignInBody>().data.user.id).toBe(body.data.user.id);
  });

  it('refuses a Facebook token that is unknown, invalid or issued to another app', async () => {
    const before = await customerCount();
    const refused = {
      unknown: 'EAAB-not-a-real-token',
      invalid: stubs.facebookToken({ id: 'fb-200', name: 'Expired', valid: false }),
      'another app': stubs.facebookToken({ id: 'fb-200', name: 'Other app', appId: '999999' }),
    };
    for (const [why, accessToken] of Object.entries(refused)) {
      const response = await facebook(accessToken);
      expect(response.statusCode, why).toBe(401);
      expect(response.json().message, why).toBe(M.facebookFailed);
    }
    expect(await customerCount()).toBe(before);
  });

  it('checks the address and phone, saves them, and stops asking for an address', async () => {
    const credential = await stubs.googleToken({ sub: 'google-600', name: 'Nasrin' });
    const { data } = (await google({ credential })).json<SignInBody>();
    const bearer = { authorization: `Bearer ${data.access_token}` };
    const valid = { address: 'House 12, Road 5', division: 'Dhaka', district: 'Gazipur', area: 'Tongi', phone: '+8801911111111' };
    const update = (payload: object, headers: Record<string, string> = bearer) => post('/api/auth/update-address', payload, headers);

    expect((await update(valid, {})).statusCode).toBe(401);
    const other = await registerCustomer(shop.app);
    const cases: [object, string, string][] = [
      [{ ...valid, address: '  ' }, 'address', M.addressRequired],
      [{ ...valid, division: 'Atlantis' }, 'division', M.divisionInvalid],
      [{ ...valid, district: 'Sylhet' }, 'district', M.districtInvalid],
      [{ ...valid, phone: '01212345678' }, 'phone', M.invalidPhone],
      [{ ...valid, phone: undefined }, 'phone', M.phoneRequired],
      [{ ...valid, phone: other.input.phone }, 'phone', M.phoneTaken],
    ];
    for (const [payload, field, message] of cases) {
      const response = await update(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().errors[field], JSON.stringify(payload)).toEqual([message]);
    }

    // The web app calls with its session cookie; names are matched in any case and stored canonically.
    const saved = await update({ ...valid, division: 'dhaka', district: 'GAZIPUR' }, { cookie: `dokan_session=${data.access_token}` });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      success: true,
      message: M.addressUpdated,
      data: {
        customer: { id: data.user.id, phone: '01911111111', address: { address: 'House 12, Road 5', division: 'Dhaka', district: 'Gazipur', area: 'Tongi' } },
      },
    });
    // Once a phone is on file, a later update may leave it out.
    expect((await update({ ...valid, phone: undefined, area: '' })).json().data.customer).toMatchObject({ phone: '01911111111', address: { area: null } });
    // The area may also be left out altogether.
    const withoutArea = await update({ address: valid.address, division: valid.division, district: valid.district });
    expect(withoutArea.statusCode).toBe(200);
    expect(withoutArea.json().data.customer).toMatchObject({ phone: '01911111111', address: { district: 'Gazipur', area: null } });

    const later = await google({ credential: await stubs.googleToken({ sub: 'google-600' }) });
    expect(later.json<SignInBody>().data.needs_address).toBe(false);
  });
});

describe('social sign-in without configuration', () => {
  it('answers 503 with a clear message for each provider', async () => {
    const shop = await openTestApp('pglite');
    try {
      const googleAnswer = await shop.app.inject({ method: 'POST', url: '/api/auth/social/google', payload: { credential: 'x.y.z' } });
      expect(googleAnswer.statusCode).toBe(503);
      expect(googleAnswer.json().message).toBe(M.googleNotConfigured);
      const facebookAnswer = await shop.app.inject({ method: 'POST', url: '/api/auth/social/facebook', payload: { access_token: 'EAAB' } });
      expect(facebookAnswer.statusCode).toBe(503);
      expect(facebookAnswer.json().message).toBe(M.facebookNotConfigured);
    } finally {
      await shop.close();
    }
  });
});

describe('social providers that cannot be reached', () => {
  it('tells an unreachable provider apart from a refused token', async () => {
    const stubs = await startSocialStubs();
    try {
      const down = await closedLoopbackUrl();
      const credential = await stubs.googleToken({ sub: 'google-700' });
      await expect(createGoogleVerifier({ clientId: GOOGLE_CLIENT_ID, jwksUrl: `${down}/certs` }).verify(credential)).rejects.toBeInstanceOf(
        SocialProviderUnavailable,
      );
      await expect(createGoogleVerifier({ clientId: GOOGLE_CLIENT_ID, jwksUrl: stubs.env.GOOGLE_JWKS_URL }).verify(`${credential}x`)).rejects.toBeInstanceOf(
        SocialTokenRejected,
      );
      const facebookDown = createFacebookClient({ appId: FACEBOOK_APP_ID, appSecret: FACEBOOK_APP_SECRET, graphUrl: down });
      await expect(facebookDown.verify('EAAB')).rejects.toBeInstanceOf(SocialProviderUnavailable);
      const wrongSecret = createFacebookClient({ appId: FACEBOOK_APP_ID, appSecret: 'not-our-secret', graphUrl: stubs.env.FACEBOOK_GRAPH_URL });
      await expect(wrongSecret.verify(stubs.facebookToken({ id: 'fb-300' }))).rejects.toBeInstanceOf(SocialTokenRejected);
    } finally {
      await stubs.close();
    }
  });
});
