import { spawn, spawnSync } from 'node:child_process';
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
        // The server loads all of itself before it looks at the folder: slow while other test files fill both cores.
        timeout: 60_000,
      });
      expect(second.status).toBe(1);
      expect(second.stderr).toContain(`is in use by another Dokan process (pid ${process.pid})`);
      expect(fs.readdirSync(dir)).toEqual(['dokan.lock']);
    } finally {
      release();
    }
  }, 90_000);

  describe('two processes locking at the same moment', () => {
    const racer = path.resolve('server/db/test-support/lock-racer.ts');
    const FOLDERS = 1500;

    async function race(root: string): Promise<number[][]> {
      const run = (me: string, rival: string) => {
        const child = spawn(process.execPath, [racer, root, String(FOLDERS), me, rival], { stdio: ['pipe', 'pipe', 'inherit'] });
        return new Promise<{ won: number[]; stop: () => void }>((resolve, reject) => {
          let out = '';
          child.stdout.on('data', (chunk: Buffer) => {
            out += chunk.toString();
            // The racer writes its answer once, then holds its locks until its input closes.
            if (out.endsWith(']')) resolve({ won: JSON.parse(out) as number[], stop: () => child.stdin.end() });
          });
          child.on('exit', (code) => reject(new Error(`racer ${me} exited with ${code}`)));
        });
      };
      const [a, b] = await Promise.all([run('a', 'b'), run('b', 'a')]);
      a.stop();
      b.stop();
      return [a.won, b.won];
    }

    function foldersUnder(root: string, prepare: (dir: string) => void) {
      for (let i = 0; i < FOLDERS; i++) {
        const dir = path.join(root, String(i));
        fs.mkdirSync(dir);
        prepare(dir);
      }
    }

    function expectOneOwnerEach([a, b]: number[][]) {
      const owners = new Map<number, number>();
      for (const i of [...(a ?? []), ...(b ?? [])]) owners.set(i, (owners.get(i) ?? 0) + 1);
      const doubleOwned = [...owners].filter(([, count]) => count > 1).map(([i]) => i);
      const unowned = Array.from({ length: FOLDERS }, (_, i) => i).filter((i) => !owners.has(i));
      expect({ doubleOwned, unowned }).toEqual({ doubleOwned: [], unowned: [] });
    }

    it('gives a fresh folder to exactly one of them', async () => {
      const root = tempDir();
      foldersUnder(root, () => {});
      expectOneOwnerEach(await race(root));
    }, 120_000);

    it('lets exactly one of them take over a lock left by a dead process', async () => {
      const root = tempDir();
      const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
      const stale = JSON.stringify({ pid: Number(dead.stdout), startedAt: '1' });
      foldersUnder(root, (dir) => fs.writeFileSync(path.join(dir, 'dokan.lock'), stale));
      expectOneOwnerEach(await race(root));
    }, 120_000);
  });
});
