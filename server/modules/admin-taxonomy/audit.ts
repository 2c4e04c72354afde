import type { AuditEntity } from '#domain/audit.ts';
import type { Database } from '#server/db/client.ts';
import * as t from '#server/db/schema.ts';
import type { StaffActor } from '#server/modules/staff/actor.ts';

/** One audit_log row, written inside the change's own transaction so the two commit together. */
export async function writeAudit(q: Database, actor: StaffActor, entity: AuditEntity, entityId: number, action: string, before: unknown, after: unknown) {
  await q.insert(t.auditLog).values({
    staffId: String(actor.staffId),
    staffName: actor.name,
    entity,
    entityId: String(entityId),
    action,
    before: before ?? null,
    after: after ?? null,
  });
}
