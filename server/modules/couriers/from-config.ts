import { eq } from 'drizzle-orm';
import { createPathaoCourier, type PathaoTokenStore } from '#server/adapters/couriers/pathao.ts';
import { createSteadfastCourier } from '#server/adapters/couriers/steadfast.ts';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import { courierTokens } from '#server/db/schema.ts';

/** Pathao's token in the database, so every process uses one grant until it expires. */
function pathaoTokenStore(db: Database): PathaoTokenStore {
  return {
    async load() {
      const [row] = await db.select().from(courierTokens).where(eq(courierTokens.courier, 'pathao')).limit(1);
      return row ? { accessToken: row.accessToken, refreshToken: row.refreshToken, expiresAt: row.expiresAt } : null;
    },
    async save(token) {
      const values = { ...token, updatedAt: new Date() };
      await db
        .insert(courierTokens)
        .values({ courier: 'pathao', ...values })
        .onConflictDoUpdate({ target: courierTokens.courier, set: values });
    },
  };
}

/** Each courier whose credentials are all set; the order desk offers only these. */
export function couriersFromConfig(config: Config, db: Database) {
  const timeoutMs = config.COURIER_TIMEOUT_MS;
  const { STEADFAST_API_KEY: apiKey, STEADFAST_SECRET_KEY: secretKey } = config;
  const { PATHAO_CLIENT_ID: clientId, PATHAO_CLIENT_SECRET: clientSecret, PATHAO_USERNAME: username, PATHAO_PASSWORD: password } = config;
  const storeId = config.PATHAO_STORE_ID;
  return {
    steadfast: apiKey && secretKey ? createSteadfastCourier({ apiKey, secretKey, apiUrl: config.STEADFAST_API_URL, timeoutMs }) : null,
    pathao:
      clientId && clientSecret && username && password && storeId !== undefined
        ? createPathaoCourier({
            clientId,
            clientSecret,
            username,
            password,
            storeId,
            sandbox: config.PATHAO_SANDBOX,
            apiUrl: config.PATHAO_API_URL,
            timeoutMs,
            tokens: pathaoTokenStore(db),
          })
        : null,
  };
}
