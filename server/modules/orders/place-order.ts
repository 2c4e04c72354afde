import { and, eq, gt, gte, sql } from 'drizzle-orm';
import { CART_MESSAGES } from '#domain/messages.ts';
import { lineTotal } from '#domain/order-totals.ts';
import { effectivePrices, isCallForPrice } from '#domain/pricing.ts';
import { type Database, queryRows } from '#server/db/client.ts';
import { violatesUniqueIndex } from '#server/db/errors.ts';
import { orderEvents, orderItems, orders, products, productVariants } from '#server/db/schema.ts';
import { HttpError, validationError } from '#server/http/errors.ts';
import { runningFlashPrice } from '#server/modules/catalog/flash-sale.ts';
import { productCardPathSql } from '#server/modules/media/card-images.ts';
import {
  NO_LONGER_SOLD,
  type OrderLine,
  type PricedLine,
  WRITTEN_ORDER_SELECT,
  type WrittenOrder,
  type WrittenOrderJson,
  lineError,
  mergeLines,
  newOrderFields,
  type PlaceOrderOptions,
  writtenOrderFromJson,
} from './order-lines.ts';
import { allSimple, readForSale, type SaleCheck, writeSimpleOrder } from './place-simple-order.ts';
import { priceOnEmi } from './emi-order.ts';
import { checkHoldLimits, lockHolder } from './hold-limits.ts';
import type { PlaceOrderInput } from './schemas.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Reserves each line with a conditional update (`available >= quantity`): the row lock it takes
 * makes a second buyer of the last unit wait, re-check and fail, so stock is never oversold.
 * Prices come from the database, never from the request.
 */
async function reserveLine(tx: Transaction, line: OrderLine): Promise<PricedLine> {
  const productColumns = {
    id: products.id,
    name: products.name,
    sku: products.sku,
    type: products.type,
    retail: products.retailPrice,
    sale: products.salePrice,
    status: products.status,
    flash: runningFlashPrice(sql`products.id`, sql`products.type`),
  };
  // The common case, a simple product in stock, is one statement: reserve and read in the same update.
  if (!line.variant_id) {
    const [reserved] = await tx
      .update(products)
      .set({ stockReserved: sql`${products.stockReserved} + ${line.quantity}`, updatedAt: sql`now()` })
      .where(
        and(
          eq(products.id, line.product_id),
          eq(products.status, 1),
          eq(products.type, 'simple'),
          // A price is positive exactly when the retail price is (domain/pricing.ts); call-for-price lines take the long way.
          gt(products.retailPrice, 0),
          gte(sql`${products.stockQuantity} - ${products.stockReserved}`, line.quantity),
        ),
      )
      .returning(productColumns);
    if (reserved) {
      const prices = effectivePrices(reserved.retail, reserved.sale, reserved.flash);
      if (isCallForPrice(prices.price)) throw lineError(line.index, CART_MESSAGES.callForPriceCannotBuy);
      return {
        productId: reserved.id,
        variantId: null,
        name: reserved.name,
        sku: reserved.sku,
        options: null,
        unitPrice: prices.price,
        retailPrice: prices.retailPrice,
        quantity: line.quantity,
      };
    }
  }

  // Otherwise read the product to reserve a variant, or to say why the line cannot be bought.
  const [product] = await tx.select(productColumns).from(products).where(eq(products.id, line.product_id)).limit(1);
  if (product?.status !== 1) throw lineError(line.index, NO_LONGER_SOLD);

  let variant: { id: number; sku: string; attributes: { name: string; value: string }[]; retail: number; sale: number | null } | undefined;
  if (product.type === 'hybrid') {
    if (!line.variant_id) throw lineError(line.index, `Choose the options of ${product.name}.`);
    [variant] = await tx
      .update(productVariants)
      .set({ stockReserved: sql`${productVariants.stockReserved} + ${line.quantity}`, updatedAt: sql`now()` })
      .where(
        and(
          eq(productVariants.id, line.variant_id),
          eq(productVariants.productId, product.id),
          eq(productVariants.active, true),
          gte(sql`${productVariants.stockQuantity} - ${productVariants.stockReserved}`, line.quantity),
        ),
      )
      .returning({
        id: productVariants.id,
        sku: productVariants.sku,
        attributes: productVariants.attributes,
        retail: productVariants.retailPrice,
        sale: productVariants.salePrice,
      });
    if (!variant) throw lineError(line.index, `${product.name}: ${CART_MESSAGES.outOfStock}`);
  } else if (line.variant_id) {
    throw lineError(line.index, 'This product has no options to choose.');
  }

  const prices = variant ? effectivePrices(variant.retail, variant.sale) : effectivePrices(product.retail, product.sale, product.flash);
  if (isCallForPrice(prices.price)) throw lineError(line.index, CART_MESSAGES.callForPriceCannotBuy);
  // A simple product got here only because its stock fell short.
  if (!variant) throw lineError(line.index, `${product.name}: ${CART_MESSAGES.outOfStock}`);

  // A hybrid product's own count is the sum of its variants', so it is reserved too.
  const [reserved] = await tx
    .update(products)
    .set({ stockReserved: sql`${products.stockReserved} + ${line.quantity}`, updatedAt: sql`now()` })
    .where(and(eq(products.id, product.id), gte(sql`${products.stockQuantity} - ${products.stockReserved}`, line.quantity)))
    .returning({ id: products.id });
  if (!reserved) throw lineError(line.index, `${product.name}: ${CART_MESSAGES.outOfStock}`);

  return {
    productId: product.id,
    variantId: variant.id,
    name: product.name,
    sku: variant.sku,
    options: variant.attributes,
    unitPrice: prices.price,
    retailPrice: prices.retailPrice,
    quantity: line.quantity,
  };
}

export type PlacedOrder = ({ created: true; orderId: number } & WrittenOrder) | { created: false; orderId: number };

/** Order numbers drawn before giving up (a collision is one in hundreds of millions a day). */
const ATTEMPTS = 3;

export const KEY_REUSED = 'This Idempotency-Key was already used for a different order. Send a new key for a new order.';

async function findByIdempotencyKey(db: Database, options: PlaceOrderOptions): Promise<SaleCheck['placedBefore']> {
  if (!options.idempotencyKey) return null;
  const [row] = await db
    .select({ id: orders.id, requestHash: orders.requestHash })
    .from(orders)
    .where(and(eq(orders.placedBy, options.placedBy), eq(orders.idempotencyKey, options.idempotencyKey)))
    .limit(1);
  return row ?? null;
}

/** The earlier order of a retry, or a refusal when the key came with a different request. */
function retried(placedBefore: SaleCheck['placedBefore'], options: PlaceOrderOptions): number | null {
  if (!placedBefore) return null;
  if (placedBefore.requestHash !== null && placedBefore.requestHash !== options.requestHash)
    throw validationError({ 'idempotency-key': [KEY_REUSED] }, KEY_REUSED);
  return placedBefore.id;
}

/**
 * Writes a whole order or nothing: stock reserved, prices re-read, totals computed, the first
 * timeline event written. A retried request of the same caller with the same Idempotency-Key gets
 * the order the first one created. Answers the order id and whether it is new.
 *
 * It runs in one transaction that first takes the holder's locks, so the hold limits are counted
 * with no other order of the same phone, address or client in between. An order of simple
 * products, the common case, is then a read and one statement that re-checks, reserves and writes
 * (`place-simple-order.ts`); an order with a product's options reserves line by line.
 */
export async function placeOrder(db: Database, input: PlaceOrderInput, options: PlaceOrderOptions): Promise<PlacedOrder> {
  const lines = mergeLines(input.items);
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        await lockHolder(tx, options.holder);
        const read = await readForSale(
          tx,
          lines.map((line) => line.product_id),
          { placedBy: options.placedBy, key: options.idempotencyKey },
        );
        const before = retried(read.placedBefore, options);
        if (before !== null) return { orderId: before, created: false };
        await checkHoldLimits(tx, options.holder, units, options.holdLimits);
        // A price or the stock that changed between the quick path's read and write sends the order
        // the careful way, which reads both again under its locks.
        const cashOrder =
          (allSimple(lines, read) ? await writeSimpleOrder(tx, lines, read, input, options) : null) ?? (await writeInTransaction(tx, lines, input, options));
        const written = input.emi ? await priceOnEmi(tx, cashOrder, input.emi) : cashOrder;
        await options.alongside?.(tx, written.order);
        return { created: true as const, orderId: written.order.id, ...written };
      });
    } catch (error) {
      // The same key arrived twice at once for two numbers (same-number requests queue on the
      // holder's lock): the unique index let one through; answer with its order.
      if (!(error instanceof HttpError)) {
        const before = retried(await findByIdempotencyKey(db, options), options);
        if (before !== null) return { orderId: before, created: false };
      }
      // An order-number collision (one in hundreds of millions a day) just draws again.
      if (attempt < ATTEMPTS && violatesUniqueIndex(error, 'orders_order_number_key')) continue;
      throw error;
    }
  }
}

/** Reserves line by line under row locks, then writes the order, its lines and its first event. */
async function writeInTransaction(db: Database, lines: OrderLine[], input: PlaceOrderInput, options: PlaceOrderOptions): Promise<WrittenOrder> {
  return db.transaction(async (tx) => {
    const priced: PricedLine[] = [];
    for (const line of lines) priced.push(await reserveLine(tx, line));
    const newOrderId = sql`(select id from new_order)`;
    const order = tx
      .insert(orders)
      .values(newOrderFields(input, options, priced))
      .returning();
    const items = tx
      .insert(orderItems)
      .values(
        priced.map((line) => ({
          orderId: newOrderId,
          productId: line.productId,
          variantId: line.variantId,
          name: line.name,
          sku: line.sku,
          options: line.options,
          image: productCardPathSql(line.productId),
          unitPrice: line.unitPrice,
          retailPrice: line.retailPrice,
          quantity: line.quantity,
          lineTotal: lineTotal(line),
        })),
      )
      .returning();
    const event = tx.insert(orderEvents).values({ orderId: newOrderId, status: 'pending', note: 'Order placed' }).returning();
    // One round trip for the order, its lines and its first event, where three statements took three.
    const [row] = await queryRows<WrittenOrderJson>(
      tx,
      sql`with new_order as (${order.getSQL()}), new_items as (${items.getSQL()}), new_event as (${event.getSQL()})
          select ${WRITTEN_ORDER_SELECT}`,
    );
    if (!row?.order) throw new Error('the order insert answered no row');
    return writtenOrderFromJson({ ...row, order: row.order });
  });
}
