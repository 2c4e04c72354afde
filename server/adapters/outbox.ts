import fs from 'node:fs';
import path from 'node:path';

export interface OutboxMessage {
  channel: 'email' | 'sms';
  to: string;
  subject?: string;
  text: string;
}

/**
 * Without SMTP or an SMS gateway configured, messages are appended here as JSON lines, one file a
 * day (`2026-11-21.jsonl`), so a demo or a test can read the code a customer would have received.
 */
export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

type StoredMessage = OutboxMessage & { created_at: string };

/** One open file per folder: appending a line costs a write, where a file per message cost a new inode. */
const openFiles = new Map<string, { day: string; stream: fs.WriteStream }>();
/** Writes not yet on disk, so a reader in this process (tests) never misses one. */
const pendingWrites = new Set<Promise<unknown>>();

/**
 * The outbox holds password-reset codes and customers' contact details: only the shop's own user
 * may read it. Modes are set on creation and tightened on files and folders that already exist.
 */
function openPrivately(folder: string, file: string): number {
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  fs.chmodSync(folder, 0o700);
  const fd = fs.openSync(file, 'a', 0o600);
  fs.fchmodSync(fd, 0o600);
  return fd;
}

function streamFor(folder: string, day: string, log: (message: string) => void): fs.WriteStream {
  const open = openFiles.get(folder);
  if (open?.day === day) return open.stream;
  open?.stream.end();
  const file = path.join(folder, `${day}.jsonl`);
  const stream = fs.createWriteStream(file, { fd: openPrivately(folder, file) });
  log(`mail and texts go to the local outbox, a line each: ${file}`);
  // A failed write rejects its own promise below; the stream's error must not crash the process.
  stream.on('error', () => openFiles.delete(folder));
  openFiles.set(folder, { day, stream });
  return stream;
}

/**
 * Appended off the event loop and awaited by the senders, so the message is on disk by the time
 * the request that sent it is answered. The write is registered before this returns, so a request
 * that merely starts a send (password reset codes) has its message found by `readOutbox`. The log
 * is told of each file opened, rather than of every message.
 */
export function writeToOutbox(dataDir: string, message: OutboxMessage, log: (message: string) => void): Promise<void> {
  const createdAt = new Date().toISOString();
  const folder = outboxDir(dataDir);
  const writing = new Promise<void>((resolve, reject) => {
    const stream = streamFor(folder, createdAt.slice(0, 10), log);
    const line = `${JSON.stringify({ ...message, created_at: createdAt } satisfies StoredMessage)}\n`;
    stream.write(line, (error) => (error ? reject(error) : resolve()));
  });
  pendingWrites.add(writing);
  void writing.then(
    () => pendingWrites.delete(writing),
    () => pendingWrites.delete(writing),
  );
  return writing;
}

/** Every message in an outbox folder, oldest first; a line still being written is skipped. */
export function outboxMessages(folder: string): StoredMessage[] {
  if (!fs.existsSync(folder)) return [];
  const messages: StoredMessage[] = [];
  for (const name of fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.jsonl'))
    .sort()) {
    for (const line of fs.readFileSync(path.join(folder, name), 'utf8').split('\n')) {
      try {
        if (line) messages.push(JSON.parse(line) as StoredMessage);
      } catch {
        // Only the last line can be half-written, by a writer still at work.
      }
    }
  }
  return messages;
}

/** Messages in the outbox for one recipient, newest first, once this process's writes have landed. */
export async function readOutbox(dataDir: string, to: string): Promise<StoredMessage[]> {
  await Promise.allSettled(pendingWrites);
  return outboxMessages(outboxDir(dataDir))
    .filter((message) => message.to === to)
    .reverse();
}
