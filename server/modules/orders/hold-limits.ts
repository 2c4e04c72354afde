import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '#server/db/client.ts';
import { HttpError, validationError } from '#server/http/errors.ts';
import { TooManyRequestsError } from '#server/modules/auth/rate-limits.ts';

/**
 * How much stock unconfirmed orders may hold. An order holds its units from the moment it is placed
 * until staff confirm it, it is paid or it is cancelled; these caps keep one mobile number, one
 * delivery address and one client address from holding the shelves. Counted from the orders table,
 * so every process shares them.
 */
export interface HoldLimits {
  ordersPerPhone: number;
  unitsPerPhone: number;
  ordersPerAddress: number;
  ordersPerClient: number;
  unitsPerClient: number;
}

export const DEFAULT_HOLD_LIMITS: HoldLimits = {
  ordersPerPhone: 3,
  unitsPerPhone: 30,
  ordersPerAddress: 3,
  ordersPerClient: 6,
  unitsPerClient: 60,
};

/** Who an order's hold is counted against. */
export interface Holder {
  phone: string;
  addressKey: string;
  clientAddress: string;
}

const HOLD_MESSAGES = {
  phoneOrders: (limit: number) =>
    `This mobile number already has ${limit} orders waiting for our confirmation. We will call you about them soon; please order more once they are confirmed.`,
  phoneUnits: (limit: number, left: number) =>
    left > 0
      ? `Orders waiting for confirmation may hold at most ${limit} items per mobile number: you can add ${left} more now.`
      : `Orders waiting for confirmation may hold at most ${limit} items per mobile number. Please order more once we have confirmed your earlier orders.`,
  addressOrders: (limit: number) => `${limit} orders to this address are already waiting for our confirmation. Please order more once they are confirmed.`,
  client: 'Too many orders from your connection are waiting for our confirmation. Please try again later.',
};

/**
 * The delivery address folded so that spacing, case and punctuation do not make it another
 * address: "House 12, Road 5" and "house 12 road-5" hold together.
 */
export function addressKey(district: string, address: string): string {
  const folded = `${district} ${address}`
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return createHash('sha256').update(folded).digest('hex').slice(0, 32);
}

/**
 * Takes the holder's locks for the rest of the transaction, in one order everywhere, so two orders
 * of one holder are counted one after the other and never both slip under a limit.
 */
export async function lockHolder(tx: Database, holder: Holder): Promise<void> {
  const keys = [`hold:phone:${holder.phone}`, `hold:address:${holder.addressKey}`, `hold:client:${holder.clientAddress}`].sort();
  for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

interface HeldCounts {
  phone_orders: number;
  phone_units: number;
  address_orders: number;
  client_orders: number;
  client_units: number;
}

/** Refuses an order of `units` that would take the holder past a limit; call under `lockHolder`. */
export async function checkHoldLimits(tx: Database, holder: Holder, units: number, limits: HoldLimits): Promise<void> {
  const [held] = await queryRows<HeldCounts>(
    tx,
    sql`select count(*) filter (where o.contact_phone = ${holder.phone})::int as phone_orders,
               coalesce(sum(u.units) filter (where o.contact_phone = ${holder.phone}), 0)::int as phone_units,
               count(*) filter (where o.address_key = ${holder.addressKey})::int as address_orders,
               count(*) filter (where o.client_address = ${holder.clientAddress})::int as client_orders,
               coalesce(sum(u.units) filter (where o.client_address = ${holder.clientAddress}), 0)::int as client_units
        from orders o
        cross join lateral (select coalesce(sum(i.quantity), 0) as units from order_items i where i.order_id = o.id) u
        where o.status = 'pending' and o.payment_status = 'unpaid'
          and (o.contact_phone = ${holder.phone} or o.address_key = ${holder.addressKey} or o.client_address = ${holder.clientAddress})`,
  );
  if (!held) throw new HttpError(500, 'hold counts answered no row');
  if (held.phone_orders >= limits.ordersPerPhone)
    throw validationError({ phone: [HOLD_MESSAGES.phoneOrders(limits.ordersPerPhone)] }, HOLD_MESSAGES.phoneOrders(limits.ordersPerPhone));
  if (held.phone_units + units > limits.unitsPerPhone) {
    const message = HOLD_MESSAGES.phoneUnits(limits.unitsPerPhone, Math.max(0, limits.unitsPerPhone - held.phone_units));
    throw validationError({ items: [message] }, message);
  }
  if (held.address_orders >= limits.ordersPerAddress)
    throw validationError({ address: [HOLD_MESSAGES.addressOrders(limits.ordersPerAddress)] }, HOLD_MESSAGES.addressOrders(limits.ordersPerAddress));
  if (held.client_orders >= limits.ordersPerClient || held.client_units + units > limits.unitsPerClient)
    throw new TooManyRequestsError(15 * 60, HOLD_MESSAGES.client);
}
