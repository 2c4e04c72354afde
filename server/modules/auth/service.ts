import { eq, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES as M } from '#domain/account.ts';
import type { Database } from '#server/db/client.ts';
import { customers } from '#server/db/schema.ts';
import { HttpError, validationError } from '#server/http/errors.ts';
import { presentCustomer } from './present.ts';
import { hashPassword, spendVerifyTime, verifyPassword } from './passwords.ts';
import type { RateLimits } from './rate-limits.ts';
import { TooManyRequestsError } from './rate-limits.ts';
import type { LoginInput, RegisterInput } from './schemas.ts';
import type { SessionClient, SessionStore } from './sessions.ts';

export type CustomerRow = typeof customers.$inferSelect;

/** Failed password sign-ins one account may take in an hour, whoever tries them. */
export const MAX_FAILED_LOGINS_PER_HOUR = 100;
const HOUR_MS = 3_600_000;

export interface AuthContext extends SessionClient {
  /** The caller's address, for per-address limits. */
  ipAddress: string;
}

export function createAuthService(db: Database, sessionStore: SessionStore, limits: RateLimits) {
  async function findByIdentifier(input: { email?: string | undefined; phone?: string | undefined }): Promise<CustomerRow | undefined> {
    const where = input.email ? eq(customers.email, input.email) : eq(customers.phone, input.phone ?? '');
    const [row] = await db.select().from(customers).where(where).limit(1);
    return row;
  }

  async function findById(id: number): Promise<CustomerRow | undefined> {
    const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
    return row;
  }

  async function startSession(customer: CustomerRow, context: AuthContext) {
    const session = await sessionStore.create(customer.id, context);
    return { token: session.token, expiresAt: session.expiresAt, customer: presentCustomer(customer) };
  }

  async function takenFields(input: { email?: string | undefined; phone?: string | undefined }): Promise<Record<string, string[]>> {
    const errors: Record<string, string[]> = {};
    if (input.email && (await findByIdentifier({ email: input.email }))) errors['email'] = [M.emailTaken];
    if (input.phone && (await findByIdentifier({ phone: input.phone }))) errors['phone'] = [M.phoneTaken];
    return errors;
  }

  function isLockedOut(customer: CustomerRow, now: number): boolean {
    const windowStart = customer.failedLoginWindowStart?.getTime() ?? 0;
    return now - windowStart < HOUR_MS && customer.failedLoginCount >= MAX_FAILED_LOGINS_PER_HOUR;
  }

  async function recordFailure(customer: CustomerRow): Promise<void> {
    // One statement, so concurrent failures all count.
    await db
      .update(customers)
      .set({
        failedLoginCount: sql`CASE WHEN ${customers.failedLoginWindowStart} IS NULL OR ${customers.failedLoginWindowStart} < now() - interval '1 hour' THEN 1 ELSE ${customers.failedLoginCount} + 1 END`,
        failedLoginWindowStart: sql`CASE WHEN ${customers.failedLoginWindowStart} IS NULL OR ${customers.failedLoginWindowStart} < now() - interval '1 hour' THEN now() ELSE ${customers.failedLoginWindowStart} END`,
      })
      .where(eq(customers.id, customer.id));
  }

  return {
    sessions: sessionStore,
    findById,
    findByIdentifier,
    takenFields,
    startSession,

    async register(input: RegisterInput, context: AuthContext) {
      await limits.consume('register', context.ipAddress);
      const taken = await takenFields(input);
      if (Object.keys(taken).length > 0) throw validationError(taken);
      const passwordHash = await hashPassword(input.password);
      let customer: CustomerRow | undefined;
      try {
        [customer] = await db
          .insert(customers)
          .values({ fullName: input.full_name, email: input.email ?? null, phone: input.phone ?? null, passwordHash })
          .returning();
      } catch (error) {
        // Two sign-ups with the same email at once: the unique index decides, the loser gets the field error.
        const raced = await takenFields(input);
        if (Object.keys(raced).length > 0) throw validationError(raced);
        throw error;
      }
      if (!customer) throw new HttpError(500, M.registrationFailed);
      return startSession(customer, context);
    },

    async login(input: LoginInput, context: AuthContext) {
      await limits.consume('loginPerAddress', context.ipAddress);
      const customer = await findByIdentifier(input);
      if (!customer || !customer.passwordHash) {
        await spendVerifyTime(input.password);
        throw new HttpError(401, M.invalidCredentials);
      }
      await limits.consume('loginPerAccount', String(customer.id));
      if (isLockedOut(customer, Date.now())) throw new TooManyRequestsError(3600, M.accountLocked);
      if (!(await verifyPassword(customer.passwordHash, input.password))) {
        await recordFailure(customer);
        throw new HttpError(401, M.invalidCredentials);
      }
      await limits.reset('loginPerAccount', String(customer.id));
      if (customer.failedLoginCount > 0) {
        await db.update(customers).set({ failedLoginCount: 0, failedLoginWindowStart: null }).where(eq(customers.id, customer.id));
      }
      return startSession(customer, context);
    },

    async logout(token: string): Promise<void> {
      await sessionStore.revoke(token);
    },

    /** The signed-in customer for a session token, or null. */
    async customerForToken(token: string | null): Promise<{ customer: CustomerRow; sessionId: number } | null> {
      if (!token) return null;
      const session = await sessionStore.resolve(token);
      if (!session) return null;
      const customer = await findById(session.customerId);
      return customer ? { customer, sessionId: session.sessionId } : null;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
