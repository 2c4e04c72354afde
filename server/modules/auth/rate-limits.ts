import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { ACCOUNT_MESSAGES } from '#domain/account.ts';
import { HttpError } from '#server/http/errors.ts';

/** points per window (seconds) for each guarded action; tests pass smaller numbers to reach them quickly. */
export interface RateLimitSettings {
  loginPerAddress: [points: number, seconds: number];
  loginPerAccount: [points: number, seconds: number];
  register: [points: number, seconds: number];
  otpSend: [points: number, seconds: number];
  otpVerify: [points: number, seconds: number];
  newsletter: [points: number, seconds: number];
  trackOrder: [points: number, seconds: number];
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  loginPerAddress: [30, 15 * 60],
  loginPerAccount: [10, 15 * 60],
  register: [10, 60 * 60],
  otpSend: [10, 60 * 60],
  otpVerify: [30, 15 * 60],
  newsletter: [10, 60 * 60],
  trackOrder: [30, 15 * 60],
};

export class TooManyRequestsError extends HttpError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number, message: string = ACCOUNT_MESSAGES.tooManyAttempts) {
    super(429, message, undefined, { 'retry-after': String(retryAfterSeconds) });
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export type RateLimitName = keyof RateLimitSettings;

/**
 * Limits kept by the service layer, so the JSON API and the pages' form actions share one count.
 * In memory per process; several processes would move this to Redis (rate-limiter-flexible has it).
 */
export function createRateLimits(settings: RateLimitSettings = DEFAULT_RATE_LIMITS) {
  const limiters = Object.fromEntries(
    Object.entries(settings).map(([name, [points, duration]]) => [name, new RateLimiterMemory({ keyPrefix: name, points, duration })]),
  ) as Record<RateLimitName, RateLimiterMemory>;

  return {
    /** Counts one attempt; throws 429 once the window's attempts are used up. */
    async consume(name: RateLimitName, key: string): Promise<void> {
      try {
        await limiters[name].consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw new TooManyRequestsError(Math.max(1, Math.ceil(error.msBeforeNext / 1000)));
        throw error;
      }
    },
    /** A successful sign-in clears the account's count. */
    async reset(name: RateLimitName, key: string): Promise<void> {
      await limiters[name].delete(key);
    },
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;
