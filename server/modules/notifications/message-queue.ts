import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Mailer } from '#server/adapters/mail.ts';
import type { SmsSender } from '#server/adapters/sms.ts';
import type { Database } from '#server/db/client.ts';
import { messageOutbox } from '#server/db/schema.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type QueuedMessage = { channel: 'sms'; to: string; text: string } | { channel: 'email'; to: string; subject: string; text: string };

/** Long enough for a slow gateway to answer; a sender that died holding a row lets it go after this. */
const CLAIM_SECONDS = 300;
/** A message that failed waits this long before another try, so one run does not hammer a gateway that is down. */
const RETRY_SECONDS = 60;
/** After this many tries the message stays in the table with its last error, for staff to look at. */
const MAX_ATTEMPTS = 10;
const BATCH = 20;

/** Written in the caller's transaction: the messages commit, or roll back, with the change they tell of. */
export async function enqueueMessages(tx: Transaction | Database, messages: QueuedMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await tx.insert(messageOutbox).values(
    messages.map((message) => ({
      channel: message.channel,
      recipient: message.to,
      subject: message.channel === 'email' ? message.subject : null,
      body: message.text,
    })),
  );
}

export function createMessageDispatcher(deps: { db: Database; mailer: Mailer; sms: SmsSender; log: (message: string) => void }) {
  const { db } = deps;

  /**
   * Claims a batch of due rows. SKIP LOCKED lets the shop and the staff command line drain the
   * same table at once without sending a message twice.
   */
  async function claim() {
    const due = and(
      isNull(messageOutbox.sentAt),
      lt(messageOutbox.attempts, MAX_ATTEMPTS),
      or(isNull(messageOutbox.claimedUntil), lt(messageOutbox.claimedUntil, sql`now()`)),
    );
    const ids = db
      .select({ id: messageOutbox.id })
      .from(messageOutbox)
      .where(due)
      .orderBy(asc(messageOutbox.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(messageOutbox)
      .set({ claimedUntil: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`, attempts: sql`${messageOutbox.attempts} + 1` })
      .where(inArray(messageOutbox.id, ids))
      .returning();
  }

  async function sendOne(row: typeof messageOutbox.$inferSelect) {
    try {
      if (row.channel === 'sms') await deps.sms.send({ to: row.recipient, text: row.body });
      else await deps.mailer.send({ to: row.recipient, subject: row.subject ?? '', text: row.body });
      await db.update(messageOutbox).set({ sentAt: sql`now()`, lastError: null }).where(eq(messageOutbox.id, row.id));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      deps.log(`${row.channel} message ${row.id} not sent (try ${row.attempts} of ${MAX_ATTEMPTS}): ${reason}`);
      await db
        .update(messageOutbox)
        .set({ lastError: reason, claimedUntil: sql`now() + make_interval(secs => ${RETRY_SECONDS})` })
        .where(eq(messageOutbox.id, row.id));
    }
  }

  let running: Promise<number> | null = null;
  let again = false;

  async function drain(): Promise<number> {
    let sent = 0;
    for (;;) {
      const rows = await claim();
      if (rows.length === 0) return sent;
      for (const row of rows) await sendOne(row);
      sent += rows.length;
    }
  }

  return {
    /**
     * Sends every message that is due; resolves with how many it tried. A call while a run is under
     * way is folded into that run (one more pass after it), so rows committed meanwhile are not missed.
     */
    deliver(): Promise<number> {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        let tried = 0;
        do {
          again = false;
          tried += await drain();
        } while (again);
        return tried;
      })().finally(() => {
        running = null;
      });
      return running;
    },
  };
}

export type MessageDispatcher = ReturnType<typeof createMessageDispatcher>;
