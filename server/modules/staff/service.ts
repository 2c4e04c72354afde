import { randomInt } from 'node:crypto';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { RECOVERY_CODE_COUNT, STAFF_MESSAGES as M, type StaffRole } from '#domain/staff.ts';
import type { Database } from '#server/db/client.ts';
import { staff, staffRecoveryCodes, staffSessions, staffSignInLinks } from '#server/db/schema.ts';
import { HttpError, notFound, unauthorized, validationError } from '#server/http/errors.ts';
import { hashPassword, prepareVerifyTime, spendVerifyTime, verifyPassword } from '#server/modules/auth/passwords.ts';
import type { RateLimits } from '#server/modules/auth/rate-limits.ts';
import { newToken, sha256 } from '#server/modules/auth/tokens.ts';
import { writeAudit } from '#server/modules/activity/write.ts';
import { type AuditActor, type StaffActor, staffIdOf } from './actor.ts';
import { newTotpSecret, totpEnrolment, totpStep } from './totp.ts';

export type StaffRow = typeof staff.$inferSelect;
type Stage = (typeof staffSessions.$inferSelect)['stage'];

export interface StaffSessionPolicy {
  /** A signed-in session unused this long ends. */
  idleSeconds: number;
  /** A signed-in session ends this long after sign-in however much it is used. */
  absoluteSeconds: number;
  /** How long the steps between password and code (or enrolment) stay open. */
  stepSeconds: number;
}

/** Shorter than a customer's: a back-office session left open on a shop counter can change the shop. */
const STAFF_SESSION_POLICY: StaffSessionPolicy = { idleSeconds: 30 * 60, absoluteSeconds: 8 * 3600, stepSeconds: 15 * 60 };

/** How long a sign-in link from the command line or an invitation works. */
const LINK_HOURS = 72;

// Writing last_seen_at on every request would turn each page view into a write.
const TOUCH_AFTER_MS = 60_000;

export interface StaffClient {
  ipAddress: string;
  userAgent?: string | undefined;
}

/** Recovery codes read aloud or typed from paper: no 0/o, 1/l/i. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function newRecoveryCode(): string {
  const characters = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${characters.slice(0, 5)}-${characters.slice(5)}`;
}

/** Case, spaces and hyphens do not matter when a recovery code is typed back. */
const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The staff member as the API and the pages show them: never a hash or the TOTP secret. */
export function presentStaff(row: StaffRow) {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    enrolled: row.totpConfirmedAt !== null,
    disabled: row.disabledAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * A staff member as the audit log keeps them: what the API shows, and when a sign-in link issued
 * with the change stops working. Never the link itself, a hash, the secret or a recovery code.
 */
function auditSnapshot(row: StaffRow, link?: { expiresAt: Date }) {
  return { ...presentStaff(row), ...(link ? { sign_in_link_expires_at: link.expiresAt.toISOString() } : {}) };
}

const selfActor = (row: StaffRow): StaffActor => ({ staffId: row.id, name: row.name });

export function createStaffService({ db, limits, policy = STAFF_SESSION_POLICY }: { db: Database; limits: RateLimits; policy?: StaffSessionPolicy }) {
  void prepareVerifyTime();

  async function findById(id: number): Promise<StaffRow | undefined> {
    const [row] = await db.select().from(staff).where(eq(staff.id, id)).limit(1);
    return row;
  }

  async function newLink(q: Database, staffId: number, createdBy: number | null) {
    const token = newToken();
    const expiresAt = new Date(Date.now() + LINK_HOURS * 3600_000);
    await q.insert(staffSignInLinks).values({ staffId, tokenHash: sha256(token), createdBy, expiresAt });
    return { token, expiresAt };
  }

  async function startSession(staffId: number, stage: Stage, client: StaffClient) {
    const token = newToken();
    const seconds = stage === 'signed_in' ? policy.absoluteSeconds : policy.stepSeconds;
    const expiresAt = new Date(Date.now() + seconds * 1000);
    await db
      .insert(staffSessions)
      .values({ staffId, stage, tokenHash: sha256(token), expiresAt, userAgent: client.userAgent?.slice(0, 300) ?? null, ipAddress: client.ipAddress });
    return { token, expiresAt };
  }

  /** A live session of the given stage for the token, with its staff member; null for anything else. */
  async function resolve(token: string | null, stage: Stage): Promise<{ staff: StaffRow; sessionId: number } | null> {
    if (!token || token.length > 200) return null;
    const now = new Date();
    const [row] = await db
      .select({ session: staffSessions, member: staff })
      .from(staffSessions)
      .innerJoin(staff, eq(staff.id, staffSessions.staffId))
      .where(and(eq(staffSessions.tokenHash, sha256(token)), isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, now)))
      .limit(1);
    if (!row || row.session.stage !== stage || row.member.disabledAt !== null) return null;
    if (now.getTime() - row.session.lastSeenAt.getTime() > policy.idleSeconds * 1000) return null;
    if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
      await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, row.session.id));
    }
    return { staff: row.member, sessionId: row.session.id };
  }

  /** Ends a step session and starts the signed-in one under a new token, so a token seen before the code is worth nothing after. */
  async function promote(sessionId: number, staffId: number, client: StaffClient) {
    await db.update(staffSessions).set({ revokedAt: sql`now()` }).where(eq(staffSessions.id, sessionId));
    return startSession(staffId, 'signed_in', client);
  }

  async function revokeAll(q: Database, staffId: number): Promise<void> {
    await q
      .update(staffSessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
  }

  /** Accepts a TOTP code once (a later code only), or an unused recovery code, which it uses up. */
  async function acceptSecondFactor(member: StaffRow, code: string): Promise<boolean> {
    const trimmed = code.replace(/\s/g, '');
    if (/^\d{6}$/.test(trimmed)) {
      if (!member.totpSecret) return false;
      const step = totpStep(member.totpSecret, trimmed);
      if (step === null) return false;
      // Conditional update: two requests with the same code cannot both pass.
      const accepted = await db
        .update(staff)
        .set({ totpLastStep: step })
        .where(and(eq(staff.id, member.id), sql`coalesce(${staff.totpLastStep}, -1) < ${step}`))
        .returning({ id: staff.id });
      return accepted.length === 1;
    }
    const used = await db
      .update(staffRecoveryCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(staffRecoveryCodes.staffId, member.id),
          eq(staffRecoveryCodes.codeHash, sha256(normalizeRecoveryCode(trimmed))),
          isNull(staffRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: staffRecoveryCodes.id });
    return used.length === 1;
  }

  async function enrolmentFor(member: StaffRow) {
    if (!member.totpSecret) throw new HttpError(410, M.enrolmentExpired);
    const { uri, qrSvg } = await totpEnrolment(member.totpSecret, member.email);
    return { secret: member.totpSecret, otpauth_uri: uri, qr_svg: qrSvg };
  }

  /** Who to change, refusing a change to oneself (which is how the last owner would lock everyone out). */
  async function otherStaff(id: number, actor: StaffActor): Promise<StaffRow> {
    const member = await findById(id);
    if (!member) throw notFound();
    if (member.id === actor.staffId) throw new HttpError(409, M.notYourself);
    return member;
  }

  return {
    policy,
    findById,
    resolve,

    /** A new staff member and their one-time sign-in link; the command line makes the first owner this way. */
    async create(input: { email: string; name: string; role: StaffRole }, actor: AuditActor) {
      const email = input.email.trim().toLowerCase();
      const [existing] = await db.select({ id: staff.id }).from(staff).where(eq(staff.email, email)).limit(1);
      if (existing) throw validationError({ email: [M.emailTaken] });
      try {
        return await db.transaction(async (tx) => {
          const [member] = await tx.insert(staff).values({ email, name: input.name.trim(), role: input.role }).returning();
          if (!member) throw new Error('inserting a staff member returned nothing');
          const link = await newLink(tx, member.id, staffIdOf(actor));
          await writeAudit(tx, actor, 'staff', member.id, 'invite', null, auditSnapshot(member, link));
          return { staff: member, link };
        });
      } catch (error) {
        // Two invitations for one email at once: the unique index decides (the transaction is gone, so ask anew).
        const [raced] = await db.select({ id: staff.id }).from(staff).where(eq(staff.email, email)).limit(1);
        if (raced) throw validationError({ email: [M.emailTaken] });
        throw error;
      }
    },

    /** A fresh sign-in link for someone who lost theirs, their password or their authenticator. */
    async reissueLink(id: number, actor: AuditActor) {
      const member = await findById(id);
      if (!member) throw notFound();
      return db.transaction(async (tx) => {
        const link = await newLink(tx, member.id, staffIdOf(actor));
        await writeAudit(tx, actor, 'staff', member.id, 'issue_sign_in_link', auditSnapshot(member), auditSnapshot(member, link));
        return { staff: member, link };
      });
    },

    async findByEmail(email: string): Promise<StaffRow | undefined> {
      const [row] = await db.select().from(staff).where(eq(staff.email, email.trim().toLowerCase())).limit(1);
      return row;
    },

    /** The staff member a sign-in link is for while it still works; null for a used, expired or unknown one. */
    async linkHolder(token: string): Promise<StaffRow | null> {
      if (!token || token.length > 200) return null;
      const [row] = await db
        .select({ member: staff })
        .from(staffSignInLinks)
        .innerJoin(staff, eq(staff.id, staffSignInLinks.staffId))
        .where(and(eq(staffSignInLinks.tokenHash, sha256(token)), isNull(staffSignInLinks.usedAt), gt(staffSignInLinks.expiresAt, new Date())))
        .limit(1);
      return row && row.member.disabledAt === null ? row.member : null;
    },

    /**
     * Uses up a sign-in link: the password is set, a new authenticator secret replaces any old one
     * (with the old recovery codes and every session), and an enrolment session begins.
     */
    async takePasswordLink(token: string, password: string, client: StaffClient) {
      const passwordHash = await hashPassword(password);
      const updated = await db.transaction(async (tx) => {
        const taken = await tx
          .update(staffSignInLinks)
          .set({ usedAt: sql`now()` })
          .where(and(eq(staffSignInLinks.tokenHash, sha256(token)), isNull(staffSignInLinks.usedAt), gt(staffSignInLinks.expiresAt, new Date())))
          .returning({ staffId: staffSignInLinks.staffId });
        const staffId = taken[0]?.staffId;
        const [member] = staffId === undefined ? [] : await tx.select().from(staff).where(eq(staff.id, staffId)).limit(1);
        if (!member || member.disabledAt !== null) throw new HttpError(410, M.linkGone);
        const [changed] = await tx
          .update(staff)
          .set({ passwordHash, totpSecret: newTotpSecret(), totpConfirmedAt: null, totpLastStep: null, updatedAt: sql`now()` })
          .where(eq(staff.id, member.id))
          .returning();
        if (!changed) throw new Error('a staff member vanished inside their own transaction');
        await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, member.id));
        await revokeAll(tx, member.id);
        // Their own doing, with the link an owner (or the command line) issued: the log says whose account it was.
        await writeAudit(tx, selfActor(member), 'staff', member.id, 'reset_second_factor', auditSnapshot(member), auditSnapshot(changed));
        return changed;
      });
      const session = await startSession(updated.id, 'enrol', client);
      return { session, enrolment: await enrolmentFor(updated) };
    },

    /** What the authenticator app needs, again, for the page of a session still enrolling. */
    async enrolment(token: string | null) {
      const found = await resolve(token, 'enrol');
      if (!found) return null;
      return enrolmentFor(found.staff);
    },

    /** Confirms the app with a code it shows; answers the recovery codes, once, and signs in. */
    async confirmEnrolment(token: string | null, code: string, client: StaffClient) {
      const found = await resolve(token, 'enrol');
      if (!found) throw unauthorized(M.enrolmentExpired);
      const secret = found.staff.totpSecret;
      const step = secret ? totpStep(secret, code.replace(/\s/g, '')) : null;
      if (step === null) throw validationError({ code: [M.wrongCode] });
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      const member = await db.transaction(async (tx) => {
        const [confirmed] = await tx
          .update(staff)
          .set({ totpConfirmedAt: sql`now()`, totpLastStep: step, updatedAt: sql`now()` })
          .where(eq(staff.id, found.staff.id))
          .returning();
        await tx.insert(staffRecoveryCodes).values(codes.map((recovery) => ({ staffId: found.staff.id, codeHash: sha256(normalizeRecoveryCode(recovery)) })));
        const after = confirmed ?? found.staff;
        await writeAudit(tx, selfActor(found.staff), 'staff', found.staff.id, 'enrol', auditSnapshot(found.staff), auditSnapshot(after));
        return after;
      });
      const session = await promote(found.sessionId, found.staff.id, client);
      return { session, recoveryCodes: codes, staff: member };
    },

    /**
     * First step: email and password. Counted before the check and given back when right, like the
     * customers' sign-in; an unknown email costs the same argon2 time as a known one. Answers a
     * second-factor session, which can do nothing but take the code.
     */
    async signIn(input: { email: string; password: string }, client: StaffClient) {
      const email = input.email.trim().toLowerCase();
      const accountAtAddress = `${email}|${client.ipAddress}`;
      await limits.consume('staffLoginPerAddress', client.ipAddress);
      await limits.consume('staffLoginPerAccountAddress', accountAtAddress);
      const [member] = await db.select().from(staff).where(eq(staff.email, email)).limit(1);
      const rightPassword = member?.passwordHash ? await verifyPassword(member.passwordHash, input.password) : await spendVerifyTime(input.password);
      // Not enrolled yet, or disabled: the same answer as a wrong password, so neither is revealed.
      if (!member || !rightPassword || member.totpConfirmedAt === null || member.disabledAt !== null) throw new HttpError(401, M.invalidCredentials);
      await limits.refund('staffLoginPerAddress', client.ipAddress);
      await limits.reset('staffLoginPerAccountAddress', accountAtAddress);
      return startSession(member.id, 'second_factor', client);
    },

    /** Second step: a code from the app or a recovery code; answers the signed-in session under a new token. */
    async secondFactor(token: string | null, code: string, client: StaffClient) {
      const found = await resolve(token, 'second_factor');
      if (!found) throw unauthorized(M.signInRequired);
      const key = String(found.staff.id);
      await limits.consume('staffSecondFactor', key);
      if (!(await acceptSecondFactor(found.staff, code))) throw validationError({ code: [M.wrongCode] });
      await limits.reset('staffSecondFactor', key);
      const session = await promote(found.sessionId, found.staff.id, client);
      return { session, staff: found.staff };
    },

    async signOut(token: string): Promise<void> {
      await db
        .update(staffSessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(staffSessions.tokenHash, sha256(token)), isNull(staffSessions.revokedAt)));
    },

    async list(): Promise<StaffRow[]> {
      return db.select().from(staff).orderBy(asc(staff.name), asc(staff.id));
    },

    /** Changes a role or the disabled flag; either ends every session of that staff member, so the change holds at once. */
    async update(id: number, change: { role?: StaffRole | undefined; disabled?: boolean | undefined }, actor: StaffActor): Promise<StaffRow> {
      const member = await otherStaff(id, actor);
      const roleChanged = change.role !== undefined && change.role !== member.role;
      const disabling = change.disabled === true && member.disabledAt === null;
      const enabling = change.disabled === false && member.disabledAt !== null;
      if (!roleChanged && !disabling && !enabling) return member;
      const action = roleChanged ? 'update' : disabling ? 'disable' : 'enable';
      return db.transaction(async (tx) => {
        const [updated] = await tx
          .update(staff)
          .set({
            ...(roleChanged ? { role: change.role } : {}),
            ...(disabling ? { disabledAt: sql`now()` } : enabling ? { disabledAt: null } : {}),
            updatedAt: sql`now()`,
          })
          .where(eq(staff.id, id))
          .returning();
        await revokeAll(tx, id);
        const after = updated ?? member;
        await writeAudit(tx, actor, 'staff', id, action, auditSnapshot(member), auditSnapshot(after));
        return after;
      });
    },
  };
}
