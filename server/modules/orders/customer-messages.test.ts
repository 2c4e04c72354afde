import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUND_REPLY_WORKING_DAYS } from '#domain/refunds.ts';
import { dashboard } from '#app/strings/en/dashboard.ts';
import { outboxDir, outboxMessages, readOutbox } from '#server/adapters/outbox.ts';
import { createMailer } from '#server/adapters/mail.ts';
import { createSmsSender } from '#server/adapters/sms.ts';
import { messageOutbox, notifications, orders } from '#server/db/schema.ts';
import { createMessageSender } from '#server/modules/notifications/message-queue.ts';
import { registerCustomer } from '#server/test/accounts.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { insertOrder } from '#server/test/orders.ts';

// What a customer receives when staff move an order along, tried as the customer would read it:
// from a phone or a mail client, with no page to resolve a relative link against.

/** Every link in a text: anything with a slash that is not a date or an amount. */
function linksIn(text: string): string[] {
  return text.split(/\s+/).filter((word) => word.includes('/'));
}

describe.each(databaseKinds)('texts and emails to customers on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  const startupLog: string[] = [];

  beforeAll(async () => {
    // PUBLIC_URL unset: the shop has to guess its origin.
    shop = await openTestApp(kind, { log: (line) => startupLog.push(line) });
  }, 120_000);
  afterAll(() => shop?.close());

  async function customerWithOrder(orderInput: Parameters<typeof insertOrder>[2] = {}) {
    const customer = await registerCustomer(shop.app, { email: `buyer-${randomBytes(4).toString('hex')}@example.com` });
    const phone = `018${String(randomBytes(4).readUInt32BE() % 100_000_000).padStart(8, '0')}`;
    const order = await insertOrder(shop.db, customer.customerId, orderInput);
    await shop.db.update(orders).set({ contactPhone: phone }).where(eq(orders.id, order.id));
    return { customer, order, phone, email: customer.input.email };
  }

  /** The customer asks for the order's first line back, from the dashboard's refund form. */
  function askRefund({ customer, order }: Pick<Awaited<ReturnType<typeof customerWithOrder>>, 'customer' | 'order'>, reason: string) {
    return shop.app.inject({
      method: 'POST',
      url: '/api/dashboard/refund-requests',
      headers: customer.auth,
      payload: { order_id: order.id, reason, items: [{ order_item_id: order.items[0]!.id, quantity: 1 }] },
    });
  }

  /** The newest text and email about this order, once queued messages have gone out. */
  async function received(to: { phone: string; email: string }, orderNumber: string) {
    await shop.services.orders.messagesSent();
    const about = (messages: Awaited<ReturnType<typeof readOutbox>>) => messages.filter((message) => message.text.includes(orderNumber));
    return { sms: about(await readOutbox(shop.dataDir, to.phone)), email: about(await readOutbox(shop.dataDir, to.email)) };
  }

  it('warns at start-up that it guessed its origin, and only then', async () => {
    expect(startupLog.some((line) => line.includes('PUBLIC_URL is unset') && line.includes('http://localhost:'))).toBe(true);
    const configured = await openTestApp(kind, { log: (line) => startupLog.push(`configured: ${line}`), env: { PUBLIC_URL: 'https://shop.example' } });
    await configured.close();
    expect(startupLog.filter((line) => line.startsWith('configured: ') && line.includes('PUBLIC_URL'))).toEqual([]);
  });

  it('texts and emails the customer when the order is confirmed, shipped (with courier and tracking number), delivered', async () => {
    const { order, phone, email } = await customerWithOrder();
    const expectations: [string, RegExp][] = [
      ['confirmed', /is confirmed/],
      ['processing', /^$/],
      ['shipped', /has shipped with Pathao Courier, tracking number PTH-99812/],
      ['delivered', /was delivered/],
    ];
    for (const [step, wording] of expectations) {
      const before = await received({ phone, email }, order.orderNumber);
      const change = await shop.services.orders.advance(order.id, null, step === 'shipped' ? { courier: 'Pathao Courier', trackingNumber: 'PTH-99812' } : {});
      expect(change.to).toBe(step);
      const after = await received({ phone, email }, order.orderNumber);
      const newSms = after.sms.slice(0, after.sms.length - before.sms.length);
      const newEmail = after.email.slice(0, after.email.length - before.email.length);
      if (step === 'processing') {
        // Packing is a step inside the shop: the pages promise no text for it.
        expect(newSms).toEqual([]);
        continue;
      }
      expect(newSms, `${step} SMS`).toHaveLength(1);
      expect(newEmail, `${step} email`).toHaveLength(1);
      expect(newSms[0]!.text).toMatch(wording);
      expect(newEmail[0]!.text).toBe(newSms[0]!.text);
      expect(newEmail[0]!.subject).toContain(order.orderNumber);
    }
  });

  it('says only "has shipped" when the courier and tracking number are not known', async () => {
    const { order, phone, email } = await customerWithOrder({ status: 'processing' });
    await shop.services.orders.advance(order.id);
    const { sms } = await received({ phone, email }, order.orderNumber);
    expect(sms[0]!.text).toContain(`Your Dokan order ${order.orderNumber} has shipped. Track it at`);
    const [row] = await shop.db.select({ courier: orders.courier, tracking: orders.trackingNumber }).from(orders).where(eq(orders.id, order.id));
    expect(row).toEqual({ courier: null, tracking: null });
  });

  it('texts and emails a cancellation', async () => {
    const { order, phone, email } = await customerWithOrder({ status: 'confirmed' });
    await shop.services.orders.cancel(order.id, 'Out of stock');
    const { sms, email: mails } = await received({ phone, email }, order.orderNumber);
    expect(sms.map((message) => message.text)).toEqual([expect.stringContaining(`Your Dokan order ${order.orderNumber} was cancelled.`)]);
    expect(mails).toHaveLength(1);
  });

  it('a partial refund leaves the order partially refunded, totals net of it, and tells the customer', async () => {
    const { customer, order, phone, email } = await customerWithOrder({
      status: 'delivered',
      paymentStatus: 'paid',
      items: [
        { name: 'Xiaomi Redmi Buds', unitPrice: 2_000 },
        { name: 'Anker charger', unitPrice: 1_500 },
      ],
      deliveryCharge: 60,
    });
    const summary = async () =>
      (await shop.app.inject({ method: 'GET', url: '/api/dashboard/summary', headers: customer.auth })).json().data.totalSpent as number;
    expect(await summary()).toBe(3_560);

    const asked = await askRefund({ customer, order }, 'The buds do not charge.');
    expect(asked.statusCode).toBe(201);
    await shop.services.orders.decideRefund(asked.json().data.id, 'approved');
    const [partly] = await shop.db.select().from(orders).where(eq(orders.id, order.id));
    expect(partly).toMatchObject({ paymentStatus: 'partially_refunded', refundedAmount: 2_000 });
    expect(await summary()).toBe(1_560);
    const detail = (await shop.app.inject({ method: 'GET', url: `/api/dashboard/orders/${order.id}`, headers: customer.auth })).json().data;
    expect(detail).toMatchObject({ payment_status: 'partially_refunded', total: 3_560, refunded_amount: 2_000 });
    const first = await received({ phone, email }, order.orderNumber);
    expect(first.sms.map((message) => message.text)).toEqual([expect.stringContaining('We refunded ৳2,000, part of the payment for your Dokan order')]);
    expect(first.email).toHaveLength(1);

    // What is left is paid back in full: the order is refunded and counts for nothing.
    await shop.services.orders.markRefunded(order.id, 'Returned the charger too');
    const [whole] = await shop.db.select().from(orders).where(eq(orders.id, order.id));
    expect(whole).toMatchObject({ paymentStatus: 'refunded', refundedAmount: 3_560 });
    expect(await summary()).toBe(0);
    const second = await received({ phone, email }, order.orderNumber);
    expect(second.sms[0]!.text).toContain('We refunded ৳1,560, the payment for your Dokan order');
  });

  it('puts an absolute link in every text and email, PUBLIC_URL or not', async () => {
    const subscriber = `reader-${randomBytes(4).toString('hex')}@example.com`;
    const subscribed = await shop.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: subscriber, source: 'footer', timestamp: new Date().toISOString() },
    });
    expect(subscribed.statusCode).toBe(201);
    const [mail] = await readOutbox(shop.dataDir, subscriber);
    expect(mail?.text).toMatch(/http:\/\/localhost:\d+\/\?newsletter=unsubscribe&/);

    await shop.services.orders.messagesSent();
    const everything = outboxMessages(outboxDir(shop.dataDir));
    expect(everything.length).toBeGreaterThan(5);
    for (const message of everything) {
      for (const link of linksIn(message.text)) expect(link, `in "${message.text}"`).toMatch(/^http:\/\/localhost:\d+\//);
    }
  });

  it("queues the messages in the change's own transaction as jobs, and a job run again does not send twice", async () => {
    const { order, phone } = await customerWithOrder();
    await shop.services.orders.advance(order.id);
    await shop.services.orders.messagesSent();
    const ofPhone = () => shop.db.select().from(messageOutbox).where(eq(messageOutbox.recipient, phone));
    const [queued] = await ofPhone();
    expect(queued?.body).toContain('is confirmed');
    expect(queued?.sentAt).not.toBeNull();
    const textsBefore = (await readOutbox(shop.dataDir, phone)).length;

    // A job run again after its worker died past the send: the row says sent, so nothing goes out.
    const send = (sms: Parameters<typeof createMessageSender>[0]['sms']) =>
      createMessageSender({
        db: shop.db,
        mailer: createMailer({ smtpUrl: undefined, from: 'Dokan <no-reply@dokan.local>', dataDir: shop.dataDir, log: () => {} }),
        sms,
        log: () => {},
      });
    const outbox = createSmsSender({ gatewayUrl: undefined, dataDir: shop.dataDir, log: () => {} });
    await send(outbox)({ messageId: queued!.id });
    expect((await readOutbox(shop.dataDir, phone)).length).toBe(textsBefore);

    // As if the process had died after the commit, before the text went out: the gateway is down
    // at first, so the job fails (the queue retries it later, with back-off), then it is back.
    await shop.db.update(messageOutbox).set({ sentAt: null, attempts: 0 }).where(eq(messageOutbox.id, queued!.id));
    await expect(send({ kind: 'gateway', send: () => Promise.reject(new Error('gateway down')) })({ messageId: queued!.id })).rejects.toThrow('gateway down');
    expect((await ofPhone())[0]).toMatchObject({ sentAt: null, lastError: 'gateway down', attempts: 1 });
    await send(outbox)({ messageId: queued!.id });
    expect((await ofPhone())[0]).toMatchObject({ lastError: null, attempts: 2 });
    expect((await ofPhone())[0]?.sentAt).not.toBeNull();
    expect((await readOutbox(shop.dataDir, phone)).length).toBe(textsBefore + 1);
  });

  it('queues nothing when the change is refused', async () => {
    const { order, phone } = await customerWithOrder({ status: 'shipped' });
    await expect(shop.services.orders.cancel(order.id)).rejects.toThrow(/cannot be cancelled/);
    expect(await shop.db.select().from(messageOutbox).where(eq(messageOutbox.recipient, phone))).toEqual([]);
  });

  it('promises one refund reply time on the form, its confirmation and the notification', async () => {
    const { customer, order } = await customerWithOrder({ status: 'delivered', paymentStatus: 'paid' });
    const promise = `${REFUND_REPLY_WORKING_DAYS} working days`;
    expect(dashboard.orderDetail.refundForm.lead).toContain(promise);
    expect(dashboard.orderDetail.refundForm.sent).toContain(promise);
    const asked = await askRefund({ customer, order }, 'The left earbud is silent.');
    expect(asked.statusCode).toBe(201);
    const [notice] = await shop.db.select().from(notifications).where(eq(notifications.customerId, customer.customerId));
    expect(notice?.message).toContain(promise);
    expect(notice?.message.match(/\d+ working days/g)).toEqual([promise]);
  });
});
