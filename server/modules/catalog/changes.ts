import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '#server/db/client.ts';
import { type Listening, listenForNotices } from '#server/db/listen.ts';

/** What a staff write changed; each cache drops only for the kinds its answers are read from. */
export const CHANGE_KINDS = ['catalogue', 'content', 'settings'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** The PostgreSQL channel every process listens on. */
export const CHANGES_CHANNEL = 'dokan_changes';

const isKind = (value: unknown): value is ChangeKind => CHANGE_KINDS.includes(value as ChangeKind);

/** The kinds a notice names; one that cannot be read (a newer process's format, say) drops everything. */
export function kindsOfNotice(payload: string): readonly ChangeKind[] {
  try {
    const kind: unknown = (JSON.parse(payload) as { kind?: unknown } | null)?.kind;
    return isKind(kind) ? [kind] : CHANGE_KINDS;
  } catch {
    return CHANGE_KINDS;
  }
}

/**
 * Tells the per-process caches (docs/adr/0006) of every process that a committed write changed
 * what they keep, so a change shows at once instead of after their time limits. On PostgreSQL the
 * notice goes through the database (NOTIFY on `dokan_changes`) to each process's own LISTEN
 * connection, this one's included; the embedded database serves one process, so there it is only
 * passed on in memory.
 */
export function createCatalogueChanges(database: Pick<DatabaseHandle, 'db' | 'noticeClient'>, log: (message: string) => void) {
  const listeners: { forget: () => void; kinds: readonly ChangeKind[] }[] = [];
  const shared = database.noticeClient !== undefined;
  let listening: Listening | null = null;

  function forgetHere(kinds: readonly ChangeKind[]) {
    for (const listener of listeners) if (listener.kinds.some((kind) => kinds.includes(kind))) listener.forget();
  }

  async function notify(q: Database, kind: ChangeKind) {
    if (shared) await q.execute(sql`SELECT pg_notify(${CHANGES_CHANNEL}, ${JSON.stringify({ kind })})`);
  }

  return {
    /** `forget` drops a cache's kept answers; it is called after every committed write of these kinds. */
    onChange(forget: () => void, kinds: readonly ChangeKind[] = CHANGE_KINDS) {
      listeners.push({ forget, kinds });
    },
    /**
     * Inside the writing transaction: NOTIFY is sent when, and only if, the transaction commits, so
     * no process hears of a change that rolled back or misses one that committed. Call `forgetHere`
     * after the commit.
     */
    tellOthersOnCommit: notify,
    /** After the commit of a write that told others in its transaction: this process need not wait for its own notice. */
    forgetHere(kind: ChangeKind) {
      forgetHere([kind]);
    },
    /** Starts listening for other processes' notices (PostgreSQL only); settles once the first attempt has. */
    async listen() {
      const newClient = database.noticeClient;
      if (!newClient || listening) return;
      listening = listenForNotices(
        CHANGES_CHANNEL,
        {
          notice: (payload) => forgetHere(kindsOfNotice(payload)),
          listening: () => forgetHere(CHANGE_KINDS),
          log,
        },
        newClient,
      );
      await listening.ready;
    },
    async close() {
      await listening?.close();
      listening = null;
    },
  };
}

export type CatalogueChanges = ReturnType<typeof createCatalogueChanges>;
