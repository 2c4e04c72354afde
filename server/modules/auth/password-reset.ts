import { randomBytes, randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { ACCOUNT_MESSAGES as M, OTP_LENGTH } from '#domain/account.ts';
import type { Database } from '#server/db/client.ts';
import type { Mailer } from '#server/adapters/mail.ts';
import type { SmsSender } from '#server/adapters/sms.ts';
import { customers, passwordResetCodes } from '#server/db/schema.ts';
import { validationError } from '#server/http/errors.ts';
import { hashPassword } from './passwords.ts';
import { type RateLimits, TooManyRequestsError } from './rate-limits.ts';
import type { AuthContext, AuthService } from './service.ts';
import { newToken, sameHash, sha256 } from './tokens.ts';

export interface Identifier {
  email?: string | undefined;
  phone?: string | undefined;
}

const CODE_MINUTES = 10;
const RESET_TOKEN_MINUTES = 15;
/** Wrong codes one code survives; the next try is refused even when it is right. */
export const MAX_OTP_TRIES = 5;
export const OTP_RESEND_SECONDS = 60;

export function otpMessage(code: string): string {
  return `Your Dokan password reset code is ${code}. It expires in ${CODE_MINUTES} minutes. If you did not ask for it, ignore this message.`;
}

function newCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

// A per-row salt keeps equal codes from having equal hashes across rows.
function hashCode(code: string): string {
  const salt = randomBytes(16).toString('hex');
  return `${salt}.${sha256(`${salt}:${code}`)}`;
}

function codeMatches(stored: string, code: string): boolean {
  const [salt = '', hash = ''] = stored.split('.');
  return sameHash(hash, sha256(`${salt}:${code}`));
}

/** Where a code goes: the email when one was given, otherwise the phone. */
function destination(input: Identifier): { channel: 'email' | 'sms'; to: string } {
  return input.email ? { channel: 'email', to: input.email } : { channel: 'sms', to: input.phone ?? '' };
}

const invalidOtp = () => validationError({ otp: [M.invalidOtp] }, M.invalidOtp);
const invalidResetToken = () => validationError({ reset_token: [M.invalidOtp] }, M.invalidOtp);

export function createPasswordResetService(deps: {
  db: Database;
  auth: AuthService;
  mailer: Mailer;
  sms: SmsSender;
  limits: RateLimits;
  /** Where a failed delivery is reported; the customer was already told "sent". */
  log?: (message: string) => void;
}) {
  const { db, auth, mailer, sms, limits } = deps;
  const log = deps.log ?? ((message: string) => process.stderr.write(`[dokan] ${message}\n`));

  // Keyed by the identifier typed, not by the account, so an unknown email is throttled exactly like
  // a known one and the answer never tells them apart. In memory per process, like the other limits.
  const resendThrottle = new RateLimiterMemory({ keyPrefix: 'otpResend', points: 1, duration: OTP_RESEND_SECONDS });

  async function throttleResend(to: string): Promise<void> {
    try {
      await resendThrottle.consume(to);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw new TooManyRequestsError(Math.max(1, Math.ceil(error.msBeforeNext / 1000)), M.otpResendTooSoon);
      throw error;
    }
  }

  // Not awaited by the request: an SMTP round trip only for real accounts would tell them apart by time.
  function deliver(target: { channel: 'email' | 'sms'; to: string }, code: string): void {
    const text = otpMessage(code);
    const sending = target.channel === 'email' ? mailer.send({ to: target.to, subject: 'Your Dokan password reset code', text }) : sms.send({ to: target.to, text });
    sending.catch((error: unknown) => log(`password reset code by ${target.channel} could not be sent: ${error instanceof Error ? error.message : String(error)}`));
  }

  return {
    async sendOtp(input: Identifier, context: AuthContext): Promise<void> {
      await limits.consume('otpSend', context.ipAddress);
      const target = destination(input);
      await throttleResend(`${target.channel}:${target.to}`);
      // Drawn and hashed for unknown accounts too, so both take the same path up to the database write.
      const code = newCode();
      const codeHash = hashCode(code);
      const customer = await auth.findByIdentifier(input);
      if (!customer) return;
      const now = new Date();
      await db.transaction(async (tx) => {
        // A new code replaces every code (and reset token) still outstanding.
        await tx
          .update(passwordResetCodes)
          .set({ usedAt: now })
          .where(and(eq(passwordResetCodes.customerId, customer.id), isNull(passwordResetCodes.usedAt)));
        await tx.insert(passwordResetCodes).values({
          customerId: customer.id,
          channel: target.channel,
          codeHash,
          createdAt: now,
          expiresAt: new Date(now.getTime() + CODE_MINUTES * 60_000),
        });
      });
      deliver(target, code);
    },

    async verifyOtp(input: Identifier & { otp: string }, context: AuthContext): Promise<{ reset_token: string }> {
      await limits.consume('otpVerify', context.ipAddress);
      const customer = await auth.findByIdentifier(input);
      if (!customer) throw invalidOtp();
      const now = new Date();
      const [code] = await db
        .select()
        .from(passwordResetCodes)
        .where(
          and(
            eq(passwordResetCodes.customerId, customer.id),
            isNull(passwordResetCodes.usedAt),
            isNull(passwordResetCodes.verifiedAt),
            gt(passwordResetCodes.expiresAt, now),
          ),
        )
        .orderBy(desc(passwordResetCodes.createdAt), desc(passwordResetCodes.id))
        .limit(1);
      if (!code) throw invalidOtp();

      // Each try is counted before the comparison, in one statement, so parallel guesses cannot
      // all slip in under the limit. Refusing the burned code even when right is what the limit means.
      const [counted] = await db
        .update(passwordResetCodes)
        .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
        .where(and(eq(passwordResetCodes.id, code.id), lt(passwordResetCodes.attempts, MAX_OTP_TRIES)))
        .returning({ attempts: passwordResetCodes.attempts });
      if (!counted) throw validationError({ otp: [M.otpTooManyTries] }, M.otpTooManyTries);
      if (!codeMatches(code.codeHash, input.otp)) throw invalidOtp();

      const resetToken = newToken();
      const [verified] = await db
        .update(passwordResetCodes)
        .set({ verifiedAt: now, resetTokenHash: sha256(resetToken), resetTokenExpiresAt: new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000) })
        .where(and(eq(passwordResetCodes.id, code.id), isNull(passwordResetCodes.verifiedAt), isNull(passwordResetCodes.usedAt)))
        .returning({ id: passwordResetCodes.id });
      if (!verified) throw invalidOtp();
      return { reset_token: resetToken };
    },

    async resetPassword(input: Identifier & { reset_token: string; password: string }, context: AuthContext): Promise<void> {
      await limits.consume('otpVerify', context.ipAddress);
      const customer = await auth.findByIdentifier(input);
      if (!customer) throw invalidResetToken();
      const now = new Date();
      const [code] = await db
        .select({ id: passwordResetCodes.id })
        .from(passwordResetCodes)
        .where(
          and(
            eq(passwordResetCodes.customerId, customer.id),
            eq(passwordResetCodes.resetTokenHash, sha256(input.reset_token)),
            isNotNull(passwordResetCodes.verifiedAt),
            isNull(passwordResetCodes.usedAt),
            gt(passwordResetCodes.resetTokenExpiresAt, now),
          ),
        )
        .limit(1);
      if (!code) throw invalidResetToken();

      const passwordHash = await hashPassword(input.password);
      const changed = await db.transaction(async (tx) => {
        // Claiming the token in the same statement that checks it makes two parallel resets one.
        const [claimed] = await tx
          .update(passwordResetCodes)
          .set({ usedAt: now })
          .where(and(eq(passwordResetCodes.id, code.id), isNull(passwordResetCodes.usedAt)))
          .returning({ id: passwordResetCodes.id });
        if (!claimed) return false;
        await tx
          .update(passwordResetCodes)
          .set({ usedAt: now })
          .where(and(eq(passwordResetCodes.customerId, customer.id), isNull(passwordResetCodes.usedAt)));
        await tx
          .update(customers)
          .set({ passwordHash, failedLoginCount: 0, failedLoginWindowStart: null, updatedAt: now })
          .where(eq(customers.id, customer.id));
        return true;
      });
      if (!changed) throw invalidResetToken();
      // Whoever knew the old password may still hold a session: end them all.
      await auth.sessions.revokeAll(customer.id);
      await limits.reset('loginPerAccount', String(customer.id));
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
