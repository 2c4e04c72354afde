import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

const folders: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dokan-lock-'));
  folders.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('data folder lock', () => {
  it('refuses a second owner while the first is alive, and frees the folder on release', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'dokan.lock'), JSON.stringify({ pid: process.ppid, startedAt: null }));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    fs.rmSync(path.join(dir, 'dokan.lock'));
    const release = lockDataDir(dir);
    expect(fs.existsSync(path.join(dir, 'dokan.lock'))).toBe(true);
    release();
    expect(fs.existsSync(path.join(dir, 'dokan.lock'))).toBe(false);
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    fs.writeFileSync(path.join(dir, 'dokan.lock'), JSON.stringify({ pid: Number(dead.stdout), startedAt: '1' }));
    const release = lockDataDir(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'dokan.lock'), 'utf8')).pid).toBe(process.pid);
    release();
  });

  it('makes a second server on the same folder exit with a clear message without touching it', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    try {
      const second = spawnSync(process.execPath, [path.resolve('server/main.ts')], {
        env: { ...process.env, DATA_DIR: dir, PORT: '0', DATABASE_URL: '' },
        encoding: 'utf8',
        timeout: 20_000,
      });
      expect(second.status).toBe(1);
      expect(second.stderr).toContain(`is in use by another Dokan process (pid ${process.pid})`);
      expect(fs.readdirSync(dir)).toEqual(['dokan.lock']);
    } finally {
      release();
    }
  });
});
