import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_PRINT_MESSAGES as M, PRINT_BATCH_LIMIT } from '#domain/order-print.ts';
import { orders } from '#server/db/schema.ts';
import { registerCustomer } from '#server/test/accounts.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { insertOrder } from '#server/test/orders.ts';
import { enrolledStaff } from '#server/test/staff.ts';

// Invoices and packing slips as staff download them: real PDFs, a page or more per order, each
// order bookmarked by its number, with the shop's Bengali font embedded.

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
let drawn = 0;
/** A number in the shape checkout draws, unique in this run. */
function orderNumber(): string {
  drawn += 1;
  const tail = Array.from({ length: 6 }, (_, index) => ALPHABET[(drawn * 7 + index * 13 + process.pid) % ALPHABET.length]).join('');
  return `DK261127-${tail}`;
}

/** Pages in a PDF: its /Type /Page objects (pdfkit writes object dictionaries uncompressed). */
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;
/** The outline's titles, in document order: pdfkit writes ASCII titles as literal strings. */
const bookmarks = (pdf: Buffer) => [...pdf.toString('latin1').matchAll(/\/Title \(([^)]*)\)/g)].map((match) => match[1]);

describe.each(databaseKinds)('printing orders on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  let handler: Record<string, string>;
  let numbers: string[];

  beforeAll(async () => {
    shop = await openTestApp(kind);
    handler = { cookie: (await enrolledStaff(shop.app, shop.services, 'order_handler')).cookie };
    const customerId = (await registerCustomer(shop.app)).customerId;
    numbers = [];
    for (const lines of [1, 2, 40]) {
      const order = await insertOrder(shop.db, customerId, {
        items: Array.from({ length: lines }, (_, index) => ({ name: index % 2 ? 'ক্ষীরের সন্দেশ' : 'Walton Primo NF5', unitPrice: 1_250 + index })),
      });
      const number = orderNumber();
      await shop.db
        .update(orders)
        .set({
          orderNumber: number,
          contactName: 'রহিম উদ্দিন',
          shippingAddress: { division: 'ঢাকা', district: 'ঢাকা', area: 'মিরপুর ১০', address: 'বাড়ি ১২, রোড ৫' },
        })
        .where(eq(orders.id, order.id));
      numbers.push(number);
    }
  }, 120_000);
  afterAll(() => shop?.close());

  const get = (url: string, headers: Record<string, string> = handler) => shop.app.inject({ method: 'GET', url, headers });

  it('downloads one order’s invoice as a one-page PDF with the Bengali font embedded', async () => {
    const [number] = numbers;
    const response = await get(`/api/admin/orders/${number!.toLowerCase()}/invoice.pdf`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="invoice-${number}.pdf"`);
    expect(response.headers['cache-control']).toBe('no-store');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(1);
    expect(bookmarks(pdf)).toEqual([`INVOICE ${number}`]);
    expect(pdf.toString('latin1')).toMatch(/\/FontName \/[A-Z]{6}\+NotoSansBengali-Regular/);
  });

  it('prints a batch of packing slips in the order asked, a long order running onto a second page', async () => {
    const asked = [numbers[2]!, numbers[0]!, numbers[1]!];
    const response = await get(`/api/admin/orders/print?kind=packing-slip&numbers=${asked.join(',')}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="packing-slip-3-orders-\d{4}-\d{2}-\d{2}\.pdf"$/);
    const pdf = response.rawPayload;
    expect(bookmarks(pdf)).toEqual(asked.map((number) => `PACKING SLIP ${number}`));
    expect(pageCount(pdf)).toBe(4);
  });

  it('takes the numbers as the desk’s form sends them, the field repeated', async () => {
    const response = await get(`/api/admin/orders/print?kind=invoice&numbers=${numbers[0]}&numbers=${numbers[1]}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(bookmarks(response.rawPayload)).toEqual([`INVOICE ${numbers[0]}`, `INVOICE ${numbers[1]}`]);
  });

  it('draws each order’s packing slip from its own path too', async () => {
    const response = await get(`/api/admin/orders/${numbers[1]}/packing-slip.pdf`);
    expect(response.statusCode).toBe(200);
    expect(pageCount(response.rawPayload)).toBe(1);
  });

  it('answers 422 per field for an unknown kind, no numbers, too many and malformed ones', async () => {
    const bad = await get(`/api/admin/orders/print?kind=label&numbers=${numbers[0]},DK-NOPE`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ kind: [M.kind], numbers: [M.badNumber('DK-NOPE')] });

    const none = await get('/api/admin/orders/print?kind=invoice&numbers=,');
    expect(none.json().errors).toEqual({ numbers: [M.numbersRequired] });

    const many = Array.from({ length: PRINT_BATCH_LIMIT + 1 }, (_, index) => `DK261127-AAAA${ALPHABET[Math.floor(index / 31)]}${ALPHABET[index % 31]}`);
    const tooMany = await get(`/api/admin/orders/print?kind=invoice&numbers=${many.join(',')}`);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.numbers).toContain(M.tooMany);

    expect((await get('/api/admin/orders/NOT-A-NUMBER/invoice.pdf')).statusCode).toBe(422);
  });

  it('answers 404 naming every number that is not an order, and prints none', async () => {
    const missing = ['DK261127-ZZZZZ2', 'DK261127-ZZZZZ3'];
    const response = await get(`/api/admin/orders/print?kind=invoice&numbers=${numbers[0]},${missing.join(',')}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(M.unknown(missing));
    expect((await get(`/api/admin/orders/${missing[0]}/packing-slip.pdf`)).statusCode).toBe(404);
  });

  it('lets order staff in and refuses catalogue editors and strangers', async () => {
    const editor = { cookie: (await enrolledStaff(shop.app, shop.services, 'catalogue_editor')).cookie };
    const url = `/api/admin/orders/${numbers[0]}/invoice.pdf`;
    expect((await get(url, editor)).statusCode).toBe(403);
    expect((await get(url, {})).statusCode).toBe(401);
    expect((await get(`/api/admin/orders/print?kind=invoice&numbers=${numbers[0]}`, editor)).statusCode).toBe(403);
  });
});
