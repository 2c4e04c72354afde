import { and, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { COMPLAINT_MESSAGES as M, complaintReference, isComplaintLate } from '#domain/complaints.ts';
import { complaintAnswerDue } from '#domain/delivery-window.ts';
import type { Database } from '#server/db/client.ts';
import { complaints } from '#server/db/schema.ts';
import { HttpError, notFound } from '#server/http/errors.ts';
import { decodePageCursor, encodePageCursor, preciseTime } from '#server/http/newest-first-pages.ts';
import type { JobQueue } from '#server/jobs/queue.ts';
import { writeAudit } from '#server/modules/activity/write.ts';
import type { RateLimits } from '#server/modules/auth/rate-limits.ts';
import { enqueueMessages, type QueuedMessage } from '#server/modules/notifications/message-queue.ts';
import type { StaffActor } from '#server/modules/staff/actor.ts';
import type { AdminComplaintListQuery, ComplaintInput } from './schemas.ts';

type ComplaintRow = typeof complaints.$inferSelect;

const present = (row: ComplaintRow) => ({
  id: row.id,
  reference: complaintReference(row.id),
  customer_id: row.customerId,
  name: row.name,
  phone: row.phone,
  email: row.email,
  order_number: row.orderNumber,
  subject: row.subject,
  message: row.message,
  created_at: row.createdAt.toISOString(),
  answer_due_at: row.answerDueAt.toISOString(),
  late: isComplaintLate(row),
  reply: row.reply,
  answered_at: row.answeredAt?.toISOString() ?? null,
  answered_by: row.answeredBy,
});

const lateNow = () => and(isNull(complaints.answeredAt), sql`${complaints.answerDueAt} < now()`);

function queueCondition(queue: AdminComplaintListQuery['queue']): SQL | undefined {
  switch (queue) {
    case 'open':
      return isNull(complaints.answeredAt);
    case 'late':
      return lateNow();
    case 'answered':
      return isNotNull(complaints.answeredAt);
    case 'all':
      return undefined;
  }
}

/** The reply as the customer receives it: by SMS always, by email when they gave an address. */
function replyMessages(row: ComplaintRow, reply: string): QueuedMessage[] {
  const reference = complaintReference(row.id);
  const text = `Reply to your complaint ${reference} (${row.subject}):\n${reply}`;
  const messages: QueuedMessage[] = [{ channel: 'sms', to: row.phone, text }];
  if (row.email) messages.push({ channel: 'email', to: row.email, subject: `Your complaint ${reference}`, text });
  return messages;
}

/**
 * Complaints: filed by anyone from /complaint (limited per address like the other public forms),
 * answered once by staff within 72 hours, the reply sent through the message outbox in the same
 * transaction as the answer and its audit row.
 */
export function createComplaintService(deps: { db: Database; limits: RateLimits; jobs: Pick<JobQueue, 'ready' | 'enqueue'> }) {
  const { db } = deps;
  const preciseCreatedAt = preciseTime(complaints.createdAt);

  async function file(input: ComplaintInput, filer: { customerId: number | null; ipAddress: string }) {
    await deps.limits.consume('complaint', filer.ipAddress);
    const filedAt = new Date();
    const [row] = await db
      .insert(complaints)
      .values({
        customerId: filer.customerId,
        name: input.name,
        phone: input.phone,
        email: input.email ?? null,
        orderNumber: input.order_number ?? null,
        subject: input.subject,
        message: input.message,
        createdAt: filedAt,
        answerDueAt: complaintAnswerDue(filedAt),
      })
      .returning();
    return { reference: complaintReference(row!.id), answer_due_at: row!.answerDueAt.toISOString() };
  }

  async function list(query: AdminComplaintListQuery) {
    const cursor = query.cursor ? decodePageCursor(query.cursor) : null;
    const where = [queueCondition(query.queue)];
    if (cursor) where.push(sql`(${complaints.createdAt}, ${complaints.id}) < (${cursor.at}::timestamptz, ${cursor.id})`);
    const [rows, [late]] = await Promise.all([
      db
        .select({ row: complaints, cursorAt: preciseCreatedAt })
        .from(complaints)
        .where(and(...where))
        .orderBy(desc(complaints.createdAt), desc(complaints.id))
        .limit(query.limit + 1),
      db.select({ n: sql<number>`count(*)::int` }).from(complaints).where(lateNow()),
    ]);
    const more = rows.length > query.limit;
    const shown = more ? rows.slice(0, query.limit) : rows;
    const last = shown.at(-1);
    return {
      complaints: shown.map(({ row }) => present(row)),
      next_cursor: more && last ? encodePageCursor({ at: last.cursorAt, id: last.row.id }) : null,
      late_count: late?.n ?? 0,
    };
  }

  async function detail(id: number) {
    const [row] = await db.select().from(complaints).where(eq(complaints.id, id)).limit(1);
    if (!row) throw notFound(M.notFound);
    return present(row);
  }

  async function answer(id: number, reply: string, actor: StaffActor) {
    await deps.jobs.ready();
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(complaints).where(eq(complaints.id, id)).for('update').limit(1);
      if (!row) throw notFound(M.notFound);
      if (row.answeredAt) throw new HttpError(409, M.alreadyAnswered(row.answeredBy));
      const [answered] = await tx.update(complaints).set({ reply, answeredAt: sql`now()`, answeredBy: actor.name }).where(eq(complaints.id, id)).returning();
      await enqueueMessages(tx, deps.jobs, replyMessages(row, reply));
      const name = `${complaintReference(id)} (${row.subject})`;
      await writeAudit(tx, actor, 'complaint', id, 'answer', { name, answered: false }, { name, answered: true, reply });
      return present(answered!);
    });
  }

  return { file, list, detail, answer };
}
