import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

interface LockOwner {
  pid: number;
  startedAt: string | null;
}

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

function readOwner(lockPath: string): LockOwner | null {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
    if (parsed && typeof parsed === 'object' && 'pid' in parsed && typeof parsed.pid === 'number') {
      const startedAt = 'startedAt' in parsed && typeof parsed.startedAt === 'string' ? parsed.startedAt : null;
      return { pid: parsed.pid, startedAt };
    }
  } catch {
    // An unreadable lock file is treated as abandoned.
  }
  return null;
}

/**
 * Takes the data folder for this process alone: PGlite has no cross-process locking, and two
 * writers on one folder corrupt it. A lock left by a killed process is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'dokan.lock');
  const me: LockOwner = { pid: process.pid, startedAt: processStartTime(process.pid) };

  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify(me), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const owner = readOwner(lockPath);
        if (owner?.pid === process.pid) fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockPath);
      if (owner && owner.pid !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(
          `The data folder ${dataDir} is in use by another Dokan process (pid ${owner.pid}). ` +
            'Stop that process, or start this one with a different DATA_DIR, or use DATABASE_URL to share PostgreSQL.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}: another process keeps taking it.`);
}
