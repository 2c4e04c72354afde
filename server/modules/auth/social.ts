import type { CustomerAddress } from '#server/db/schema.ts';
import type { Database } from '#server/db/client.ts';
import type { PresentedCustomer } from './present.ts';
import type { AuthContext, AuthService } from './service.ts';

// STUB: the social sign-in helper implements this file (see its brief).
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

export function createSocialService(_deps: { db: Database; auth: AuthService; settings: SocialSettings }) {
  return {
    async google(_idToken: string, _context: AuthContext): Promise<SocialSignIn> {
      throw new Error('not implemented');
    },
    async facebook(_accessToken: string, _context: AuthContext): Promise<SocialSignIn> {
      throw new Error('not implemented');
    },
    async updateAddress(_customerId: number, _input: CustomerAddress & { phone?: string | undefined }): Promise<PresentedCustomer> {
      throw new Error('not implemented');
    },
  };
}

export type SocialService = ReturnType<typeof createSocialService>;
