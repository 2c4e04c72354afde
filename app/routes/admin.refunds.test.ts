import { createStaticHandler, RouterContextProvider, type StaticHandler } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servicesContext } from '#app/context.ts';
import * as detailRoute from '#app/routes/admin.refunds.$id.tsx';
import * as listRoute from '#app/routes/admin.refunds._index.tsx';
import { registerCustomer } from '#server/test/accounts.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { insertOrder } from '#server/test/orders.ts';
import { enrolledStaff } from '#server/test/staff.ts';

// The refund desk's pages as React Router serves them: the queue, and the approve dialog's form
// with its inline refusal, for staff whose area refunds are.

describe.each(databaseKinds)('the refund desk pages on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  let handler: StaticHandler;
  let staff: string;

  beforeAll(async () => {
    shop = await openTestApp(kind);
    staff = (await enrolledStaff(shop.app, shop.services, 'order_handler')).cookie;
    handler = createStaticHandler([
      { id: 'list', path: '/admin/refunds', loader: listRoute.loader as never },
      { id: 'detail', path: '/admin/refunds/:id', loader: detailRoute.loader as never, action: detailRoute.action as never },
    ]);
  }, 120_000);
  afterAll(() => shop?.close());

  async function send(path: string, cookie: string, form?: URLSearchParams) {
    const context = new RouterContextProvider();
    context.set(servicesContext, shop.services);
    const init: RequestInit = form ? { method: 'POST', body: form, headers: { cookie } } : { headers: { cookie } };
    const answer = await handler.query(new Request(`http://localhost${path}`, init), { requestContext: context });
    if (answer instanceof Response) return { status: answer.status, data: undefined };
    const data = form ? answer.actionData?.detail : Object.values(answer.loaderData)[0];
    return { status: answer.statusCode, data: data as Record<string, unknown> | undefined };
  }

  it('lists a waiting request, refuses too much inline, then approves part with the chosen line', async () => {
    const customer = await registerCustomer(shop.app);
    const order = await insertOrder(shop.db, customer.customerId, {
      status: 'delivered',
      paymentStatus: 'paid',
      items: [{ name: 'Phone', unitPrice: 1000, quantity: 2 }],
    });
    const itemId = order.items[0]!.id;
    const asked = await shop.app.inject({
      method: 'POST',
      url: '/api/dashboard/refund-requests',
      headers: customer.auth,
      payload: { order_id: order.id, reason: 'Both arrived broken.', items: [{ order_item_id: itemId, quantity: 2 }] },
    });
    if (asked.statusCode !== 201) throw new Error(asked.body);
    const id = asked.json().data.id as number;

    const list = await send('/admin/refunds', staff);
    expect(list.status).toBe(200);
    expect(((list.data?.refunds ?? []) as { id: number }[]).map((row) => row.id)).toContain(id);
    const editor = (await enrolledStaff(shop.app, shop.services, 'catalogue_editor')).cookie;
    expect((await send('/admin/refunds', editor)).status).toBe(403);
    expect((await send(`/admin/refunds/${id}`, staff)).status).toBe(200);

    const form = (amount: string) =>
      new URLSearchParams([
        ['intent', 'approve'],
        ['expected_status', 'pending'],
        ['amount', amount],
        ['line', String(itemId)],
        [`quantity_${itemId}`, '1'],
        ['restock', 'on'],
      ]);
    const tooMuch = await send(`/admin/refunds/${id}`, staff, form(String(order.total + 1)));
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.data).toMatchObject({ ok: false, errors: { amount: expect.any(String) } });
    const approved = await send(`/admin/refunds/${id}`, staff, form('1000'));
    expect(approved).toMatchObject({ status: 200, data: { ok: true } });
    expect(await shop.services.adminRefunds.detail(id)).toMatchObject({ status: 'approved', approved_amount: 1000, restocked: true });
  });
});
