import { sql } from 'drizzle-orm';
import { mergeLines as mergeQuantityLines } from '#domain/cart-lines.ts';
import type { DeliveryCharges } from '#domain/delivery.ts';
import { deliveryChargeFor } from '#domain/delivery-zone.ts';
import { orderTotals } from '#domain/order-totals.ts';
import { rowFromJson } from '#server/db/json-rows.ts';
import { orderEvents, orderItems, orders } from '#server/db/schema.ts';
import { validationError } from '#server/http/errors.ts';
import { newOrderNumber } from './order-number.ts';
import type { HoldLimits, Holder } from './hold-limits.ts';
import type { Transaction } from './lifecycle.ts';
import { type OrderLineInput, type PlaceOrderInput, quantityLines } from './schemas.ts';

export const NO_LONGER_SOLD = 'This product is no longer sold.';

/** A line as the order stores it: prices from the database, never from the request. */
export interface PricedLine {
  productId: number;
  variantId: number | null;
  name: string;
  sku: string;
  options: { name: string; value: string }[] | null;
  unitPrice: number;
  retailPrice: number;
  quantity: number;
}

/** A new order as written, whole, so it can be answered without reading it again. */
export interface WrittenOrder {
  order: typeof orders.$inferSelect;
  items: (typeof orderItems.$inferSelect)[];
  events: (typeof orderEvents.$inferSelect)[];
}

/**
 * The select list that answers a new order whole from the statement that wrote it, whose inserts
 * are the WITH queries `new_order`, `new_items` and `new_event`.
 */
export const WRITTEN_ORDER_SELECT = sql`(select row_to_json(new_order) from new_order) as order,
  (select json_agg(new_items order by new_items.id) from new_items) as items,
  (select json_agg(new_event) from new_event) as events`;

export interface WrittenOrderJson {
  order: Record<string, unknown> | null;
  items: Record<string, unknown>[] | null;
  events: Record<string, unknown>[] | null;
}

/** The order written, read from `WRITTEN_ORDER_SELECT`'s answer the way drizzle reads rows. */
export function writtenOrderFromJson(row: WrittenOrderJson & { order: Record<string, unknown> }): WrittenOrder {
  return {
    order: rowFromJson(orders, row.order),
    items: (row.items ?? []).map((item) => rowFromJson(orderItems, item)),
    events: (row.events ?? []).map((event) => rowFromJson(orderEvents, event)),
  };
}

export const lineError = (index: number, message: string) => validationError({ [`items.${index}`]: [message] }, message);

/** A line of the order once its product's lines are merged; `index` is where it first stood in the request. */
export interface OrderLine {
  product_id: number;
  variant_id: number | null;
  quantity: number;
  index: number;
}

/**
 * Same product and variant twice in one request count as one line (domain/cart-lines.ts). The
 * request's schema has refused a product over the cap, so every unit asked for is kept.
 */
export function mergeLines(items: readonly OrderLineInput[]): OrderLine[] {
  return (
    mergeQuantityLines(quantityLines(items))
      .map((line) => ({ product_id: line.productId, variant_id: line.variantId, quantity: line.wanted, index: line.positions[0]! }))
      // Every order locks rows in the same order, so two orders never wait on each other in a circle.
      .sort((a, b) => a.product_id - b.product_id || (a.variant_id ?? 0) - (b.variant_id ?? 0))
  );
}

/** What placing an order knows besides the request; here, not in place-order.ts, so both ways of writing an order read it without importing each other. */
export interface PlaceOrderOptions {
  customerId: number | null;
  idempotencyKey: string | null;
  /** The caller the key belongs to (`customer:<id>` or `phone:<number>`): one caller's key never finds another's order. */
  placedBy: string;
  /** The request's fingerprint: a key reused with a different request is refused. */
  requestHash: string;
  holder: Holder;
  holdLimits: HoldLimits;
  charges: DeliveryCharges;
  /** Work that commits with a new order or not at all: its messages and timed jobs. Not run for a replay. */
  alongside?: (tx: Transaction, order: WrittenOrder['order']) => Promise<void>;
}

export type NewOrderFields = Omit<typeof orders.$inferInsert, 'id' | 'status' | 'paymentStatus' | 'discount' | 'createdAt' | 'updatedAt'> & {
  customerId: number | null;
  contactEmail: string | null;
  note: string | null;
  idempotencyKey: string | null;
  placedBy: string;
  requestHash: string;
  clientAddress: string;
  addressKey: string;
};

/** The order row's fields: delivery charged by zone, totals from the priced lines, a new number. */
export function newOrderFields(input: PlaceOrderInput, options: PlaceOrderOptions, priced: readonly PricedLine[]): NewOrderFields {
  // The request's schema has already refused an area the district does not list.
  const quote = deliveryChargeFor({ district: input.district, area: input.area }, options.charges);
  if (!quote.ok) throw validationError({ area: [quote.message] }, quote.message);
  const { zone, charge } = quote;
  const { subtotal, deliveryCharge, total } = orderTotals(priced, charge);
  return {
    orderNumber: newOrderNumber(),
    customerId: options.customerId,
    paymentMethod: input.payment_method,
    contactName: input.name,
    contactPhone: input.phone,
    contactEmail: input.email ?? null,
    shippingAddress: { division: input.division, district: input.district, area: input.area || null, address: input.address },
    deliveryZone: zone,
    note: input.note || null,
    subtotal,
    deliveryCharge,
    total,
    idempotencyKey: options.idempotencyKey,
    placedBy: options.placedBy,
    requestHash: options.requestHash,
    clientAddress: options.holder.clientAddress,
    addressKey: options.holder.addressKey,
  };
}
