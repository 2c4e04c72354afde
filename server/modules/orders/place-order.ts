import { and, eq, gt, gte, sql } from 'drizzle-orm';
import { deliveryZone, type DeliveryCharges } from '#domain/delivery.ts';
import { CART_MESSAGES } from '#domain/messages.ts';
import { effectivePrices, isCallForPrice } from '#domain/pricing.ts';
import type { Database } from '#server/db/client.ts';
import { orderEvents, orderItems, orders, products, productVariants } from '#server/db/schema.ts';
import { HttpError, validationError } from '#server/http/errors.ts';
import { dhakaAreas } from '#server/modules/geo/dhaka-areas.ts';
import { productCardPaths } from '#server/modules/media/card-images.ts';
import { newOrderNumber } from './order-number.ts';
import type { OrderLineInput, PlaceOrderInput } from './schemas.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface PlaceOrderOptions {
  customerId: number | null;
  idempotencyKey: string | null;
  charges: DeliveryCharges;
}

/** Same product and variant twice in one request count as one line. */
function mergeLines(lines: OrderLineInput[]): OrderLineInput[] {
  const merged = new Map<string, OrderLineInput>();
  for (const line of lines) {
    const key = `${line.product_id}:${line.variant_id ?? ''}`;
    const existing = merged.get(key);
    merged.set(key, existing ? { ...existing, quantity: existing.quantity + line.quantity } : { ...line });
  }
  // Every order locks rows in the same order, so two orders never wait on each other in a circle.
  return [...merged.values()].sort((a, b) => a.product_id - b.product_id || (a.variant_id ?? 0) - (b.variant_id ?? 0));
}

interface PricedLine {
  productId: number;
  variantId: number | null;
  name: string;
  sku: string;
  options: { name: string; value: string }[] | null;
  unitPrice: number;
  retailPrice: number;
  quantity: number;
}

const lineError = (index: number, message: string) => validationError({ [`items.${index}`]: [message] }, message);

/**
 * Reserves each line with a conditional update (`available >= quantity`): the row lock it takes
 * makes a second buyer of the last unit wait, re-check and fail, so stock is never oversold.
 * Prices come from the database, never from the request.
 */
async function reserveLine(tx: Transaction, line: OrderLineInput, index: number): Promise<PricedLine> {
  const productColumns = { id: products.id, name: products.name, sku: products.sku, type: products.type, retail: products.retailPrice, sale: products.salePrice, status: products.status };
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
      const prices = effectivePrices(reserved.retail, reserved.sale);
      if (isCallForPrice(prices.price)) throw lineError(index, CART_MESSAGES.callForPriceCannotBuy);
      return { productId: reserved.id, variantId: null, name: reserved.name, sku: reserved.sku, options: null, unitPrice: prices.price, retailPrice: prices.retailPrice, quantity: line.quantity };
    }
  }

  // Otherwise read the product to reserve a variant, or to say why the line cannot be bought.
  const [product] = await tx.select(productColumns).from(products).where(eq(products.id, line.product_id)).limit(1);
  if (!product || product.status !== 1) throw lineError(index, 'This product is no longer sold.');

  let variant: { id: number; sku: string; attributes: { name: string; value: string }[]; retail: number; sale: number | null } | undefined;
  if (product.type === 'hybrid') {
    if (!line.variant_id) throw lineError(index, `Choose the options of ${product.name}.`);
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
      .returning({ id: productVariants.id, sku: productVariants.sku, attributes: productVariants.attributes, retail: productVariants.retailPrice, sale: productVariants.salePrice });
    if (!variant) throw lineError(index, `${product.name}: ${CART_MESSAGES.outOfStock}`);
  } else if (line.variant_id) {
    throw lineError(index, 'This product has no options to choose.');
  }

  const prices = variant ? effectivePrices(variant.retail, variant.sale) : effectivePrices(product.retail, product.sale);
  if (isCallForPrice(prices.price)) throw lineError(index, CART_MESSAGES.callForPriceCannotBuy);
  // A simple product got here only because its stock fell short.
  if (!variant) throw lineError(index, `${product.name}: ${CART_MESSAGES.outOfStock}`);

  // A hybrid product's own count is the sum of its variants', so it is reserved too.
  const [reserved] = await tx
    .update(products)
    .set({ stockReserved: sql`${products.stockReserved} + ${line.quantity}`, updatedAt: sql`now()` })
    .where(and(eq(products.id, product.id), gte(sql`${products.stockQuantity} - ${products.stockReserved}`, line.quantity)))
    .returning({ id: products.id });
  if (!reserved) throw lineError(index, `${product.name}: ${CART_MESSAGES.outOfStock}`);

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

/** A new order comes back whole, so it can be answered without reading it again. */
export type PlacedOrder =
  | { created: true; orderId: number; order: typeof orders.$inferSelect; items: (typeof orderItems.$inferSelect)[]; events: (typeof orderEvents.$inferSelect)[] }
  | { created: false; orderId: number };

async function findByIdempotencyKey(db: Database | Transaction, key: string): Promise<number | null> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.idempotencyKey, key)).limit(1);
  return row?.id ?? null;
}

/**
 * Writes a whole order or nothing: stock reserved, prices re-read, totals computed, the first
 * timeline event written, in one transaction. A retried request with the same Idempotency-Key
 * gets the order the first one created. Answers the order id and whether it is new.
 */
export async function placeOrder(db: Database, input: PlaceOrderInput, options: PlaceOrderOptions): Promise<PlacedOrder> {
  if (options.idempotencyKey) {
    const existing = await findByIdempotencyKey(db, options.idempotencyKey);
    if (existing !== null) return { orderId: existing, created: false };
  }
  const lines = mergeLines(input.items);
  const images = await productCardPaths(db, lines.map((line) => line.product_id));
  const zone = deliveryZone({ district: input.district, area: input.area }, dhakaAreas());
  const deliveryCharge = options.charges[zone];

  try {
    const written = await db.transaction(async (tx) => {
      const priced: PricedLine[] = [];
      for (const [index, line] of lines.entries()) priced.push(await reserveLine(tx, line, index));
      const subtotal = priced.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
      let order: typeof orders.$inferSelect | undefined;
      for (let attempt = 0; attempt < 3 && !order; attempt++) {
        // An order-number collision (one in hundreds of millions) just draws again.
        [order] = await tx
          .insert(orders)
          .values({
            orderNumber: newOrderNumber(),
            customerId: options.customerId,
            paymentMethod: input.payment_method,
            contactName: input.name,
            contactPhone: input.phone!,
            contactEmail: input.email ?? null,
            shippingAddress: { division: input.division, district: input.district, area: input.area || null, address: input.address },
            deliveryZone: zone,
            note: input.note || null,
            subtotal,
            deliveryCharge,
            total: subtotal + deliveryCharge,
            idempotencyKey: options.idempotencyKey,
          })
          .onConflictDoNothing({ target: orders.orderNumber })
          .returning();
      }
      if (!order) throw new HttpError(503, 'Could not number the order. Please try again.');
      const items = await tx.insert(orderItems).values(
        priced.map((line) => ({
          orderId: order.id,
          productId: line.productId,
          variantId: line.variantId,
          name: line.name,
          sku: line.sku,
          options: line.options,
          image: images.get(line.productId) ?? null,
          unitPrice: line.unitPrice,
          retailPrice: line.retailPrice,
          quantity: line.quantity,
          lineTotal: line.unitPrice * line.quantity,
        })),
      ).returning();
      const events = await tx.insert(orderEvents).values({ orderId: order.id, status: 'pending', note: 'Order placed' }).returning();
      return { order, items, events };
    });
    return { orderId: written.order.id, created: true, ...written };
  } catch (error) {
    // The same key arrived twice at once: the unique index let one through; answer with its order.
    if (options.idempotencyKey && !(error instanceof HttpError)) {
      const existing = await findByIdempotencyKey(db, options.idempotencyKey);
      if (existing !== null) return { orderId: existing, created: false };
    }
    throw error;
  }
}
