import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

interface LockOwner {
  pid: number;
  startedAt: string | null;
}

const LOCK_NAME = 'dokan.lock';
// Markers of taken-over locks are kept a while: a process that read the dead owner just before the
// takeover must still find the marker, or it would take the lock over a second time.
const TAKEOVER_MARKER_KEEP_MS = 60_000;

/** The kernel's start time of a process: tells a live owner from a new process that reused its pid. */
function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22 (starttime) counts from after the command name, which may contain spaces.
    const afterName = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return afterName[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(owner: LockOwner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  const startedAt = processStartTime(owner.pid);
  return owner.startedAt === null || startedAt === null || startedAt === owner.startedAt;
}

function parseOwner(text: string): LockOwner | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'pid' in parsed && typeof parsed.pid === 'number') {
      const startedAt = 'startedAt' in parsed && typeof parsed.startedAt === 'string' ? parsed.startedAt : null;
      return { pid: parsed.pid, startedAt };
    }
  } catch {
    // An unreadable lock file is treated as abandoned.
  }
  return null;
}

function readText(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException).code;
}

const sleeper = new Int32Array(new SharedArrayBuffer(4));
function pause(ms: number) {
  Atomics.wait(sleeper, 0, 0, ms);
}

function removeOldTakeoverMarkers(dataDir: string) {
  const now = Date.now();
  for (const name of fs.readdirSync(dataDir)) {
    if (!name.startsWith(`${LOCK_NAME}.taken-`)) continue;
    const file = path.join(dataDir, name);
    try {
      if (now - fs.statSync(file).mtimeMs > TAKEOVER_MARKER_KEEP_MS) fs.rmSync(file, { force: true });
    } catch {
      // Another process cleaned it first.
    }
  }
}

// However the process ends (process.exit included), the next start finds its folders free.
const heldLocks = new Set<() => void>();
process.on('exit', () => {
  for (const release of [...heldLocks]) release();
});

/**
 * Takes the data folder for this process alone: PGlite has no cross-process locking, and two
 * writers on one folder corrupt it. A lock left by a killed process is taken over.
 *
 * Every step is atomic, so two processes starting at the same moment never both own the folder:
 * the lock appears with its owner already written (a hard link of a finished draft), and a dead
 * owner's lock is replaced only by the one process that first creates that owner's takeover marker.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_NAME);
  const me = JSON.stringify({ pid: process.pid, startedAt: processStartTime(process.pid) } satisfies LockOwner);
  const draft = path.join(dataDir, `${LOCK_NAME}.draft-${process.pid}`);
  fs.writeFileSync(draft, me);

  const owned = () => {
    const release = () => {
      if (!heldLocks.delete(release)) return;
      if (readText(lockPath) === me) fs.rmSync(lockPath, { force: true });
    };
    heldLocks.add(release);
    removeOldTakeoverMarkers(dataDir);
    return release;
  };

  try {
    for (let attempt = 0; attempt < 200; attempt++) {
      try {
        fs.linkSync(draft, lockPath);
        return owned();
      } catch (error) {
        if (errorCode(error) !== 'EEXIST') throw error;
      }
      const current = readText(lockPath);
      // Released between our two steps: try again.
      if (current === null) continue;
      const owner = parseOwner(current);
      if (owner && owner.pid !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(
          `The data folder ${dataDir} is in use by another Dokan process (pid ${owner.pid}). ` +
            'Stop that process, or start this one with a different DATA_DIR, or use DATABASE_URL to share PostgreSQL.',
        );
      }
      const marker = path.join(dataDir, `${LOCK_NAME}.taken-${createHash('sha256').update(current).digest('hex').slice(0, 16)}`);
      try {
        fs.writeFileSync(marker, me, { flag: 'wx' });
      } catch (error) {
        if (errorCode(error) !== 'EEXIST') throw error;
        // Another process is taking this dead owner's lock over: see who ends up with it.
        pause(5);
        continue;
      }
      fs.renameSync(draft, lockPath);
      return owned();
    }
  } finally {
    fs.rmSync(draft, { force: true });
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}: another process keeps taking it.`);
}
