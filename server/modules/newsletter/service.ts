import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Mailer } from '#server/adapters/mail.ts';
import type { Database } from '#server/db/client.ts';
import { type NewsletterPreferences, newsletterSubscribers } from '#server/db/schema.ts';
import { type RateLimits, TooManyRequestsError } from '#server/modules/auth/rate-limits.ts';
import { newToken, sameHash, sha256 } from '#server/modules/auth/tokens.ts';
import { NewsletterError } from './errors.ts';
import { confirmationMail, unsubscribeLink, unsubscribeLinkMail } from './mail.ts';
import { NEWSLETTER_ERROR_CODES as CODES, NEWSLETTER_MESSAGES as M } from './messages.ts';

/** A subscription without preferences wants every kind of mail. */
const ALL_PREFERENCES: NewsletterPreferences = { special_offers: true, coupons: true, product_updates: true, new_arrivals: true };

const alreadySubscribed = () => new NewsletterError(409, M.alreadySubscribed, CODES.emailExists);

/** `siteUrl`: the shop's origin (see `messageOrigin`), so the unsubscribe link opens from a mail client. */
export function createNewsletterService(deps: { db: Database; mailer: Mailer; limits: RateLimits; siteUrl: string }) {
  const { db, mailer, limits, siteUrl } = deps;

  async function findByEmail(email: string) {
    const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)).limit(1);
    return row;
  }

  return {
    /**
     * Subscribes an email, or subscribes it again after it unsubscribed, and mails it an unsubscribe
     * link. The mail goes first: when it cannot be sent nothing is stored and the visitor may retry.
     */
    async subscribe(
      input: { email: string; source?: string | undefined; preferences?: Partial<NewsletterPreferences> | undefined },
      ipAddress: string,
    ): Promise<{ email: string; unsubscribe_token: string; preferences: NewsletterPreferences }> {
      await limits.consume('newsletter', ipAddress);
      const email = input.email.trim().toLowerCase();
      const existing = await findByEmail(email);
      if (existing && existing.unsubscribedAt === null) throw alreadySubscribed();

      const preferences = { ...ALL_PREFERENCES, ...input.preferences };
      const token = newToken();
      await limits.consume('newsletterMailPerDestination', email, M.tooManyMails);
      await mailer.send(confirmationMail(email, preferences, unsubscribeLink(siteUrl, email, token)));
      const values = { source: input.source ?? null, preferences, unsubscribeTokenHash: sha256(token) };
      const [row] = await db
        .insert(newsletterSubscribers)
        .values({ email, ...values })
        .onConflictDoUpdate({
          target: newsletterSubscribers.email,
          set: { ...values, subscribedAt: sql`now()`, unsubscribedAt: null },
          setWhere: isNotNull(newsletterSubscribers.unsubscribedAt),
        })
        .returning({ id: newsletterSubscribers.id });
      // No row: another request subscribed the same email since the check above.
      if (!row) throw alreadySubscribed();
      return { email, unsubscribe_token: token, preferences };
    },

    /**
     * Ends a subscription with the token from its mail. A wrong token and an unknown email get the
     * same answer, so nobody learns who subscribed; repeating a successful unsubscribe succeeds.
     * Tokens carry 256 random bits, so guessing needs no rate limit here.
     */
    async unsubscribe(input: { email: string; unsubscribe_token: string }, _ipAddress: string): Promise<void> {
      const email = input.email.trim().toLowerCase();
      const presented = sha256(input.unsubscribe_token);
      const row = await findByEmail(email);
      if (!row || !sameHash(presented, row.unsubscribeTokenHash)) {
        throw new NewsletterError(422, M.unsubscribeLinkInvalid, CODES.unsubscribeFailed, { unsubscribe_token: [M.unsubscribeLinkInvalid] });
      }
      await db
        .update(newsletterSubscribers)
        .set({ unsubscribedAt: sql`now()` })
        .where(and(eq(newsletterSubscribers.id, row.id), isNull(newsletterSubscribers.unsubscribedAt)));
    },

    /**
     * For a visitor who asks to unsubscribe without a token (another browser, a lost mail): mails a
     * fresh link to the address if it is subscribed. The caller answers the same either way.
     */
    async sendUnsubscribeLink(emailInput: string, ipAddress: string): Promise<void> {
      await limits.consume('newsletter', ipAddress);
      const email = emailInput.trim().toLowerCase();
      const row = await findByEmail(email);
      if (!row || row.unsubscribedAt !== null) return;
      try {
        await limits.consume('newsletterMailPerDestination', email);
      } catch (error) {
        // Enough mail went to this address today; the answer stays the same, so nobody learns why.
        if (error instanceof TooManyRequestsError) return;
        throw error;
      }
      const token = newToken();
      await mailer.send(unsubscribeLinkMail(email, unsubscribeLink(siteUrl, email, token)));
      await db
        .update(newsletterSubscribers)
        .set({ unsubscribeTokenHash: sha256(token) })
        .where(eq(newsletterSubscribers.id, row.id));
    },
  };
}
