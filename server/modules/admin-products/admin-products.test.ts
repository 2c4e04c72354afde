import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_EDIT_MESSAGES } from '#domain/product-edit.ts';
import { auditLog, brands, categories, products, searchTerms } from '#server/db/schema.ts';
import { API_ERROR_MESSAGES } from '#domain/messages.ts';
import { registerCustomer } from '#server/test/accounts.ts';
import { simpleProductWithStock } from '#server/test/catalogue.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { insertOrder } from '#server/test/orders.ts';
import { enrolledStaff } from '#server/test/staff.ts';
import { ADMIN_PRODUCT_MESSAGES } from './service.ts';

// The back office's product operations, called as a signed-in catalogue editor. What the
// storefront shows after a change is read through the storefront's own API.

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

interface AdminProduct {
  id: number;
  slug: string;
  sku: string;
  name: string;
  status: string;
  retail_price: number;
  sale_price: number | null;
  stock: { quantity: number; reserved: number; available: number };
  version: number;
  variants: { id: number; sku: string; stock: { quantity: number } }[];
  images: { id: number; is_primary: boolean; alt: string | null }[];
  specifications: { group: string; items: { name: string; value: string }[] }[];
  ordered: boolean;
}

describe.each(databaseKinds)('back-office products on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  let categoryId: number;
  let brandId: number;
  let editor: Record<string, string>;
  let editorId: number;
  let orderHandler: Record<string, string>;

  beforeAll(async () => {
    shop = await openTestApp(kind);
    const member = await enrolledStaff(shop.app, shop.services, 'catalogue_editor');
    editor = { cookie: member.cookie };
    editorId = member.id;
    orderHandler = { cookie: (await enrolledStaff(shop.app, shop.services, 'order_handler')).cookie };
    const [category] = await shop.db.select({ id: categories.id }).from(categories).where(eq(categories.active, true)).limit(1);
    const [brand] = await shop.db.select({ id: brands.id }).from(brands).where(eq(brands.active, true)).limit(1);
    categoryId = category!.id;
    brandId = brand!.id;
  }, 120_000);
  afterAll(() => shop?.close());

  const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = editor) =>
    shop.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  const newProduct = (overrides: Record<string, unknown> = {}) => ({
    name: 'Walton Primo Test Phone',
    sku: `TEST-${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
    retail_price: 15_000,
    sale_price: 14_000,
    stock: 12,
    status: 'active',
    category_id: categoryId,
    brand_id: brandId,
    short_description: 'A phone made for these tests.',
    specifications: [{ group: 'Warranty', items: [{ name: 'Service', value: '1 year' }] }],
    ...overrides,
  });

  async function create(overrides: Record<string, unknown> = {}): Promise<AdminProduct> {
    const response = await call('POST', '/api/admin/products', newProduct(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  }

  it('refuses a caller without a staff session, and a role that may not edit the catalogue', async () => {
    const anonymous = await call('GET', '/api/admin/products', undefined, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ success: false, message: API_ERROR_MESSAGES.unauthorized });
    const refused = await call('POST', '/api/admin/products', newProduct(), orderHandler);
    expect(refused.statusCode).toBe(403);
    const customer = await registerCustomer(shop.app);
    expect((await call('GET', '/api/admin/products', undefined, customer.auth)).statusCode).toBe(403);
  });

  it('creates a product with a slug from its name that ends in its id, findable in the shop at once', async () => {
    const product = await create({ name: 'Zyxor Quantum Blender 3000' });
    expect(product.slug).toBe(`zyxor-quantum-blender-3000-${product.id}`);
    expect(product).toMatchObject({ status: 'active', retail_price: 15_000, sale_price: 14_000, version: 1, ordered: false });
    expect(product.specifications).toEqual([{ group: 'Warranty', items: [expect.objectContaining({ name: 'Service', value: '1 year' })] }]);

    const storefront = await call('GET', `/api/products/${product.id}`, undefined, {});
    expect(storefront.statusCode).toBe(200);
    expect(storefront.json().data).toMatchObject({ name: 'Zyxor Quantum Blender 3000', price: 14_000 });
    const search = (await call('GET', '/api/typesense/search?q=zyxor', undefined, {})).json();
    expect(search.hits.map((hit: { document: { id: number } }) => hit.document.id)).toContain(product.id);

    const [entry] = await shop.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(product.id))));
    expect(entry).toMatchObject({ action: 'create', staffId: String(editorId), staffName: expect.stringContaining('catalogue_editor'), before: null });
    expect(entry!.after).toMatchObject({ sku: product.sku });
  });

  it('answers 422 with a message on each field that is wrong', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', PRODUCT_EDIT_MESSAGES.nameRequired],
      [{ name: 'x'.repeat(201) }, 'name', PRODUCT_EDIT_MESSAGES.nameTooLong],
      [{ slug: 'Not A Slug!' }, 'slug', PRODUCT_EDIT_MESSAGES.slugShape],
      [{ retail_price: -1 }, 'retail_price', PRODUCT_EDIT_MESSAGES.price],
      [{ retail_price: 99.5 }, 'retail_price', PRODUCT_EDIT_MESSAGES.price],
      [{ sale_price: 16_000 }, 'sale_price', PRODUCT_EDIT_MESSAGES.saleAboveRetail],
      [{ stock: -3 }, 'stock', PRODUCT_EDIT_MESSAGES.stock],
      [{ status: 'deleted' }, 'status', PRODUCT_EDIT_MESSAGES.status],
      [{ type: 'hybrid', variants: [] }, 'variants', PRODUCT_EDIT_MESSAGES.hybridNeedsVariant],
      [{ category_id: 2_000_000 }, 'category_id', ADMIN_PRODUCT_MESSAGES.unknownCategory],
      [{ brand_id: 2_000_000 }, 'brand_id', ADMIN_PRODUCT_MESSAGES.unknownBrand],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await call('POST', '/api/admin/products', newProduct(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(response.json().errors?.[field], JSON.stringify(overrides)).toContain(message);
    }
    const existing = await create();
    const clash = await call('POST', '/api/admin/products', newProduct({ sku: existing.sku }));
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors).toEqual({ sku: [ADMIN_PRODUCT_MESSAGES.skuTaken] });
  });

  it('saves key features and a warranty, shows them in the shop and records the change', async () => {
    const product = await create({ key_features: [' Intel Core i5-1235U ', '8GB RAM, 512GB SSD'], warranty: '2 years official warranty' });
    expect(product).toMatchObject({ key_features: ['Intel Core i5-1235U', '8GB RAM, 512GB SSD'], warranty: '2 years official warranty' });

    const changed = await call('PATCH', `/api/admin/products/${product.id}`, {
      version: product.version,
      key_features: ['8GB RAM, 512GB SSD', 'Intel Core i5-1235U', '15.6" FHD display'],
      warranty: '',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ key_features: ['8GB RAM, 512GB SSD', 'Intel Core i5-1235U', '15.6" FHD display'], warranty: null });
    expect((await call('GET', `/api/admin/products/${product.id}`)).json().data.key_features).toHaveLength(3);

    const page = (await call('GET', `/api/products/${product.id}`, undefined, {})).json().data;
    expect(page).toMatchObject({ key_features: ['8GB RAM, 512GB SSD', 'Intel Core i5-1235U', '15.6" FHD display'], warranty: null });

    const [entry] = await shop.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(product.id)), eq(auditLog.action, 'update')))
      .orderBy(desc(auditLog.id));
    expect(entry!.before).toMatchObject({ key_features: ['Intel Core i5-1235U', '8GB RAM, 512GB SSD'], warranty: '2 years official warranty' });
    expect(entry!.after).toMatchObject({ warranty: null });
  });

  it('answers 422 on the key feature or warranty to correct, and leaves the product as it was', async () => {
    const product = await create({ key_features: ['Kept'] });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ key_features: ['Fine', ''] }, 'key_features.1', PRODUCT_EDIT_MESSAGES.keyFeatureRequired],
      [{ key_features: ['x'.repeat(151)] }, 'key_features.0', PRODUCT_EDIT_MESSAGES.keyFeatureTooLong],
      [{ key_features: Array.from({ length: 11 }, (_, i) => `Point ${i}`) }, 'key_features', PRODUCT_EDIT_MESSAGES.tooManyKeyFeatures],
      [{ key_features: ['Fast', 'fast'] }, 'key_features.1', PRODUCT_EDIT_MESSAGES.keyFeatureRepeated],
      [{ warranty: 'x'.repeat(201) }, 'warranty', PRODUCT_EDIT_MESSAGES.warrantyTooLong],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await call('PATCH', `/api/admin/products/${product.id}`, { version: product.version, ...overrides });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(response.json().errors?.[field], JSON.stringify(overrides)).toContain(message);
    }
    expect((await call('GET', `/api/admin/products/${product.id}`)).json().data).toMatchObject({ key_features: ['Kept'], version: product.version });
  });

  it('refuses a slug another product already has', async () => {
    const mine = await create();
    const other = await create();
    // An older product whose stored slug happens to be the one this edit would produce.
    await shop.db
      .update(products)
      .set({ slug: `taken-name-${mine.id}` })
      .where(eq(products.id, other.id));
    const response = await call('PATCH', `/api/admin/products/${mine.id}`, { version: mine.version, slug: 'taken-name' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ slug: [ADMIN_PRODUCT_MESSAGES.slugTaken] });
  });

  it('shows a price change in the shop at once, search answers included, and records it', async () => {
    const product = await create({ name: 'Quillonic Desk Lamp' });
    // The search answer is now cached in this process.
    const first = (await call('GET', '/api/typesense/search?q=quillonic', undefined, {})).json();
    expect(first.hits[0].document.price).toBe(14_000);

    const changed = await call('PATCH', `/api/admin/products/${product.id}`, { version: product.version, sale_price: 12_500 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ sale_price: 12_500, version: product.version + 1, retail_price: 15_000 });

    const page = (await call('GET', `/api/products/${product.id}`, undefined, {})).json();
    expect(page.data.price).toBe(12_500);
    const search = (await call('GET', '/api/typesense/search?q=quillonic', undefined, {})).json();
    expect(search.hits[0].document.price).toBe(12_500);

    const [entry] = await shop.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(product.id)), eq(auditLog.action, 'update')))
      .orderBy(desc(auditLog.id));
    expect(entry!.before).toMatchObject({ sale_price: 14_000 });
    expect(entry!.after).toMatchObject({ sale_price: 12_500 });
  });

  it('writes the search document with the save that renames, so the new name finds it and the old no longer does', async () => {
    const product = await create({ name: 'Plorbix Tower Fan' });
    const renamed = await call('PATCH', `/api/admin/products/${product.id}`, {
      version: product.version,
      name: 'Glimmex Tower Fan',
      specifications: [{ group: 'Airflow', items: [{ name: 'Blades', value: 'Fronvane' }] }],
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const found = async (word: string) =>
      (await call('GET', `/api/typesense/search?q=${word}`, undefined, {})).json().hits.map((hit: { document: { id: number } }) => hit.document.id);
    expect(await found('glimmex')).toContain(product.id);
    expect(await found('fronvane')).toContain(product.id);
    expect(await found('plorbix')).not.toContain(product.id);
  });

  it('refuses a change made from a stale version with 409, leaving the other change in place', async () => {
    const product = await create();
    const first = await call('PATCH', `/api/admin/products/${product.id}`, { version: product.version, name: 'Renamed by Rahim' });
    expect(first.statusCode).toBe(200);
    const stale = await call('PATCH', `/api/admin/products/${product.id}`, { version: product.version, retail_price: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(ADMIN_PRODUCT_MESSAGES.stale);
    const now = (await call('GET', `/api/admin/products/${product.id}`)).json().data;
    expect(now).toMatchObject({ name: 'Renamed by Rahim', retail_price: 15_000, version: product.version + 1 });
  });

  it('checks a change against the whole product: a sale price above the retail price already stored is refused', async () => {
    const product = await create();
    const response = await call('PATCH', `/api/admin/products/${product.id}`, { version: product.version, retail_price: 10_000 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ sale_price: [PRODUCT_EDIT_MESSAGES.saleAboveRetail] });
  });

  it('hides and archives a product by its status, taking it out of the shop and its words out of typo correction', async () => {
    const product = await create({ name: 'Vortigaunt Speaker' });
    const terms = async () => (await shop.db.select().from(searchTerms).where(eq(searchTerms.term, 'vortigaunt'))).map((row) => row.documents);
    expect(await terms()).toEqual([1]);
    const hidden = await call('PATCH', `/api/admin/products/${product.id}`, { version: product.version, status: 'hidden' });
    expect(hidden.json().data.status).toBe('hidden');
    expect((await call('GET', `/api/products/${product.id}`, undefined, {})).statusCode).toBe(404);
    expect(await terms()).toEqual([]);
    const archived = await call('PATCH', `/api/admin/products/${product.id}`, { version: hidden.json().data.version, status: 'archived' });
    expect(archived.json().data.status).toBe('archived');
    expect((await call('GET', `/api/products/${product.id}`, undefined, {})).statusCode).toBe(404);
  });

  it('keeps variants with their own prices and stock, and refuses two with one SKU', async () => {
    const sku = `HYB-${Date.now()}`;
    const product = await create({
      sku,
      type: 'hybrid',
      variants: [
        { sku: `${sku}-BLK`, attributes: [{ name: 'Colour', value: 'Black' }], retail_price: 20_000, stock: 3 },
        { sku: `${sku}-WHT`, attributes: [{ name: 'Colour', value: 'White' }], retail_price: 21_000, sale_price: 20_500, stock: 4 },
      ],
    });
    expect(product.variants.map((variant) => [variant.sku, variant.stock.quantity])).toEqual([
      [`${sku}-BLK`, 3],
      [`${sku}-WHT`, 4],
    ]);
    // Orders hold stock on the product too, so its own count is the variants' total, not what was sent.
    expect(product.stock.quantity).toBe(7);
    const typedOver = await call('PATCH', `/api/admin/products/${product.id}`, { version: product.version, stock: 99 });
    expect(typedOver.json().data.stock.quantity).toBe(7);
    const page = (await call('GET', `/api/products/${product.id}`, undefined, {})).json();
    expect(page.data.variants.map((variant: { price: number }) => variant.price)).toEqual([20_000, 20_500]);

    const twice = await call('PATCH', `/api/admin/products/${product.id}`, {
      version: typedOver.json().data.version,
      variants: [
        { id: product.variants[0]!.id, sku: `${sku}-BLK`, attributes: [{ name: 'Colour', value: 'Black' }], retail_price: 20_000, stock: 3 },
        { sku: `${sku}-BLK`, attributes: [{ name: 'Colour', value: 'Blue' }], retail_price: 20_000, stock: 1 },
      ],
    });
    expect(twice.statusCode).toBe(422);
    expect((await call('GET', `/api/admin/products/${product.id}`)).json().data.stock.quantity).toBe(7);
    expect(twice.json().errors['variants.1.sku']).toEqual([PRODUCT_EDIT_MESSAGES.duplicateVariantSku]);
  });

  it('duplicates a product as a hidden copy with no stock and its own SKUs', async () => {
    const product = await create({ name: 'Original Router' });
    const response = await call('POST', `/api/admin/products/${product.id}/duplicate`);
    expect(response.statusCode).toBe(201);
    const copy = response.json().data as AdminProduct;
    expect(copy.id).not.toBe(product.id);
    expect(copy).toMatchObject({ name: 'Original Router (copy)', sku: `${product.sku}-COPY`, status: 'hidden', stock: { quantity: 0 } });
    expect(copy.slug).toBe(`original-router-copy-${copy.id}`);
    expect(copy.specifications).toEqual(
      product.specifications.map((group) => ({ ...group, items: group.items.map((item) => expect.objectContaining({ name: item.name, value: item.value })) })),
    );
    const again = (await call('POST', `/api/admin/products/${product.id}/duplicate`)).json().data as AdminProduct;
    expect(again.sku).toBe(`${product.sku}-COPY-2`);
  });

  it('deletes a product never ordered, and asks to archive one that was', async () => {
    const fresh = await create();
    const deleted = await call('DELETE', `/api/admin/products/${fresh.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await call('GET', `/api/admin/products/${fresh.id}`)).statusCode).toBe(404);
    const [entry] = await shop.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(fresh.id)), eq(auditLog.action, 'delete')));
    expect(entry).toMatchObject({ after: null });

    const sold = await simpleProductWithStock(shop.db, 5);
    const customer = await registerCustomer(shop.app);
    await insertOrder(shop.db, customer.customerId, { items: [{ name: sold.name, unitPrice: sold.price, productId: sold.id }] });
    const refused = await call('DELETE', `/api/admin/products/${sold.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ADMIN_PRODUCT_MESSAGES.ordered);
    expect((await call('GET', `/api/admin/products/${sold.id}`)).json().data.ordered).toBe(true);
  });

  it('lists by name or SKU, status, stock, category, brand and price, a page at a time', async () => {
    const tag = `LST${Date.now().toString(36).toUpperCase()}`;
    const made: AdminProduct[] = [];
    for (const [index, overrides] of [
      { stock: 0, status: 'hidden', retail_price: 1_000, sale_price: null },
      { stock: 3, status: 'active', retail_price: 2_000, sale_price: null },
      { stock: 50, status: 'active', retail_price: 3_000, sale_price: null },
      { stock: 50, status: 'archived', retail_price: 4_000, sale_price: null },
    ].entries())
      made.push(await create({ ...overrides, sku: `${tag}-${index}`, name: `Listing Item ${index}` }));

    const ids = async (query: string) => {
      const response = await call('GET', `/api/admin/products?q=${tag}&${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as { id: number }[]).map((row) => row.id);
    };
    const [hidden, low, plenty, archived] = made.map((product) => product.id) as [number, number, number, number];
    expect((await ids('sort=price_asc')).sort()).toEqual([hidden, low, plenty, archived].sort());
    expect(await ids('sort=price_asc')).toEqual([hidden, low, plenty, archived]);
    expect(await ids('status=hidden')).toEqual([hidden]);
    expect(await ids('status=archived')).toEqual([archived]);
    expect(await ids('stock=out')).toEqual([hidden]);
    expect(await ids('stock=low')).toEqual([low]);
    expect(await ids('stock=in&sort=price_desc')).toEqual([archived, plenty, low]);
    expect(await ids('price_min=2000&price_max=3000&sort=price_asc')).toEqual([low, plenty]);
    expect(await ids(`category=${categoryId}&brand=${brandId}&status=active&sort=price_asc`)).toEqual([low, plenty]);
    expect(await ids('brand=2000000')).toEqual([]);

    const paged = (await call('GET', `/api/admin/products?q=${tag.toLowerCase()}&sort=price_asc&per_page=3&page=2`)).json();
    expect(paged.data.map((row: { id: number }) => row.id)).toEqual([archived]);
    expect(paged.meta).toEqual({ total: 4, total_is_exact: true, current_page: 2, per_page: 3, last_page: 2 });
    expect(paged.data[0]).toMatchObject({ sku: `${tag}-3`, status: 'archived', retail_price: 4_000, stock: { available: 50 }, version: 1 });
    const beyond = (await call('GET', `/api/admin/products?q=${tag}&per_page=3&page=5`)).json();
    expect(beyond).toMatchObject({ data: [], meta: { total: 4, last_page: 2 } });

    const byName = (await call('GET', '/api/admin/products?q=listing%20item%202')).json();
    expect(byName.data.map((row: { id: number }) => row.id)).toEqual([plenty]);
  });
});
