import { EMI_MESSAGES } from '#domain/emi.ts';
import { parse } from 'csv-parse/sync';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_CSV_LIMITS, PRODUCT_CSV_MESSAGES } from '#domain/product-csv.ts';
import { PRODUCT_EDIT_MESSAGES } from '#domain/product-edit.ts';
import { auditLog, brands, categories, products } from '#server/db/schema.ts';
import { registerCustomer } from '#server/test/accounts.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { enrolledStaff } from '#server/test/staff.ts';
import { BULK_EDIT_MESSAGES } from './bulk-edit.ts';

// Product files and bulk edits in the back office, called as a signed-in catalogue editor: the
// export, an import previewed then applied all or nothing, and bulk price and stock changes.

interface Preview {
  id: number;
  summary: { create: number; update: number; unchanged: number; rows_with_errors: number };
  rows: { row: number; sku: string; action: string; product_id: number | null; changes: { column: string; before: unknown; after: unknown }[] }[];
  errors: { row: number; column: string; message: string }[];
}

describe.each(databaseKinds)('product CSV and bulk edits on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  let editor: Record<string, string>;
  let orderHandler: Record<string, string>;
  let category: { id: number; slug: string };
  let brand: { id: number; slug: string };

  beforeAll(async () => {
    shop = await openTestApp(kind);
    editor = { cookie: (await enrolledStaff(shop.app, shop.services, 'catalogue_editor')).cookie };
    orderHandler = { cookie: (await enrolledStaff(shop.app, shop.services, 'order_handler')).cookie };
    const [firstCategory] = await shop.db.select({ id: categories.id, slug: categories.slug }).from(categories).where(eq(categories.active, true)).limit(1);
    const [firstBrand] = await shop.db.select({ id: brands.id, slug: brands.slug }).from(brands).where(eq(brands.active, true)).limit(1);
    category = firstCategory!;
    brand = firstBrand!;
  }, 120_000);
  afterAll(() => shop?.close());

  const sku = (prefix = 'CSV') => `${prefix}-${Math.random().toString(36).slice(2, 10).toUpperCase()}`;

  async function createProduct(overrides: Record<string, unknown> = {}) {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: editor,
      payload: {
        name: 'Csv Test Phone',
        sku: sku(),
        retail_price: 10_000,
        stock: 5,
        status: 'active',
        category_id: category.id,
        brand_id: brand.id,
        ...overrides,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: number; sku: string; slug: string; version: number; name: string };
  }

  const upload = (csv: string, headers: Record<string, string> = editor) =>
    shop.app.inject({ method: 'POST', url: '/api/admin/product-imports', headers: { ...headers, 'content-type': 'text/csv' }, payload: csv });

  async function preview(csv: string): Promise<Preview> {
    const response = await upload(csv);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  }

  const apply = (id: number, headers: Record<string, string> = editor) =>
    shop.app.inject({ method: 'POST', url: `/api/admin/product-imports/${id}/apply`, headers });

  const productBySku = async (value: string) => (await shop.db.select().from(products).where(eq(products.sku, value)))[0];

  it('refuses a caller without a staff session, an order handler and a customer', async () => {
    const csv = 'sku,stock\nX-1,1\n';
    const calls = [
      { method: 'GET' as const, url: '/api/admin/products/export.csv' },
      { method: 'POST' as const, url: '/api/admin/product-imports', payload: csv, extra: { 'content-type': 'text/csv' } },
      { method: 'GET' as const, url: '/api/admin/product-imports/1' },
      { method: 'POST' as const, url: '/api/admin/product-imports/1/apply' },
      { method: 'PATCH' as const, url: '/api/admin/products', payload: { items: [{ id: 1, version: 1, stock: 1 }] } },
    ];
    const customer = await registerCustomer(shop.app);
    for (const call of calls) {
      const base = { method: call.method, url: call.url, ...(call.payload ? { payload: call.payload } : {}) };
      expect((await shop.app.inject({ ...base, headers: { ...call.extra } })).statusCode, call.url).toBe(401);
      expect((await shop.app.inject({ ...base, headers: { ...orderHandler, ...call.extra } })).statusCode, call.url).toBe(403);
      expect((await shop.app.inject({ ...base, headers: { ...customer.auth, ...call.extra } })).statusCode, call.url).toBe(403);
    }
  });

  it('exports the filtered products with slugs for category and brand, formulas disarmed and numbers plain', async () => {
    const risky = await createProduct({ name: '=HYPERLINK("http://evil.test","click")', sale_price: 9_000, short_description: '@SUM(1+1)' });
    const response = await shop.app.inject({ method: 'GET', url: `/api/admin/products/export.csv?q=${encodeURIComponent(risky.sku)}`, headers: editor });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers['cache-control']).toBe('no-store');
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toBe(
      'sku,name,slug,type,status,retail_price,sale_price,regular_price,stock,category,brand,short_description,key_features,warranty,extra_categories',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(
      `${risky.sku},"'=HYPERLINK(""http://evil.test"",""click"")",${risky.slug},simple,active,10000,9000,,5,${category.slug},${brand.slug},'@SUM(1+1),,,`,
    );
  });

  it('imports the regular (EMI) price, refusing one below the cash price on its cell', async () => {
    const product = await createProduct({ sale_price: 9_000 });
    const low = await preview(`sku,regular_price\n${product.sku},8999\n`);
    expect(low.errors).toEqual([{ row: 2, column: 'regular_price', message: EMI_MESSAGES.regularBelowCash }]);
    const good = await preview(`sku,regular_price\n${product.sku},9500\n`);
    expect(good.rows[0]!.changes).toEqual([{ column: 'regular_price', before: null, after: 9500 }]);
    expect((await apply(good.id)).statusCode).toBe(200);
    const exported = await shop.app.inject({ method: 'GET', url: `/api/admin/products/export.csv?q=${encodeURIComponent(product.sku)}`, headers: editor });
    expect(exported.body.trim().split('\n')[1]).toContain(',10000,9000,9500,');
  });

  it('exports and imports key features one a line in their cell, and the warranty, in the form’s own words', async () => {
    const product = await createProduct({ key_features: ['Intel Core i5-1235U', '8GB RAM, 512GB SSD'], warranty: '2 years official warranty' });
    const exported = await shop.app.inject({ method: 'GET', url: `/api/admin/products/export.csv?q=${encodeURIComponent(product.sku)}`, headers: editor });
    expect(exported.body).toContain(',"Intel Core i5-1235U\n8GB RAM, 512GB SSD",2 years official warranty,\n');

    const other = await createProduct();
    const header = 'sku,key_features,warranty';
    const row = `${product.sku},"  Ryzen 5 7530U\n\n16GB RAM  ",`;
    const csv = [header, row, `${other.sku},"Fine\n${'x'.repeat(151)}",`].join('\n');
    const checked = await preview(csv);
    expect(checked.errors).toEqual([{ row: 3, column: 'key_features', message: PRODUCT_EDIT_MESSAGES.keyFeatureTooLong }]);
    const good = await preview([header, row].join('\n'));
    expect(good.rows[0]!.changes).toEqual([
      { column: 'key_features', before: 'Intel Core i5-1235U\n8GB RAM, 512GB SSD', after: 'Ryzen 5 7530U\n16GB RAM' },
      { column: 'warranty', before: '2 years official warranty', after: null },
    ]);
    expect((await apply(good.id)).statusCode).toBe(200);
    expect(await productBySku(product.sku)).toMatchObject({ keyFeatures: ['Ryzen 5 7530U', '16GB RAM'], warranty: null, version: product.version + 1 });
    const [entry] = await shop.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(product.id)), eq(auditLog.action, 'import_update')));
    expect(entry).toMatchObject({ before: { warranty: '2 years official warranty' }, after: { key_features: 'Ryzen 5 7530U\n16GB RAM', warranty: null } });
  });

  it('exports extra categories as slugs separated by |, imports them back unchanged, and checks every slug of a row', async () => {
    const others = await shop.db
      .select({ id: categories.id, slug: categories.slug })
      .from(categories)
      .where(and(eq(categories.active, true), ne(categories.id, category.id)))
      .orderBy(categories.slug)
      .limit(2);
    const [first, second] = others as [{ id: number; slug: string }, { id: number; slug: string }];
    const product = await createProduct({ extra_category_ids: [second.id, first.id] });
    const listed = `${first.slug}|${second.slug}`;
    const exported = await shop.app.inject({ method: 'GET', url: `/api/admin/products/export.csv?q=${encodeURIComponent(product.sku)}`, headers: editor });
    expect(exported.body.trim().split('\n')[1]).toMatch(new RegExp(`,${listed.replace('|', '\\|')}$`));
    const back = await preview(exported.body);
    expect(back.errors).toEqual([]);
    expect(back.summary).toMatchObject({ create: 0, update: 0, unchanged: 1 });

    // The main category listed as an extra one is dropped, as the product form drops it.
    const changed = await preview(`sku,extra_categories\n${product.sku},${first.slug} | ${category.slug}\n`);
    expect(changed.rows[0]!.changes).toEqual([{ column: 'extra_categories', before: listed, after: first.slug }]);
    expect((await apply(changed.id)).statusCode).toBe(200);
    const read = (await shop.app.inject({ method: 'GET', url: `/api/admin/products/${product.id}`, headers: editor })).json().data;
    expect(read.extra_categories.map((c: { id: number }) => c.id)).toEqual([first.id]);

    const other = await createProduct();
    const wrong = await preview(`sku,extra_categories\n${product.sku},${first.slug}|no-such-shelf\n${other.sku},${first.slug}|${first.slug}\n`);
    expect(wrong.errors).toEqual([
      { row: 2, column: 'extra_categories', message: PRODUCT_CSV_MESSAGES.unknownCategory('no-such-shelf') },
      { row: 3, column: 'extra_categories', message: PRODUCT_EDIT_MESSAGES.duplicateExtraCategory },
    ]);

    const cleared = await preview(`sku,extra_categories\n${product.sku},\n`);
    expect(cleared.rows[0]!.changes).toEqual([{ column: 'extra_categories', before: first.slug, after: null }]);
  });

  it('exports every product when unfiltered, across more than one page of reads', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/admin/products/export.csv', headers: editor });
    const total = (await shop.db.select({ id: products.id }).from(products)).length;
    // Records, not lines: a product's key features are lines of one cell.
    expect(parse(response.body)).toHaveLength(total + 1);
  });

  it('previews creates, updates and unchanged rows without writing anything', async () => {
    const existing = await createProduct({ sale_price: 9_500 });
    const fresh = sku('NEW');
    const csv = [
      'sku,name,retail_price,sale_price,stock,category,brand,status',
      // Matched ignoring case.
      `${existing.sku.toLowerCase()},Csv Test Phone,12000,,8,${category.slug},${brand.slug},active`,
      `${fresh},Brand New Gadget,5000,4500,3,${category.slug},,`,
      `${existing.sku},Csv Test Phone,12000,,8,${category.slug},${brand.slug},active`,
    ].join('\n');
    const data = await preview(csv);
    expect(data.errors).toEqual([{ row: 4, column: 'sku', message: PRODUCT_CSV_MESSAGES.duplicateSku(2) }]);
    expect(data.rows).toEqual([
      {
        row: 2,
        sku: existing.sku,
        action: 'update',
        product_id: existing.id,
        changes: [
          { column: 'retail_price', before: 10_000, after: 12_000 },
          { column: 'sale_price', before: 9_500, after: null },
          { column: 'stock', before: 5, after: 8 },
        ],
      },
      {
        row: 3,
        sku: fresh,
        action: 'create',
        product_id: null,
        changes: [
          { column: 'name', before: null, after: 'Brand New Gadget' },
          { column: 'retail_price', before: null, after: 5_000 },
          { column: 'sale_price', before: null, after: 4_500 },
          { column: 'stock', before: null, after: 3 },
          { column: 'category', before: null, after: category.slug },
          { column: 'status', before: null, after: 'hidden' },
        ],
      },
    ]);
    expect(await productBySku(fresh)).toBeUndefined();
    expect((await productBySku(existing.sku))!.retailPrice).toBe(10_000);
  });

  it('names the row and column of every mistake, in the form’s own words', async () => {
    const existing = await createProduct();
    const csv = [
      'sku,name,retail_price,sale_price,stock,category,brand,status,type',
      `${sku()},,100,,1,,,,`,
      `${sku()},Fine Name,abc,,1,,,,`,
      `${sku()},Fine Name,100,200,1,,,,`,
      `${sku()},Fine Name,100,,-2,,,,`,
      `${sku()},Fine Name,100,,1,no-such-category,no-such-brand,,`,
      `${sku()},Fine Name,100,,1,,,deleted,`,
      `${existing.sku},,,,,,,,hybrid`,
      'bad sku!,Fine Name,100,,1,,,,',
      `${sku()},Too,Many,Cells,1,,,,,`,
    ].join('\n');
    const data = await preview(csv);
    expect(data.errors).toEqual([
      { row: 2, column: 'name', message: PRODUCT_EDIT_MESSAGES.nameRequired },
      { row: 3, column: 'retail_price', message: PRODUCT_EDIT_MESSAGES.price },
      { row: 4, column: 'sale_price', message: PRODUCT_EDIT_MESSAGES.saleAboveRetail },
      { row: 5, column: 'stock', message: PRODUCT_EDIT_MESSAGES.stock },
      { row: 6, column: 'category', message: PRODUCT_CSV_MESSAGES.unknownCategory('no-such-category') },
      { row: 6, column: 'brand', message: PRODUCT_CSV_MESSAGES.unknownBrand('no-such-brand') },
      { row: 7, column: 'status', message: PRODUCT_EDIT_MESSAGES.status },
      { row: 8, column: 'type', message: PRODUCT_EDIT_MESSAGES.hybridNeedsVariant },
      { row: 9, column: 'sku', message: PRODUCT_EDIT_MESSAGES.skuShape },
      { row: 10, column: '', message: 'This row has 10 cells; the header names 9 columns.' },
    ]);
    expect(data.summary.rows_with_errors).toBe(9);
  });

  it('refuses a file whose header names a column it does not know', async () => {
    const data = await preview('sku,price,colour\nA-1,100,red\n');
    expect(data.errors).toEqual([
      { row: 1, column: 'price', message: PRODUCT_CSV_MESSAGES.unknownColumn('price') },
      { row: 1, column: 'colour', message: PRODUCT_CSV_MESSAGES.unknownColumn('colour') },
    ]);
    const noSku = await preview('name,stock\nThing,1\n');
    expect(noSku.errors).toEqual([{ row: 1, column: 'sku', message: PRODUCT_CSV_MESSAGES.skuColumnRequired }]);
  });

  it('changes nothing when one row is bad, and names that row', async () => {
    const existing = await createProduct();
    const fresh = sku('NEW');
    const data = await preview(
      ['sku,name,retail_price,stock', `${existing.sku},Renamed By Import,11000,7`, `${fresh},Good New Row,900,2`, `${sku()},Bad Row,900,-1`].join('\n'),
    );
    expect(data.errors).toEqual([{ row: 4, column: 'stock', message: PRODUCT_EDIT_MESSAGES.stock }]);
    const refused = await apply(data.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ success: false, message: PRODUCT_CSV_MESSAGES.hasErrors(1), errors: { '4.stock': [PRODUCT_EDIT_MESSAGES.stock] } });
    const after = (await productBySku(existing.sku))!;
    expect(after).toMatchObject({ name: existing.name, retailPrice: 10_000, stockQuantity: 5, version: existing.version });
    expect(await productBySku(fresh)).toBeUndefined();
  });

  it('applies creates and updates in one go: versions move on, audit rows are written, the shop shows them at once', async () => {
    const existing = await createProduct({ name: 'Plumbeous Import Kettle' });
    // The storefront now holds the product in its caches.
    expect((await shop.app.inject({ method: 'GET', url: `/api/products/${existing.id}` })).json().data.price).toBe(10_000);
    const fresh = sku('NEW');
    const shown = sku('NEW');
    const csv = [
      'sku,name,slug,retail_price,sale_price,stock,category,brand,status,short_description',
      `${existing.sku},Plumbeous Import Kettle,,10000,8000,9,${category.slug},${brand.slug},active,`,
      `${fresh},Hidden Import Gadget,,3000,,4,,,,`,
      `${shown},Shown Import Gadget,shown-gadget,3000,,4,${category.slug},${brand.slug},active,'=1+1`,
    ].join('\n');
    const data = await preview(csv);
    expect(data.errors).toEqual([]);
    expect(data.summary).toEqual({ create: 2, update: 1, unchanged: 0, rows_with_errors: 0 });
    const applied = await apply(data.id);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data).toEqual({ created: 2, updated: 1, unchanged: 0 });

    const updated = (await productBySku(existing.sku))!;
    expect(updated).toMatchObject({ salePrice: 8_000, stockQuantity: 9, version: existing.version + 1 });
    expect((await shop.app.inject({ method: 'GET', url: `/api/products/${existing.id}` })).json().data.price).toBe(8_000);
    const hidden = (await productBySku(fresh))!;
    expect(hidden).toMatchObject({ name: 'Hidden Import Gadget', status: 0, retailPrice: 3_000, stockQuantity: 4, categoryId: null });
    expect(hidden.slug).toBe(`hidden-import-gadget-${hidden.id}`);
    const visible = (await productBySku(shown))!;
    expect(visible).toMatchObject({ status: 1, slug: `shown-gadget-${visible.id}`, shortDescription: '=1+1', categoryId: category.id, brandId: brand.id });

    const audits = await shop.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), inArray(auditLog.entityId, [String(existing.id), String(hidden.id)])));
    expect(audits.map((entry) => entry.action).sort()).toEqual(['create', 'import_create', 'import_update']);
    const update = audits.find((entry) => entry.action === 'import_update')!;
    expect(update.before).toEqual({ sale_price: null, stock: 5 });
    expect(update.after).toEqual({ sale_price: 8_000, stock: 9, import_id: data.id, import_row: 2 });

    const again = await apply(data.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PRODUCT_CSV_MESSAGES.alreadyApplied);
  });

  it('checks the file again when applying: a change made since the preview can make a row wrong', async () => {
    const existing = await createProduct({ stock: 10 });
    const data = await preview(`sku,stock\n${existing.sku},1\n`);
    expect(data.errors).toEqual([]);
    await shop.db.update(products).set({ stockReserved: 3 }).where(eq(products.id, existing.id));
    const refused = await apply(data.id);
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['2.stock']);
    expect((await productBySku(existing.sku))!.stockQuantity).toBe(10);
  });

  it('reads the file from a multipart form, says which import a missing id is, and refuses a file too large', async () => {
    const existing = await createProduct();
    const boundary = 'csvboundary';
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="prices.csv"',
      'Content-Type: text/csv',
      '',
      `sku,stock\n${existing.sku},6`,
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/admin/product-imports',
      headers: { ...editor, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ file_name: 'prices.csv', summary: { update: 1 } });
    const again = await shop.app.inject({ method: 'GET', url: `/api/admin/product-imports/${response.json().data.id}`, headers: editor });
    expect(again.json().data.rows[0].changes).toEqual([{ column: 'stock', before: 5, after: 6 }]);
    const missing = await shop.app.inject({ method: 'GET', url: '/api/admin/product-imports/99999999', headers: editor });
    expect(missing.statusCode).toBe(404);
    const empty = await upload('');
    expect(empty.statusCode).toBe(422);
    const tooLarge = await upload(`sku\n${'A'.repeat(PRODUCT_CSV_LIMITS.bytes)}\n`);
    expect(tooLarge.statusCode).toBe(413);
  });

  it('refuses a file that is not text, such as a picture chosen by mistake, without a server error', async () => {
    const boundary = 'pngboundary';
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWM4w8CAFWEXHbQSACD0MwEDk/f8AAAAAElFTkSuQmCC',
      'base64',
    );
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`;
    const asForm = await shop.app.inject({
      method: 'POST',
      url: '/api/admin/product-imports',
      headers: { ...editor, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    });
    expect(asForm.statusCode, asForm.body).toBe(422);
    expect(asForm.json().errors.file[0]).toMatch(/not a CSV file/);
    const asBody = await upload('sku,name\nA-1,Nul\u0000byte\n');
    expect(asBody.statusCode, asBody.body).toBe(422);
  });

  it('bulk-edits prices and stock all or nothing, naming the item and field of each mistake', async () => {
    const first = await createProduct();
    const second = await createProduct();
    const patch = (items: object[]) => shop.app.inject({ method: 'PATCH', url: '/api/admin/products', headers: editor, payload: { items } });

    const refused = await patch([
      { id: first.id, version: first.version, retail_price: 9_000 },
      { id: second.id, version: second.version, sale_price: 20_000 },
      { id: second.id, version: second.version, stock: -1 },
    ]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ 'items.2.stock': [PRODUCT_EDIT_MESSAGES.stock] });
    const overSale = await patch([
      { id: first.id, version: first.version, retail_price: 9_000 },
      { id: second.id, version: second.version, sale_price: 20_000 },
    ]);
    expect(overSale.statusCode).toBe(422);
    expect(overSale.json().errors).toEqual({ 'items.1.sale_price': [PRODUCT_EDIT_MESSAGES.saleAboveRetail] });
    expect((await productBySku(first.sku))!.retailPrice).toBe(10_000);

    const saved = await patch([
      { id: first.id, version: first.version, retail_price: 9_000, sale_price: 8_500 },
      { id: second.id, version: second.version, stock: 40 },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual([
      { id: first.id, version: first.version + 1 },
      { id: second.id, version: second.version + 1 },
    ]);
    expect(await productBySku(first.sku)).toMatchObject({ retailPrice: 9_000, salePrice: 8_500 });
    expect(await productBySku(second.sku)).toMatchObject({ stockQuantity: 40 });

    const stale = await patch([
      { id: first.id, version: first.version, stock: 1 },
      { id: second.id, version: second.version + 1, stock: 2 },
    ]);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(BULK_EDIT_MESSAGES.stale([first.name]));
    expect((await productBySku(second.sku))!.stockQuantity).toBe(40);
  });
});
