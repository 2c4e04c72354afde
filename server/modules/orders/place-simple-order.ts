import { type SQL, sql } from 'drizzle-orm';
import { CART_MESSAGES } from '#domain/messages.ts';
import { lineTotal } from '#domain/order-totals.ts';
import { effectivePrices, isCallForPrice } from '#domain/pricing.ts';
import { type Database, queryRows } from '#server/db/client.ts';
import { insertRow } from '#server/db/insert-sql.ts';
import { orderEvents, orderItems, orders } from '#server/db/schema.ts';
import { runningFlashPrice } from '#server/modules/catalog/flash-sale.ts';
import { productCardPathSql } from '#server/modules/media/card-images.ts';
import {
  NO_LONGER_SOLD,
  lineError,
  newOrderFields,
  type OrderLine,
  type PlaceOrderOptions,
  type PricedLine,
  WRITTEN_ORDER_SELECT,
  type WrittenOrder,
  type WrittenOrderJson,
  writtenOrderFromJson,
} from './order-lines.ts';
import type { PlaceOrderInput } from './schemas.ts';

/** A product as the order form's check sees it, read without a lock. */
interface ProductForSale {
  id: number;
  name: string;
  sku: string;
  type: 'simple' | 'hybrid';
  status: number;
  retail: number;
  sale: number | null;
  /** Its price in a flash sale running now. */
  flash: number | null;
  available: number;
}

export interface SaleCheck {
  /** The order an earlier request of the same caller with the same Idempotency-Key placed, and what that request asked for. */
  placedBefore: { id: number; requestHash: string | null } | null;
  products: Map<number, ProductForSale>;
}

/** One round trip: the order's products, and whether this request is a retry of the caller's placed order. */
export async function readForSale(db: Database, productIds: number[], idempotency: { placedBy: string; key: string | null }): Promise<SaleCheck> {
  const ids = sql.join(
    productIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const [row] = await queryRows<{ placed_before: { id: number; request_hash: string | null } | null; products: ProductForSale[] }>(
    db,
    sql`select (select json_build_object('id', id, 'request_hash', request_hash) from orders
                where placed_by = ${idempotency.placedBy} and idempotency_key = ${idempotency.key}) as placed_before,
               coalesce((select json_agg(json_build_object('id', id, 'name', name, 'sku', sku, 'type', type, 'status', status,
                                 'retail', retail_price, 'sale', sale_price,
                                 'flash', ${runningFlashPrice(sql`products.id`, sql`products.type`)}, 'available', stock_quantity - stock_reserved))
                         from products where id in (${ids})), '[]') as products`,
  );
  const before = row?.placed_before ?? null;
  return {
    placedBefore: before && { id: before.id, requestHash: before.request_hash },
    products: new Map((row?.products ?? []).map((product) => [product.id, product])),
  };
}

/** Whether the quick path can take the order: every line a simple product, no options chosen. */
export function allSimple(lines: readonly OrderLine[], check: SaleCheck): boolean {
  return lines.every((line) => !line.variant_id && check.products.get(line.product_id)?.type === 'simple');
}

/** The lines priced from what was read, or the first line's reason it cannot be bought. */
function priceSimpleLines(lines: readonly OrderLine[], check: SaleCheck): PricedLine[] {
  return lines.map((line) => {
    const product = check.products.get(line.product_id);
    if (product?.status !== 1) throw lineError(line.index, NO_LONGER_SOLD);
    const prices = effectivePrices(product.retail, product.sale, product.flash);
    if (isCallForPrice(prices.price)) throw lineError(line.index, CART_MESSAGES.callForPriceCannotBuy);
    if (product.available < line.quantity) throw lineError(line.index, `${product.name}: ${CART_MESSAGES.outOfStock}`);
    return {
      productId: product.id,
      variantId: null,
      name: product.name,
      sku: product.sku,
      options: null,
      unitPrice: prices.price,
      retailPrice: prices.retailPrice,
      quantity: line.quantity,
    };
  });
}

const values = (rows: SQL[]) => sql.join(rows, sql`, `);

/**
 * Places an order of simple products in one statement, without a transaction's extra round trips:
 * it locks the products in id order (so two orders never wait on each other in a circle), checks
 * each still has the price the lines were priced at and the units they ask for, and only if every
 * line passes reserves the units and writes the order, its lines and its first event. Answers
 * null when a line no longer passes, having written nothing.
 * `retail`, `sale` and `flash` carry the prices read, so a price changed since is caught, not charged.
 */
export async function writeSimpleOrder(
  db: Database,
  lines: readonly OrderLine[],
  read: SaleCheck,
  input: PlaceOrderInput,
  options: PlaceOrderOptions,
): Promise<WrittenOrder | null> {
  const priced = priceSimpleLines(lines, read);
  const fields = newOrderFields(input, options, priced);
  const wanted = values(
    priced.map((line) => {
      const product = read.products.get(line.productId)!;
      return sql`(${line.productId}::int, ${line.quantity}::int, ${product.retail}::int, ${product.sale}::int, ${product.flash}::int)`;
    }),
  );
  // A simple product's line: no variant, no options. Columns and casts come from the schema (insert-sql.ts);
  // every line sets the same columns, and the request's schema asks for at least one line.
  const items = priced.map((line) =>
    insertRow(orderItems, {
      orderId: sql`new_order.id`,
      productId: line.productId,
      name: line.name,
      sku: line.sku,
      image: productCardPathSql(line.productId),
      unitPrice: line.unitPrice,
      retailPrice: line.retailPrice,
      quantity: line.quantity,
      lineTotal: lineTotal(line),
    }),
  );
  const order = insertRow(orders, fields);
  const event = insertRow(orderEvents, { orderId: sql`new_order.id`, status: 'pending', note: 'Order placed' });
  const [row] = await queryRows<{ ok: boolean } & WrittenOrderJson>(
    db,
    sql`with wanted (id, quantity, retail, sale, flash) as (values ${wanted}),
      passing as (
        select p.id from products p join wanted w on w.id = p.id
        where p.status = 1 and p.type = 'simple' and p.retail_price = w.retail and p.sale_price is not distinct from w.sale
          and ${runningFlashPrice(sql`p.id`, sql`p.type`)} is not distinct from w.flash
          and p.stock_quantity - p.stock_reserved >= w.quantity
        order by p.id
        for update of p
      ),
      verdict as (select count(*) = ${priced.length} as ok from passing),
      reserved as (
        update products p set stock_reserved = p.stock_reserved + w.quantity, updated_at = now()
        from wanted w where p.id = w.id and (select ok from verdict)
        returning p.id
      ),
      new_order as (
        insert into orders (${order.columns})
        select ${order.values}
        where (select ok from verdict)
        returning *
      ),
      new_items as (
        insert into order_items (${items[0]!.columns})
        select line.* from new_order cross join lateral (values ${values(items.map((item) => sql`(${item.values})`))}) as line
        returning *
      ),
      new_event as (insert into order_events (${event.columns}) select ${event.values} from new_order returning *)
      select (select ok from verdict) as ok, ${WRITTEN_ORDER_SELECT}`,
  );
  if (!row?.ok || !row.order) return null;
  return writtenOrderFromJson({ ...row, order: row.order });
}
