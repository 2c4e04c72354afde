import { inArray, lt } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import { ACCOUNT_MESSAGES } from '#domain/account.ts';
import type { Database } from '#server/db/client.ts';
import { rateLimits } from '#server/db/schema.ts';
import { HttpError } from '#server/http/errors.ts';

/** points per window (seconds) for each guarded action; tests pass smaller numbers to reach them quickly. */
export interface RateLimitSettings {
  /**
   * Failed sign-ins from one address, whatever the account. Mobile carriers put many customers
   * behind one address (carrier-grade NAT), so per-address limits count failures only and are
   * sized for a crowd, while the per-account limits below do the close guarding.
   */
  loginPerAddress: [points: number, seconds: number];
  /** Failed sign-ins to one email or number from one address. */
  loginPerAccountAddress: [points: number, seconds: number];
  /** Failed sign-ins to one email or number from anywhere; addresses it signed in from before are spared. */
  loginPerAccount: [points: number, seconds: number];
  /** Failed sign-ups (email or number already taken) from one address. */
  register: [points: number, seconds: number];
  /** Codes sent from one address; every send counts, as it answers alike for accounts and strangers. */
  otpSend: [points: number, seconds: number];
  /** Codes to one email or number: the wait between two. */
  otpResend: [points: number, seconds: number];
  /** Codes to one email or number in a longer while. */
  otpPerDestination: [points: number, seconds: number];
  /** Failed code checks and resets from one address. */
  otpVerify: [points: number, seconds: number];
  /** Codes tried for one email or number since a code was last sent to it. */
  otpTries: [points: number, seconds: number];
  newsletter: [points: number, seconds: number];
  /** Newsletter mails (confirmations, unsubscribe links) to one address, whoever asks: nobody can pump mail at a stranger. */
  newsletterMailPerDestination: [points: number, seconds: number];
  trackOrder: [points: number, seconds: number];
  /** Complaints filed from one address, like the other public forms. */
  complaint: [points: number, seconds: number];
  /** Failed back-office sign-ins from one address. Staff are few: these are tighter than the customers'. */
  staffLoginPerAddress: [points: number, seconds: number];
  /** Failed back-office sign-ins to one staff email from one address. */
  staffLoginPerAccountAddress: [points: number, seconds: number];
  /** Wrong second-factor codes for one staff member, from anywhere. */
  staffSecondFactor: [points: number, seconds: number];
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  loginPerAddress: [100, 15 * 60],
  loginPerAccountAddress: [10, 15 * 60],
  loginPerAccount: [100, 60 * 60],
  register: [30, 60 * 60],
  otpSend: [30, 60 * 60],
  otpResend: [1, 60],
  otpPerDestination: [5, 60 * 60],
  otpVerify: [30, 15 * 60],
  otpTries: [5, 10 * 60],
  newsletter: [10, 60 * 60],
  newsletterMailPerDestination: [3, 24 * 60 * 60],
  trackOrder: [30, 15 * 60],
  complaint: [5, 60 * 60],
  staffLoginPerAddress: [30, 15 * 60],
  staffLoginPerAccountAddress: [10, 15 * 60],
  staffSecondFactor: [5, 15 * 60],
};

export class TooManyRequestsError extends HttpError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number, message: string = ACCOUNT_MESSAGES.tooManyAttempts) {
    super(429, message, undefined, { 'retry-after': String(retryAfterSeconds) });
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export type RateLimitName = keyof RateLimitSettings;

/** Share of counted attempts that also sweep expired rows: often enough to keep the table small, rare enough to cost nothing. */
const SWEEP_SHARE = 0.02;
/** Rows one sweep deletes at most, so a sweep stays one short statement however far behind it is. */
const SWEEP_BATCH = 1_000;

/**
 * Limits kept by the service layer, so the JSON API and the pages' form actions share one count.
 * Counted in the database (`rate_limits`, one atomic upsert per attempt over a fixed window), so
 * several processes and restarts see the same counts.
 */
export function createRateLimits(db: Database, settings: RateLimitSettings = DEFAULT_RATE_LIMITS, options: { sweepShare?: number } = {}) {
  const sweepShare = options.sweepShare ?? SWEEP_SHARE;
  const limiters = Object.fromEntries(
    Object.entries(settings).map(([name, [points, duration]]) => [
      name,
      // The table is the migrations'; the library's own timer sweep would outlive a closed database.
      new RateLimiterDrizzle({ storeClient: db, schema: rateLimits, keyPrefix: name, points, duration, clearExpiredByTimeout: false }),
    ]),
  ) as Record<RateLimitName, RateLimiterDrizzle>;

  async function sweepExpired(): Promise<void> {
    // SKIP LOCKED: rows a writer holds are left for the next sweep, so two sweeps never wait on each other.
    const expired = db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(lt(rateLimits.expire, new Date()))
      .limit(SWEEP_BATCH)
      .for('update', { skipLocked: true });
    await db.delete(rateLimits).where(inArray(rateLimits.key, expired));
  }

  return {
    /** Counts one attempt; throws 429 (with `message`, or "too many attempts") once the window's attempts are used up. */
    async consume(name: RateLimitName, key: string, message?: string): Promise<void> {
      try {
        await limiters[name].consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw new TooManyRequestsError(Math.max(1, Math.ceil(error.msBeforeNext / 1000)), message);
        throw error;
      } finally {
        if (Math.random() < sweepShare) await sweepExpired();
      }
    },
    /**
     * Gives back the attempt `consume` counted, once it turned out not to be a failure. Counting first
     * and refunding after keeps parallel guesses from all slipping in under the limit. A refund landing
     * after its window ended starts the next window one lower: one extra try at most.
     */
    async refund(name: RateLimitName, key: string): Promise<void> {
      await limiters[name].reward(key, 1);
    },
    /** Forgets every attempt counted for the key. */
    async reset(name: RateLimitName, key: string): Promise<void> {
      await limiters[name].delete(key);
    },
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;
