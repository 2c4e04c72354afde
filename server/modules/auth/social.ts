import { and, eq } from 'drizzle-orm';
import { isValidEmail, ACCOUNT_MESSAGES as M, FULL_NAME_MAX_LENGTH, normalizeEmail } from '#domain/account.ts';
import { type SocialIdentity, SocialProviderUnavailable, SocialTokenRejected } from '#server/adapters/social/errors.ts';
import { createFacebookClient, type FacebookClient } from '#server/adapters/social/facebook.ts';
import { createGoogleVerifier, type GoogleVerifier } from '#server/adapters/social/google.ts';
import type { Database } from '#server/db/client.ts';
import { type CustomerAddress, customerIdentities, customers } from '#server/db/schema.ts';
import { HttpError, unauthorized, validationError } from '#server/http/errors.ts';
import { type PresentedCustomer, presentCustomer } from './present.ts';
import type { AuthContext, AuthService, CustomerRow } from './service.ts';

export interface SocialSignIn {
  token: string;
  expiresAt: Date;
  customer: PresentedCustomer;
  needs_address: boolean;
}

export interface SocialSettings {
  googleClientId: string | undefined;
  googleJwksUrl: string;
  facebookAppId: string | undefined;
  facebookAppSecret: string | undefined;
  facebookGraphUrl: string;
}

type Provider = 'google' | 'facebook';

const FAILED: Record<Provider, string> = { google: M.googleFailed, facebook: M.facebookFailed };

/** Checkout needs somewhere to deliver and someone to call. */
export function needsAddress(customer: CustomerRow): boolean {
  return !customer.address || !customer.phone;
}

function usableEmail(email: string | null): string | null {
  if (!email) return null;
  const normalized = normalizeEmail(email);
  return isValidEmail(normalized) ? normalized : null;
}

function displayName(provider: Provider, identity: SocialIdentity, email: string | null): string {
  const name = identity.name?.trim().slice(0, FULL_NAME_MAX_LENGTH);
  return name || email?.split('@')[0] || (provider === 'google' ? 'Google customer' : 'Facebook customer');
}

export function createSocialService(deps: { db: Database; auth: AuthService; settings: SocialSettings }) {
  const { db, auth, settings } = deps;
  // Built on first use and kept, so Google's key set is fetched once and cached between sign-ins.
  let google: GoogleVerifier | undefined;
  let facebook: FacebookClient | undefined;

  function googleVerifier(): GoogleVerifier {
    if (!settings.googleClientId) throw new HttpError(503, M.googleNotConfigured);
    google ??= createGoogleVerifier({ clientId: settings.googleClientId, jwksUrl: settings.googleJwksUrl });
    return google;
  }

  function facebookClient(): FacebookClient {
    if (!settings.facebookAppId || !settings.facebookAppSecret) throw new HttpError(503, M.facebookNotConfigured);
    facebook ??= createFacebookClient({ appId: settings.facebookAppId, appSecret: settings.facebookAppSecret, graphUrl: settings.facebookGraphUrl });
    return facebook;
  }

  async function verified(provider: Provider, check: () => Promise<SocialIdentity>): Promise<SocialIdentity> {
    try {
      return await check();
    } catch (error) {
      if (error instanceof SocialTokenRejected) throw new HttpError(401, FAILED[provider]);
      if (error instanceof SocialProviderUnavailable) throw new HttpError(503, M.socialUnavailable);
      throw error;
    }
  }

  async function customerForIdentity(provider: Provider, subject: string): Promise<CustomerRow | undefined> {
    const [row] = await db
      .select({ customer: customers })
      .from(customerIdentities)
      .innerJoin(customers, eq(customers.id, customerIdentities.customerId))
      .where(and(eq(customerIdentities.provider, provider), eq(customerIdentities.subject, subject)))
      .limit(1);
    return row?.customer;
  }

  async function createCustomer(provider: Provider, identity: SocialIdentity, email: string | null, claimEmail: boolean): Promise<CustomerRow> {
    return db.transaction(async (tx) => {
      // The email goes on the customer only when the provider vouches for it and nobody has it:
      // matching by email would hand an existing account to whoever controls that address elsewhere.
      const [owner] = claimEmail && email ? await tx.select({ id: customers.id }).from(customers).where(eq(customers.email, email)).limit(1) : [];
      const [customer] = await tx
        .insert(customers)
        .values({ fullName: displayName(provider, identity, email), email: claimEmail && email && !owner ? email : null })
        .returning();
      if (!customer) throw new Error('customer insert returned nothing');
      await tx.insert(customerIdentities).values({ customerId: customer.id, provider, subject: identity.subject, email });
      return customer;
    });
  }

  async function findOrCreate(provider: Provider, identity: SocialIdentity): Promise<CustomerRow> {
    const existing = await customerForIdentity(provider, identity.subject);
    if (existing) return existing;
    const email = usableEmail(identity.email);
    try {
      return await createCustomer(provider, identity, email, identity.emailVerified);
    } catch (error) {
      // Two first sign-ins at once: the unique (provider, subject) index let one through; use it.
      const raced = await customerForIdentity(provider, identity.subject);
      if (raced) return raced;
      // Or another sign-up took the email between our check and insert: keep it on the identity only.
      if (email && identity.emailVerified) return createCustomer(provider, identity, email, false);
      throw error;
    }
  }

  async function signIn(provider: Provider, identity: SocialIdentity, context: AuthContext): Promise<SocialSignIn> {
    const customer = await findOrCreate(provider, identity);
    const session = await auth.startSession(customer, context);
    return { token: session.token, expiresAt: session.expiresAt, customer: session.customer, needs_address: needsAddress(customer) };
  }

  async function phoneOwner(phone: string): Promise<number | undefined> {
    return (await auth.findByIdentifier({ phone }))?.id;
  }

  return {
    async google(idToken: string, context: AuthContext): Promise<SocialSignIn> {
      const verifier = googleVerifier();
      return signIn('google', await verified('google', () => verifier.verify(idToken)), context);
    },

    async facebook(accessToken: string, context: AuthContext): Promise<SocialSignIn> {
      const client = facebookClient();
      return signIn('facebook', await verified('facebook', () => client.verify(accessToken)), context);
    },

    /** Saves the delivery address, and the phone when given; a customer without one must give it. */
    async updateAddress(customerId: number, input: CustomerAddress & { phone?: string | undefined }): Promise<PresentedCustomer> {
      const customer = await auth.findById(customerId);
      if (!customer) throw unauthorized();
      const phone = input.phone ?? customer.phone;
      if (!phone) throw validationError({ phone: [M.phoneRequired] });
      const phoneTaken = async () => {
        const owner = await phoneOwner(phone);
        return owner !== undefined && owner !== customerId;
      };
      if (phone !== customer.phone && (await phoneTaken())) throw validationError({ phone: [M.phoneTaken] });
      const address: CustomerAddress = { address: input.address, division: input.division, district: input.district, area: input.area };
      let updated: CustomerRow | undefined;
      try {
        [updated] = await db.update(customers).set({ address, phone, updatedAt: new Date() }).where(eq(customers.id, customerId)).returning();
      } catch (error) {
        // Someone registered the same number a moment ago: the unique index decided.
        if (await phoneTaken()) throw validationError({ phone: [M.phoneTaken] });
        throw error;
      }
      if (!updated) throw unauthorized();
      return presentCustomer(updated);
    },
  };
}
