import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { sessions } from '#server/db/schema.ts';
import { newToken, sha256 } from './tokens.ts';

export interface SessionPolicy {
  /** A session unused for this long ends. */
  idleSeconds: number;
  /** A session ends this long after sign-in however much it is used. */
  absoluteSeconds: number;
}

const DEFAULT_SESSION_POLICY: SessionPolicy = { idleSeconds: 14 * 24 * 3600, absoluteSeconds: 90 * 24 * 3600 };

// Writing last_used_at on every request would turn each page view into a write.
const TOUCH_AFTER_MS = 60_000;

export interface SessionClient {
  userAgent?: string | undefined;
  ipAddress?: string | undefined;
}

export function createSessionStore(db: Database, policy: SessionPolicy = DEFAULT_SESSION_POLICY) {
  return {
    policy,

    async create(customerId: number, client: SessionClient = {}): Promise<{ token: string; expiresAt: Date }> {
      const token = newToken();
      const expiresAt = new Date(Date.now() + policy.absoluteSeconds * 1000);
      await db.insert(sessions).values({
        customerId,
        tokenHash: sha256(token),
        expiresAt,
        userAgent: client.userAgent?.slice(0, 300) ?? null,
        ipAddress: client.ipAddress ?? null,
      });
      return { token, expiresAt };
    },

    /** The customer id a live token belongs to, or null for an unknown, revoked or expired one. */
    async resolve(token: string): Promise<{ sessionId: number; customerId: number } | null> {
      if (!token || token.length > 200) return null;
      const now = new Date();
      const [row] = await db
        .select({ id: sessions.id, customerId: sessions.customerId, lastUsedAt: sessions.lastUsedAt })
        .from(sessions)
        .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
        .limit(1);
      if (!row) return null;
      if (now.getTime() - row.lastUsedAt.getTime() > policy.idleSeconds * 1000) return null;
      if (now.getTime() - row.lastUsedAt.getTime() > TOUCH_AFTER_MS) {
        await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, row.id));
      }
      return { sessionId: row.id, customerId: row.customerId };
    },

    async revoke(token: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt)));
    },

    /** Ends every session of a customer, except the one given (password change from a signed-in browser). */
    async revokeAll(customerId: number, exceptSessionId?: number): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.customerId, customerId), isNull(sessions.revokedAt), exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
