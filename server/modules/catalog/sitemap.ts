import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import * as t from '#server/db/schema.ts';
import { escapeMarkup } from '#server/http/escape.ts';
import { productPath } from '#domain/slug.ts';

/**
 * A sitemap file may list at most 50,000 URLs. Products fill parts of this size in id order, which
 * leaves part 1 room for the static pages, categories and brands.
 */
const PRODUCTS_PER_PART = 45_000;

interface SitemapUrl {
  path: string;
  lastmod?: Date;
}

const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function urlset(origin: string, urls: SitemapUrl[]): string {
  const entries = urls.map(
    ({ path, lastmod }) => `<url><loc>${escapeMarkup(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${XMLNS}">\n${entries.join('\n')}\n</urlset>\n`;
}

function sitemapIndex(origin: string, parts: number): string {
  const entries = Array.from({ length: parts }, (_, i) => `<sitemap><loc>${escapeMarkup(`${origin}/sitemap.xml?page=${i + 1}`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${XMLNS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

const visible = eq(t.products.status, 1);

async function productUrls(db: Database, part: number, perPart: number): Promise<SitemapUrl[]> {
  const rows = await db
    .select({ slug: t.products.slug, updatedAt: t.products.updatedAt })
    .from(t.products)
    .where(visible)
    .orderBy(asc(t.products.id))
    .limit(perPart)
    .offset((part - 1) * perPart);
  return rows.map((row) => ({ path: productPath(row.slug), lastmod: row.updatedAt }));
}

async function listingUrls(db: Database): Promise<SitemapUrl[]> {
  const [categories, brands] = await Promise.all([
    db
      .select({ slug: t.categories.slug, updatedAt: t.categories.updatedAt })
      .from(t.categories)
      .where(eq(t.categories.active, true))
      .orderBy(asc(t.categories.id)),
    db.select({ slug: t.brands.slug, updatedAt: t.brands.updatedAt }).from(t.brands).where(eq(t.brands.active, true)).orderBy(asc(t.brands.id)),
  ]);
  return [
    ...categories.map((row) => ({ path: `/shop/category/${encodeURIComponent(row.slug)}`, lastmod: row.updatedAt })),
    ...brands.map((row) => ({ path: `/shop/brand/${encodeURIComponent(row.slug)}`, lastmod: row.updatedAt })),
  ];
}

/**
 * `/sitemap.xml` (page null) or one of its parts: a single URL set while the catalogue fits one
 * file, else an index of parts. Null for a part that does not exist.
 */
export async function renderSitemap(
  db: Database,
  {
    origin,
    staticPaths,
    page,
    productsPerPart = PRODUCTS_PER_PART,
  }: { origin: string; staticPaths: readonly string[]; page: string | null; productsPerPart?: number },
): Promise<string | null> {
  const [totals] = await db.select({ products: count() }).from(t.products).where(visible);
  const parts = Math.max(1, Math.ceil((totals?.products ?? 0) / productsPerPart));
  if (page === null && parts > 1) return sitemapIndex(origin, parts);
  const part = page === null ? 1 : Number(page);
  if (!Number.isInteger(part) || part < 1 || part > parts) return null;
  const [first, products] = await Promise.all([part === 1 ? listingUrls(db) : Promise.resolve([]), productUrls(db, part, productsPerPart)]);
  const statics = part === 1 ? staticPaths.map((path) => ({ path })) : [];
  return urlset(origin, [...statics, ...first, ...products]);
}
