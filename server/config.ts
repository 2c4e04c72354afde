import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_HOLD_LIMITS } from './modules/orders/hold-limits.ts';
import { DEFAULT_PHONE_CHECK_LIMITS } from './modules/phone-checks/service.ts';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const optionalUrl = (protocols: RegExp) =>
  optionalText.pipe(z.url({ protocol: protocols }).optional());

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATABASE_URL: optionalUrl(/^postgres(ql)?$/),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  PUBLIC_URL: optionalUrl(/^https?$/),
  /**
   * Believe X-Forwarded-For (client addresses for per-address limits) only behind a proxy that sets
   * it: true, or the proxy's addresses separated by commas. Left off, anyone could fake their address.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value): boolean | string => (value === 'true' ? true : value === 'false' || value === '' ? false : value)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Log the process's memory (RSS and V8 heap) this often, to watch for leaks; 0 never. */
  MEMORY_LOG_SECONDS: z.coerce.number().int().min(0).max(86_400).default(0),
  SMTP_URL: optionalUrl(/^smtps?$/),
  SMS_GATEWAY_URL: optionalUrl(/^https?$/),
  /** Sender of the shop's emails (OTP codes, order confirmations). */
  MAIL_FROM: z.string().trim().min(3).default('Dokan <no-reply@dokan.local>'),
  SSLCOMMERZ_STORE_ID: optionalText,
  SSLCOMMERZ_STORE_PASSWORD: optionalText,
  SSLCOMMERZ_SANDBOX: z.stringbool().default(true),
  /** Replaces the sandbox or live SSLCommerz host (session and validation APIs); tests point it at a local stand-in. */
  SSLCOMMERZ_API_URL: optionalUrl(/^https?$/),
  GOOGLE_CLIENT_ID: optionalText,
  FACEBOOK_APP_ID: optionalText,
  FACEBOOK_APP_SECRET: optionalText,
  /** Where Google's signing keys are published; tests point it at a local key set. */
  GOOGLE_JWKS_URL: z.url({ protocol: /^https?$/ }).default('https://www.googleapis.com/oauth2/v3/certs'),
  /** Facebook's Graph API root, for debug_token and the profile; tests point it at a local stand-in. */
  FACEBOOK_GRAPH_URL: z.url({ protocol: /^https?$/ }).default('https://graph.facebook.com/v19.0'),
  GA_MEASUREMENT_ID: optionalText,
  META_PIXEL_ID: optionalText,
  SHOP_PHONE: optionalText.pipe(
    z.string().regex(/^\+?[0-9 -]{6,20}$/, 'must be a phone number such as +8809612345678').optional(),
  ),
  WHATSAPP_NUMBER: optionalText.pipe(
    z.string().regex(/^[0-9]{8,15}$/, 'must be digits only with the country code, such as 8801712345678').optional(),
  ),
  SEED_DEMO: z.stringbool().default(true),
  /** Delivery charges in taka by zone. */
  DELIVERY_CHARGE_DHAKA_CITY: z.coerce.number().int().min(0).max(100_000).default(70),
  DELIVERY_CHARGE_DHAKA_SUBURBS: z.coerce.number().int().min(0).max(100_000).default(110),
  DELIVERY_CHARGE_REST: z.coerce.number().int().min(0).max(100_000).default(130),
  /**
   * Unconfirmed, unpaid orders hold stock: how many one mobile number, one delivery address and one
   * client address may have waiting, and how many units they may hold (see the README's Checkout).
   */
  HOLD_ORDERS_PER_PHONE: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_HOLD_LIMITS.ordersPerPhone),
  HOLD_UNITS_PER_PHONE: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_HOLD_LIMITS.unitsPerPhone),
  HOLD_ORDERS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_HOLD_LIMITS.ordersPerAddress),
  HOLD_ORDERS_PER_CLIENT: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_HOLD_LIMITS.ordersPerClient),
  HOLD_UNITS_PER_CLIENT: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_HOLD_LIMITS.unitsPerClient),
  /** Order codes (SMS) one number may receive, and one client address may ask for, in an hour. */
  ORDER_CODES_PER_PHONE_HOUR: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_PHONE_CHECK_LIMITS.codesPerPhonePerHour),
  ORDER_CODES_PER_CLIENT_HOUR: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_PHONE_CHECK_LIMITS.codesPerClientPerHour),
  /** How long each process keeps a search answer; 0 turns the cache off. */
  SEARCH_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
});

export type Config = z.infer<typeof configSchema> & { dataDir: string };

export class ConfigError extends Error {}

/** Parses the environment; a bad value names the variable so start-up can stop with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const variable = issue.path.join('.') || '(environment)';
      return `  ${variable}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}
