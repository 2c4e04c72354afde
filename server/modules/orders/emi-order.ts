import { eq, inArray } from 'drizzle-orm';
import { type EmiPlan, emiChoice, EMI_MESSAGES, regularPrice } from '#domain/emi.ts';
import type { EmiSelection } from '#domain/emi-edit.ts';
import { lineTotal, orderTotals } from '#domain/order-totals.ts';
import type { Database } from '#server/db/client.ts';
import { orderItems, orders, products, productVariants } from '#server/db/schema.ts';
import { validationError } from '#server/http/errors.ts';
import { readEmiPlans } from '#server/modules/emi/plans.ts';
import type { WrittenOrder } from './order-lines.ts';

/**
 * Turns a just-written order into one paid on EMI, in the transaction that wrote it: each line at
 * its regular (EMI) price instead of the cash price, and the chosen bank's charge for the tenure as
 * its own amount on the order, so the total the gateway is asked for is the shopper's EMI total.
 * The charge is on the whole card payment (delivery included), as the bank splits all of it.
 * Refused (422, nothing written) unless paid online and the payment reaches the bank's minimum.
 */
export async function priceOnEmi(tx: Database, written: WrittenOrder, selection: EmiSelection, plans?: EmiPlan[]): Promise<WrittenOrder> {
  if (written.order.paymentMethod !== 'online') throw validationError({ payment_method: [EMI_MESSAGES.onlineOnly] }, EMI_MESSAGES.onlineOnly);
  const regularOf = await regularPrices(tx, written.items);
  const repriced = written.items.map((item) => {
    const unitPrice = regularPrice(item.unitPrice, regularOf(item));
    return { ...item, unitPrice, lineTotal: lineTotal({ unitPrice, quantity: item.quantity }) };
  });
  // The whole card payment is split into instalments, delivery included, so the bank charges on all of it.
  const goods = orderTotals(repriced, written.order.deliveryCharge, written.order.discount);
  const choice = emiChoice(goods.total, plans ?? (await readEmiPlans(tx)), selection.bank_id, selection.months);
  if (!choice.ok) throw validationError({ [`emi.${choice.field === 'bank' ? 'bank_id' : 'months'}`]: [choice.message] }, choice.message);

  for (const item of repriced) {
    if (item.unitPrice !== written.items.find((before) => before.id === item.id)?.unitPrice)
      await tx.update(orderItems).set({ unitPrice: item.unitPrice, lineTotal: item.lineTotal }).where(eq(orderItems.id, item.id));
  }
  const [order] = await tx
    .update(orders)
    .set({
      subtotal: goods.subtotal,
      emiBank: choice.plan.bank,
      emiMonths: choice.instalment.months,
      emiCharge: choice.instalment.charge,
      total: choice.instalment.total,
    })
    .where(eq(orders.id, written.order.id))
    .returning();
  return { ...written, order: order!, items: repriced };
}

/** Each line's regular price as the product or variant has it now (null: none set, the cash price). */
async function regularPrices(tx: Database, items: WrittenOrder['items']) {
  const productIds = items.flatMap((item) => (item.productId !== null && item.variantId === null ? [item.productId] : []));
  const variantIds = items.flatMap((item) => (item.variantId !== null ? [item.variantId] : []));
  const [productRows, variantRows] = await Promise.all([
    productIds.length ? tx.select({ id: products.id, regular: products.regularPrice }).from(products).where(inArray(products.id, productIds)) : [],
    variantIds.length
      ? tx.select({ id: productVariants.id, regular: productVariants.regularPrice }).from(productVariants).where(inArray(productVariants.id, variantIds))
      : [],
  ]);
  const byProduct = new Map(productRows.map((row) => [row.id, row.regular]));
  const byVariant = new Map(variantRows.map((row) => [row.id, row.regular]));
  return (item: WrittenOrder['items'][number]) =>
    (item.variantId !== null ? byVariant.get(item.variantId) : item.productId !== null ? byProduct.get(item.productId) : null) ?? null;
}
