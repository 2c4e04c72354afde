import { and, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { SmsSender } from '#server/adapters/sms.ts';
import type { Database } from '#server/db/client.ts';
import { phoneCodes, phonePasses } from '#server/db/schema.ts';
import { HttpError, validationError } from '#server/http/errors.ts';
import { codeMatches, hashCode, newCode } from '#server/modules/auth/one-time-codes.ts';
import { TooManyRequestsError } from '#server/modules/auth/rate-limits.ts';
import { newToken, sha256 } from '#server/modules/auth/tokens.ts';
import { codeText, PHONE_CHECK_MESSAGES as M } from './messages.ts';

/**
 * How hard proving a number is made for someone who does not hold the phone. Every figure is
 * counted in the database, so several processes and restarts share one count.
 */
export interface PhoneCheckLimits {
  codeMinutes: number;
  /** Wrong tries one code survives; the next is refused even when right. */
  maxTries: number;
  resendSeconds: number;
  codesPerPhonePerHour: number;
  codesPerClientPerHour: number;
  passDays: number;
}

export const DEFAULT_PHONE_CHECK_LIMITS: PhoneCheckLimits = {
  codeMinutes: 10,
  maxTries: 5,
  resendSeconds: 60,
  codesPerPhonePerHour: 5,
  codesPerClientPerHour: 10,
  passDays: 30,
};

/** Who holds or wants a pass: a browser's token, an account, or both. */
export interface PassHolder {
  token: string | null;
  customerId: number | null;
}

const secondsUntil = (date: Date, now: number) => Math.max(1, Math.ceil((date.getTime() - now) / 1000));

/**
 * Stock is held only for an order whose mobile number answered a code sent to it, so emptying the
 * shelves costs real phone numbers. A right code gives a pass that spares the code on the next
 * orders from the same browser or account for `passDays`.
 */
export function createPhoneCheckService(deps: { db: Database; sms: SmsSender; limits?: PhoneCheckLimits; log: (message: string) => void }) {
  const { db, sms } = deps;
  const limits = deps.limits ?? DEFAULT_PHONE_CHECK_LIMITS;

  return {
    limits,

    /** Sends a new code to the number, within the per-number and per-client limits. */
    async sendCode(phone: string, clientAddress: string): Promise<{ expiresInSeconds: number; resendInSeconds: number }> {
      const code = newCode();
      await db.transaction(async (tx) => {
        // Serialises senders to one number, so parallel requests cannot each see room under the limit.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`phone-code:${phone}`}, 0))`);
        const now = Date.now();
        const hourAgo = new Date(now - 3_600_000);
        const recent = await tx
          .select({ phone: phoneCodes.phone, clientAddress: phoneCodes.clientAddress, createdAt: phoneCodes.createdAt })
          .from(phoneCodes)
          .where(and(gt(phoneCodes.createdAt, hourAgo), or(eq(phoneCodes.phone, phone), eq(phoneCodes.clientAddress, clientAddress))))
          .orderBy(desc(phoneCodes.createdAt));
        const toPhone = recent.filter((row) => row.phone === phone);
        const newest = toPhone[0];
        if (newest && now - newest.createdAt.getTime() < limits.resendSeconds * 1000) {
          const wait = secondsUntil(new Date(newest.createdAt.getTime() + limits.resendSeconds * 1000), now);
          throw new TooManyRequestsError(wait, M.resendTooSoon(wait));
        }
        if (toPhone.length >= limits.codesPerPhonePerHour) {
          throw new TooManyRequestsError(secondsUntil(new Date(toPhone[toPhone.length - 1]!.createdAt.getTime() + 3_600_000), now), M.tooManyCodesForPhone);
        }
        const fromClient = recent.filter((row) => row.clientAddress === clientAddress);
        if (fromClient.length >= limits.codesPerClientPerHour) {
          throw new TooManyRequestsError(
            secondsUntil(new Date(fromClient[fromClient.length - 1]!.createdAt.getTime() + 3_600_000), now),
            M.tooManyCodesFromClient,
          );
        }
        // Codes older than any limit looks back are of no further use.
        await tx.delete(phoneCodes).where(and(eq(phoneCodes.phone, phone), lt(phoneCodes.createdAt, hourAgo)));
        await tx.insert(phoneCodes).values({ phone, codeHash: hashCode(code), clientAddress, expiresAt: new Date(now + limits.codeMinutes * 60_000) });
      });
      try {
        await sms.send({ to: phone, text: codeText(code, limits.codeMinutes) });
      } catch (error) {
        deps.log(`order code to ${phone} not sent: ${error instanceof Error ? error.message : String(error)}`);
        throw new HttpError(503, M.sendFailed);
      }
      return { expiresInSeconds: limits.codeMinutes * 60, resendInSeconds: limits.resendSeconds };
    },

    /**
     * Checks a code against the newest one sent to the number and answers a new pass. A right code
     * stays right until it expires, so a retry after a lost answer is not refused.
     */
    async verify(phone: string, code: string, customerId: number | null): Promise<{ token: string; expiresAt: Date }> {
      const now = new Date();
      const [newest] = await db
        .select()
        .from(phoneCodes)
        .where(and(eq(phoneCodes.phone, phone), gt(phoneCodes.expiresAt, now)))
        .orderBy(desc(phoneCodes.createdAt), desc(phoneCodes.id))
        .limit(1);
      if (!newest) throw validationError({ phone_code: [M.codeWrong] }, M.codeWrong);
      // Counted before the comparison, in one statement, so parallel guesses cannot all slip in.
      const [counted] = await db
        .update(phoneCodes)
        .set({ attempts: sql`${phoneCodes.attempts} + 1` })
        .where(and(eq(phoneCodes.id, newest.id), lt(phoneCodes.attempts, limits.maxTries)))
        .returning({ attempts: phoneCodes.attempts });
      if (!counted) throw validationError({ phone_code: [M.codeTooManyTries] }, M.codeTooManyTries);
      if (!codeMatches(newest.codeHash, code)) throw validationError({ phone_code: [M.codeWrong] }, M.codeWrong);
      // Spent passes of this number go as a new one comes, so the table holds only live ones.
      await db.delete(phonePasses).where(and(eq(phonePasses.phone, phone), lt(phonePasses.expiresAt, now)));
      const token = newToken();
      const expiresAt = new Date(now.getTime() + limits.passDays * 86_400_000);
      await db.insert(phonePasses).values({ phone, tokenHash: sha256(token), customerId, expiresAt });
      return { token, expiresAt };
    },

    /** Whether this browser or account answered a code for the number and the pass is still good. */
    async hasPass(phone: string, holder: PassHolder): Promise<boolean> {
      const whose = [];
      if (holder.token) whose.push(eq(phonePasses.tokenHash, sha256(holder.token)));
      if (holder.customerId !== null) whose.push(eq(phonePasses.customerId, holder.customerId));
      if (!whose.length) return false;
      const [row] = await db
        .select({ id: phonePasses.id })
        .from(phonePasses)
        .where(and(eq(phonePasses.phone, phone), gt(phonePasses.expiresAt, sql`now()`), or(...whose)))
        .limit(1);
      return row !== undefined;
    },

    /** The number a browser's pass proves, for showing a guest the orders placed with it. */
    async phoneOfToken(token: string | null): Promise<string | null> {
      if (!token) return null;
      const [row] = await db
        .select({ phone: phonePasses.phone })
        .from(phonePasses)
        .where(and(eq(phonePasses.tokenHash, sha256(token)), gt(phonePasses.expiresAt, sql`now()`)))
        .limit(1);
      return row?.phone ?? null;
    },
  };
}

export type PhoneCheckService = ReturnType<typeof createPhoneCheckService>;
