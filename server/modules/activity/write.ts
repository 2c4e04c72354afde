import type { AuditEntity } from '#domain/audit.ts';
import type { Database } from '#server/db/client.ts';
import * as t from '#server/db/schema.ts';
import { type AuditActor, COMMAND_LINE_STAFF_ID } from '#server/modules/staff/actor.ts';

/** One audit_log row, written inside the change's own transaction so the two commit together. */
export async function writeAudit(q: Database, actor: AuditActor, entity: AuditEntity, entityId: number, action: string, before: unknown, after: unknown) {
  await q.insert(t.auditLog).values({
    staffId: 'staffId' in actor ? String(actor.staffId) : COMMAND_LINE_STAFF_ID,
    staffName: 'staffId' in actor ? actor.name : actor.commandLine,
    entity,
    entityId: String(entityId),
    action,
    before: before ?? null,
    after: after ?? null,
  });
}
