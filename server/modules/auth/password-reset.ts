import type { Database } from '#server/db/client.ts';
import type { Mailer } from '#server/adapters/mail.ts';
import type { SmsSender } from '#server/adapters/sms.ts';
import type { RateLimits } from './rate-limits.ts';
import type { AuthContext, AuthService } from './service.ts';

// STUB: the password-reset helper implements this file (see its brief).
export interface Identifier {
  email?: string | undefined;
  phone?: string | undefined;
}

export function createPasswordResetService(_deps: { db: Database; auth: AuthService; mailer: Mailer; sms: SmsSender; limits: RateLimits }) {
  return {
    async sendOtp(_input: Identifier, _context: AuthContext): Promise<void> {
      throw new Error('not implemented');
    },
    async verifyOtp(_input: Identifier & { otp: string }, _context: AuthContext): Promise<{ reset_token: string }> {
      throw new Error('not implemented');
    },
    async resetPassword(_input: Identifier & { reset_token: string; password: string }, _context: AuthContext): Promise<void> {
      throw new Error('not implemented');
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
