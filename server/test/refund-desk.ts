// The set-up the refund desk's tests share (pay-outs of approved refunds, sending back a cancelled
// order's money): one shop on a test database, a customer, an order handler and a manager, the
// customer's orders of two lines (1,000 and 500 taka, +60 delivery: 1,560 taka), paid through the
// local test gateway when a test needs it, and the desk's and the customer's views of a refund.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { refundRequests, testGatewayRefunds } from '#server/db/schema.ts';
import { postForm, startPayment } from '#server/modules/payments/test-support.ts';
import { registerCustomer } from './accounts.ts';
import { type DatabaseKind, openTestApp } from './databases.ts';
import { insertOrder, type TestOrder } from './orders.ts';
import { enrolledStaff } from './staff.ts';

type RefundDeskShop = Awaited<ReturnType<typeof openTestApp>>;

export interface RefundDeskOptions {
  /** The shop's environment on top of the test defaults; read when the suite starts (after earlier beforeAll hooks). */
  env?: () => Record<string, string>;
}

/** Registers the suite's beforeAll/afterAll; call inside the describe block. */
export function refundDesk(kind: DatabaseKind, options: RefundDeskOptions = {}) {
  let shop: RefundDeskShop;
  let customer: Awaited<ReturnType<typeof registerCustomer>>;
  let staff: { cookie: string };
  let otherStaff: { cookie: string };

  beforeAll(async () => {
    shop = await openTestApp(kind, { env: options.env?.() ?? {} });
    customer = await registerCustomer(shop.app);
    staff = { cookie: (await enrolledStaff(shop.app, shop.services, 'order_handler')).cookie };
    otherStaff = { cookie: (await enrolledStaff(shop.app, shop.services, 'manager')).cookie };
  }, 120_000);
  afterAll(() => shop?.close());

  /** The customer's order of two lines: 1,000 and 500 taka, +60 delivery. */
  const order = (
    paymentMethod: 'online' | 'cod',
    { status = 'pending', paymentStatus = 'unpaid' }: { status?: 'pending' | 'delivered'; paymentStatus?: 'paid' | 'unpaid' } = {},
  ) =>
    insertOrder(shop.db, customer.customerId, {
      status,
      paymentMethod,
      paymentStatus,
      items: [
        { name: 'Walton fan', unitPrice: 1000 },
        { name: 'Table lamp', unitPrice: 500 },
      ],
    });

  /** Pays what the order asks online (the whole order, or a cash order's advance) through the test gateway; answers its tran_id. */
  async function payByTestGateway(placed: TestOrder) {
    const started = await startPayment(shop.app, { order_number: placed.orderNumber }, placed.contactPhone);
    expect(started.statusCode, started.body).toBe(201);
    const tranId = started.json().data.tran_id as string;
    expect((await postForm(shop.app, '/api/payments/test/complete', { tran_id: tranId, outcome: 'success' })).statusCode).toBe(303);
    return tranId;
  }

  /** The refunds the test gateway took against one of its payments. */
  const refundedThrough = (tranId: string) =>
    shop.db
      .select({ amount: testGatewayRefunds.amount })
      .from(testGatewayRefunds)
      .where(sql`${testGatewayRefunds.paymentId} = (select id from payments where tran_id = ${tranId})`);

  /** The customer asks a refund of the first line. */
  async function request(placed: TestOrder) {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/dashboard/refund-requests',
      headers: customer.auth,
      payload: { order_id: placed.id, reason: 'The fan rattles.', items: [{ order_item_id: placed.items[0]!.id, quantity: 1 }] },
    });
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json().data.id as number;
  }

  const desk = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = staff) =>
    shop.app.inject({ method, url: `/api/admin/refunds${url}`, headers, ...(payload ? { payload } : {}) });

  async function approve(id: number, amount: number) {
    const response = await desk('POST', `/${id}/approve`, { expected_status: 'pending', amount });
    if (response.statusCode !== 200) throw new Error(response.body);
    await shop.services.jobs.settled();
    return (await desk('GET', `/${id}`)).json().data;
  }

  async function customerSees(id: number) {
    const mine = (await shop.app.inject({ method: 'GET', url: '/api/dashboard/refund-requests', headers: customer.auth })).json().data;
    return (mine.items ?? mine).find((row: { id: number }) => row.id === id);
  }

  const row = async (id: number) => (await shop.db.select().from(refundRequests).where(eq(refundRequests.id, id)))[0]!;

  return {
    shop: () => shop,
    order,
    payByTestGateway,
    refundedThrough,
    request,
    desk,
    approve,
    customerSees,
    row,
    staff: () => staff,
    otherStaff: () => otherStaff,
    customer: () => customer,
  };
}
