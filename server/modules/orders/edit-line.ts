import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { paidAhead } from '#domain/shop-settings.ts';
import { EMI_MESSAGES } from '#domain/emi.ts';
import { canEditLines, editNote, ORDER_EDIT_MESSAGES as M, ORDER_EDITED_STATUS } from '#domain/order-edit.ts';
import { lineTotal, orderTotals } from '#domain/order-totals.ts';
import { effectivePrices, isCallForPrice } from '#domain/pricing.ts';
import { availableStock } from '#domain/stock.ts';
import type { Database } from '#server/db/client.ts';
import { orderEvents, orderItems, orders, products, productVariants } from '#server/db/schema.ts';
import { HttpError, notFound, validationError } from '#server/http/errors.ts';
import { runningFlashPrice } from '#server/modules/catalog/flash-sale.ts';
import type { StaffActor } from '#server/modules/staff/actor.ts';
import { lockOrder, type OrderRow, type Transaction } from './lifecycle.ts';

type LineRow = typeof orderItems.$inferSelect;

/** One line's new quantity; 0 takes the line off the order. */
export interface LineEdit {
  lineId: number;
  quantity: number;
  /** The order's `updated_at` as the caller saw it: any change since and the edit is refused (409). */
  expectedUpdatedAt: string;
  /** The unit price the caller agreed to charge, needed when the product's price moved since the sale. */
  expectedUnitPrice?: number | undefined;
}

/** The product's price moved since the line was sold: staff must agree to the new one (409). */
export class PriceChangedError extends HttpError {
  readonly currentUnitPrice: number;
  constructor(current: number, sold: number) {
    super(409, M.priceChanged(current, sold));
    this.currentUnitPrice = current;
  }
}

export interface LineEditResult {
  order: OrderRow;
  line: { name: string; from: number; to: number; unitPriceFrom: number; unitPriceTo: number };
  totalFrom: number;
}

/** What the line's product or variant sells for now; null when it can no longer be bought. */
async function currentPrice(tx: Transaction, line: LineRow): Promise<{ price: number; retailPrice: number } | null> {
  if (line.productId === null) return null;
  const [product] = await tx
    .select({
      status: products.status,
      retail: products.retailPrice,
      sale: products.salePrice,
      flash: runningFlashPrice(sql`products.id`, sql`products.type`),
    })
    .from(products)
    .where(eq(products.id, line.productId))
    .limit(1);
  if (product?.status !== 1) return null;
  let prices = effectivePrices(product.retail, product.sale, product.flash);
  if (line.variantId !== null) {
    // A variant sells at its own price, as checkout charges it (reserveLine in place-order.ts).
    const [variant] = await tx
      .select({ retail: productVariants.retailPrice, sale: productVariants.salePrice, active: productVariants.active })
      .from(productVariants)
      .where(eq(productVariants.id, line.variantId))
      .limit(1);
    if (!variant?.active) return null;
    prices = effectivePrices(variant.retail, variant.sale);
  }
  return isCallForPrice(prices.price) ? null : { price: prices.price, retailPrice: prices.retailPrice };
}

/** Units still on the shelf for the line: the variant's, and never more than its product's. */
async function unitsLeft(tx: Transaction, line: LineRow): Promise<number> {
  const [product] = await tx
    .select({ quantity: products.stockQuantity, reserved: products.stockReserved })
    .from(products)
    .where(eq(products.id, line.productId ?? -1));
  let left = product ? availableStock(product.quantity, product.reserved) : 0;
  if (line.variantId !== null) {
    const [variant] = await tx
      .select({ quantity: productVariants.stockQuantity, reserved: productVariants.stockReserved })
      .from(productVariants)
      .where(eq(productVariants.id, line.variantId));
    left = Math.min(left, variant ? availableStock(variant.quantity, variant.reserved) : 0);
  }
  return left;
}

/**
 * Reserves `more` units for the line only where they are on the shelf (the same conditional update
 * checkout uses, so two buyers of the last unit cannot both have it), or gives units back.
 */
async function moveReservation(tx: Transaction, line: LineRow, more: number) {
  if (more === 0 || line.productId === null) return;
  if (more > 0) {
    const short = async () => {
      const left = await unitsLeft(tx, line);
      return validationError({ quantity: [M.onlyLeft(line.quantity + left)] }, M.onlyLeft(line.quantity + left));
    };
    if (line.variantId !== null) {
      const [variant] = await tx
        .update(productVariants)
        .set({ stockReserved: sql`${productVariants.stockReserved} + ${more}`, updatedAt: sql`now()` })
        .where(and(eq(productVariants.id, line.variantId), gte(sql`${productVariants.stockQuantity} - ${productVariants.stockReserved}`, more)))
        .returning({ id: productVariants.id });
      if (!variant) throw await short();
    }
    const [product] = await tx
      .update(products)
      .set({ stockReserved: sql`${products.stockReserved} + ${more}`, updatedAt: sql`now()` })
      .where(and(eq(products.id, line.productId), gte(sql`${products.stockQuantity} - ${products.stockReserved}`, more)))
      .returning({ id: products.id });
    if (!product) throw await short();
    return;
  }
  const fewer = -more;
  if (line.variantId !== null) {
    await tx
      .update(productVariants)
      .set({ stockReserved: sql`greatest(${productVariants.stockReserved} - ${fewer}, 0)`, updatedAt: sql`now()` })
      .where(eq(productVariants.id, line.variantId));
  }
  await tx
    .update(products)
    .set({ stockReserved: sql`greatest(${products.stockReserved} - ${fewer}, 0)`, updatedAt: sql`now()` })
    .where(eq(products.id, line.productId));
}

/**
 * Money already taken is never changed here: a paid order keeps its total (refunds go through the
 * refunds desk), and an online order waiting for its payment keeps the amount the gateway was asked for.
 */
function refuseMoneyChange(order: OrderRow, total: number) {
  if (total === order.total) return;
  const refuse = (message: string) => validationError({ quantity: [message] }, message);
  if (order.paymentStatus !== 'unpaid') throw refuse(total > order.total ? M.paidOnlineRaise : M.paidOnlineLower);
  if (paidAhead(order.paymentMethod)) throw refuse(M.awaitingOnlinePayment);
}

/**
 * Changes one line of an order still in the shop, in one transaction under the order's row lock:
 * the reservation follows the quantity, the line takes the product's current price, the totals are
 * worked out by checkout's rule, and the timeline says who changed what. `alongside` commits with it.
 */
export async function editOrderLine(
  db: Database,
  orderId: number,
  edit: LineEdit,
  options: { actor: StaffActor; alongside?: (tx: Transaction, result: LineEditResult) => Promise<void> },
): Promise<LineEditResult> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order.updatedAt.getTime() !== Date.parse(edit.expectedUpdatedAt)) throw new HttpError(409, M.stale);
    if (!canEditLines(order.status)) throw new HttpError(409, M.notEditable(order.status));
    // Its lines are at regular prices with the bank's charge on their sum: a change would price them in cash.
    if (order.emiBank !== null) throw new HttpError(409, EMI_MESSAGES.orderLinesFixed);
    const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
    const line = lines.find((candidate) => candidate.id === edit.lineId);
    if (!line) throw notFound(M.lineNotFound);
    if (edit.quantity === 0 && lines.length === 1) throw validationError({ quantity: [M.lastLine] }, M.lastLine);

    let price = { price: line.unitPrice, retailPrice: line.retailPrice };
    if (edit.quantity > 0) {
      const current = await currentPrice(tx, line);
      if (!current) throw validationError({ quantity: [M.notSold] }, M.notSold);
      const agreed = edit.expectedUnitPrice ?? line.unitPrice;
      if (current.price !== agreed) throw new PriceChangedError(current.price, line.unitPrice);
      price = current;
    }
    const after = lines
      .map((each) => (each.id === line.id ? { ...each, quantity: edit.quantity, unitPrice: price.price } : each))
      .filter((each) => each.quantity > 0);
    const totals = orderTotals(after, order.deliveryCharge, order.discount);
    refuseMoneyChange(order, totals.total);

    await moveReservation(tx, line, edit.quantity - line.quantity);
    if (edit.quantity === 0) await tx.delete(orderItems).where(eq(orderItems.id, line.id));
    else {
      const changed = { unitPrice: price.price, retailPrice: price.retailPrice, quantity: edit.quantity };
      await tx
        .update(orderItems)
        .set({ ...changed, lineTotal: lineTotal(changed) })
        .where(eq(orderItems.id, line.id));
    }
    const [changedOrder] = await tx
      .update(orders)
      .set({ subtotal: totals.subtotal, total: totals.total, updatedAt: sql`now()` })
      .where(eq(orders.id, orderId))
      .returning();
    const note = editNote({ name: line.name, from: line.quantity, to: edit.quantity, totalFrom: order.total, totalTo: totals.total });
    await tx.insert(orderEvents).values({ orderId, status: ORDER_EDITED_STATUS, note, staffId: options.actor.staffId, staffName: options.actor.name });
    const result: LineEditResult = {
      order: changedOrder!,
      line: { name: line.name, from: line.quantity, to: edit.quantity, unitPriceFrom: line.unitPrice, unitPriceTo: price.price },
      totalFrom: order.total,
    };
    await options.alongside?.(tx, result);
    return result;
  });
}
