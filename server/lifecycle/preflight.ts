import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

// Checks of the settings that would otherwise fail only after the slow start-up work (migrations,
// a first start's demo shop), and then as a stack trace. Each answer names the setting to change.

/** Null when the server can listen on HOST:PORT (or the metrics port's settings, named by `names`), else what the operator should do. */
export async function listenAddressProblem(port: number, host: string, names = { port: 'PORT', host: 'HOST' }): Promise<string | null> {
  const { port: portSetting, host: hostSetting } = names;
  const probe = net.createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      probe.once('error', reject);
      probe.listen({ port, host, exclusive: true }, resolve);
    });
    return null;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      return `${portSetting} ${port} is already in use on ${host}: stop the program listening there, or set ${portSetting} to a free port.`;
    if (code === 'EACCES')
      return `${portSetting} ${port} needs privileges this user does not have: set ${portSetting} to 1024 or above (and put a proxy in front), or grant the privilege.`;
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NONAME')
      return `${hostSetting} ${host} is not an address of this machine: set ${hostSetting} to 0.0.0.0 (every interface), 127.0.0.1 (this machine only) or one of its own addresses.`;
    return `Cannot listen on ${hostSetting} ${host}, ${portSetting} ${port} (${code ?? String(error)}): check both settings.`;
  } finally {
    await new Promise<void>((resolve) => probe.close(() => resolve()));
  }
}

/** Null when the data folder exists (or can be made) and can be written. */
export function dataDirProblem(dataDir: string): string | null {
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    const probe = path.join(dataDir, `.write-check-${process.pid}`);
    fs.writeFileSync(probe, '');
    fs.rmSync(probe);
    return null;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    return `DATA_DIR ${dataDir} cannot be written (${code}): give this user write access to it, or set DATA_DIR to a folder it can write.`;
  }
}

function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(not a URL)';
  }
}

/** Null when PostgreSQL at DATABASE_URL answers a query. */
export async function databaseUrlProblem(url: string, timeoutMs = 5_000): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  // A refused connection is reported through connect(); this keeps a late socket error from crashing.
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return `DATABASE_URL ${withoutPassword(url)} cannot be reached (${reason}): check the address, that PostgreSQL is running and that it accepts this user, or unset DATABASE_URL to use the embedded database in DATA_DIR.`;
  } finally {
    await client.end().catch(() => {});
  }
}
