import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COURIER_EVENT_STATUS, COURIER_MESSAGES } from '#domain/couriers.ts';
import { courierConsignments, courierTokens, messageOutbox, orderEvents, orders } from '#server/db/schema.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { insertOrder } from '#server/test/orders.ts';
import { type PathaoStub, startPathaoStub } from '#server/test/pathao-stub.ts';
import { enrolledStaff } from '#server/test/staff.ts';
import { type SteadfastStub, startSteadfastStub } from '#server/test/steadfast-stub.ts';

// Booking parcels with Steadfast and Pathao from the order desk, and their news about the parcel
// (webhooks and the polling job) reaching the order: against loopback stand-ins of both APIs.

const NUMBER_LETTERS = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

describe.each(databaseKinds)('couriers booked through their APIs on %s', (kind) => {
  let steadfast: SteadfastStub;
  let pathao: PathaoStub;
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  let handler: { cookie: string; name: string };

  beforeAll(async () => {
    // A late answer comes after 3 s, past the shop's 1.5 s (roomy for a busy machine); the parcel is booked all the same.
    steadfast = await startSteadfastStub({ lateMs: 3000 });
    pathao = await startPathaoStub({ lateMs: 3000 });
    shop = await openTestApp(kind, { env: { ...steadfast.env, ...pathao.env, COURIER_TIMEOUT_MS: '1500' } });
    const member = await enrolledStaff(shop.app, shop.services, 'order_handler');
    handler = { cookie: member.cookie, name: member.actor.name };
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
    await steadfast?.close();
    await pathao?.close();
  });
  beforeEach(() => {
    steadfast.mode('success');
    pathao.mode('success');
  });

  /** A cash-on-delivery order being packed, under an order number of the shop's own shape. */
  async function processing() {
    const order = await insertOrder(shop.db, null, {
      status: 'processing',
      createdAt: new Date(Date.now() - 3_600_000),
      events: [{ status: 'processing', at: new Date(Date.now() - 60_000) }],
    });
    const suffix = Array.from(randomBytes(6), (byte) => NUMBER_LETTERS[byte % NUMBER_LETTERS.length]).join('');
    const orderNumber = `DK261127-${suffix}`;
    await shop.db.update(orders).set({ orderNumber }).where(eq(orders.id, order.id));
    return { ...order, orderNumber };
  }

  const handOver = (orderNumber: string, body: object) =>
    shop.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderNumber}/courier`,
      headers: { cookie: handler.cookie },
      payload: { expected_status: 'processing', ...body },
    });
  const orderRow = async (id: number) => (await shop.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const parcelRow = async (orderId: number) => (await shop.db.select().from(courierConsignments).where(eq(courierConsignments.orderId, orderId)))[0];
  const events = (orderId: number, status: string) =>
    shop.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.status, status)));
  const webhook = (courier: 'steadfast' | 'pathao', notice: { headers: Record<string, string>; body: object }) =>
    shop.app.inject({ method: 'POST', url: `/api/couriers/${courier}/webhook`, headers: notice.headers, payload: notice.body });

  it('books a Steadfast parcel for the cash due, and ships the order with its tracking code and who handed it over', async () => {
    const order = await processing();
    const response = await handOver(order.orderNumber, { courier: 'steadfast' });
    expect(response.statusCode, response.body).toBe(200);
    const [parcel] = steadfast.consignments().filter((row) => row.invoice === order.orderNumber);
    expect(parcel).toMatchObject({ cod_amount: order.total, recipient_phone: '01712345678' });
    const data = response.json().data;
    expect(data).toMatchObject({ status: 'shipped', courier: 'Steadfast', tracking_number: parcel!.tracking_code });
    expect(data.parcel).toMatchObject({ courier: 'steadfast', state: 'booked', consignment_id: String(parcel!.consignment_id), parcel_state: 'booked' });
    expect(data.timeline.at(-1)).toMatchObject({ status: 'shipped', staff_name: handler.name });
  });

  it('books one parcel when two staff click at once', async () => {
    const order = await processing();
    const answers = await Promise.all([handOver(order.orderNumber, { courier: 'steadfast' }), handOver(order.orderNumber, { courier: 'steadfast' })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(steadfast.consignments().filter((row) => row.invoice === order.orderNumber)).toHaveLength(1);
    expect(await events(order.id, 'shipped')).toHaveLength(1);
  });

  it('leaves the order as it was when the courier refuses the parcel, with the courier’s reason', async () => {
    const order = await processing();
    steadfast.mode('refuse');
    const response = await handOver(order.orderNumber, { courier: 'steadfast' });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toContain('not in a delivery area');
    expect(await orderRow(order.id)).toMatchObject({ status: 'processing', courier: null, trackingNumber: null });
    expect(await parcelRow(order.id)).toBeUndefined();
  });

  it('keeps a request whose answer was lost, and a later try finds the parcel under the order number instead of booking again', async () => {
    const order = await processing();
    steadfast.mode('timeout');
    expect((await handOver(order.orderNumber, { courier: 'steadfast' })).statusCode).toBe(503);
    expect(await orderRow(order.id)).toMatchObject({ status: 'processing' });
    steadfast.mode('success');
    // At once: the first request may still be answered.
    expect((await handOver(order.orderNumber, { courier: 'steadfast' })).statusCode).toBe(409);
    await shop.db
      .update(courierConsignments)
      .set({ requestedAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(courierConsignments.orderId, order.id));
    const retry = await handOver(order.orderNumber, { courier: 'steadfast' });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(steadfast.consignments().filter((row) => row.invoice === order.orderNumber)).toHaveLength(1);
    expect(retry.json().data).toMatchObject({ status: 'shipped', tracking_number: order.orderNumber });
    // Steadfast's notice names the consignment the lost answer booked.
    expect((await webhook('steadfast', steadfast.notice(order.orderNumber, 'pending'))).statusCode).toBe(200);
    const [parcel] = steadfast.consignments().filter((row) => row.invoice === order.orderNumber);
    expect(await parcelRow(order.id)).toMatchObject({ consignmentId: String(parcel!.consignment_id), parcelState: 'in_transit' });
  });

  it('settles a lost Pathao answer by its order.created notice, and a lost Steadfast answer by polling its invoice', async () => {
    const order = await processing();
    pathao.mode('timeout');
    expect((await handOver(order.orderNumber, { courier: 'pathao' })).statusCode).toBe(503);
    pathao.mode('success');
    expect((await handOver(order.orderNumber, { courier: 'pathao' })).json().message).toContain('Pathao did not answer');
    expect((await webhook('pathao', pathao.notice(order.orderNumber, 'order.created'))).statusCode).toBe(200);
    const [booked] = pathao.orders().filter((row) => row.merchant_order_id === order.orderNumber);
    expect(await orderRow(order.id)).toMatchObject({ status: 'shipped', courier: 'Pathao', trackingNumber: booked!.consignment_id });
    expect(await events(order.id, 'shipped')).toMatchObject([{ staffName: handler.name }]);

    const other = await processing();
    steadfast.mode('timeout');
    expect((await handOver(other.orderNumber, { courier: 'steadfast' })).statusCode).toBe(503);
    await shop.services.couriers.poll();
    expect(await orderRow(other.id)).toMatchObject({ status: 'processing' });
    await shop.db
      .update(courierConsignments)
      .set({ requestedAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(courierConsignments.orderId, other.id));
    await shop.services.couriers.poll();
    expect(await orderRow(other.id)).toMatchObject({ status: 'shipped', courier: 'Steadfast', trackingNumber: other.orderNumber });
    expect(steadfast.consignments().filter((row) => row.invoice === other.orderNumber)).toHaveLength(1);
  });

  it('books with Pathao to the city and zone of the delivery address, priced, with a token kept in the database', async () => {
    const order = await processing();
    const places = await shop.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.orderNumber}/courier/pathao-places`,
      headers: { cookie: handler.cookie },
    });
    expect(places.statusCode, places.body).toBe(200);
    expect(places.json().data).toMatchObject({ city_id: 1, zone_id: 84, charge: 60 });
    const response = await handOver(order.orderNumber, { courier: 'pathao' });
    expect(response.statusCode, response.body).toBe(200);
    const [booked] = pathao.orders().filter((row) => row.merchant_order_id === order.orderNumber);
    expect(booked).toMatchObject({ recipient_city: 1, recipient_zone: 84, amount_to_collect: order.total });
    expect(response.json().data).toMatchObject({ status: 'shipped', courier: 'Pathao', tracking_number: booked!.consignment_id, parcel: { charge: 60 } });
    expect(await shop.db.select().from(courierTokens)).toHaveLength(1);
    expect(pathao.calls('POST /aladdin/api/v1/issue-token')).toBe(1);
  });

  it('asks staff for the Pathao zone when the address gives none', async () => {
    const order = await processing();
    await shop.db
      .update(orders)
      .set({ shippingAddress: { division: 'Dhaka', district: 'Dhaka', area: 'Nowhere', address: 'House 1, Road 1' } })
      .where(eq(orders.id, order.id));
    const response = await handOver(order.orderNumber, { courier: 'pathao' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('pathao_zone_id');
    expect((await handOver(order.orderNumber, { courier: 'pathao', pathao_city_id: 1, pathao_zone_id: 52 })).statusCode).toBe(200);
  });

  it('refuses forged webhooks and changes nothing', async () => {
    const order = await processing();
    await handOver(order.orderNumber, { courier: 'steadfast' });
    const notice = steadfast.notice(order.orderNumber, 'delivered');
    const forged = await webhook('steadfast', { ...notice, headers: { ...notice.headers, authorization: 'Bearer guessed' } });
    expect(forged.statusCode).toBe(401);
    const other = await processing();
    await handOver(other.orderNumber, { courier: 'pathao' });
    const event = pathao.notice(other.orderNumber, 'order.delivered');
    expect((await webhook('pathao', { ...event, headers: { ...event.headers, 'x-pathao-signature': 'guessed' } })).statusCode).toBe(401);
    expect(await orderRow(order.id)).toMatchObject({ status: 'shipped', paymentStatus: 'unpaid' });
    expect(await orderRow(other.id)).toMatchObject({ status: 'shipped', paymentStatus: 'unpaid' });
  });

  it('refuses Pathao events without its webhook secret, however near the guess, and changes nothing', async () => {
    const order = await processing();
    await handOver(order.orderNumber, { courier: 'pathao' });
    const event = pathao.notice(order.orderNumber, 'order.delivered');
    const secret = event.headers['x-pathao-signature'];
    for (const forged of [`${secret}x`, secret.slice(0, -1), secret.toUpperCase() === secret ? secret.toLowerCase() : secret.toUpperCase(), ''])
      expect((await webhook('pathao', { ...event, headers: { ...event.headers, 'x-pathao-signature': forged } })).statusCode).toBe(401);
    const { 'x-pathao-signature': _left, ...unsigned } = event.headers;
    expect((await webhook('pathao', { ...event, headers: unsigned })).statusCode).toBe(401);
    expect(await orderRow(order.id)).toMatchObject({ status: 'shipped', paymentStatus: 'unpaid' });
  });

  it('ignores, with 409, news of a parcel that names another order number than the parcel carries', async () => {
    const order = await processing();
    const other = await processing();
    await handOver(order.orderNumber, { courier: 'steadfast' });
    await handOver(other.orderNumber, { courier: 'pathao' });
    const notice = steadfast.notice(order.orderNumber, 'delivered');
    const mixedUp = await webhook('steadfast', { ...notice, body: { ...notice.body, invoice: other.orderNumber } });
    expect(mixedUp.statusCode).toBe(409);
    expect(mixedUp.json().message).toBe(COURIER_MESSAGES.invoiceMismatch);
    const event = pathao.notice(other.orderNumber, 'order.delivered');
    expect((await webhook('pathao', { ...event, body: { ...event.body, merchant_order_id: order.orderNumber } })).statusCode).toBe(409);
    expect(await orderRow(order.id)).toMatchObject({ status: 'shipped', paymentStatus: 'unpaid' });
    expect(await orderRow(other.id)).toMatchObject({ status: 'shipped', paymentStatus: 'unpaid' });
    // The same notices with their own order numbers are taken.
    expect((await webhook('steadfast', notice)).statusCode).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
    // A notice naming no order number is matched by its consignment id alone.
    const { merchant_order_id: _none, ...anonymous } = event.body;
    expect((await webhook('pathao', { ...event, body: anonymous })).statusCode).toBe(200);
    expect(await orderRow(other.id)).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
  });

  it('answers Pathao’s integration check with the header Pathao asks for', async () => {
    const response = await shop.app.inject({ method: 'POST', url: '/api/couriers/pathao/webhook', payload: { event: 'webhook_integration' } });
    expect(response.statusCode).toBe(202);
    expect(response.headers['x-pathao-merchant-webhook-integration-secret']).toBe('f3992ecc-59da-4cbe-a049-a13da2018d51');
  });

  it('delivers and pays a cash-on-delivery order once however often Steadfast reports it delivered', async () => {
    const order = await processing();
    await handOver(order.orderNumber, { courier: 'steadfast' });
    const notice = steadfast.notice(order.orderNumber, 'delivered');
    const answers = await Promise.all([webhook('steadfast', notice), webhook('steadfast', notice)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await webhook('steadfast', notice)).json().message).toBe('Nothing new.');
    expect(await orderRow(order.id)).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
    expect(await events(order.id, 'delivered')).toHaveLength(1);
    expect(await events(order.id, 'paid')).toHaveLength(1);
  });

  it('delivers but flags for staff a collection short of what was due', async () => {
    const order = await processing();
    await handOver(order.orderNumber, { courier: 'steadfast' });
    expect((await webhook('steadfast', steadfast.notice(order.orderNumber, 'delivered', order.total - 500))).statusCode).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ status: 'delivered', paymentStatus: 'unpaid' });
    expect((await parcelRow(order.id))?.attention).toContain('was due');
  });

  it('shows a return on the timeline and flags it for staff', async () => {
    const order = await processing();
    await handOver(order.orderNumber, { courier: 'pathao' });
    expect((await webhook('pathao', pathao.notice(order.orderNumber, 'order.returned', { reason: 'Customer refused' }))).statusCode).toBe(200);
    expect(await events(order.id, COURIER_EVENT_STATUS)).toMatchObject([{ note: 'Pathao: returned to the shop' }]);
    expect((await parcelRow(order.id))?.attention).toContain('returned');
    expect(await orderRow(order.id)).toMatchObject({ status: 'shipped' });
  });

  it('queues the orders whose parcel the courier flagged on the order desk, page by page, until they are settled', async () => {
    const returned = await processing();
    const short = await processing();
    const onItsWay = await processing();
    await handOver(returned.orderNumber, { courier: 'pathao' });
    await handOver(short.orderNumber, { courier: 'steadfast' });
    await handOver(onItsWay.orderNumber, { courier: 'pathao' });
    await webhook('pathao', pathao.notice(returned.orderNumber, 'order.returned'));
    await webhook('steadfast', steadfast.notice(short.orderNumber, 'delivered', short.total - 500));
    await webhook('pathao', pathao.notice(onItsWay.orderNumber, 'order.in-transit'));

    const desk = async (query: string) => {
      const answer = await shop.app.inject({ method: 'GET', url: `/api/admin/orders?queue=courier_flagged&${query}`, headers: { cookie: handler.cookie } });
      expect(answer.statusCode).toBe(200);
      return answer.json().data as { orders: { order_number: string }[]; next_cursor: string | null; counts: Record<string, number> };
    };
    /** Every order in the queue, a page of one at a time along the cursor. */
    async function flagged() {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page = await desk(`limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
        seen.push(...page.orders.map((order) => order.order_number));
        cursor = page.next_cursor;
      } while (cursor);
      return seen;
    }
    const before = await flagged();
    expect(before.filter((number) => [returned.orderNumber, short.orderNumber, onItsWay.orderNumber].includes(number))).toEqual([
      short.orderNumber,
      returned.orderNumber,
    ]);
    expect((await desk('')).counts.courier_flagged).toBe(before.length);
    const searched = await desk(`q=${short.orderNumber}`);
    expect(searched.orders.map((order) => order.order_number)).toEqual([short.orderNumber]);
    expect(searched.counts).toMatchObject({ courier_flagged: 1, delivered: 1, all: 1 });

    // The cash counted and recorded by hand settles the short collection: it leaves the queue.
    const paid = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${short.orderNumber}/payment`,
      headers: { cookie: handler.cookie },
      payload: { amount: short.total },
    });
    expect(paid.statusCode).toBe(200);
    const after = await flagged();
    expect(after).toContain(returned.orderNumber);
    expect(after).not.toContain(short.orderNumber);
  });

  it('texts the customer once when the courier picks the parcel up, however often it says so', async () => {
    const order = await processing();
    await handOver(order.orderNumber, { courier: 'pathao' });
    const { contactPhone } = await orderRow(order.id);
    const pickUpTexts = async () =>
      (
        await shop.db
          .select()
          .from(messageOutbox)
          .where(and(eq(messageOutbox.recipient, contactPhone), eq(messageOutbox.channel, 'sms')))
      ).filter((message) => message.body.includes(`order ${order.orderNumber} was picked up by Pathao`));
    const pickedUp = pathao.notice(order.orderNumber, 'order.picked');
    expect((await Promise.all([webhook('pathao', pickedUp), webhook('pathao', pickedUp)])).map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await pickUpTexts()).toMatchObject([
      { body: expect.stringContaining(`Your Dokan order ${order.orderNumber} was picked up by Pathao and is on its way`) },
    ]);
    // Out for delivery is the same leg to the shop's customer: no second text, nor after a hold and back.
    await webhook('pathao', pathao.notice(order.orderNumber, 'order.assigned-for-delivery'));
    await webhook('pathao', pathao.notice(order.orderNumber, 'order.on-hold'));
    await webhook('pathao', pathao.notice(order.orderNumber, 'order.in-transit'));
    pathao.setStatus(order.orderNumber, 'In_Transit');
    await shop.services.couriers.poll();
    expect(await pickUpTexts()).toHaveLength(1);
  });

  it('moves parcels on by polling the couriers, as far as delivered and paid', async () => {
    const order = await processing();
    await handOver(order.orderNumber, { courier: 'pathao' });
    pathao.setStatus(order.orderNumber, 'In_Transit');
    await shop.services.couriers.poll();
    expect(await events(order.id, COURIER_EVENT_STATUS)).toMatchObject([{ note: 'Pathao: on its way' }]);
    await shop.services.couriers.poll();
    expect(await events(order.id, COURIER_EVENT_STATUS)).toHaveLength(1);
    pathao.setStatus(order.orderNumber, 'Delivered');
    await shop.services.couriers.poll();
    expect(await orderRow(order.id)).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });

    const other = await processing();
    await handOver(other.orderNumber, { courier: 'steadfast' });
    steadfast.setStatus(other.orderNumber, 'delivered');
    await shop.services.couriers.poll();
    expect(await orderRow(other.id)).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
  });
});
