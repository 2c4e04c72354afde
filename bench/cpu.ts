// CPU time from /proc, so a benchmark can say what a request cost each side: a process with every
// process under it, and the PostgreSQL backends serving one database.
import fs from 'node:fs';
import pg from 'pg';

/** Linux's clock ticks in /proc/<pid>/stat (USER_HZ), the same on every architecture the shop runs on. */
const TICKS_PER_SECOND = 100;

function cpuMsOf(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

function childrenOf(pid: number): number[] {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

function commandOf(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}

/**
 * CPU ms used so far by a process and every process under it (the cluster's copies), but for the
 * helper that draws the demo's pictures after a first start: it runs at the lowest priority and
 * serves no request of the mix.
 */
export function treeCpuMs(pid: number): number {
  if (commandOf(pid).includes('pending-worker')) return 0;
  return cpuMsOf(pid) + childrenOf(pid).reduce((sum, child) => sum + treeCpuMs(child), 0);
}

/**
 * CPU ms used so far by each PostgreSQL backend serving the run's database, by pid: asked of
 * pg_stat_activity, so other databases on the same server (other benchmarks, tests) are not counted.
 */
export async function postgresCpuMs(databaseUrl: string): Promise<Map<number, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    return new Map(rows.map((row) => [row.pid, cpuMsOf(row.pid)]));
  } finally {
    await client.end();
  }
}

/** The run database's backends' CPU ms since `before`: one that ended meanwhile is lost (the pools keep theirs open), a new one counts whole. */
export async function postgresCpuSince(databaseUrl: string, before: Map<number, number>): Promise<number> {
  let total = 0;
  for (const [pid, ms] of await postgresCpuMs(databaseUrl)) total += ms - (before.get(pid) ?? 0);
  return Math.max(0, total);
}
