import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { keyFeaturesCell, PRODUCT_CSV_COLUMNS, PRODUCT_CSV_LIST_SEPARATOR, type ProductCsvColumn } from '#domain/product-csv.ts';
import type { Database } from '#server/db/client.ts';
import * as t from '#server/db/schema.ts';
import { spreadsheetSafe } from '#server/http/csv.ts';
import { type AdminProductFilters, productListWhere, statusName } from '#server/modules/admin-products/service.ts';

const p = t.products;

/** Products read per query: the export never holds more than this many rows. */
const PAGE = 1_000;

type Cell = string | number | null;

async function* productRows(db: Database, filters: AdminProductFilters): AsyncGenerator<Record<ProductCsvColumn, Cell>> {
  const where = productListWhere(filters);
  let after = 0;
  for (;;) {
    // By id, from the last one written: each page is an index read however far into the catalogue it is.
    const page = await db
      .select({
        id: p.id,
        sku: p.sku,
        name: p.name,
        slug: p.slug,
        type: p.type,
        status: p.status,
        retailPrice: p.retailPrice,
        salePrice: p.salePrice,
        regularPrice: p.regularPrice,
        stock: p.stockQuantity,
        category: t.categories.slug,
        brand: t.brands.slug,
        shortDescription: p.shortDescription,
        keyFeatures: p.keyFeatures,
        warranty: p.warranty,
        // In slug order, as the import compares them, so an export imported back changes nothing.
        extraCategories: sql<string | null>`(SELECT string_agg(xc.slug, ${PRODUCT_CSV_LIST_SEPARATOR}::text ORDER BY xc.slug)
          FROM product_extra_categories x JOIN categories xc ON xc.id = x.category_id WHERE x.product_id = ${p.id})`,
      })
      .from(p)
      .leftJoin(t.categories, eq(t.categories.id, p.categoryId))
      .leftJoin(t.brands, eq(t.brands.id, p.brandId))
      .where(where ? and(where, gt(p.id, after)) : gt(p.id, after))
      .orderBy(asc(p.id))
      .limit(PAGE);
    for (const row of page) {
      yield {
        sku: row.sku,
        name: row.name,
        slug: row.slug,
        type: row.type,
        status: statusName(row.status),
        retail_price: row.retailPrice,
        sale_price: row.salePrice,
        regular_price: row.regularPrice,
        stock: row.stock,
        category: row.category,
        brand: row.brand,
        short_description: row.shortDescription,
        key_features: row.keyFeatures.length > 0 ? keyFeaturesCell(row.keyFeatures) : null,
        warranty: row.warranty,
        extra_categories: row.extraCategories,
      };
    }
    if (page.length < PAGE) return;
    after = page.at(-1)!.id;
  }
}

/** Every product the filters select, oldest first, as a CSV stream with a header row. */
export function productCsvStream(db: Database, filters: AdminProductFilters): Readable {
  const csv = stringify({
    header: true,
    columns: [...PRODUCT_CSV_COLUMNS],
    cast: { string: spreadsheetSafe },
  });
  // A failed read ends the download with an error rather than leaving a file that looks complete.
  pipeline(Readable.from(productRows(db, filters)), csv, () => {});
  return csv;
}
