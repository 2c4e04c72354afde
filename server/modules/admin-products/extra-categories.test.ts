import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_EDIT_LIMITS, PRODUCT_EDIT_MESSAGES } from '#domain/product-edit.ts';
import { auditLog, categories } from '#server/db/schema.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { enrolledStaff } from '#server/test/staff.ts';
import { ADMIN_PRODUCT_MESSAGES } from './service.ts';

// Extra categories: saved and read by the back office, and the storefront's category listings,
// filters, facets and search finding a product by them as they find it by its main category.

interface Linked {
  id: number;
  name: string;
  slug: string;
}
interface FacetCount {
  value: string;
  count: number;
}

describe.each(databaseKinds)('extra categories on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  let editor: Record<string, string>;
  let main: Linked;
  /** A new top-level category, and one below it that products get as their extra category. */
  let gaming: Linked;
  let gamingLaptops: Linked;
  const tag = randomBytes(4).toString('hex');
  /** A word no demo product has, so searches for it find only these tests' products. */
  const word = `qorvex${tag}`;

  beforeAll(async () => {
    shop = await openTestApp(kind);
    editor = { cookie: (await enrolledStaff(shop.app, shop.services, 'catalogue_editor')).cookie };
    const [existing] = await shop.db
      .select({ id: categories.id, name: categories.name, slug: categories.slug })
      .from(categories)
      .where(eq(categories.active, true))
      .limit(1);
    main = existing!;
    const [top] = await shop.db
      .insert(categories)
      .values({ name: `Gaming ${tag}`, slug: `gaming-${tag}` })
      .returning({ id: categories.id, name: categories.name, slug: categories.slug });
    gaming = top!;
    const [below] = await shop.db
      .insert(categories)
      .values({ name: `Battlestations ${tag}`, slug: `battlestations-${tag}`, parentId: gaming.id })
      .returning({ id: categories.id, name: categories.name, slug: categories.slug });
    gamingLaptops = below!;
  }, 120_000);
  afterAll(() => shop?.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, headers: Record<string, string> = editor) =>
    shop.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  const newProduct = (overrides: Record<string, unknown> = {}) => ({
    name: `Aurix ${word} Gaming Laptop`,
    sku: `XC-${randomBytes(5).toString('hex').toUpperCase()}`,
    retail_price: 150_000,
    stock: 4,
    status: 'active',
    category_id: main.id,
    ...overrides,
  });

  async function create(overrides: Record<string, unknown> = {}) {
    const response = await call('POST', '/api/admin/products', newProduct(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: number; version: number; category: Linked; extra_categories: Linked[] };
  }

  type TreeNode = { slug: string; product_count: number; children: TreeNode[] };
  const listed = async (categorySlug: string) => {
    const response = await call('GET', `/api/products?category=${categorySlug}&per_page=100`, undefined, {});
    expect(response.statusCode).toBe(200);
    return (response.json().data as { id: number }[]).map((product) => product.id);
  };
  const search = async (params: Record<string, string>) => {
    const response = await call('GET', `/api/typesense/search?${new URLSearchParams({ per_page: '100', ...params })}`, undefined, {});
    expect(response.statusCode).toBe(200);
    const body = response.json() as { found: number; hits: { document: { id: number } }[]; facet_counts: { field_name: string; counts: FacetCount[] }[] };
    return { ...body, ids: body.hits.map((hit) => hit.document.id), categoryFacet: body.facet_counts.find((f) => f.field_name === 'category')!.counts };
  };

  it('saves and reads extra categories, drops the main one from them, and audits them', async () => {
    const product = await create({ extra_category_ids: [gamingLaptops.id, main.id] });
    expect(product.category.id).toBe(main.id);
    expect(product.extra_categories).toEqual([gamingLaptops]);
    const read = (await call('GET', `/api/admin/products/${product.id}`)).json().data;
    expect(read.extra_categories).toEqual([gamingLaptops]);

    // Making an extra category the main one takes it out of the extra ones.
    const moved = await call('PATCH', `/api/admin/products/${product.id}`, { version: product.version, category_id: gamingLaptops.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ category: { id: gamingLaptops.id }, extra_categories: [] });

    const changed = await call('PATCH', `/api/admin/products/${product.id}`, {
      version: moved.json().data.version,
      category_id: main.id,
      extra_category_ids: [gaming.id, gamingLaptops.id],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(
      changed
        .json()
        .data.extra_categories.map((c: Linked) => c.id)
        .sort(),
    ).toEqual([gaming.id, gamingLaptops.id].sort());
    const [entry] = await shop.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(product.id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry!.before).toMatchObject({ extra_categories: [] });
    expect((entry!.after as { extra_categories: Linked[] }).extra_categories).toHaveLength(2);

    const copy = await call('POST', `/api/admin/products/${product.id}/duplicate`);
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json().data.extra_categories).toHaveLength(2);
  });

  it('answers 422 on the extra category that is wrong', async () => {
    const tooMany = Array.from({ length: PRODUCT_EDIT_LIMITS.extraCategories + 1 }, (_, index) => index + 1);
    const cases: [unknown, string, string][] = [
      [[gaming.id, gaming.id], 'extra_category_ids.1', PRODUCT_EDIT_MESSAGES.duplicateExtraCategory],
      [[gaming.id, 2_000_000], 'extra_category_ids.1', ADMIN_PRODUCT_MESSAGES.unknownCategory],
      [['gaming'], 'extra_category_ids.0', PRODUCT_EDIT_MESSAGES.extraCategory],
      [tooMany, 'extra_category_ids', PRODUCT_EDIT_MESSAGES.tooManyExtraCategories],
      ['gaming', 'extra_category_ids', PRODUCT_EDIT_MESSAGES.extraCategory],
    ];
    for (const [ids, field, message] of cases) {
      const response = await call('POST', '/api/admin/products', newProduct({ extra_category_ids: ids }));
      expect(response.statusCode, JSON.stringify(ids)).toBe(422);
      expect(response.json().errors?.[field], `${JSON.stringify(ids)}: ${response.body}`).toContain(message);
    }
  });

  it('lists, filters, counts and finds a product by its extra category and the categories above it, and forgets it at once', async () => {
    const product = await create({ name: `Zentrix ${word} Laptop`, extra_category_ids: [gamingLaptops.id] });

    expect(await listed(gamingLaptops.slug)).toContain(product.id);
    // A category's listing includes the categories below it, for extra categories as for the main one.
    expect(await listed(gaming.slug)).toContain(product.id);
    expect(await listed(main.slug)).toContain(product.id);

    const browsed = await search({ q: '*', categories: gaming.slug });
    expect(browsed.ids).toContain(product.id);
    const found = await search({ q: word });
    expect(found.ids).toContain(product.id);
    const counts = new Map(found.categoryFacet.map((entry) => [entry.value, entry.count]));
    expect(counts.get(gamingLaptops.slug)).toBe((await search({ q: word, categories: gamingLaptops.slug })).found);
    expect(counts.get(gamingLaptops.slug)).toBeGreaterThanOrEqual(1);
    expect(counts.get(main.slug)).toBe(found.found);

    // The extra category's name is in the search document, weighted as the main category's.
    expect((await search({ q: `battlestations ${tag}` })).ids).toContain(product.id);

    // The back office's list filters the same way.
    const staffList = (await call('GET', `/api/admin/products?category=${gaming.id}&per_page=100`)).json().data as { id: number }[];
    expect(staffList.map((row) => row.id)).toContain(product.id);

    const tree = (await call('GET', '/api/categories', undefined, {})).json().data as { slug: string; product_count: number }[];
    expect(tree.find((node) => node.slug === gaming.slug)?.product_count).toBeGreaterThanOrEqual(1);

    const dropped = await call('PATCH', `/api/admin/products/${product.id}`, { version: product.version, extra_category_ids: [] });
    expect(dropped.statusCode, dropped.body).toBe(200);
    expect(await listed(gaming.slug)).not.toContain(product.id);
    expect((await search({ q: '*', categories: gaming.slug })).ids).not.toContain(product.id);
    expect((await search({ q: `battlestations ${tag}` })).ids).not.toContain(product.id);
  });

  it('counts a product once in the category tree when it sits in a category and the one below it, as the listing does', async () => {
    const product = await create({ name: `Twice ${word} Laptop`, extra_category_ids: [gaming.id, gamingLaptops.id] });
    const tree = (await call('GET', '/api/categories', undefined, {})).json().data as TreeNode[];
    const flat = (nodes: TreeNode[]): TreeNode[] => nodes.flatMap((node) => [node, ...flat(node.children)]);
    const counted = new Map(flat(tree).map((node) => [node.slug, node.product_count]));
    for (const category of [gaming, gamingLaptops, main]) {
      const total = (await call('GET', `/api/products?category=${category.slug}&per_page=1`, undefined, {})).json().meta.total as number;
      expect(counted.get(category.slug), category.slug).toBe(total);
    }
    expect(await listed(gaming.slug)).toContain(product.id);
  });
});
