import { createPrivateKey, createPublicKey } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_DELIVERY_CHARGES } from '#domain/delivery.ts';
import { DEFAULT_HOLD_LIMITS } from './modules/orders/hold-limits.ts';
import { DEFAULT_PHONE_CHECK_LIMITS } from './modules/phone-checks/service.ts';
import { DEFAULT_NODE_ENV } from './node-env.ts';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const optionalUrl = (protocols: RegExp) => optionalText.pipe(z.url({ protocol: protocols }).optional());

/**
 * A PEM key, whole or with its line breaks written as `\n` (as one-line environment files carry
 * it); refused at start-up when node cannot read it as the kind of key asked for.
 */
const optionalPem = (kind: 'private' | 'public') =>
  optionalText
    .transform((value) => value?.replaceAll('\\n', '\n'))
    .refine(
      (value) => {
        if (value === undefined) return true;
        try {
          if (kind === 'private') createPrivateKey(value);
          else createPublicKey(value);
          return true;
        } catch {
          return false;
        }
      },
      { message: `not a readable PEM ${kind} key (paste it whole, from -----BEGIN to -----END, with \\n for its line breaks if on one line)` },
    );

// Fastify (proxy-addr) also takes these names for whole ranges: `loopback` is a proxy on this machine.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddressOrRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^[0-9]{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

const TRUST_PROXY_HINT =
  'set the addresses or ranges of the proxies in front of the shop, separated by commas (such as 10.0.0.2,10.1.0.0/16, or loopback for one on this machine)';

/**
 * Whose X-Forwarded-For to believe (client addresses for per-address limits): the proxies' own
 * addresses, so Fastify reads the header from the right, where a proxy appends, and stops at the
 * first address that is not one of them. `true` would believe the whole header, which the client
 * writes itself; a hop count would believe any peer, proxy or not (Fastify refuses one anyway).
 */
const trustProxy = z
  .string()
  .trim()
  .default('')
  .transform((value, context): false | string[] => {
    if (value === '' || value === 'false') return false;
    if (value === 'true') {
      context.addIssue({ code: 'custom', message: `true would let every client choose its own address; ${TRUST_PROXY_HINT}` });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isProxyAddressOrRange(entry));
    if (wrong.length > 0) {
      context.addIssue({ code: 'custom', message: `not an address or range: ${wrong.join(', ')}; ${TRUST_PROXY_HINT}` });
      return z.NEVER;
    }
    return entries;
  });

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default(DEFAULT_NODE_ENV),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    DATABASE_URL: optionalUrl(/^postgres(ql)?$/),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    PUBLIC_URL: optionalUrl(/^https?$/),
    TRUST_PROXY: trustProxy,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Log the process's memory (RSS and V8 heap) this often, to watch for leaks; 0 never. */
    MEMORY_LOG_SECONDS: z.coerce.number().int().min(0).max(86_400).default(0),
    /** Serve Prometheus metrics at /metrics on this port (0: not served). Apart from the shop's port, for the scraper alone. */
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(0),
    /** The metrics port's address: this machine only unless a scraper elsewhere needs it. */
    METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
    /** On SIGTERM or SIGINT, requests in flight get this long to finish before their connections close. */
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
    /**
     * How often the job queue's supervision pass runs: it is what notices a job whose process died
     * (given up on after its expiry, then retried) and a timed job that came due. Tests shrink it.
     */
    JOB_SUPERVISE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    SMTP_URL: optionalUrl(/^smtps?$/),
    SMS_GATEWAY_URL: optionalUrl(/^https?$/),
    /** Sender of the shop's emails (OTP codes, order confirmations). */
    MAIL_FROM: z.string().trim().min(3).default('Dokan <no-reply@dokan.local>'),
    SSLCOMMERZ_STORE_ID: optionalText,
    SSLCOMMERZ_STORE_PASSWORD: optionalText,
    SSLCOMMERZ_SANDBOX: z.stringbool().default(true),
    /** Replaces the sandbox or live SSLCommerz host (session and validation APIs); tests point it at a local stand-in. */
    SSLCOMMERZ_API_URL: optionalUrl(/^https?$/),
    /** bKash Tokenized Checkout: all four, or bKash is not offered. */
    BKASH_APP_KEY: optionalText,
    BKASH_APP_SECRET: optionalText,
    BKASH_USERNAME: optionalText,
    BKASH_PASSWORD: optionalText,
    BKASH_SANDBOX: z.stringbool().default(true),
    /** Replaces bKash's sandbox or live root (version included); tests and development point it at the local stand-in. */
    BKASH_API_URL: optionalUrl(/^https?$/),
    /** How long to wait for any bKash API (bKash asks for 30 seconds); tests shorten it. */
    BKASH_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(30_000),
    /** Nagad's merchant checkout: id and both keys, or Nagad is not offered. */
    NAGAD_MERCHANT_ID: optionalText,
    /** The merchant wallet number Nagad's page shows the shopper paying. */
    NAGAD_MERCHANT_NUMBER: optionalText,
    /** The merchant's own private key, whose public half is uploaded to Nagad's merchant panel. */
    NAGAD_MERCHANT_PRIVATE_KEY: optionalPem('private'),
    /** Nagad's payment gateway public key, from the merchant panel. */
    NAGAD_PUBLIC_KEY: optionalPem('public'),
    NAGAD_SANDBOX: z.stringbool().default(true),
    /** Replaces Nagad's sandbox or live API root (up to and including /api/dfs); tests and development point it at the local stand-in. */
    NAGAD_API_URL: optionalUrl(/^https?$/),
    /** The shop server's public IPv4 address, which Nagad whitelists and wants in every request. */
    NAGAD_SERVER_IP: optionalText.pipe(z.ipv4().optional()),
    /** How long to wait for any Nagad API; tests shorten it. */
    NAGAD_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(30_000),
    /** Steadfast Courier's merchant API: both keys, or Steadfast is not offered at the order desk. */
    STEADFAST_API_KEY: optionalText,
    STEADFAST_SECRET_KEY: optionalText,
    /** Replaces Steadfast's API root (version included); development and tests point it at the local stand-in. */
    STEADFAST_API_URL: optionalUrl(/^https?$/),
    /** The Bearer token Steadfast sends with its webhook (set the same in Steadfast's panel); unset, notices are refused. */
    STEADFAST_WEBHOOK_TOKEN: optionalText,
    /** Pathao Courier's merchant API: all five, or Pathao is not offered at the order desk. */
    PATHAO_CLIENT_ID: optionalText,
    PATHAO_CLIENT_SECRET: optionalText,
    PATHAO_USERNAME: optionalText,
    PATHAO_PASSWORD: optionalText,
    PATHAO_STORE_ID: optionalText.pipe(
      z
        .string()
        .regex(/^[1-9][0-9]{0,9}$/, 'must be the store id Pathao gives, a number')
        .transform(Number)
        .optional(),
    ),
    PATHAO_SANDBOX: z.stringbool().default(true),
    /** Replaces Pathao's sandbox or live root; development and tests point it at the local stand-in. */
    PATHAO_API_URL: optionalUrl(/^https?$/),
    /** The webhook secret set in Pathao's panel, which Pathao sends in X-PATHAO-Signature; unset, notices are refused. */
    PATHAO_WEBHOOK_SECRET: optionalText,
    /** How long to wait for a courier's API; tests shorten it. */
    COURIER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
    /** The local gateway at /payment/test, which marks an order paid at a click; never in production. */
    PAYMENT_TEST_GATEWAY: z.stringbool().default(false),
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
      z
        .string()
        .regex(/^\+?[0-9 -]{6,20}$/, 'must be a phone number such as +8809612345678')
        .optional(),
    ),
    WHATSAPP_NUMBER: optionalText.pipe(
      z
        .string()
        .regex(/^[0-9]{8,15}$/, 'must be digits only with the country code, such as 8801712345678')
        .optional(),
    ),
    SEED_DEMO: z.stringbool().default(true),
    /** Delivery charges in taka by zone. */
    DELIVERY_CHARGE_DHAKA_CITY: z.coerce.number().int().min(0).max(100_000).default(DEFAULT_DELIVERY_CHARGES.inside_dhaka_city),
    DELIVERY_CHARGE_DHAKA_SUBURBS: z.coerce.number().int().min(0).max(100_000).default(DEFAULT_DELIVERY_CHARGES.dhaka_suburbs),
    DELIVERY_CHARGE_REST: z.coerce.number().int().min(0).max(100_000).default(DEFAULT_DELIVERY_CHARGES.rest_of_bangladesh),
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
    /** Pictures go to this bucket of an S3-compatible object store instead of DATA_DIR/media (README, Media). */
    MEDIA_S3_BUCKET: optionalText,
    MEDIA_S3_REGION: z.string().trim().min(1).default('us-east-1'),
    /** An S3-compatible service's address (MinIO, Ceph, Cloudflare R2…); unset for Amazon S3 itself. */
    MEDIA_S3_ENDPOINT: optionalUrl(/^https?$/),
    /** Unset: the AWS SDK's own chain (AWS_ACCESS_KEY_ID, an instance role…). */
    MEDIA_S3_ACCESS_KEY_ID: optionalText,
    MEDIA_S3_SECRET_ACCESS_KEY: optionalText,
    /** A folder of the bucket to keep the shop's pictures in, so one bucket can serve several shops. */
    MEDIA_S3_PREFIX: optionalText.pipe(
      z
        .string()
        .regex(/^[\w-]+(\/[\w-]+)*\/?$/, 'must be a folder name such as shop or shops/dokan')
        .optional(),
    ),
    /** How long each process keeps a search answer; 0 turns the cache off. */
    SEARCH_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    /** How long each process keeps a guest's rendered catalogue page (docs/adr/0014); 0 turns the cache off. */
    RENDER_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  })
  .superRefine((config, context) => {
    if (Boolean(config.MEDIA_S3_ACCESS_KEY_ID) !== Boolean(config.MEDIA_S3_SECRET_ACCESS_KEY)) {
      context.addIssue({
        code: 'custom',
        path: [config.MEDIA_S3_ACCESS_KEY_ID ? 'MEDIA_S3_SECRET_ACCESS_KEY' : 'MEDIA_S3_ACCESS_KEY_ID'],
        message: 'set both MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY, or neither (the AWS SDK then finds credentials itself)',
      });
    }
    if (config.NAGAD_MERCHANT_ID && !config.NAGAD_SANDBOX && !config.NAGAD_SERVER_IP) {
      context.addIssue({
        code: 'custom',
        path: ['NAGAD_SERVER_IP'],
        message: "Nagad's live API answers only the server address it has whitelisted, sent with every call: set it to this server's public IPv4",
      });
    }
    if (config.NODE_ENV === 'production' && config.PAYMENT_TEST_GATEWAY) {
      context.addIssue({
        code: 'custom',
        path: ['PAYMENT_TEST_GATEWAY'],
        message:
          'the local test gateway lets anyone mark an order paid, so it is refused when NODE_ENV is production (the default); unset it, or set SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD for online payments',
      });
    }
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

/**
 * The origin every link in an email or a text is built on: a mail client has no page to resolve a
 * path against. Without PUBLIC_URL the shop guesses this machine's address, which works only here,
 * so start-up says so (`guessed`).
 */
export function messageOrigin(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): { origin: string; guessed: boolean } {
  if (config.PUBLIC_URL) return { origin: config.PUBLIC_URL.replace(/\/+$/, ''), guessed: false };
  return { origin: `http://localhost:${config.PORT}`, guessed: true };
}

export const guessedOriginWarning = (origin: string) =>
  `PUBLIC_URL is unset: links in emails and texts start with ${origin}, which opens only on this machine; set PUBLIC_URL to the address shoppers use`;
