import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import { z } from 'zod';
import { type SocialIdentity, SocialProviderUnavailable, SocialTokenRejected } from './errors.ts';

/** Google signs ID tokens under either spelling of its issuer. */
const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

const googleClaims = z.object({
  sub: z.string().min(1).max(255),
  email: z.string().max(254).optional(),
  // Older tokens carry the flag as the string "true".
  email_verified: z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]).optional(),
  name: z.string().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
});

// Failures of fetching the key set rather than of the token itself.
const UNREACHABLE_CODES = new Set(['ERR_JWKS_TIMEOUT', 'ERR_JOSE_GENERIC', 'ERR_JWKS_INVALID']);

function isUnreachable(error: unknown): boolean {
  return !(error instanceof errors.JOSEError) || UNREACHABLE_CODES.has(error.code);
}

/**
 * Checks a Google Sign-In ID token: RS256 signature against Google's published keys, audience =
 * our client id, Google as issuer, not expired. The key set is fetched once and cached; jose fetches
 * it again when a token names a key it does not hold (Google rotates keys).
 */
export function createGoogleVerifier(options: { clientId: string; jwksUrl: string }) {
  const keys = createRemoteJWKSet(new URL(options.jwksUrl), { timeoutDuration: 5_000 });
  return {
    async verify(idToken: string): Promise<SocialIdentity> {
      let payload: unknown;
      try {
        ({ payload } = await jwtVerify(idToken, keys, {
          audience: options.clientId,
          issuer: GOOGLE_ISSUERS,
          algorithms: ['RS256'],
          requiredClaims: ['sub', 'exp'],
          clockTolerance: 30,
        }));
      } catch (error) {
        if (isUnreachable(error)) throw new SocialProviderUnavailable('Google signing keys could not be fetched', { cause: error });
        throw new SocialTokenRejected('Google ID token refused', { cause: error });
      }
      const claims = googleClaims.safeParse(payload);
      if (!claims.success) throw new SocialTokenRejected('Google ID token lacks a usable subject');
      const { sub, email, email_verified, name, given_name, family_name } = claims.data;
      const fullName = name ?? [given_name, family_name].filter(Boolean).join(' ');
      return { subject: sub, name: fullName || null, email: email ?? null, emailVerified: email_verified === true };
    },
  };
}

export type GoogleVerifier = ReturnType<typeof createGoogleVerifier>;
