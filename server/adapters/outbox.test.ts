import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { outboxDir, outboxMessages, writeToOutbox } from './outbox.ts';

const roots: string[] = [];
function freshDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dokan-outbox-'));
  roots.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of roots) fs.rmSync(dir, { recursive: true, force: true });
});

const mode = (file: string) => fs.statSync(file).mode & 0o777;
const todaysFile = (dataDir: string) => path.join(outboxDir(dataDir), `${new Date().toISOString().slice(0, 10)}.jsonl`);
const code = { channel: 'sms' as const, to: '01712345678', text: 'Your Dokan code is 123456' };

// Outbox lines carry password-reset codes: another user of the machine must not read them.
describe('the local outbox', () => {
  it('is created readable by its owner only', async () => {
    const dataDir = freshDataDir();
    await writeToOutbox(dataDir, code, () => {});
    expect(mode(outboxDir(dataDir))).toBe(0o700);
    expect(mode(todaysFile(dataDir))).toBe(0o600);
  });

  it('tightens a folder and file that were left open to others, keeping what they hold', async () => {
    const dataDir = freshDataDir();
    fs.mkdirSync(outboxDir(dataDir), { mode: 0o755 });
    fs.chmodSync(outboxDir(dataDir), 0o755);
    fs.writeFileSync(todaysFile(dataDir), `${JSON.stringify({ ...code, text: 'earlier', created_at: new Date().toISOString() })}\n`, { mode: 0o644 });
    fs.chmodSync(todaysFile(dataDir), 0o644);

    await writeToOutbox(dataDir, code, () => {});
    expect(mode(outboxDir(dataDir))).toBe(0o700);
    expect(mode(todaysFile(dataDir))).toBe(0o600);
    expect(outboxMessages(outboxDir(dataDir)).map((message) => message.text)).toEqual(['earlier', code.text]);
  });
});
