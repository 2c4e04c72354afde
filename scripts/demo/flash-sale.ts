import { count, inArray } from 'drizzle-orm';
import { effectivePrices } from '#domain/pricing.ts';
import type { Database } from '#server/db/client.ts';
import * as t from '#server/db/schema.ts';
import type { DemoCatalogue } from './types.ts';

const DAY_MS = 86_400_000;
/** How long the demo flash sale runs from the moment it is written. */
export const DEMO_FLASH_SALE_DAYS = 7;
const DEMO_FLASH_SALE_PRODUCTS = 8;
const DEMO_FLASH_SALE_TITLE = 'Flash Sale';

/** A flash price 15% under the product's normal price, in whole tens of taka as shops here price. */
function demoFlashPrice(normalPrice: number): number {
  return Math.max(10, Math.floor((normalPrice * 0.85) / 10) * 10);
}

/** The demo catalogue's best sellers that can take part: sold without options, priced and in stock. */
function demoFlashSaleProducts(catalogue: DemoCatalogue) {
  return catalogue.products
    .filter((product) => !product.variants?.length && product.retailPrice > 0 && product.stock > 0)
    .sort((a, b) => b.salesCount - a.salesCount || a.sku.localeCompare(b.sku))
    .slice(0, DEMO_FLASH_SALE_PRODUCTS)
    .map((product) => {
      const normal = effectivePrices(product.retailPrice, product.salePrice).price;
      return { sku: product.sku, flashPrice: demoFlashPrice(normal), normalPrice: normal };
    })
    .filter((product) => product.flashPrice < product.normalPrice);
}

/**
 * Gives the demo shop one flash sale, running from now for DEMO_FLASH_SALE_DAYS, when the database
 * has never had one and holds the demo products. It never moves or renews a sale: a data folder
 * whose demo sale has ended keeps showing that it ended (a sale that restarted itself at every
 * start would promise a deadline it never keeps). Start from a fresh data folder for a running one.
 * A shop with its own catalogue has none of the demo SKUs and is left alone.
 * Answers how many products were put on sale.
 */
export async function seedDemoFlashSale(db: Database, catalogue: DemoCatalogue, now = new Date()): Promise<number> {
  const picks = demoFlashSaleProducts(catalogue);
  return db.transaction(async (tx) => {
    // Two servers starting on one database at once hold the startup lock; this keeps a re-run harmless.
    const [existing] = await tx.select({ n: count() }).from(t.flashSales);
    if ((existing?.n ?? 0) > 0) return 0;
    const found = await tx
      .select({ id: t.products.id, sku: t.products.sku })
      .from(t.products)
      .where(
        inArray(
          t.products.sku,
          picks.map((pick) => pick.sku),
        ),
      );
    if (found.length === 0) return 0;
    const idBySku = new Map(found.map((row) => [row.sku, row.id]));
    const [sale] = await tx
      .insert(t.flashSales)
      .values({ title: DEMO_FLASH_SALE_TITLE, startsAt: now, endsAt: new Date(now.getTime() + DEMO_FLASH_SALE_DAYS * DAY_MS) })
      .returning({ id: t.flashSales.id });
    const items = picks.flatMap((pick) => {
      const productId = idBySku.get(pick.sku);
      return productId === undefined ? [] : [{ flashSaleId: sale!.id, productId, flashPrice: pick.flashPrice }];
    });
    await tx.insert(t.flashSaleItems).values(items);
    return items.length;
  });
}
