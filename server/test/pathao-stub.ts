import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-in takes; a shop pointed at it (PATHAO_API_URL) sets these. */
const PATHAO_STUB_CREDENTIALS = {
  PATHAO_CLIENT_ID: 'dokan-test-client',
  PATHAO_CLIENT_SECRET: 'dokan-test-client-secret',
  PATHAO_USERNAME: 'shop@dokan.example',
  PATHAO_PASSWORD: 'dokan-test-password',
  PATHAO_STORE_ID: '130820',
  PATHAO_WEBHOOK_SECRET: 'dokan-test-pathao-webhook-secret',
};
const { PATHAO_CLIENT_ID, PATHAO_CLIENT_SECRET, PATHAO_USERNAME, PATHAO_PASSWORD, PATHAO_STORE_ID, PATHAO_WEBHOOK_SECRET } = PATHAO_STUB_CREDENTIALS;

/** A few of Pathao's cities and zones, spelt as its lists spell them. */
const CITIES = [
  { city_id: 1, city_name: 'Dhaka' },
  { city_id: 2, city_name: 'Chittagong' },
];
const ZONES: Record<number, { zone_id: number; zone_name: string }[]> = {
  1: [
    { zone_id: 52, zone_name: 'Adabor' },
    { zone_id: 69, zone_name: 'Banani' },
    { zone_id: 84, zone_name: 'Dhanmondi' },
  ],
  2: [{ zone_id: 301, zone_name: 'Agrabad' }],
};

/** How the next order goes: booked; refused (Pathao's 422 with per-field errors); booked with a late answer. */
export type PathaoStubMode = 'success' | 'refuse' | 'timeout';

interface StubOrder {
  consignment_id: string;
  merchant_order_id: string;
  recipient_city: number;
  recipient_zone: number;
  amount_to_collect: number;
  order_status_slug: string;
}

const TOKEN_SECONDS = 432_000;
const priceFor = (cityId: number) => (cityId === 1 ? 60 : 110);

/**
 * A loopback stand-in for Pathao Courier's merchant API: issue-token (password and refresh
 * grants), city-list, zone-list, price-plan, orders and orders/{id}/info, each behind the bearer
 * token; and Pathao's webhook events with X-PATHAO-Signature.
 */
export async function startPathaoStub(options: { port?: number; lateMs?: number; webhookUrl?: string } = {}) {
  const orders: StubOrder[] = [];
  const requests: string[] = [];
  const tokens = new Set<string>();
  const refreshTokens = new Set<string>();
  let mode: PathaoStubMode = 'success';

  const answer = (response: http.ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const ok = (data: unknown, message = 'Success') => ({ message, type: 'success', code: 200, data });
  const refusal = (errors: Record<string, string[]>) => ({ message: 'Please fix the given errors', type: 'error', code: 422, errors });

  function issue(body: Record<string, unknown>) {
    if (body.client_id !== PATHAO_CLIENT_ID || body.client_secret !== PATHAO_CLIENT_SECRET) return null;
    const byPassword = body.grant_type === 'password' && body.username === PATHAO_USERNAME && body.password === PATHAO_PASSWORD;
    const byRefresh = body.grant_type === 'refresh_token' && refreshTokens.has(String(body.refresh_token));
    if (!byPassword && !byRefresh) return null;
    const access = randomBytes(24).toString('hex');
    const refresh = randomBytes(24).toString('hex');
    tokens.add(access);
    refreshTokens.add(refresh);
    return { token_type: 'Bearer', expires_in: TOKEN_SECONDS, access_token: access, refresh_token: refresh };
  }

  function place(body: Record<string, unknown>) {
    const errors: Record<string, string[]> = {};
    if (String(body.store_id) !== PATHAO_STORE_ID) errors.store_id = ['The selected store id is invalid.'];
    const city = Number(body.recipient_city);
    if (!ZONES[city]) errors.recipient_city = ['The selected recipient city is invalid.'];
    else if (!ZONES[city]?.some((zone) => zone.zone_id === Number(body.recipient_zone))) errors.recipient_zone = ['The selected recipient zone is invalid.'];
    if (!/^\d{11}$/.test(String(body.recipient_phone ?? ''))) errors.recipient_phone = ['The recipient phone must be 11 characters.'];
    if (String(body.recipient_address ?? '').length < 10) errors.recipient_address = ['The recipient address must be at least 10 characters.'];
    if (mode === 'refuse') errors.recipient_address = ['Delivery is not available in this area.'];
    if (Object.keys(errors).length > 0) return { status: 422, body: refusal(errors) };
    const order: StubOrder = {
      consignment_id: `DL${randomBytes(6).toString('hex').toUpperCase()}`,
      merchant_order_id: String(body.merchant_order_id ?? ''),
      recipient_city: city,
      recipient_zone: Number(body.recipient_zone),
      amount_to_collect: Number(body.amount_to_collect),
      order_status_slug: 'Pending',
    };
    orders.push(order);
    return {
      status: 200,
      body: ok(
        { consignment_id: order.consignment_id, merchant_order_id: order.merchant_order_id, order_status: 'Pending', delivery_fee: priceFor(city) },
        'Order Created Successfully',
      ),
    };
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = new URL(request.url ?? '/', 'http://stub').pathname;
      requests.push(`${request.method} ${path}`);
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
      } catch {
        return answer(response, 400, { message: 'Malformed JSON.', type: 'error', code: 400 });
      }
      if (request.method === 'POST' && path === '/aladdin/api/v1/issue-token') {
        const token = issue(body);
        return token ? answer(response, 200, token) : answer(response, 401, { message: 'Invalid credentials', type: 'error', code: 401 });
      }
      const bearer = request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '';
      if (!tokens.has(bearer)) return answer(response, 401, { message: 'Unauthenticated.', type: 'error', code: 401 });
      if (request.method === 'GET' && path === '/aladdin/api/v1/city-list') return answer(response, 200, ok({ data: CITIES }));
      const zoneList = path.match(/^\/aladdin\/api\/v1\/cities\/(\d+)\/zone-list$/);
      if (request.method === 'GET' && zoneList) return answer(response, 200, ok({ data: ZONES[Number(zoneList[1])] ?? [] }));
      if (request.method === 'POST' && path === '/aladdin/api/v1/merchant/price-plan') {
        const city = Number(body.recipient_city);
        if (!ZONES[city]) return answer(response, 422, refusal({ recipient_city: ['The selected recipient city is invalid.'] }));
        const price = priceFor(city);
        return answer(
          response,
          200,
          ok({ price, discount: 0, promo_discount: 0, plan_id: 69, cod_enabled: 1, cod_percentage: 0.01, additional_charge: 0, final_price: price }),
        );
      }
      if (request.method === 'POST' && path === '/aladdin/api/v1/orders') {
        const placed = place(body);
        if (mode === 'timeout') return void setTimeout(() => answer(response, placed.status, placed.body), options.lateMs ?? 1500);
        return answer(response, placed.status, placed.body);
      }
      const info = path.match(/^\/aladdin\/api\/v1\/orders\/([^/]+)\/info$/);
      if (request.method === 'GET' && info) {
        const order = orders.find((item) => item.consignment_id === decodeURIComponent(info[1] ?? ''));
        if (!order) return answer(response, 404, { message: 'Order not found', type: 'error', code: 404 });
        return answer(
          response,
          200,
          ok({
            consignment_id: order.consignment_id,
            merchant_order_id: order.merchant_order_id,
            order_status: order.order_status_slug.replaceAll('_', ' '),
            order_status_slug: order.order_status_slug,
            updated_at: new Date().toISOString(),
            invoice_id: null,
          }),
        );
      }
      return answer(response, 404, { message: 'Not found', type: 'error', code: 404 });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const find = (merchantOrderId: string) => {
    const order = orders.find((item) => item.merchant_order_id === merchantOrderId);
    if (!order) throw new Error(`the stand-in has no order for ${merchantOrderId}`);
    return order;
  };

  /** The webhook event Pathao sends ("order.delivered"), with its signature header. */
  function notice(merchantOrderId: string, event: string, extra: Record<string, unknown> = {}) {
    const order = find(merchantOrderId);
    const slug = event.replace(/^order\./, '');
    order.order_status_slug = slug.charAt(0).toUpperCase() + slug.slice(1).replaceAll('-', '_');
    const now = new Date();
    return {
      headers: { 'x-pathao-signature': PATHAO_WEBHOOK_SECRET, 'content-type': 'application/json' },
      body: {
        consignment_id: order.consignment_id,
        merchant_order_id: order.merchant_order_id,
        updated_at: now.toISOString().slice(0, 19).replace('T', ' '),
        timestamp: now.toISOString(),
        store_id: Number(PATHAO_STORE_ID),
        event,
        ...extra,
      },
    };
  }

  return {
    env: { ...PATHAO_STUB_CREDENTIALS, PATHAO_API_URL: base },
    base,
    requests,
    calls: (line: string) => requests.filter((item) => item === line).length,
    mode(next: PathaoStubMode) {
      mode = next;
    },
    orders: () => orders.map((order) => ({ ...order })),
    /** Moves a parcel on without telling the shop (the polling job must find it): Pathao's order_status_slug. */
    setStatus(merchantOrderId: string, slug: string) {
      find(merchantOrderId).order_status_slug = slug;
    },
    notice,
    /** Sends the event to the shop's webhook, as Pathao does; answers the shop's status code. */
    async send(merchantOrderId: string, event: string, extra: Record<string, unknown> = {}, url = options.webhookUrl): Promise<number> {
      if (!url) throw new Error('the stand-in has no webhook URL');
      const { headers, body } = notice(merchantOrderId, event, extra);
      const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
      return response.status;
    },
    async close(): Promise<void> {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type PathaoStub = Awaited<ReturnType<typeof startPathaoStub>>;

if (import.meta.main) {
  const webhookUrl = process.env.PATHAO_STUB_WEBHOOK_URL ?? 'http://127.0.0.1:3000/api/couriers/pathao/webhook';
  const stub = await startPathaoStub({ port: Number(process.env.PATHAO_STUB_PORT ?? 0), webhookUrl });
  process.stdout.write(
    `Pathao stand-in at ${stub.base}; start the shop with:\n${Object.entries(stub.env)
      .map(([key, value]) => `${key}=${value}`)
      .join(' ')}\nType "<order number> <event>" (order.in-transit, order.delivered, order.returned…) to send its webhook to ${webhookUrl}.\n`,
  );
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (line: string) => {
    const [merchantOrderId = '', event = 'order.delivered'] = line.trim().split(/\s+/);
    stub.send(merchantOrderId, event).then(
      (code) => process.stdout.write(`sent ${event} for ${merchantOrderId}: the shop answered ${code}\n`),
      (error: unknown) => process.stdout.write(`${error instanceof Error ? error.message : String(error)}\n`),
    );
  });
}
