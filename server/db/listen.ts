import pg from 'pg';

/** What the listening connection needs of a PostgreSQL client; tests give a fake to lose it on purpose. */
export interface NoticeClient {
  connect(): Promise<unknown>;
  query(text: string): Promise<unknown>;
  end(): Promise<unknown>;
  on(event: 'notification', listener: (message: { channel: string; payload?: string | undefined }) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'end', listener: () => void): unknown;
}

export interface NoticeHandlers {
  notice(payload: string): void;
  /**
   * LISTEN is in place (at start, and again after a lost connection). Notices sent while nobody
   * listened are gone for good, so anything kept on the strength of them may be stale.
   */
  listening(): void;
  log(message: string): void;
}

export interface Listening {
  /** Settles after the first attempt to listen, whether or not it succeeded (retries go on). */
  ready: Promise<void>;
  close(): Promise<void>;
}

const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 10_000;

/** A channel name is an identifier in LISTEN; only plain ones are accepted, so it needs no quoting. */
const PLAIN_CHANNEL = /^[a-z_][a-z0-9_]*$/;

/**
 * Holds one connection of its own (a pooled one would be handed to queries and its LISTEN lost)
 * that listens on `channel`. A lost connection is opened again after a growing pause, up to 10 s.
 */
export function listenForNotices(channel: string, handlers: NoticeHandlers, newClient: () => NoticeClient): Listening {
  if (!PLAIN_CHANNEL.test(channel)) throw new Error(`Not a plain channel name: ${channel}`);
  let stopped = false;
  let current: NoticeClient | null = null;
  let retryMs = FIRST_RETRY_MS;
  let retry: NodeJS.Timeout | undefined;

  function lost(client: NoticeClient, reason: string) {
    if (client !== current || stopped) return;
    current = null;
    client.end().catch(() => {});
    handlers.log(`change notices: not listening (${reason}); trying again in ${retryMs} ms`);
    retry = setTimeout(open, retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  }

  async function open(): Promise<void> {
    const client = newClient();
    current = client;
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.notice(message.payload ?? '');
    });
    client.on('error', (error) => lost(client, error.message));
    client.on('end', () => lost(client, 'connection ended'));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      lost(client, error instanceof Error ? error.message : String(error));
      return;
    }
    if (client !== current) return;
    retryMs = FIRST_RETRY_MS;
    handlers.listening();
  }

  return {
    ready: open(),
    async close() {
      stopped = true;
      clearTimeout(retry);
      const client = current;
      current = null;
      await client?.end().catch(() => {});
    },
  };
}

/** The listening connection's client; keep-alive notices a peer that vanished without closing. */
export const postgresNoticeClient = (url: string) => (): NoticeClient => new pg.Client({ connectionString: url, keepAlive: true });
