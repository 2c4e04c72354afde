import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES as M } from '#domain/account.ts';
import type { Database } from '#server/db/client.ts';
import type { Mailer } from '#server/adapters/mail.ts';
import type { SmsSender } from '#server/adapters/sms.ts';
import { customers, passwordResetCodes } from '#server/db/schema.ts';
import { validationError } from '#server/http/errors.ts';
import { customerNamedBy, type Identifier, identifierKey } from './identifier.ts';
import { codeMatches, hashCode, newCode } from './one-time-codes.ts';
import { hashPassword } from './passwords.ts';
import { type RateLimits, TooManyRequestsError } from './rate-limits.ts';
import type { AuthContext, AuthService } from './service.ts';
import { newToken, sha256 } from './tokens.ts';

const CODE_MINUTES = 10;
const RESET_TOKEN_MINUTES = 15;
/** Wrong codes one code survives, whichever identifier they came with; the next try is refused even when it is right. */
const MAX_OTP_TRIES = 5;

function otpMessage(code: string): string {
  return `Your Dokan password reset code is ${code}. It expires in ${CODE_MINUTES} minutes. If you did not ask for it, ignore this message.`;
}

/** Where a code goes: the email when one was given, otherwise the phone. */
function destination(input: Identifier): { channel: 'email' | 'sms'; to: string } {
  return input.email ? { channel: 'email', to: input.email } : { channel: 'sms', to: input.phone ?? '' };
}

const invalidOtp = () => validationError({ otp: [M.invalidOtp] }, M.invalidOtp);
const tooManyTries = () => validationError({ otp: [M.otpTooManyTries] }, M.otpTooManyTries);
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

  // Not awaited by the request: an SMTP round trip only for real accounts would tell them apart by time.
  function deliver(target: { channel: 'email' | 'sms'; to: string }, code: string): void {
    const text = otpMessage(code);
    const sending =
      target.channel === 'email' ? mailer.send({ to: target.to, subject: 'Your Dokan password reset code', text }) : sms.send({ to: target.to, text });
    sending.catch((error: unknown) =>
      log(`password reset code by ${target.channel} could not be sent: ${error instanceof Error ? error.message : String(error)}`),
    );
  }

  // Every step below runs the same statements whether or not an account answers to the identifier,
  // and every counter is keyed on the identifier typed: neither answers nor timing tell them apart.
  return {
    async sendOtp(input: Identifier, context: AuthContext): Promise<void> {
      await limits.consume('otpSend', context.ipAddress);
      const identifier = identifierKey(input);
      await limits.consume('otpResend', identifier, M.otpResendTooSoon);
      await limits.consume('otpPerDestination', identifier, M.otpSendLimit);
      await limits.reset('otpTries', identifier);
      const target = destination(input);
      const code = newCode();
      const now = new Date();
      const expiresAt = new Date(now.getTime() + CODE_MINUTES * 60_000);
      const issued = await db.transaction(async (tx) => {
        // A new code replaces every code (and reset token) still outstanding.
        const customer = tx.select({ id: customers.id }).from(customers).where(customerNamedBy(input));
        await tx
          .update(passwordResetCodes)
          .set({ usedAt: now })
          .where(and(inArray(passwordResetCodes.customerId, customer), isNull(passwordResetCodes.usedAt)));
        const inserted = await tx.execute(sql`
          INSERT INTO ${passwordResetCodes} (customer_id, channel, code_hash, created_at, expires_at)
          SELECT ${customers.id}, ${target.channel}, ${hashCode(code)}, ${now.toISOString()}::timestamptz, ${expiresAt.toISOString()}::timestamptz
          FROM ${customers} WHERE ${customerNamedBy(input)}
          RETURNING id`);
        return (inserted as unknown as { rows: unknown[] }).rows.length > 0;
      });
      if (issued) deliver(target, code);
    },

    async verifyOtp(input: Identifier & { otp: string }, context: AuthContext): Promise<{ reset_token: string }> {
      await limits.consume('otpVerify', context.ipAddress);
      try {
        await limits.consume('otpTries', identifierKey(input));
      } catch (error) {
        if (error instanceof TooManyRequestsError) throw tooManyTries();
        throw error;
      }
      const now = new Date();
      const newestLiveCode = db
        .select({ id: passwordResetCodes.id })
        .from(passwordResetCodes)
        .innerJoin(customers, eq(customers.id, passwordResetCodes.customerId))
        .where(and(customerNamedBy(input), isNull(passwordResetCodes.usedAt), isNull(passwordResetCodes.verifiedAt), gt(passwordResetCodes.expiresAt, now)))
        .orderBy(desc(passwordResetCodes.createdAt), desc(passwordResetCodes.id))
        .limit(1);
      // The try is counted in the statement that finds the code, before the comparison, so parallel
      // guesses cannot all slip in under the limit; a code past its tries is no longer found.
      const [code] = await db
        .update(passwordResetCodes)
        .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
        .where(and(inArray(passwordResetCodes.id, newestLiveCode), lt(passwordResetCodes.attempts, MAX_OTP_TRIES)))
        .returning({ id: passwordResetCodes.id, codeHash: passwordResetCodes.codeHash });
      if (!code || !codeMatches(code.codeHash, input.otp)) throw invalidOtp();

      const resetToken = newToken();
      const [verified] = await db
        .update(passwordResetCodes)
        .set({ verifiedAt: now, resetTokenHash: sha256(resetToken), resetTokenExpiresAt: new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000) })
        .where(and(eq(passwordResetCodes.id, code.id), isNull(passwordResetCodes.verifiedAt), isNull(passwordResetCodes.usedAt)))
        .returning({ id: passwordResetCodes.id });
      if (!verified) throw invalidOtp();
      // Only wrong codes stay counted against the address, which many customers may share.
      await limits.refund('otpVerify', context.ipAddress);
      return { reset_token: resetToken };
    },

    async resetPassword(input: Identifier & { reset_token: string; password: string }, context: AuthContext): Promise<void> {
      await limits.consume('otpVerify', context.ipAddress);
      const now = new Date();
      const [code] = await db
        .select({ id: passwordResetCodes.id, customerId: customers.id, email: customers.email, phone: customers.phone })
        .from(passwordResetCodes)
        .innerJoin(customers, eq(customers.id, passwordResetCodes.customerId))
        .where(
          and(
            customerNamedBy(input),
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
          .where(and(eq(passwordResetCodes.customerId, code.customerId), isNull(passwordResetCodes.usedAt)));
        await tx.update(customers).set({ passwordHash, updatedAt: now }).where(eq(customers.id, code.customerId));
        return true;
      });
      if (!changed) throw invalidResetToken();
      await limits.refund('otpVerify', context.ipAddress);
      // Whoever knew the old password may still hold a session: end them all.
      await auth.sessions.revokeAll(code.customerId);
      // The owner proved the account theirs: the account-wide sign-in ceiling no longer holds them back anywhere.
      if (code.email) await limits.reset('loginPerAccount', identifierKey({ email: code.email }));
      if (code.phone) await limits.reset('loginPerAccount', identifierKey({ phone: code.phone }));
    },
  };
}
