import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '#server/adapters/outbox.ts';
import { auditLog, complaints } from '#server/db/schema.ts';
import { DEFAULT_RATE_LIMITS } from '#server/modules/auth/rate-limits.ts';
import { registerCustomer } from '#server/test/accounts.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { enrolledStaff } from '#server/test/staff.ts';

let counter = 0;
/** Each test files from its own address, so only the limit test meets the per-address limit. */
const newAddress = () => `10.30.${process.pid % 250}.${++counter}`;
const newPhone = () => `0181${String(process.pid % 1000).padStart(3, '0')}${String(++counter).padStart(4, '0')}`;

interface Complaint {
  id: number;
  reference: string;
  customer_id: number | null;
  late: boolean;
  answer_due_at: string;
  reply: string | null;
  answered_by: string | null;
}

describe.each(databaseKinds)('complaints on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  let staff: { cookie: string };

  beforeAll(async () => {
    shop = await openTestApp(kind, { rateLimits: { ...DEFAULT_RATE_LIMITS, complaint: [2, 3600] } });
    staff = { cookie: (await enrolledStaff(shop.app, shop.services, 'manager')).cookie };
  }, 120_000);
  afterAll(() => shop?.close());

  const filed = (payload: object, headers: Record<string, string> = {}, ip = newAddress()) =>
    shop.app.inject({ method: 'POST', url: '/api/complaints', payload, headers, remoteAddress: ip });
  const desk = (method: 'GET' | 'POST', url: string, payload?: object, headers = { cookie: staff.cookie }) =>
    shop.app.inject({ method, url: `/api/admin${url}`, headers, ...(payload ? { payload } : {}) });
  const valid = () => ({ name: 'Rahim Uddin', phone: newPhone(), subject: 'Wrong charger', message: 'The laptop came with the wrong charger.' });

  it('refuses a complaint with missing or bad fields, field by field', async () => {
    const response = await filed({ name: ' ', phone: '12345', email: 'not-an-email', order_number: 'hello', subject: '', message: 'x'.repeat(4001) });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json() as { errors: Record<string, string[]> };
    expect(Object.keys(errors).sort()).toEqual(['email', 'message', 'name', 'order_number', 'phone', 'subject']);
    expect(errors.name?.[0]).toBe('Enter your name.');
  });

  it('files a guest’s complaint with a reference and a 72-hour deadline, and keeps a signed-in shopper’s account', async () => {
    const before = Date.now();
    const guest = await filed({ ...valid(), email: '', order_number: '' });
    expect(guest.statusCode).toBe(201);
    const data = guest.json().data as { reference: string; answer_due_at: string };
    expect(data.reference).toMatch(/^CMP-\d{6}$/);
    const due = Date.parse(data.answer_due_at) - before;
    expect(due).toBeGreaterThanOrEqual(72 * 3_600_000 - 1000);
    expect(due).toBeLessThanOrEqual(72 * 3_600_000 + 60_000);

    const customer = await registerCustomer(shop.app);
    const signedIn = await filed({ ...valid(), email: 'Rahim@Example.com', order_number: 'dk-12345' }, customer.auth);
    expect(signedIn.statusCode).toBe(201);
    const id = Number((signedIn.json().data as { reference: string }).reference.slice(4));
    const [row] = await shop.db.select().from(complaints).where(eq(complaints.id, id));
    expect(row).toMatchObject({ customerId: customer.customerId, email: 'rahim@example.com', orderNumber: 'DK-12345' });
  });

  it('limits complaints per address like the other public forms', async () => {
    const ip = newAddress();
    expect((await filed(valid(), {}, ip)).statusCode).toBe(201);
    expect((await filed(valid(), {}, ip)).statusCode).toBe(201);
    const third = await filed(valid(), {}, ip);
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
  });

  it('flags unanswered complaints past 72 hours as late, and answers one by SMS and email with an audit row', async () => {
    const phone = newPhone();
    const response = await filed({ ...valid(), phone, email: 'karim@example.com' });
    const id = Number((response.json().data as { reference: string }).reference.slice(4));
    await shop.db
      .update(complaints)
      .set({ answerDueAt: new Date(Date.now() - 60_000) })
      .where(eq(complaints.id, id));

    const late = (await desk('GET', '/complaints?queue=late')).json().data as { complaints: Complaint[]; late_count: number };
    expect(late.complaints.map((complaint) => complaint.id)).toContain(id);
    expect(late.complaints.find((complaint) => complaint.id === id)?.late).toBe(true);
    expect(late.late_count).toBeGreaterThanOrEqual(1);

    expect((await desk('POST', `/complaints/${id}/answer`, { reply: '  ' })).statusCode).toBe(422);
    const customer = await registerCustomer(shop.app);
    expect((await desk('POST', `/complaints/${id}/answer`, { reply: 'Sorry' }, { cookie: '' })).statusCode).toBe(401);
    expect((await shop.app.inject({ method: 'GET', url: '/api/admin/complaints', headers: customer.auth })).statusCode).toBeGreaterThanOrEqual(401);

    const answered = await desk('POST', `/complaints/${id}/answer`, { reply: 'Sorry: a courier brings the right charger tomorrow.' });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data).toMatchObject({ late: false, reply: 'Sorry: a courier brings the right charger tomorrow.', answered_by: expect.any(String) });
    expect((await desk('POST', `/complaints/${id}/answer`, { reply: 'Again' })).statusCode).toBe(409);

    await shop.services.orders.messagesSent();
    const texts = (await readOutbox(shop.dataDir, phone)).map((message) => message.text).join('\n');
    expect(texts).toContain('a courier brings the right charger tomorrow');
    const mails = (await readOutbox(shop.dataDir, 'karim@example.com')).map((message) => message.text).join('\n');
    expect(mails).toContain(`CMP-${String(id).padStart(6, '0')}`);
    const audit = await shop.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(audit.some((row) => row.entity === 'complaint' && row.action === 'answer')).toBe(true);
    const open = (await desk('GET', '/complaints?queue=open')).json().data as { complaints: Complaint[] };
    expect(open.complaints.map((complaint) => complaint.id)).not.toContain(id);
  });
});
