import { randomBytes } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '#server/db/schema.ts';
import { registerCustomer } from '#server/test/accounts.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { enrolledStaff } from '#server/test/staff.ts';

// The back office's read of the newsletter: a page of subscribers, and the CSV a spreadsheet opens.

const unique = () => randomBytes(4).toString('hex');
const everyTopic = { special_offers: true, coupons: false, product_updates: true, new_arrivals: false };

describe.each(databaseKinds)('back-office newsletter subscribers on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  let editor: Record<string, string>;
  const tag = unique();

  beforeAll(async () => {
    shop = await openTestApp(kind);
    editor = { cookie: (await enrolledStaff(shop.app, shop.services, 'catalogue_editor')).cookie };
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 10, minutes));
    await shop.db.insert(newsletterSubscribers).values([
      { email: `older-${tag}@example.com`, source: 'footer', preferences: everyTopic, unsubscribeTokenHash: 'x', subscribedAt: at(0) },
      {
        email: `gone-${tag}@example.com`,
        source: '=HYPERLINK("http://evil.test","click")',
        preferences: everyTopic,
        unsubscribeTokenHash: 'y',
        subscribedAt: at(5),
        unsubscribedAt: at(9),
      },
      { email: `+newest_${tag}@example.com`, source: '@home', preferences: everyTopic, unsubscribeTokenHash: 'z', subscribedAt: at(10) },
    ]);
  }, 120_000);
  afterAll(() => shop?.close());

  const get = (url: string, headers: Record<string, string> = editor) => shop.app.inject({ method: 'GET', url, headers });

  it('lists subscribers newest first, searched by email, unsubscribed ones marked', async () => {
    const response = await get(`/api/admin/newsletter-subscribers?search=${tag.toUpperCase()}&per_page=2`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json() as { data: { email: string; unsubscribed_at: string | null }[]; meta: { total: number; last_page: number } };
    expect(body.meta).toMatchObject({ total: 3, last_page: 2 });
    expect(body.data.map((row) => row.email)).toEqual([`+newest_${tag}@example.com`, `gone-${tag}@example.com`]);
    expect(body.data[1]!.unsubscribed_at).toBe('2026-11-01T10:09:00.000Z');
  });

  it('matches % and _ in a search as themselves', async () => {
    const body = (await get(`/api/admin/newsletter-subscribers?search=${encodeURIComponent(`_${tag}`)}`)).json() as { meta: { total: number } };
    expect(body.meta.total).toBe(1);
    const none = (await get(`/api/admin/newsletter-subscribers?search=${encodeURIComponent(`%${tag}x`)}`)).json() as { meta: { total: number } };
    expect(none.meta.total).toBe(0);
  });

  it('refuses a bad page with a message for the field', async () => {
    const response = await get('/api/admin/newsletter-subscribers?page=0');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { page: [expect.any(String)] } });
  });

  it('exports CSV a spreadsheet shows without running any cell', async () => {
    const response = await get(`/api/admin/newsletter-subscribers/export.csv?search=${tag}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parse(response.body) as string[][];
    expect(rows[0]).toEqual(['email', 'status', 'source', 'special_offers', 'coupons', 'product_updates', 'new_arrivals', 'subscribed_at', 'unsubscribed_at']);
    expect(rows.slice(1)).toEqual([
      [`'+newest_${tag}@example.com`, 'subscribed', "'@home", 'yes', 'no', 'yes', 'no', '2026-11-01T10:10:00.000Z', ''],
      [
        `gone-${tag}@example.com`,
        'unsubscribed',
        `'=HYPERLINK("http://evil.test","click")`,
        'yes',
        'no',
        'yes',
        'no',
        '2026-11-01T10:05:00.000Z',
        '2026-11-01T10:09:00.000Z',
      ],
      [`older-${tag}@example.com`, 'subscribed', 'footer', 'yes', 'no', 'yes', 'no', '2026-11-01T10:00:00.000Z', ''],
    ]);
  });

  it('is for staff who reach the content area only', async () => {
    for (const url of ['/api/admin/newsletter-subscribers', '/api/admin/newsletter-subscribers/export.csv']) {
      expect((await get(url, {})).statusCode).toBe(401);
      const handler = { cookie: (await enrolledStaff(shop.app, shop.services, 'order_handler')).cookie };
      expect((await get(url, handler)).statusCode).toBe(403);
      const customer = await registerCustomer(shop.app);
      expect((await get(url, customer.auth)).statusCode).toBe(403);
    }
  });
});
