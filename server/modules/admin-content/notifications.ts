import { and, desc, eq, isNull } from 'drizzle-orm';
import { PUBLIC_NOTIFICATION_MESSAGES as M, type PublicNotificationCreate, type PublicNotificationPatch } from '#domain/public-notification-edit.ts';
import type { Database } from '#server/db/client.ts';
import * as t from '#server/db/schema.ts';
import { notFound } from '#server/http/errors.ts';
import { writeAudit } from '#server/modules/activity/write.ts';
import type { StaffActor } from '#server/modules/staff/actor.ts';

const n = t.notifications;
type Row = typeof n.$inferSelect;

/** A public notification as the back office edits it; the shop shows these to every visitor as they are saved. */
function present(row: Row) {
  return { id: row.id, type: row.type, title: row.title, message: row.message, link: row.link, created_at: row.createdAt.toISOString() };
}

export type AdminPublicNotification = ReturnType<typeof present>;

// A customer's own notifications are written by their orders and payments; staff change only the public ones.
const isPublic = isNull(n.customerId);
const publicOne = (id: number) => and(eq(n.id, id), isPublic);

/**
 * The notifications every shopper sees. No process keeps a copy of them (the storefront reads
 * them on every request), so a change needs no notice to show at once.
 */
export function createAdminNotificationService(db: Database) {
  async function list(): Promise<AdminPublicNotification[]> {
    const rows = await db.select().from(n).where(isPublic).orderBy(desc(n.createdAt), desc(n.id));
    return rows.map(present);
  }

  async function find(q: Database, id: number): Promise<Row> {
    const [row] = await q.select().from(n).where(publicOne(id)).for('update');
    if (!row) throw notFound(M.notFound);
    return row;
  }

  async function create(edit: PublicNotificationCreate, actor: StaffActor) {
    return db.transaction(async (tx) => {
      const [row] = await tx.insert(n).values({ customerId: null, type: edit.type, title: edit.title, message: edit.message, link: edit.link }).returning();
      const after = present(row!);
      await writeAudit(tx as unknown as Database, actor, 'notification', row!.id, 'create', null, after);
      return after;
    });
  }

  async function update(id: number, patch: PublicNotificationPatch, actor: StaffActor) {
    return db.transaction(async (tx) => {
      const q = tx as unknown as Database;
      const before = present(await find(q, id));
      if (Object.keys(patch).length === 0) return before;
      const [row] = await tx.update(n).set(patch).where(publicOne(id)).returning();
      const after = present(row!);
      await writeAudit(q, actor, 'notification', id, 'update', before, after);
      return after;
    });
  }

  async function remove(id: number, actor: StaffActor) {
    await db.transaction(async (tx) => {
      const q = tx as unknown as Database;
      const before = present(await find(q, id));
      await tx.delete(n).where(publicOne(id));
      await writeAudit(q, actor, 'notification', id, 'delete', before, null);
    });
  }

  return { list, create, update, remove };
}
