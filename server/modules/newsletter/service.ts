import type { Database } from '#server/db/client.ts';
import type { Mailer } from '#server/adapters/mail.ts';
import type { NewsletterPreferences } from '#server/db/schema.ts';
import type { RateLimits } from '#server/modules/auth/rate-limits.ts';

// STUB: the newsletter helper implements this file (see its brief).
export function createNewsletterService(_deps: { db: Database; mailer: Mailer; limits: RateLimits }) {
  return {
    async subscribe(_input: { email: string; source?: string | undefined; preferences?: Partial<NewsletterPreferences> | undefined }, _ipAddress: string): Promise<{ email: string; unsubscribe_token: string; preferences: NewsletterPreferences }> {
      throw new Error('not implemented');
    },
    async unsubscribe(_input: { email: string; unsubscribe_token: string }, _ipAddress: string): Promise<void> {
      throw new Error('not implemented');
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
