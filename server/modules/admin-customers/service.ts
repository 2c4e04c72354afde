import { decodePageCursor, encodePageCursor, preciseTime } from '#server/http/newest-first-pages.ts';
import { and, desc, eq, gt, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { normalizeBdPhone } from '#domain/account.ts';
import { CUSTOMER_DESK_MESSAGES as M } from '#domain/customers.ts';
import type { Database } from '#server/db/client.ts';
import * as t from '#server/db/schema.ts';
import { HttpError, notFound } from '#server/http/errors.ts';
import type { StaffActor } from '#server/modules/staff/actor.ts';
import type { AdminCustomerListQuery } from './schemas.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** `%` and `_` typed into a search are letters, not wildcards. */
const likeText = (value: string) => value.replaceAll(/[\\%_]/g, (c) => `\\${c}`);

/** A whole mobile number is looked up by its unique index; other text is part of the name or email. */
function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const phone = normalizeBdPhone(q);
  if (phone) return eq(t.customers.phone, phone);
  const like = `%${likeText(q)}%`;
  return or(ilike(t.customers.fullName, like), ilike(t.customers.email, like));
}

const preciseCreatedAt = preciseTime(t.customers.createdAt);

/**
 * What a customer has spent (SPENT_RULE in domain/customers.ts): orders paid (online, or cash
 * collected) or delivered, not cancelled, less what was refunded. Read along orders_customer_idx.
 */
const spentFilter = sql`${t.orders.status} <> 'cancelled' AND (${t.orders.paymentStatus} <> 'unpaid' OR ${t.orders.status} = 'delivered')`;
// Spelled out whole: Drizzle writes a single table's columns unqualified, and a bare "id" inside
// the subquery would be the order's id.
const outerCustomerId = sql`${sql.identifier('customers')}.${sql.identifier('id')}`;
const orderCount = sql<number>`(SELECT count(*)::int FROM ${t.orders} WHERE ${t.orders.customerId} = ${outerCustomerId})`;
const totalSpent = sql<number>`(SELECT coalesce(sum(${t.orders.total} - ${t.orders.refundedAmount}) FILTER (WHERE ${spentFilter}), 0)::int FROM ${t.orders} WHERE ${t.orders.customerId} = ${outerCustomerId})`;

const DETAIL_ROWS = 100;

export function createAdminCustomerService(db: Database) {
  async function list(query: AdminCustomerListQuery) {
    const cursor = query.cursor ? decodePageCursor(query.cursor) : null;
    const where = [searchCondition(query.q)];
    if (cursor) where.push(sql`(${t.customers.createdAt}, ${t.customers.id}) < (${cursor.at}::timestamptz, ${cursor.id})`);
    const rows = await db
      .select({
        id: t.customers.id,
        fullName: t.customers.fullName,
        email: t.customers.email,
        phone: t.customers.phone,
        createdAt: t.customers.createdAt,
        blockedAt: t.customers.blockedAt,
        orderCount,
        totalSpent,
        cursorAt: preciseCreatedAt,
      })
      .from(t.customers)
      .where(and(...where))
      .orderBy(desc(t.customers.createdAt), desc(t.customers.id))
      .limit(query.limit + 1);
    const more = rows.length > query.limit;
    const shown = more ? rows.slice(0, query.limit) : rows;
    const last = shown.at(-1);
    return {
      customers: shown.map((row) => ({
        id: row.id,
        full_name: row.fullName,
        email: row.email,
        phone: row.phone,
        created_at: row.createdAt.toISOString(),
        blocked_at: row.blockedAt?.toISOString() ?? null,
        order_count: row.orderCount,
        total_spent: row.totalSpent,
      })),
      next_cursor: more && last ? encodePageCursor({ at: last.cursorAt, id: last.id }) : null,
    };
  }

  async function detail(id: number) {
    const [row] = await db
      .select({
        id: t.customers.id,
        fullName: t.customers.fullName,
        email: t.customers.email,
        phone: t.customers.phone,
        address: t.customers.address,
        dateOfBirth: t.customers.dateOfBirth,
        gender: t.customers.gender,
        // Whether there is one, never the hash itself.
        hasPassword: sql<boolean>`${t.customers.passwordHash} IS NOT NULL`,
        createdAt: t.customers.createdAt,
        blockedAt: t.customers.blockedAt,
        blockedReason: t.customers.blockedReason,
        orderCount,
        totalSpent,
      })
      .from(t.customers)
      .where(eq(t.customers.id, id))
      .limit(1);
    if (!row) throw notFound(M.notFound);
    const [identities, [live], orders, refunds] = await Promise.all([
      db.select({ provider: t.customerIdentities.provider }).from(t.customerIdentities).where(eq(t.customerIdentities.customerId, id)),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(t.sessions)
        .where(and(eq(t.sessions.customerId, id), isNull(t.sessions.revokedAt), gt(t.sessions.expiresAt, sql`now()`))),
      db.select().from(t.orders).where(eq(t.orders.customerId, id)).orderBy(desc(t.orders.createdAt), desc(t.orders.id)).limit(DETAIL_ROWS),
      db
        .select({ request: t.refundRequests, orderNumber: t.orders.orderNumber })
        .from(t.refundRequests)
        .innerJoin(t.orders, eq(t.orders.id, t.refundRequests.orderId))
        .where(eq(t.refundRequests.customerId, id))
        .orderBy(desc(t.refundRequests.createdAt), desc(t.refundRequests.id))
        .limit(DETAIL_ROWS),
    ]);
    return {
      id: row.id,
      full_name: row.fullName,
      email: row.email,
      phone: row.phone,
      address: row.address,
      date_of_birth: row.dateOfBirth,
      gender: row.gender,
      has_password: row.hasPassword,
      sign_in_providers: [...new Set(identities.map((identity) => identity.provider))],
      created_at: row.createdAt.toISOString(),
      blocked_at: row.blockedAt?.toISOString() ?? null,
      blocked_reason: row.blockedReason,
      active_sessions: live?.n ?? 0,
      order_count: row.orderCount,
      total_spent: row.totalSpent,
      orders: orders.map((order) => ({
        order_number: order.orderNumber,
        status: order.status,
        payment_status: order.paymentStatus,
        total: order.total,
        refunded_amount: order.refundedAmount,
        created_at: order.createdAt.toISOString(),
      })),
      refund_requests: refunds.map(({ request, orderNumber }) => ({
        id: request.id,
        order_number: orderNumber,
        amount: request.amount,
        status: request.status,
        reason: request.reason,
        created_at: request.createdAt.toISOString(),
      })),
    };
  }

  async function audit(
    tx: Transaction,
    actor: StaffActor,
    customer: { id: number; fullName: string },
    action: string,
    before: Record<string, unknown>,
    after: Record<string, unknown>,
  ) {
    await tx.insert(t.auditLog).values({
      staffId: String(actor.staffId),
      staffName: actor.name,
      entity: 'customer',
      entityId: String(customer.id),
      action,
      // `name` is what the activity log calls a record.
      before: { name: customer.fullName, ...before },
      after: { name: customer.fullName, ...after },
    });
  }

  /** Why a block or unblock changed nothing: no such customer (404), or it was already so (409). */
  async function refusal(id: number, already: string): Promise<never> {
    const [exists] = await db.select({ id: t.customers.id }).from(t.customers).where(eq(t.customers.id, id)).limit(1);
    throw exists ? new HttpError(409, already) : notFound(M.notFound);
  }

  /** Blocks the account and ends every session of it in one transaction, with its audit row. */
  async function block(id: number, reason: string, actor: StaffActor) {
    const changed = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(t.customers)
        .set({ blockedAt: sql`now()`, blockedReason: reason, updatedAt: sql`now()` })
        .where(and(eq(t.customers.id, id), isNull(t.customers.blockedAt)))
        .returning({ id: t.customers.id, fullName: t.customers.fullName });
      if (!row) return null;
      await tx
        .update(t.sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(t.sessions.customerId, id), isNull(t.sessions.revokedAt)));
      await audit(tx, actor, row, 'block', { blocked: false }, { blocked: true, reason });
      return row;
    });
    if (!changed) await refusal(id, M.alreadyBlocked);
    return detail(id);
  }

  async function unblock(id: number, actor: StaffActor) {
    const changed = await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ reason: t.customers.blockedReason })
        .from(t.customers)
        .where(and(eq(t.customers.id, id), isNotNull(t.customers.blockedAt)))
        .for('update');
      if (!before) return null;
      const [row] = await tx
        .update(t.customers)
        .set({ blockedAt: null, blockedReason: null, updatedAt: sql`now()` })
        .where(eq(t.customers.id, id))
        .returning({ id: t.customers.id, fullName: t.customers.fullName });
      if (!row) return null;
      await audit(tx, actor, row, 'unblock', { blocked: true, reason: before.reason }, { blocked: false });
      return row;
    });
    if (!changed) await refusal(id, M.notBlocked);
    return detail(id);
  }

  return { list, detail, block, unblock };
}
