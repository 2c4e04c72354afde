import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

export const GOOGLE_CLIENT_ID = 'test-client';
export const FACEBOOK_APP_ID = '1234567890';
export const FACEBOOK_APP_SECRET = 'test-app-secret';
const KEY_ID = 'test-key-1';

export interface FacebookUser {
  id: string;
  name?: string;
  email?: string;
  /** The app the token was issued to; ours unless a test says otherwise. */
  appId?: string;
  valid?: boolean;
}

export interface GoogleTokenOptions {
  /** `stranger` signs with a key the served key set does not hold, under the same key id. */
  signer?: 'google' | 'stranger';
}

/**
 * Stand-ins for Google's key set and Facebook's Graph API on a loopback port: tests sign real
 * RS256 tokens with a local key pair and the server verifies them exactly as it would Google's.
 */
export async function startSocialStubs() {
  const google = await generateKeyPair('RS256');
  const stranger = await generateKeyPair('RS256');
  const publicJwk = { ...(await exportJWK(google.publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' };
  const facebookTokens = new Map<string, FacebookUser>();
  const requests: string[] = [];

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(url.pathname);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const oauthError = () => send(400, { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } });

    if (url.pathname === '/certs') return send(200, { keys: [publicJwk] });
    if (url.pathname === '/debug_token') {
      if (url.searchParams.get('access_token') !== `${FACEBOOK_APP_ID}|${FACEBOOK_APP_SECRET}`) return oauthError();
      const user = facebookTokens.get(url.searchParams.get('input_token') ?? '');
      if (!user) return send(200, { data: { is_valid: false, error: { code: 190, message: 'Invalid OAuth access token.' } } });
      return send(200, {
        data: {
          app_id: user.appId ?? FACEBOOK_APP_ID,
          type: 'USER',
          application: 'Dokan',
          is_valid: user.valid ?? true,
          user_id: user.id,
          scopes: ['email', 'public_profile'],
        },
      });
    }
    if (url.pathname === '/me') {
      const token = url.searchParams.get('access_token') ?? '';
      const user = facebookTokens.get(token);
      const proof = createHmac('sha256', FACEBOOK_APP_SECRET).update(token).digest('hex');
      if (!user || url.searchParams.get('appsecret_proof') !== proof || url.searchParams.get('fields') !== 'id,name,email') return oauthError();
      return send(200, { id: user.id, ...(user.name ? { name: user.name } : {}), ...(user.email ? { email: user.email } : {}) });
    }
    return send(404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    env: { GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL: `${base}/certs`, FACEBOOK_APP_ID, FACEBOOK_APP_SECRET, FACEBOOK_GRAPH_URL: base },
    /** Paths the stubs were asked for, in order. */
    requests,

    /** A Google ID token valid for the test client for an hour; claims override any default. */
    async googleToken(claims: JWTPayload & { sub: string }, options: GoogleTokenOptions = {}): Promise<string> {
      const now = Math.floor(Date.now() / 1000);
      const payload = { iss: 'https://accounts.google.com', aud: GOOGLE_CLIENT_ID, email_verified: true, iat: now, exp: now + 3600, ...claims };
      const key = options.signer === 'stranger' ? stranger.privateKey : google.privateKey;
      return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' }).sign(key);
    },

    /** A Facebook access token the Graph stand-in will describe as this user's. */
    facebookToken(user: FacebookUser): string {
      const token = `EAAB${randomBytes(24).toString('hex')}`;
      facebookTokens.set(token, user);
      return token;
    },

    async close(): Promise<void> {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type SocialStubs = Awaited<ReturnType<typeof startSocialStubs>>;

/** A loopback address nothing listens on, for "the provider cannot be reached". */
export async function closedLoopbackUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
