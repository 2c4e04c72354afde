import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Mailer } from '#server/adapters/mail.ts';
import type { SmsSender } from '#server/adapters/sms.ts';
import type { Database } from '#server/db/client.ts';
import { messageOutbox } from '#server/db/schema.ts';
import type { JobQueue } from '#server/jobs/queue.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type QueuedMessage = { channel: 'sms'; to: string; text: string } | { channel: 'email'; to: string; subject: string; text: string };

/**
 * Written in the caller's transaction: each message is a row of message_outbox (what was sent,
 * when, the last error, for staff to read) and a `send-message` job that sends it. Both commit, or
 * roll back, with the change they tell of; the job queue retries a failed send with back-off.
 */
export async function enqueueMessages(tx: Transaction, jobs: Pick<JobQueue, 'enqueue'>, messages: QueuedMessage[]): Promise<void> {
  if (messages.length === 0) return;
  const rows = await tx
    .insert(messageOutbox)
    .values(
      messages.map((message) => ({
        channel: message.channel,
        recipient: message.to,
        subject: message.channel === 'email' ? message.subject : null,
        body: message.text,
      })),
    )
    .returning({ id: messageOutbox.id });
  for (const row of rows) await jobs.enqueue(tx, 'send-message', { messageId: row.id });
}

/**
 * Sends one queued message: the `send-message` job's work. A row already marked sent is not sent
 * again, so a job run twice (a retry after the worker died past the mark) sends once. The one gap
 * left is a worker that dies after the gateway took the message and before the mark commits: the
 * retry sends it again. That is the honest guarantee, at least once, chosen over at most once
 * because a lost order confirmation costs more than a repeated one.
 */
export function createMessageSender(deps: { db: Database; mailer: Mailer; sms: SmsSender; log: (message: string) => void }) {
  const { db } = deps;
  return async function sendMessage({ messageId }: { messageId: number }): Promise<void> {
    const [row] = await db
      .update(messageOutbox)
      .set({ attempts: sql`${messageOutbox.attempts} + 1` })
      .where(and(eq(messageOutbox.id, messageId), isNull(messageOutbox.sentAt)))
      .returning();
    if (!row) return;
    try {
      if (row.channel === 'sms') await deps.sms.send({ to: row.recipient, text: row.body, key: `message-${row.id}` });
      else await deps.mailer.send({ to: row.recipient, subject: row.subject ?? '', text: row.body });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      deps.log(`${row.channel} message ${row.id} not sent (try ${row.attempts}): ${reason}`);
      await db.update(messageOutbox).set({ lastError: reason }).where(eq(messageOutbox.id, row.id));
      // The job fails, and the queue tries again later.
      throw error;
    }
    await db.update(messageOutbox).set({ sentAt: sql`now()`, lastError: null }).where(eq(messageOutbox.id, row.id));
  };
}
