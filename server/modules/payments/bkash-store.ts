import { eq } from 'drizzle-orm';
import type { BkashRefundSends, BkashTokenStore } from '#server/adapters/payments/bkash.ts';
import type { Database } from '#server/db/client.ts';
import { gatewayRefundSends, gatewayTokens } from '#server/db/schema.ts';

/** bKash's tokens in the database, so every process of the shop uses one grant until it expires. */
export function bkashTokenStore(db: Database): BkashTokenStore {
  return {
    async load() {
      const [row] = await db.select().from(gatewayTokens).where(eq(gatewayTokens.gateway, 'bkash')).limit(1);
      return row ? { idToken: row.idToken, refreshToken: row.refreshToken, expiresAt: row.expiresAt, refreshExpiresAt: row.refreshExpiresAt } : null;
    },
    async save(token) {
      const values = { ...token, updatedAt: new Date() };
      await db
        .insert(gatewayTokens)
        .values({ gateway: 'bkash', ...values })
        .onConflictDoUpdate({ target: gatewayTokens.gateway, set: values });
    },
  };
}

/** The refund keys sent to bKash, in the database, so a send in any process is known to every other. */
export function bkashRefundSends(db: Database): BkashRefundSends {
  return {
    async claim(idempotencyKey) {
      const rows = await db
        .insert(gatewayRefundSends)
        .values({ idempotencyKey, gateway: 'bkash' })
        .onConflictDoNothing()
        .returning({ key: gatewayRefundSends.idempotencyKey });
      return rows.length > 0;
    },
  };
}
