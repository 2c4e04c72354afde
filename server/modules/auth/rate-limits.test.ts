import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '#domain/account.ts';
import { rateLimits } from '#server/db/schema.ts';
import { registerCustomer } from '#server/test/accounts.ts';
import { databaseKinds, openTestApps, openTestDatabase, type TestDatabase } from '#server/test/databases.ts';
import { createRateLimits, DEFAULT_RATE_LIMITS, type RateLimitSettings, TooManyRequestsError } from './rate-limits.ts';

const settings: RateLimitSettings = { ...DEFAULT_RATE_LIMITS, newsletter: [2, 60] };

describe.each(databaseKinds)('rate limits on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.drop());

  /** Two processes' limits, as far as the database can tell. */
  const twoProcesses = () => [createRateLimits(database.handle.db, settings), createRateLimits(database.handle.db, settings)] as const;

  it('shares one count between every instance over the database', async () => {
    const [first, second] = twoProcesses();
    await first.consume('newsletter', '10.9.0.1');
    await second.consume('newsletter', '10.9.0.1');
    const refused = await first.consume('newsletter', '10.9.0.1').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TooManyRequestsError);
    expect((refused as TooManyRequestsError).retryAfterSeconds).toBeGreaterThan(0);
    expect((refused as TooManyRequestsError).retryAfterSeconds).toBeLessThanOrEqual(60);
    await expect(second.consume('newsletter', '10.9.0.1')).rejects.toThrow(M.tooManyAttempts);
    // Another key, and the same key under another limit, count on their own.
    await expect(second.consume('newsletter', '10.9.0.2')).resolves.toBeUndefined();
    await expect(second.consume('register', '10.9.0.1')).resolves.toBeUndefined();

    await first.reset('newsletter', '10.9.0.1');
    await expect(second.consume('newsletter', '10.9.0.1')).resolves.toBeUndefined();
  });

  it('gives back a refunded attempt to every instance', async () => {
    const [first, second] = twoProcesses();
    await first.consume('newsletter', '10.9.1.1');
    await first.refund('newsletter', '10.9.1.1');
    await second.consume('newsletter', '10.9.1.1');
    await second.consume('newsletter', '10.9.1.1');
    await expect(first.consume('newsletter', '10.9.1.1', 'custom refusal')).rejects.toThrow('custom refusal');
  });

  it('starts a new window once the old one has passed, and sweeps expired rows away', async () => {
    const limits = createRateLimits(database.handle.db, settings, { sweepShare: 1 });
    await limits.consume('newsletter', '10.9.2.1');
    await limits.consume('newsletter', '10.9.2.1');
    await database.handle.db
      .update(rateLimits)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(eq(rateLimits.key, 'newsletter:10.9.2.1'));
    await database.handle.db.insert(rateLimits).values({ key: 'newsletter:long-gone', points: 1, expire: new Date(Date.now() - 3_600_000) });
    await expect(limits.consume('newsletter', '10.9.2.1')).resolves.toBeUndefined();
    await limits.consume('newsletter', '10.9.2.2');
    const expired = await database.handle.db.select({ count: sql<number>`count(*)::int` }).from(rateLimits).where(sql`${rateLimits.expire} < now()`);
    expect(expired[0]?.count).toBe(0);
    const [row] = await database.handle.db.select().from(rateLimits).where(eq(rateLimits.key, 'newsletter:10.9.2.1'));
    expect(row?.points).toBe(1);
  });
});

describe.each(databaseKinds)('sign-in limits across instances on %s', (kind) => {
  it('counts failed sign-ins sent to two instances of the shop as one', async () => {
    const shop = await openTestApps(kind, 2, { rateLimits: { ...DEFAULT_RATE_LIMITS, loginPerAccountAddress: [3, 60] } });
    try {
      const [first, second] = shop.apps;
      const { input } = await registerCustomer(first!);
      const answers: number[] = [];
      for (const app of [first!, second!, first!, second!]) {
        answers.push(
          (
            await app.inject({
              method: 'POST',
              url: '/api/auth/login',
              payload: { email: input.email, password: 'wrong-password-1' },
              remoteAddress: '10.9.3.1',
            })
          ).statusCode,
        );
      }
      expect(answers).toEqual([401, 401, 401, 429]);
    } finally {
      await shop.close();
    }
  });
});
