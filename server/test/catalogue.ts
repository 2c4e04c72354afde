import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { products, productVariants } from '#server/db/schema.ts';

/**
 * A simple (no options) product with a price, its stock set to `stock` with nothing reserved. Never
 * one of the demo flash sale's, so its `price` is what it sells for.
 */
export async function simpleProductWithStock(db: Database, stock: number, skip = 0) {
  const rows = await db
    .select({ id: products.id, name: products.name, price: products.price })
    .from(products)
    .where(
      and(
        eq(products.type, 'simple'),
        eq(products.status, 1),
        gt(products.price, 0),
        sql`not exists (select 1 from flash_sale_items fi where fi.product_id = ${products.id})`,
      ),
    )
    .orderBy(products.id)
    .limit(1)
    .offset(skip);
  const product = rows[0];
  if (!product) throw new Error('the demo shop has no simple product with a price');
  await db.update(products).set({ stockQuantity: stock, stockReserved: 0 }).where(eq(products.id, product.id));
  return product;
}

/** A product with options and one of its variants, the variant's stock set to `stock`. */
export async function variantWithStock(db: Database, stock: number) {
  const [row] = await db
    .select({ productId: products.id, variantId: productVariants.id, retail: productVariants.retailPrice, sale: productVariants.salePrice })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.type, 'hybrid'), eq(products.status, 1), gt(productVariants.retailPrice, 0)))
    .orderBy(productVariants.id)
    .limit(1);
  if (!row) throw new Error('the demo shop has no product with variants');
  await db.update(productVariants).set({ stockQuantity: stock, stockReserved: 0 }).where(eq(productVariants.id, row.variantId));
  await db
    .update(products)
    .set({ stockQuantity: stock + 100, stockReserved: 0 })
    .where(eq(products.id, row.productId));
  return row;
}

export async function stockOf(db: Database, productId: number) {
  const [row] = await db.select({ quantity: products.stockQuantity, reserved: products.stockReserved }).from(products).where(eq(products.id, productId));
  return row!;
}
