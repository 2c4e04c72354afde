/** The provider refused the token: forged, expired, issued to another app, or for nobody. */
export class SocialTokenRejected extends Error {
  override name = 'SocialTokenRejected';
}

/** The provider could not be asked (network failure, timeout, its own server error): not the customer's fault. */
export class SocialProviderUnavailable extends Error {
  override name = 'SocialProviderUnavailable';
}

/** What a provider tells us about the person signing in. */
export interface SocialIdentity {
  /** The provider's stable id for the person; customers are keyed by this, never by email. */
  subject: string;
  name: string | null;
  email: string | null;
  /** Whether the provider vouches that the person owns the email. */
  emailVerified: boolean;
}
