import { eq } from 'drizzle-orm';
import type { BkashTokenStore } from '#server/adapters/payments/bkash.ts';
import type { Database } from '#server/db/client.ts';
import { gatewayTokens } from '#server/db/schema.ts';

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
