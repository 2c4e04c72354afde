import { and, eq, gt } from 'drizzle-orm';
import { ACCOUNT_MESSAGES as M } from '#domain/account.ts';
import { BLOCKED_ACCOUNT_MESSAGE } from '#domain/customers.ts';
import type { Database } from '#server/db/client.ts';
import { customers, sessions } from '#server/db/schema.ts';
import { HttpError, validationError } from '#server/http/errors.ts';
import { customerNamedBy, type Identifier, identifierKey } from './identifier.ts';
import { presentCustomer } from './present.ts';
import { hashPassword, prepareVerifyTime, spendVerifyTime, verifyPassword } from './passwords.ts';
import type { RateLimits } from './rate-limits.ts';
import { TooManyRequestsError } from './rate-limits.ts';
import type { LoginInput, RegisterInput } from './schemas.ts';
import type { SessionClient, SessionStore } from './sessions.ts';

export type CustomerRow = typeof customers.$inferSelect;

/** Sign-ins from the same address within this while mark it as one the account's owner uses. */
const OWN_ADDRESS_DAYS = 90;

export interface AuthContext extends SessionClient {
  /** The caller's address, for per-address limits. */
  ipAddress: string;
}

export function createAuthService(db: Database, sessionStore: SessionStore, limits: RateLimits) {
  void prepareVerifyTime();

  async function findByIdentifier(input: Identifier): Promise<CustomerRow | undefined> {
    const [row] = await db.select().from(customers).where(customerNamedBy(input)).limit(1);
    return row;
  }

  async function findById(id: number): Promise<CustomerRow | undefined> {
    const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
    return row;
  }

  /** Every way in (password, Google, Facebook) passes here, so a blocked customer is refused on each. */
  async function startSession(customer: CustomerRow, context: AuthContext) {
    if (customer.blockedAt) throw new HttpError(403, BLOCKED_ACCOUNT_MESSAGE);
    const session = await sessionStore.create(customer.id, context);
    return { token: session.token, expiresAt: session.expiresAt, customer: presentCustomer(customer) };
  }

  async function takenFields(input: Identifier): Promise<Record<string, string[]>> {
    const errors: Record<string, string[]> = {};
    if (input.email && (await findByIdentifier({ email: input.email }))) errors.email = [M.emailTaken];
    if (input.phone && (await findByIdentifier({ phone: input.phone }))) errors.phone = [M.phoneTaken];
    return errors;
  }

  /** Whether the account the identifier names has had a session begun from this address lately; one query, account or not. */
  async function signedInFrom(input: Identifier, ipAddress: string): Promise<boolean> {
    const [row] = await db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(customers, eq(customers.id, sessions.customerId))
      .where(and(customerNamedBy(input), eq(sessions.ipAddress, ipAddress), gt(sessions.createdAt, new Date(Date.now() - OWN_ADDRESS_DAYS * 86_400_000))))
      .limit(1);
    return row !== undefined;
  }

  /**
   * The account-wide ceiling holds back guesses spread over many addresses, but never shuts the owner
   * out: an address the account signed in from before is let through (its own limits still apply),
   * and a password reset lifts the ceiling for a new device.
   */
  async function countAccountWide(input: Identifier, ipAddress: string): Promise<void> {
    try {
      await limits.consume('loginPerAccount', identifierKey(input), M.accountLocked);
    } catch (error) {
      if (!(error instanceof TooManyRequestsError) || !(await signedInFrom(input, ipAddress))) throw error;
    }
  }

  return {
    sessions: sessionStore,
    findById,
    findByIdentifier,
    takenFields,
    startSession,

    /**
     * Counted like a sign-in: before the checks, given back once the account exists. Only sign-ups
     * that found the email or number taken stay counted (they are how someone probes who has an
     * account), so customers sharing one carrier's address never use up each other's sign-ups.
     */
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
      await limits.refund('register', context.ipAddress);
      return startSession(customer, context);
    },

    /**
     * Every attempt is counted before the password is checked and given back when it was right, so
     * only failures count and parallel guesses cannot slip in under a limit. A known and an unknown
     * identifier take the same steps (the same counters, one customer read, one argon2 verification),
     * so neither the answers nor their timing tell them apart.
     */
    async login(input: LoginInput, context: AuthContext) {
      const account = identifierKey(input);
      const accountAtAddress = `${account}|${context.ipAddress}`;
      await limits.consume('loginPerAddress', context.ipAddress);
      await limits.consume('loginPerAccountAddress', accountAtAddress);
      await countAccountWide(input, context.ipAddress);
      const customer = await findByIdentifier(input);
      const passwordHash = customer?.passwordHash;
      const rightPassword = passwordHash ? await verifyPassword(passwordHash, input.password) : await spendVerifyTime(input.password);
      if (!customer || !rightPassword) throw new HttpError(401, M.invalidCredentials);
      await limits.refund('loginPerAddress', context.ipAddress);
      await limits.reset('loginPerAccountAddress', accountAtAddress);
      await limits.refund('loginPerAccount', account);
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
      // Blocking revokes the sessions too; this also covers one begun in the instant before.
      return customer && !customer.blockedAt ? { customer, sessionId: session.sessionId } : null;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
