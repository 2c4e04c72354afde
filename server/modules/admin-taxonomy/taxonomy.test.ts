import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, ne } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_MESSAGES } from '#domain/brand-edit.ts';
import { CATEGORY_MESSAGES } from '#domain/category-edit.ts';
import { PRODUCT_IMAGE_MESSAGES } from '#domain/product-images.ts';
import { auditLog, brands, categories, products } from '#server/db/schema.ts';
import { registerCustomer } from '#server/test/accounts.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { enrolledStaff } from '#server/test/staff.ts';

// The back office's category tree and brands, called as a signed-in catalogue editor; what the
// storefront shows after a change is read through the storefront's own API in the same process.

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

interface Category {
  id: number;
  name: string;
  slug: string;
  icon: string | null;
  parent_id: number | null;
  position: number;
  active: boolean;
  is_featured: boolean;
  product_count: number;
  child_count: number;
  updated_at: string;
}

interface Node extends Category {
  total_product_count: number;
  children: Node[];
}

interface Brand {
  id: number;
  name: string;
  slug: string;
  logo_url: string | null;
  position: number;
  product_count: number;
  updated_at: string;
}

const unique = () => randomBytes(4).toString('hex');

/** A one-file multipart body, as a browser's FormData sends it. */
function logoForm(bytes: Buffer, field = 'logo') {
  const boundary = `----dokan${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

// A colour of its own for every picture: the media folder is shared by every suite and file names come from the content.
const png = () =>
  sharp({ create: { width: 120, height: 60, channels: 3, background: { r: randomInt(256), g: randomInt(256), b: randomInt(256) } } })
    .png()
    .toBuffer();

describe.each(databaseKinds)('back-office categories and brands on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  let editor: Record<string, string>;
  let orderHandler: Record<string, string>;

  beforeAll(async () => {
    shop = await openTestApp(kind);
    editor = { cookie: (await enrolledStaff(shop.app, shop.services, 'catalogue_editor')).cookie };
    orderHandler = { cookie: (await enrolledStaff(shop.app, shop.services, 'order_handler')).cookie };
  }, 120_000);
  afterAll(() => shop?.close());

  const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = editor) =>
    shop.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  async function addCategory(body: Record<string, unknown>): Promise<Category> {
    const response = await call('POST', '/api/admin/categories', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  }

  async function addBrand(body: Record<string, unknown>): Promise<Brand> {
    const response = await call('POST', '/api/admin/brands', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  }

  const childrenOf = async (parentId: number) => {
    const tree: Node[] = (await call('GET', '/api/admin/categories')).json().data;
    const find = (nodes: Node[]): Node | undefined =>
      nodes.flatMap((node) => (node.id === parentId ? [node] : [find(node.children)].flatMap((n) => n ?? [])))[0];
    return find(tree)!.children;
  };

  it('refuses a caller without a staff session, an order handler and a customer', async () => {
    for (const url of ['/api/admin/categories', '/api/admin/brands']) {
      expect((await call('GET', url, undefined, {})).statusCode).toBe(401);
      expect((await call('GET', url, undefined, orderHandler)).statusCode).toBe(403);
      expect((await call('POST', url, { name: 'Nope' }, orderHandler)).statusCode).toBe(403);
    }
    const customer = await registerCustomer(shop.app);
    expect((await call('GET', '/api/admin/categories', undefined, customer.auth)).statusCode).toBe(403);
    expect((await call('PATCH', '/api/admin/brands/1', { name: 'Nope' }, customer.auth)).statusCode).toBe(403);
  });

  it('adds, reads, renames and deletes a category, with the slug made from the name and an audit row each time', async () => {
    const tag = unique();
    const created = await addCategory({ name: `Smart Kettles ${tag}`, icon: 'plug-zap' });
    expect(created).toMatchObject({ slug: `smart-kettles-${tag}`, icon: 'plug-zap', parent_id: null, active: true, is_featured: false, product_count: 0 });
    expect((await call('GET', `/api/admin/categories/${created.id}`)).json().data).toEqual(created);

    const renamed = await call('PATCH', `/api/admin/categories/${created.id}`, {
      name: `Kettles ${tag}`,
      slug: '',
      is_featured: true,
      updated_at: created.updated_at,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: `Kettles ${tag}`, slug: `kettles-${tag}`, is_featured: true });

    const stale = await call('PATCH', `/api/admin/categories/${created.id}`, { name: 'Late', updated_at: created.updated_at });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(CATEGORY_MESSAGES.stale);

    expect((await call('DELETE', `/api/admin/categories/${created.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/categories/${created.id}`)).statusCode).toBe(404);
    const actions = await shop.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'category'), eq(auditLog.entityId, String(created.id))));
    expect(actions.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
  });

  it('shows a renamed or hidden category in the storefront at once', async () => {
    const [category] = await shop.db.select().from(categories).where(eq(categories.active, true)).limit(1);
    const names = async () => {
      const flat = (nodes: { name: string; children: unknown[] }[]): string[] =>
        nodes.flatMap((node) => [node.name, ...flat(node.children as { name: string; children: unknown[] }[])]);
      return flat((await call('GET', '/api/categories', undefined, {})).json().data);
    };
    expect(await names()).toContain(category!.name);
    const name = `Renamed ${unique()}`;
    expect((await call('PATCH', `/api/admin/categories/${category!.id}`, { name })).statusCode).toBe(200);
    expect(await names()).toContain(name);
    expect((await call('PATCH', `/api/admin/categories/${category!.id}`, { active: false })).statusCode).toBe(200);
    expect(await names()).not.toContain(name);
    await call('PATCH', `/api/admin/categories/${category!.id}`, { active: true, name: category!.name, slug: category!.slug });
  });

  it('hides the categories under a hidden one in the storefront instead of showing them at the top', async () => {
    const parent = await addCategory({ name: `Outer ${unique()}` });
    const child = await addCategory({ name: `Inner ${unique()}`, parent_id: parent.id });
    const storefrontIds = async () => {
      const flat = (nodes: { id: number; children: unknown[] }[]): number[] =>
        nodes.flatMap((node) => [node.id, ...flat(node.children as { id: number; children: unknown[] }[])]);
      return flat((await call('GET', '/api/categories', undefined, {})).json().data);
    };
    expect(await storefrontIds()).toEqual(expect.arrayContaining([parent.id, child.id]));
    await call('PATCH', `/api/admin/categories/${parent.id}`, { active: false });
    expect(await storefrontIds()).not.toContain(child.id);
  });

  it('answers 422 on the field that is wrong: empty name, bad or taken slug, unknown icon or parent', async () => {
    const taken = (await shop.db.select({ slug: categories.slug }).from(categories).limit(1))[0]!.slug;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', CATEGORY_MESSAGES.nameRequired],
      [{ name: 'Fine', slug: 'Not A Slug' }, 'slug', CATEGORY_MESSAGES.slugShape],
      [{ name: 'Fine', slug: taken }, 'slug', CATEGORY_MESSAGES.slugTaken],
      [{ name: '!!!' }, 'slug', CATEGORY_MESSAGES.slugFromNothing],
      [{ name: 'Fine', icon: 'https://example.com/x.png' }, 'icon', CATEGORY_MESSAGES.icon],
      [{ name: 'Fine', parent_id: 2_000_000 }, 'parent_id', CATEGORY_MESSAGES.parent],
    ];
    for (const [body, field, message] of cases) {
      const response = await call('POST', '/api/admin/categories', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors[field], JSON.stringify(body)).toEqual([message]);
    }
  });

  it('refuses to move a category under itself or its own subcategory, and moves it elsewhere', async () => {
    const tag = unique();
    const top = await addCategory({ name: `Top ${tag}` });
    const middle = await addCategory({ name: `Middle ${tag}`, parent_id: top.id });
    const bottom = await addCategory({ name: `Bottom ${tag}`, parent_id: middle.id });
    for (const [parent, message] of [
      [top.id, CATEGORY_MESSAGES.parentIsSelf],
      [bottom.id, CATEGORY_MESSAGES.parentIsDescendant],
      [middle.id, CATEGORY_MESSAGES.parentIsDescendant],
    ] as const) {
      const refused = await call('PATCH', `/api/admin/categories/${top.id}`, { parent_id: parent });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.parent_id).toEqual([message]);
    }
    const moved = await call('PUT', `/api/admin/categories/${bottom.id}/position`, { parent_id: top.id, position: 0 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await childrenOf(top.id)).map((node) => [node.name, node.position])).toEqual([
      [`Bottom ${tag}`, 0],
      [`Middle ${tag}`, 1],
    ]);
    expect((await childrenOf(middle.id)).length).toBe(0);
  });

  it('reorders siblings by renumbering them 0, 1, 2… in one change', async () => {
    const parent = await addCategory({ name: `Parent ${unique()}` });
    const first = await addCategory({ name: 'A', slug: `a-${unique()}`, parent_id: parent.id });
    const second = await addCategory({ name: 'B', slug: `b-${unique()}`, parent_id: parent.id });
    const third = await addCategory({ name: 'C', slug: `c-${unique()}`, parent_id: parent.id });
    const reordered = await call('PATCH', `/api/admin/categories/${third.id}`, { position: 0 });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect((await childrenOf(parent.id)).map((node) => [node.name, node.position])).toEqual([
      ['C', 0],
      ['A', 1],
      ['B', 2],
    ]);
    await call('PUT', `/api/admin/categories/${first.id}/position`, { parent_id: parent.id, position: 99 });
    expect((await childrenOf(parent.id)).map((node) => node.id)).toEqual([third.id, second.id, first.id]);
  });

  it('refuses to delete a category with subcategories or products, saying what to do instead', async () => {
    const parent = await addCategory({ name: `Full ${unique()}` });
    const child = await addCategory({ name: `Child ${unique()}`, parent_id: parent.id });
    const withChild = await call('DELETE', `/api/admin/categories/${parent.id}`);
    expect(withChild.statusCode).toBe(409);
    expect(withChild.json().message).toBe(CATEGORY_MESSAGES.hasChildren(1));
    const [product] = await shop.db.select({ id: products.id }).from(products).limit(1);
    await shop.db.update(products).set({ categoryId: child.id }).where(eq(products.id, product!.id));
    const withProduct = await call('DELETE', `/api/admin/categories/${child.id}`);
    expect(withProduct.statusCode).toBe(409);
    expect(withProduct.json().message).toBe(CATEGORY_MESSAGES.hasProducts(1));
    expect((await call('GET', `/api/admin/categories/${parent.id}`)).json().data).toMatchObject({ child_count: 1, product_count: 0 });
  });

  it('adds, orders, renames and deletes a brand, refusing a taken slug and a brand with products', async () => {
    const tag = unique();
    const brand = await addBrand({ name: `Acme ${tag}`, position: 0 });
    expect(brand).toMatchObject({ slug: `acme-${tag}`, position: 0, logo_url: null, product_count: 0 });
    const storefront = (await call('GET', '/api/brands', undefined, {})).json().data as { name: string }[];
    expect(storefront[0]!.name).toBe(`Acme ${tag}`);

    const [other] = await shop.db.select({ slug: brands.slug }).from(brands).where(ne(brands.id, brand.id)).limit(1);
    const taken = await call('PATCH', `/api/admin/brands/${brand.id}`, { slug: other!.slug });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.slug).toEqual([BRAND_MESSAGES.slugTaken]);

    const moved = await call('PATCH', `/api/admin/brands/${brand.id}`, { position: 2, is_featured: true });
    expect(moved.json().data).toMatchObject({ position: 2 });
    const featured = (await call('GET', '/api/typesense/featured-brands', undefined, {})).json().data as { id: number }[];
    expect(featured.map((row) => row.id)).toContain(brand.id);

    const [used] = await shop.db.select({ id: brands.id }).from(brands).innerJoin(products, eq(products.brandId, brands.id)).limit(1);
    const refused = await call('DELETE', `/api/admin/brands/${used!.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/hide the brand instead/);
    expect((await call('DELETE', `/api/admin/brands/${brand.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/brands/${brand.id}`)).statusCode).toBe(404);
  });

  it('takes a logo checked by its content and re-encoded, refuses anything else, and removes it', async () => {
    const brand = await addBrand({ name: `Logo ${unique()}` });
    const upload = (bytes: Buffer, field?: string) => {
      const form = logoForm(bytes, field);
      return shop.app.inject({ method: 'POST', url: `/api/admin/brands/${brand.id}/logo`, headers: { ...editor, ...form.headers }, payload: form.payload });
    };
    const notAnImage = await upload(Buffer.from('<html>not a picture</html>'));
    expect(notAnImage.statusCode).toBe(422);
    expect(notAnImage.json().errors.logo).toEqual([PRODUCT_IMAGE_MESSAGES.unsupported]);
    const noFile = await upload(await png(), 'something-else');
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().errors.logo).toEqual([BRAND_MESSAGES.logoRequired]);

    const first = await upload(await png());
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl = first.json().data.logo_url as string;
    expect(firstUrl).toMatch(new RegExp(`^/media/uploads/brands/${brand.id}/logo-[0-9a-f]+-card\\.webp$`));
    const file = (url: string) => path.join(shop.dataDir, 'media', url.replace(/^\/media\//, ''));
    expect((await sharp(await fs.readFile(file(firstUrl))).metadata()).format).toBe('webp');
    const storefront = (await call('GET', '/api/brands', undefined, {})).json().data as { id: number; logo_url: string | null }[];
    expect(storefront.find((row) => row.id === brand.id)?.logo_url).toBe(firstUrl);

    const second = await upload(await png());
    const secondUrl = second.json().data.logo_url as string;
    expect(secondUrl).not.toBe(firstUrl);
    await expect(fs.access(file(firstUrl))).rejects.toThrow();

    const removed = await call('DELETE', `/api/admin/brands/${brand.id}/logo`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.logo_url).toBeNull();
    await expect(fs.access(file(secondUrl))).rejects.toThrow();
    expect((await call('DELETE', `/api/admin/brands/${brand.id}/logo`)).statusCode).toBe(409);
  });
});
