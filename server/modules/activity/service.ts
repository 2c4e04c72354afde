import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type AuditReach, auditActionLabel, auditFieldChanges } from '#domain/audit.ts';
import type { Database } from '#server/db/client.ts';
import * as t from '#server/db/schema.ts';
import { COMMAND_LINE_STAFF_ID } from '#server/modules/staff/actor.ts';

export interface ActivityQuery {
  entity?: string | undefined;
  entity_id?: string | undefined;
  staff_id?: number | undefined;
  page: number;
  per_page: number;
}

const log = t.auditLog;

/** What a snapshot calls its record: its name, or its title for records that have none (a banner). */
function nameIn(snapshot: unknown): string | null {
  if (typeof snapshot !== 'object' || snapshot === null) return null;
  if ('name' in snapshot && typeof snapshot.name === 'string') return snapshot.name;
  return 'title' in snapshot && typeof snapshot.title === 'string' ? snapshot.title : null;
}

/** Reads the audit log, newest first; it is written only by the changes it records, in their transactions. */
export function createActivityService(db: Database) {
  /** One page of what `reach` may read; a filter by a kind it may not read is the caller's to refuse. */
  async function list(query: ActivityQuery, reach: AuditReach) {
    const conditions: SQL[] = [];
    if (!reach.everything) conditions.push(reach.entities.length > 0 ? inArray(log.entity, reach.entities) : sql`false`);
    if (query.entity !== undefined) conditions.push(eq(log.entity, query.entity));
    if (query.entity_id !== undefined) conditions.push(eq(log.entityId, query.entity_id));
    if (query.staff_id !== undefined) conditions.push(eq(log.staffId, String(query.staff_id)));
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const [counted, rows] = await Promise.all([
      db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(log)
        .where(where),
      db
        .select()
        .from(log)
        .where(where)
        .orderBy(desc(log.at), desc(log.id))
        .limit(query.per_page)
        .offset((query.page - 1) * query.per_page),
    ]);
    const total = counted[0]?.n ?? 0;
    return {
      data: rows.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        staff: { id: row.staffId === COMMAND_LINE_STAFF_ID ? null : Number(row.staffId), name: row.staffName },
        entity: row.entity,
        entity_id: row.entityId,
        subject: nameIn(row.after) ?? nameIn(row.before),
        action: row.action,
        action_label: auditActionLabel(row.action),
        changes: auditFieldChanges(row.before, row.after),
        before: row.before ?? null,
        after: row.after ?? null,
      })),
      meta: { total, current_page: query.page, per_page: query.per_page, last_page: Math.max(1, Math.ceil(total / query.per_page)) },
    };
  }

  return { list };
}

type ActivityService = ReturnType<typeof createActivityService>;
export type ActivityEntry = Awaited<ReturnType<ActivityService['list']>>['data'][number];
