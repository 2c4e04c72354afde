import fs from 'node:fs';
import path from 'node:path';

export interface OutboxMessage {
  channel: 'email' | 'sms';
  to: string;
  subject?: string;
  text: string;
}

/**
 * Without SMTP or an SMS gateway configured, messages are written as JSON files here, so a demo or
 * a test can read the code a customer would have received.
 */
export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

const madeFolders = new Set<string>();

/**
 * Synchronous on purpose: the message is on disk by the time the request that sent it is answered,
 * so a demo or a test reading the outbox never races the write. The folder is made once.
 */
export function writeToOutbox(dataDir: string, message: OutboxMessage): string {
  const folder = outboxDir(dataDir);
  if (!madeFolders.has(folder)) {
    fs.mkdirSync(folder, { recursive: true });
    madeFolders.add(folder);
  }
  const safeRecipient = message.to.replace(/[^a-zA-Z0-9@.+-]/g, '_');
  const file = path.join(folder, `${new Date().toISOString().replaceAll(':', '-')}-${process.hrtime.bigint()}-${message.channel}-${safeRecipient}.json`);
  fs.writeFileSync(file, JSON.stringify({ ...message, created_at: new Date().toISOString() }, null, 2));
  return file;
}

/** Messages in the outbox for one recipient, newest first. */
export function readOutbox(dataDir: string, to: string): (OutboxMessage & { created_at: string })[] {
  const folder = outboxDir(dataDir);
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse()
    .map((name) => JSON.parse(fs.readFileSync(path.join(folder, name), 'utf8')) as OutboxMessage & { created_at: string })
    .filter((message) => message.to === to);
}
