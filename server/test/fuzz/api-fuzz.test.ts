import path from 'node:path';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from '#server/modules/auth/rate-limits.ts';
import { createSessionStore } from '#server/modules/auth/sessions.ts';
import { registerCustomer } from '#server/test/accounts.ts';
import { simpleProductWithStock, variantWithStock } from '#server/test/catalogue.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { insertOrder } from '#server/test/orders.ts';
import { startSocialStubs, type SocialStubs } from '#server/test/social-stubs.ts';
import { enrolledStaff, STAFF_PASSWORD } from '#server/test/staff.ts';
import { type ApiRoute, discoverApiRoutes, documentedButNotDiscovered } from './discover.ts';
import { type Body, bodyFor, encodeLoosely, headerText, type Hints, hostileString, type Json, pathParam, queryString, validish } from './payloads.ts';

// Every /api route gets generated requests: valid-looking, at the edges, and hostile. Every answer
// must be a client error or better, in the API's JSON error shape, with nothing of the server's
// insides in it; and a refused write must leave the database as it was.
//
// FUZZ_SEED reproduces a run; FUZZ_RUNS scales it (the default keeps a file run near a minute).

const SEED = Number(process.env.FUZZ_SEED ?? 20_240_917);
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 100);
/** Back-office routes are many and their writes re-encode pictures and read whole tables; fewer runs each keep the file near its old time. */
const RUNS_PER_ADMIN_ROUTE = Number(process.env.FUZZ_ADMIN_RUNS ?? Math.ceil(RUNS_PER_ROUTE / 4));
const projectRoot = path.resolve(import.meta.dirname, '../../..');

/** Roomy enough that the limits never decide an answer here; their own tests reach them on purpose. */
const ROOMY: [number, number] = [1_000_000, 60];
const roomyLimits = Object.fromEntries(Object.keys(DEFAULT_RATE_LIMITS).map((name) => [name, ROOMY])) as unknown as RateLimitSettings;

type Caller =
  | 'anonymous'
  | 'customer'
  | 'customer-cookie'
  | 'cookie-from-another-site'
  | 'other-customer'
  | 'bad-token'
  | 'owner'
  | 'owner-from-another-site'
  | 'catalogue-editor'
  | 'bad-staff-cookie';

const CUSTOMER_CALLERS: Caller[] = ['anonymous', 'customer', 'customer', 'customer-cookie', 'cookie-from-another-site', 'other-customer', 'bad-token'];
/** Mostly the owner, so the handlers run; the rest must keep answering 401 or 403 and write nothing. */
const STAFF_CALLERS: Caller[] = [
  ...Array.from({ length: 9 }, (): Caller => 'owner'),
  'catalogue-editor',
  'catalogue-editor',
  'owner-from-another-site',
  'bad-staff-cookie',
  'anonymous',
  'customer',
];
const isAdminRoute = (path: string) => path.startsWith('/api/admin/');

/**
 * What the back office edits: a change to any of these is a staff change, and the audit log must say
 * so, staff accounts and their sign-in links included.
 */
const AUDITED_TABLES = new Set([
  'categories',
  'brands',
  'products',
  'product_variants',
  'product_specifications',
  'media',
  'positional_banners',
  'category_product_banners',
  'shop_settings',
  'staff',
  'staff_sign_in_links',
]);

interface Generated {
  method: string;
  params: Record<string, string>;
  query: string;
  body: Body;
  caller: Caller;
  badToken: string;
  headers: Record<string, string>;
  remoteAddress: string;
}

/** The answer's text, whatever compression the client's Accept-Encoding earned. */
function bodyText(response: LightMyRequestResponse): string {
  const encoding = String(response.headers['content-encoding'] ?? '');
  const raw = response.rawPayload;
  if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(raw).toString('utf8');
  if (encoding === 'deflate') return inflateSync(raw).toString('utf8');
  return raw.toString('utf8');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What a stack trace, a source path or a database error looks like in an answer. */
const LEAKS: { name: string; pattern: RegExp }[] = [
  // A stack frame, not the word: messages say "at most 50".
  { name: 'stack frame', pattern: /\bat (?:async )?(?:[\w$.<>[\]]+ )?\(?(?:file:\/\/|node:|\/)[^\s()]*:\d+:\d+/ },
  { name: 'source position', pattern: /\.[cm]?[jt]sx?:\d+/ },
  { name: 'node_modules', pattern: /node_modules/ },
  { name: 'project folder', pattern: new RegExp(escapeRegExp(projectRoot)) },
  { name: 'error class', pattern: /\b(?:TypeError|RangeError|ReferenceError|SyntaxError|AggregateError)\b/ },
  {
    name: 'database error',
    pattern: /\b(?:relation|column) "[^"]+"|violates [\w-]+ constraint|syntax error at or near|Failed query|invalid input syntax for/i,
  },
  { name: 'framework error code', pattern: /\bFST_[A-Z_]+/ },
];

function leaksIn(text: string, sent: string): string[] {
  return LEAKS.flatMap(({ name, pattern }) => {
    const match = pattern.exec(text);
    // Input the answer repeats back (a field name in `errors`, say) is the caller's, not ours.
    return match && !sent.includes(match[0]) ? [`${name}: ${JSON.stringify(match[0])}`] : [];
  });
}

function errorShapeProblems(body: unknown): string[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return ['error body is not an object'];
  const problems: string[] = [];
  const record = body as Record<string, unknown>;
  if (record.success !== false) problems.push('error body lacks success: false');
  if (typeof record.message !== 'string' || record.message === '') problems.push('error body lacks a message');
  const errors = record.errors;
  if (errors !== undefined) {
    const fine =
      typeof errors === 'object' &&
      errors !== null &&
      !Array.isArray(errors) &&
      Object.values(errors).every((list) => Array.isArray(list) && list.every((item) => typeof item === 'string'));
    if (!fine) problems.push('errors is not an object of string arrays');
  }
  if (record.code !== undefined && typeof record.code !== 'string') problems.push('code is not a string');
  const extra = Object.keys(record).filter((key) => !['success', 'message', 'errors', 'code'].includes(key));
  if (extra.length > 0) problems.push(`error body has unexpected keys ${extra.join(', ')}`);
  return problems;
}

/** Everything wrong with one answer; empty when it is fine. */
function answerProblems(method: string, response: LightMyRequestResponse, sent: string, path: string): string[] {
  const status = response.statusCode;
  const problems: string[] = [];
  if (status >= 500) problems.push(`status ${status}`);
  let text: string;
  try {
    text = bodyText(response);
  } catch {
    return [...problems, `body does not decode as ${String(response.headers['content-encoding'])}`];
  }
  problems.push(...leaksIn(text, sent));
  for (const [name, value] of Object.entries(response.headers)) problems.push(...leaksIn(`${name}: ${String(value)}`, sent).map((leak) => `header ${leak}`));
  if (method === 'HEAD' || status === 204 || status === 304) return problems;
  if (status >= 300 && status < 400) {
    // The payment returns answer with a redirect to a result page, not JSON.
    const location = String(response.headers.location ?? '');
    if (!location.startsWith('/') || location.startsWith('//')) problems.push(`redirect to ${JSON.stringify(location)}`);
    return problems;
  }
  // A file download answers the file; its refusals are JSON like every other.
  if (status < 300 && path.endsWith('.csv') && String(response.headers['content-type'] ?? '').startsWith('text/csv')) return problems;
  if (!String(response.headers['content-type'] ?? '').startsWith('application/json')) problems.push(`content-type ${String(response.headers['content-type'])}`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return [...problems, `body is not JSON: ${text.slice(0, 120)}`];
  }
  if (status >= 400) problems.push(...errorShapeProblems(body));
  else if (typeof body !== 'object' || body === null) problems.push('success body is not an object');
  return problems;
}

/**
 * Values worth feeding back: later requests use the order numbers, tokens and cart line ids earlier
 * answers gave. Ids only from the customer's own collections, or every product id would crowd in.
 */
function harvest(value: unknown, pools: Record<string, Json[]>, takeIds: boolean) {
  if (Array.isArray(value)) {
    for (const item of value) harvest(item, pools, takeIds);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  for (const [key, field] of Object.entries(value)) {
    const pool = key === 'id' && !takeIds ? undefined : pools[key];
    if (pool && (typeof field === 'string' || typeof field === 'number') && !pool.includes(field)) {
      pool.push(field);
      if (pool.length > 40) pool.shift();
    }
    harvest(field, pools, takeIds && key !== 'product' && key !== 'variant');
  }
}

describe.each(databaseKinds)('the API under generated requests on %s', (kind) => {
  let stubs: SocialStubs;
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  let routes: ApiRoute[];
  let hints: Hints;
  const tokens = { customer: '', other: '', revoked: '' };
  let customerId = 0;
  let otherId = 0;
  let harvestPools: Record<string, Json[]> = {};
  /** The back office's callers: signed in afresh whenever a run signs them out, disables or demotes them. */
  const staffCookies = { owner: '', editor: '' };
  const STAFF_ROLES = { owner: 'owner', editor: 'catalogue_editor' } as const;
  /** Ids per back-office resource (the path segment after /api/admin/), seeded from the database and fed by answers. */
  const adminIds: Record<string, Json[]> = {};
  let adminHints: Hints = {};

  beforeAll(async () => {
    stubs = await startSocialStubs();
    shop = await openTestApp(kind, { rateLimits: roomyLimits, env: stubs.env });
    routes = await discoverApiRoutes(shop.app);

    const customer = await registerCustomer(shop.app);
    const other = await registerCustomer(shop.app);
    const gone = await registerCustomer(shop.app);
    await shop.app.inject({ method: 'POST', url: '/api/auth/logout', headers: gone.auth });
    Object.assign(tokens, { customer: customer.token, other: other.token, revoked: gone.token });
    customerId = customer.customerId;
    otherId = other.customerId;

    const simple = await Promise.all([0, 1, 2, 3].map((skip) => simpleProductWithStock(shop.db, 1_000, skip)));
    const variant = await variantWithStock(shop.db, 1_000);
    const lineOf = (product: { id: number; name: string; price: number }) => ({
      name: product.name,
      unitPrice: product.price,
      productId: product.id,
      quantity: 2,
    });
    const delivered = await insertOrder(shop.db, customerId, { status: 'delivered', paymentStatus: 'paid', items: [lineOf(simple[0]!), lineOf(simple[1]!)] });
    const payable = await insertOrder(shop.db, customerId, { paymentMethod: 'online', items: [lineOf(simple[2]!)] });
    const othersOrder = await insertOrder(shop.db, otherId, { status: 'delivered', paymentStatus: 'paid', items: [lineOf(simple[3]!)] });
    const cartLine = async (auth: Record<string, string>, productId: number) =>
      (
        (await shop.app.inject({ method: 'POST', url: '/api/cart/items', headers: auth, payload: { product_id: productId } })).json() as {
          data: { items: { id: number }[] };
        }
      ).data.items[0]!.id;
    const lines = [await cartLine(customer.auth, simple[0]!.id), await cartLine(other.auth, simple[1]!.id)];
    await shop.services.notifications.notify(customerId, { type: 'order', title: 'Order shipped', message: 'On its way.' });
    await shop.services.notifications.notify(otherId, { type: 'order', title: 'Order shipped', message: 'On its way.' });
    const noticeIds = ((await shop.db.execute(sql`SELECT id FROM notifications ORDER BY id DESC LIMIT 6`)) as unknown as { rows: { id: number }[] }).rows.map(
      (row) => row.id,
    );
    const slugs = (
      (await shop.db.execute(sql`(SELECT slug FROM categories LIMIT 3) UNION ALL (SELECT slug FROM brands LIMIT 3)`)) as unknown as { rows: { slug: string }[] }
    ).rows.map((row) => row.slug);

    const pools: Record<string, Json[]> = {
      order_number: [payable.orderNumber, payable.orderNumber, delivered.orderNumber, othersOrder.orderNumber, 'DK-0000000000'],
      tran_id: ['TEST-0000'],
      unsubscribe_token: [],
      reset_token: [],
    };
    harvestPools = pools;
    const productIds = [...simple.map((product) => product.id), variant.productId];
    const orderIds = [delivered.id, payable.id, othersOrder.id];
    const itemIds = [...delivered.items, ...payable.items, ...othersOrder.items].map((item) => item.id);
    pools.id = [...orderIds, ...lines, ...noticeIds, 1];
    const googleCredential = await stubs.googleToken({ sub: 'google-fuzz', email: 'fuzz.google@example.com', name: 'Fuzz Google' });
    const facebookToken = stubs.facebookToken({ id: 'facebook-fuzz', name: 'Fuzz Facebook', email: 'fuzz.facebook@example.com' });
    const password = customer.input.password;
    hints = {
      id: () => pools.id!,
      product_id: () => productIds,
      variant_id: () => [variant.variantId, null],
      order_id: () => orderIds,
      order_item_id: () => itemIds,
      quantity: () => [1, 2, 20],
      items: () => [
        productIds.slice(0, 2).map((id) => ({ product_id: id, quantity: 1 })),
        [{ product_id: productIds[2]!, quantity: 2 }],
        [{ product_id: variant.productId, variant_id: variant.variantId, quantity: 1 }],
        [{ order_item_id: itemIds[0]!, quantity: 1 }],
      ],
      order_number: () => pools.order_number!,
      tran_id: () => pools.tran_id!,
      unsubscribe_token: () => pools.unsubscribe_token!,
      reset_token: () => [...pools.reset_token!, 'x'.repeat(43)],
      // The test orders' contact number, most often: it unlocks tracking and paying.
      phone: () => ['01712345678', '01712345678', customer.input.phone, '+8801812345678'],
      email: () => [customer.input.email, 'rahima@example.com', 'fuzz-new@example.com'],
      password: () => [password, 'notun-chabi-2024'],
      password_confirmation: () => [password, 'notun-chabi-2024'],
      full_name: () => ['Rahima Khatun', 'রহিমা খাতুন'],
      name: () => ['Rahima Khatun', 'রহিমা খাতুন'],
      // Mostly a pair that goes together, or every address would fail on the district.
      division: () => ['Dhaka', 'Dhaka', 'Dhaka', 'ঢাকা', 'Chattogram'],
      district: () => ['Dhaka', 'Dhaka', 'Gazipur', 'Chattogram'],
      area: () => ['Banani', 'Dhanmondi', ''],
      address: () => ['House 12, Road 5, Block C', { address: 'House 12, Road 5', division: 'Dhaka', district: 'Dhaka', area: 'Banani' }],
      reason: () => ['The screen arrived cracked and does not turn on.'],
      otp: () => ['123456', '000000'],
      date_of_birth: () => ['1990-05-17', '2000-02-29', '2001-02-29', '3000-01-01', '1800-01-01'],
      credential: () => [googleCredential],
      id_token: () => [googleCredential],
      access_token: () => [facebookToken],
      q: () => ['samsung', 'ফোন', 'walton primo', 'smasung'],
      search: () => ['samsung', 'ফোন'],
      category: () => slugs,
      categories: () => slugs,
      brand: () => slugs,
      brands: () => slugs,
      price_range: () => ['1000-50000', '-5000', '9-1'],
      source: () => ['footer'],
    };

    const owner = await enrolledStaff(shop.app, shop.services, 'owner');
    const editor = await enrolledStaff(shop.app, shop.services, 'catalogue_editor', owner.actor);
    const bystander = await enrolledStaff(shop.app, shop.services, 'order_handler', owner.actor);
    Object.assign(staffCookies, { owner: owner.cookie, editor: editor.cookie });
    const column = async <T extends Json>(query: ReturnType<typeof sql>) =>
      ((await shop.db.execute(query)) as unknown as { rows: { value: T }[] }).rows.map((row) => row.value);
    Object.assign(adminIds, {
      products: [...productIds, ...(await column<number>(sql`SELECT id AS value FROM products ORDER BY id DESC LIMIT 4`))],
      categories: await column<number>(sql`SELECT id AS value FROM categories ORDER BY parent_id NULLS FIRST, id LIMIT 6`),
      brands: await column<number>(sql`SELECT id AS value FROM brands ORDER BY id LIMIT 6`),
      banners: await column<number>(sql`SELECT id AS value FROM positional_banners ORDER BY id LIMIT 6`),
      'category-banners': await column<number>(sql`SELECT id AS value FROM category_product_banners ORDER BY id LIMIT 6`),
      'product-imports': [],
      staff: [owner.id, editor.id, bystander.id],
    });
    pools.version = await column<number>(sql`SELECT version AS value FROM products ORDER BY id DESC LIMIT 8`);
    pools.sku = await column<string>(sql`SELECT sku AS value FROM products ORDER BY id DESC LIMIT 8`);
    pools.image_id = await column<number>(sql`SELECT id AS value FROM media WHERE product_id IS NOT NULL ORDER BY id LIMIT 8`);
    const categoryIds = () => adminIds.categories!;
    const brandIds = () => adminIds.brands!;
    // The back office filters and links by id where the storefront uses slugs.
    adminHints = {
      category: categoryIds,
      category_id: categoryIds,
      parent_id: () => [...adminIds.categories!, null],
      brand: brandIds,
      brand_id: () => [...adminIds.brands!, null],
      version: () => pools.version!,
      sku: () => [...pools.sku!, 'FUZZ-NEW-1'],
      imageId: () => pools.image_id!,
      staff_id: () => adminIds.staff!,
      email: () => ['fuzz-staff@dokan.test', owner.email],
      password: () => [STAFF_PASSWORD, 'notun-chabi-2024'],
    };
  }, 120_000);

  afterAll(async () => {
    await shop?.close();
    await stubs?.close();
  });

  /** The hints for one route: a back-office route's `id` is an id of the resource its path names. */
  function hintsFor(route: ApiRoute): Hints {
    if (!isAdminRoute(route.path)) return hints;
    const ids = adminIds[route.path.split('/')[3] ?? ''];
    return { ...hints, ...adminHints, ...(ids ? { id: () => ids } : {}) };
  }

  function requestFor(route: ApiRoute): fc.Arbitrary<Generated> {
    const hints = hintsFor(route);
    const params = Object.fromEntries(route.params.map((name) => [name, pathParam(name, hints)]));
    const documentedHeaders = Object.fromEntries(
      route.headers.map(({ name, schema }) => [name, fc.oneof(validish(schema, hints, name).map(String), headerText)]),
    );
    return fc.record({
      method: route.method === 'GET' ? fc.constantFrom('GET', 'GET', 'GET', 'GET', 'HEAD') : fc.constant(route.method),
      params: fc.record(params),
      query: route.query.length > 0 || route.method === 'GET' ? queryString(route.query, hints) : fc.constant(''),
      body: bodyFor(route, hints),
      caller: fc.constantFrom<Caller>(...(isAdminRoute(route.path) ? STAFF_CALLERS : CUSTOMER_CALLERS)),
      badToken: fc.oneof(
        headerText.map((text) => `Bearer ${text}`),
        fc.constantFrom('Bearer', 'Basic YWRtaW46YWRtaW4=', `Bearer ${'a'.repeat(300)}`, 'Bearer revoked', 'bearer  two tokens'),
      ),
      headers: fc.record(
        {
          ...documentedHeaders,
          'accept-encoding': fc.constantFrom('identity', 'gzip', 'br', 'gzip;q=abc, *;q=-1', '*', 'deflate, x-unknown'),
          'if-none-match': fc.constantFrom('*', 'W/"x"', '"abc"', 'garbage'),
          accept: fc.constantFrom('application/json', 'text/html', '*/*', 'image/png', ''),
          'user-agent': headerText,
          'accept-language': fc.constantFrom('bn-BD', 'ar;q=abc', ''),
        },
        { requiredKeys: [] },
      ),
      remoteAddress: fc.constantFrom('127.0.0.1', '10.1.2.3', '::1', '2001:db8::7'),
    });
  }

  function headersFor(caller: Caller, badToken: string): Record<string, string> {
    switch (caller) {
      case 'anonymous':
        return {};
      case 'customer':
        return { authorization: `Bearer ${tokens.customer}` };
      case 'customer-cookie':
        return { cookie: `dokan_session=${tokens.customer}` };
      case 'cookie-from-another-site':
        return { cookie: `dokan_session=${tokens.customer}`, origin: 'https://evil.example' };
      case 'other-customer':
        return { authorization: `Bearer ${tokens.other}` };
      case 'bad-token':
        return { authorization: badToken.replace('revoked', tokens.revoked) };
      case 'owner':
        return { cookie: staffCookies.owner };
      case 'owner-from-another-site':
        return { cookie: staffCookies.owner, origin: 'https://evil.example' };
      case 'catalogue-editor':
        return { cookie: staffCookies.editor };
      case 'bad-staff-cookie':
        return { cookie: `dokan_staff=${badToken.replace(/^\S+ ?/, '')}` };
    }
  }

  /**
   * Row counts and checksums of every table a write could touch, bar the ones refusals may write;
   * the back office's own tables only around its routes, since nothing else writes them.
   */
  async function snapshot(withBackOffice: boolean): Promise<Record<string, string>> {
    const result = (await shop.db.execute(sql`
      SELECT json_build_object(
        'customers', (SELECT count(*) || ':' || md5(coalesce(string_agg(concat_ws('|', id, full_name, email, phone, password_hash, role, profile_image_path, address::text, date_of_birth, gender), ',' ORDER BY id), '')) FROM customers),
        'customer_identities', (SELECT count(*)::text FROM customer_identities),
        'sessions', (SELECT count(*) || ':' || md5(coalesce(string_agg(concat_ws('|', id, customer_id, token_hash, expires_at, revoked_at IS NULL), ',' ORDER BY id), '')) FROM sessions),
        'password_reset_codes', (SELECT count(*) || ':' || md5(coalesce(string_agg(concat_ws('|', id, code_hash, verified_at, reset_token_hash, used_at), ',' ORDER BY id), '')) FROM password_reset_codes),
        'notifications', (SELECT count(*) || ':' || md5(coalesce(string_agg(concat_ws('|', id, customer_id, read_at), ',' ORDER BY id), '')) FROM notifications),
        'notification_reads', (SELECT count(*)::text FROM notification_reads),
        'newsletter_subscribers', (SELECT count(*) || ':' || md5(coalesce(string_agg(n::text, ',' ORDER BY id), '')) FROM newsletter_subscribers n),
        'orders', (SELECT count(*) || ':' || md5(coalesce(string_agg(o::text, ',' ORDER BY id), '')) FROM orders o),
        'order_items', (SELECT count(*) || ':' || md5(coalesce(string_agg(i::text, ',' ORDER BY id), '')) FROM order_items i),
        'order_events', (SELECT count(*)::text FROM order_events),
        'refund_requests', (SELECT count(*) || ':' || md5(coalesce(string_agg(r::text, ',' ORDER BY id), '')) FROM refund_requests r),
        'cart_items', (SELECT count(*) || ':' || md5(coalesce(string_agg(c::text, ',' ORDER BY id), '')) FROM cart_items c),
        'payments', (SELECT count(*) || ':' || md5(coalesce(string_agg(concat_ws('|', id, tran_id, status, processed_at), ',' ORDER BY id), '')) FROM payments),
        'product_stock', (SELECT md5(coalesce(string_agg(concat_ws('|', id, stock_quantity, stock_reserved), ',' ORDER BY id), '')) FROM products),
        'variant_stock', (SELECT md5(coalesce(string_agg(concat_ws('|', id, stock_quantity, stock_reserved), ',' ORDER BY id), '')) FROM product_variants)
      ) AS state`)) as unknown as { rows: { state: Record<string, string> | string }[] };
    const state = result.rows[0]!.state;
    // node-postgres parses json columns; PGlite may hand them over as text.
    const shopState = typeof state === 'string' ? (JSON.parse(state) as Record<string, string>) : state;
    return withBackOffice ? { ...shopState, ...(await backOfficeSnapshot()) } : shopState;
  }

  /**
   * The tables only the back office writes. Whole rows, hashed one by one and summed: a string of
   * every product's text would cost more than the requests it checks.
   */
  async function backOfficeSnapshot(): Promise<Record<string, string>> {
    const rows = (table: string) => sql.raw(`(SELECT count(*) || ':' || coalesce(sum(hashtext(t::text)::bigint), 0) FROM ${table} t)`);
    const result = (await shop.db.execute(sql`
      SELECT json_build_object(
        'categories', ${rows('categories')},
        'brands', ${rows('brands')},
        'products', ${rows('products')},
        'product_variants', ${rows('product_variants')},
        'product_specifications', ${rows('product_specifications')},
        'media', ${rows('media')},
        'positional_banners', ${rows('positional_banners')},
        'category_product_banners', ${rows('category_product_banners')},
        'shop_settings', ${rows('shop_settings')},
        'product_imports', (SELECT count(*) || ':' || coalesce(sum(hashtext(concat_ws('|', id, applied_at))::bigint), 0) FROM product_imports),
        'staff', (SELECT count(*) || ':' || coalesce(sum(hashtext(concat_ws('|', id, email, name, role, password_hash, totp_secret, totp_confirmed_at, disabled_at))::bigint), 0) FROM staff),
        'staff_sign_in_links', (SELECT count(*)::text FROM staff_sign_in_links),
        'audit_log', (SELECT count(*)::text FROM audit_log)
      ) AS state`)) as unknown as { rows: { state: Record<string, string> | string }[] };
    const state = result.rows[0]!.state;
    return typeof state === 'string' ? (JSON.parse(state) as Record<string, string>) : state;
  }

  /** A logout or a password reset in the run ends the session the later requests rely on. */
  async function reviveTokens() {
    const store = createSessionStore(shop.db);
    if (!(await shop.services.auth.customerForToken(tokens.customer))) tokens.customer = (await store.create(customerId)).token;
    if (!(await shop.services.auth.customerForToken(tokens.other))) tokens.other = (await store.create(otherId)).token;
  }

  /**
   * A run may sign the back office's callers out, disable them, demote them or replace their
   * authenticator; later requests need them as they were, so a fresh member stands in.
   */
  async function reviveStaff() {
    for (const key of ['owner', 'editor'] as const) {
      const me = await shop.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie: staffCookies[key] } });
      const role = me.statusCode === 200 ? (me.json() as { data: { staff: { role: string } } }).data.staff.role : null;
      if (role === STAFF_ROLES[key]) continue;
      const member = await enrolledStaff(shop.app, shop.services, STAFF_ROLES[key]);
      staffCookies[key] = member.cookie;
      adminIds.staff!.push(member.id);
    }
  }

  /** Ids a back-office answer names, kept for later requests to that resource (and its pictures). */
  function harvestAdmin(route: ApiRoute, body: unknown) {
    const pool = adminIds[route.path.split('/')[3] ?? ''];
    const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
    const records = (Array.isArray(data) ? data : [data]).filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null);
    const keep = (target: Json[] | undefined, value: unknown) => {
      if (!target || typeof value !== 'number' || target.includes(value)) return;
      target.push(value);
      if (target.length > 40) target.shift();
    };
    for (const record of records) {
      keep(pool, record.id);
      if (Array.isArray(record.images)) for (const image of record.images as { id?: unknown }[]) keep(harvestPools.image_id, image.id);
    }
  }

  it('finds the routes of every module, documented or not', async () => {
    const keys = routes.map((route) => `${route.method} ${route.path}`);
    expect(keys.length).toBeGreaterThanOrEqual(55);
    for (const key of [
      'GET /api/products/:id',
      'POST /api/orders',
      'PATCH /api/cart/items/:id',
      'POST /api/dashboard/profile/upload-image',
      'POST /api/payments/test/complete',
      'PATCH /api/admin/products/:id',
      'POST /api/admin/products/:id/images',
      'POST /api/admin/product-imports',
    ]) {
      expect(keys).toContain(key);
    }
    expect(await documentedButNotDiscovered(shop.app, routes)).toEqual([]);
  });

  it('answers every route without a server error, a leak, a stray shape or a stray write', async () => {
    const started = Date.now();
    const statuses = new Map<string, number>();
    const perRoute = new Map<string, number>();
    const statusesByRoute: Record<string, Record<number, number>> = {};
    const failures: string[] = [];
    let tried = 0;
    let serverErrors = 0;
    let last = await snapshot(false);

    async function send(route: ApiRoute, generated: Generated, label = `${route.method} ${route.path}`): Promise<void> {
      const url = route.path.replace(/:(\w+)/g, (_match, name: string) => generated.params[name] ?? '') + (generated.query ? `?${generated.query}` : '');
      const headers: Record<string, string> = { ...generated.headers, ...headersFor(generated.caller, generated.badToken) };
      let payload: string | Buffer | undefined;
      if (generated.body.kind === 'json') {
        payload = JSON.stringify(generated.body.value);
        headers['content-type'] = 'application/json';
      } else if (generated.body.kind === 'raw') {
        payload = typeof generated.body.payload === 'string' ? generated.body.payload : Buffer.from(generated.body.payload);
        if (generated.body.contentType !== undefined) headers['content-type'] = generated.body.contentType;
      }
      const method = generated.method as 'GET';
      const response = await shop.app.inject({ method, url, headers, remoteAddress: generated.remoteAddress, ...(payload === undefined ? {} : { payload }) });
      await shop.services.orders.messagesSent();
      tried += 1;
      perRoute.set(label, (perRoute.get(label) ?? 0) + 1);
      statusesByRoute[label] ??= {};
      const seen = statusesByRoute[label];
      seen[response.statusCode] = (seen[response.statusCode] ?? 0) + 1;
      const band = response.statusCode === 429 ? '429' : `${String(response.statusCode).slice(0, 1)}xx`;
      statuses.set(band, (statuses.get(band) ?? 0) + 1);
      if (response.statusCode >= 500) serverErrors += 1;

      const sent = `${url}\n${JSON.stringify(headers)}\n${payload === undefined ? '' : payload.toString()}`;
      const problems = answerProblems(method, response, sent, route.path);
      if (method !== 'GET' && method !== 'HEAD') {
        const now = await snapshot(isAdminRoute(route.path));
        const changed = Object.keys(now).filter((table) => table in last && now[table] !== last[table]);
        if (response.statusCode >= 400 && changed.length > 0) problems.push(`refused with ${response.statusCode} yet changed ${changed.join(', ')}`);
        // A back-office change is allowed to write, but never without its line in the audit log.
        const unaudited = changed.filter((table) => AUDITED_TABLES.has(table));
        if (response.statusCode < 400 && isAdminRoute(route.path) && unaudited.length > 0 && !changed.includes('audit_log')) {
          problems.push(`changed ${unaudited.join(', ')} without an audit log entry`);
        }
        last = now;
      }
      if (response.statusCode < 300) {
        try {
          const answer: unknown = JSON.parse(bodyText(response));
          harvest(answer, harvestPools, /^\/api\/(cart|customer-notifications|dashboard\/orders)/.test(route.path));
          if (isAdminRoute(route.path)) harvestAdmin(route, answer);
        } catch {
          // Not JSON: the answer check has said so already.
        }
      }
      if (route.path === '/api/auth/logout' || route.path.startsWith('/api/auth/forgot-password')) {
        await reviveTokens();
        last = await snapshot(false);
      }
      if (/^\/api\/admin\/(session|staff|enrolment|setup)/.test(route.path)) {
        await reviveStaff();
        last = await snapshot(true);
      }
      if (problems.length > 0) {
        throw new Error(
          `${method} ${url.slice(0, 300)} as ${generated.caller} → ${response.statusCode}: ${problems.join('; ')}\n${bodyText(response).slice(0, 500)}`,
        );
      }
    }

    const millisByRoute: Record<string, number> = {};
    for (const route of routes) {
      const routeStarted = Date.now();
      last = await snapshot(isAdminRoute(route.path));
      const details = await fc.check(
        fc.asyncProperty(requestFor(route), (generated) => send(route, generated)),
        {
          seed: SEED,
          numRuns: isAdminRoute(route.path) ? RUNS_PER_ADMIN_ROUTE : RUNS_PER_ROUTE,
          // The database keeps changing under the runs, so shrinking is a best effort: bounded in time.
          interruptAfterTimeLimit: 30_000,
          markInterruptAsFailure: false,
        },
      );
      if (details.failed) {
        const example = JSON.stringify(details.counterexample?.[0] ?? null);
        failures.push(
          `${route.method} ${route.path} (seed ${details.seed}, path "${details.counterexamplePath ?? ''}"): ${details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)}\n  input: ${example.length > 1500 ? `${example.slice(0, 1500)}…` : example}`,
        );
      }
      millisByRoute[`${route.method} ${route.path}`] = Date.now() - routeStarted;
    }

    // Paths no route has: the catch-all must answer them in the same shape.
    const unknown = await fc.check(
      fc.asyncProperty(
        fc.record({ segment: hostileString, method: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS') }),
        async ({ segment, method }) => {
          const route: ApiRoute = {
            method,
            path: `/api/${encodeLoosely(segment).slice(0, 400)}/nothing-here`,
            params: [],
            body: null,
            consumes: [],
            uploadField: null,
            query: [],
            headers: [],
            summary: '',
          };
          await send(
            route,
            { method, params: {}, query: '', body: { kind: 'none' }, caller: 'anonymous', badToken: '', headers: {}, remoteAddress: '127.0.0.1' },
            'unknown paths',
          );
        },
      ),
      { seed: SEED, numRuns: 50 },
    );
    if (unknown.failed) failures.push(`unknown paths (seed ${unknown.seed}): ${String(unknown.errorInstance)}`);

    if (process.env.FUZZ_VERBOSE) {
      for (const [label, seen] of Object.entries(statusesByRoute)) console.log(`  ${label}: ${JSON.stringify(seen)} in ${millisByRoute[label] ?? 0} ms`);
    }
    const counts = [...perRoute.entries()].filter(([label]) => label !== 'unknown paths').map(([, count]) => count);
    console.log(
      `[fuzz ${kind}] ${tried} requests: ${routes.length} routes (${Math.min(...counts)}–${Math.max(...counts)} each) and ${perRoute.get('unknown paths') ?? 0} unknown paths, seed ${SEED}; ` +
        `${[...statuses.entries()]
          .sort()
          .map(([band, count]) => `${band} ${count}`)
          .join(', ')}; 5xx seen: ${serverErrors}; ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    expect(failures, failures.join('\n\n')).toEqual([]);
    // Some 9,600 requests: over four minutes on the embedded database on two busy cores.
  }, 600_000);
});
