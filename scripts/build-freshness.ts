import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const projectRoot = path.resolve(import.meta.dirname, '..');
const SOURCES = ['app', 'domain', 'public', 'vite.config.ts', 'react-router.config.ts', 'package-lock.json'];

function newestMtime(target: string): number {
  const full = path.join(projectRoot, target);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((newest, entry) => Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs), 0);
}

/** True when there is no page build, or a source it is made from changed after it. */
export function isBuildStale(): boolean {
  const serverBuild = path.join(projectRoot, 'build/server/index.js');
  const builtAt = fs.existsSync(serverBuild) ? fs.statSync(serverBuild).mtimeMs : 0;
  return builtAt === 0 || builtAt < Math.max(...SOURCES.map(newestMtime));
}

const reactRouterCli = (root: string) => path.join(root, 'node_modules/@react-router/dev/bin.cjs');

export interface PagesBuild {
  /** The `react-router build` process, for whoever must stop it early. */
  child: ChildProcess;
  /** Settles when the build ends; a failed build rejects with its output. */
  done: Promise<void>;
}

/**
 * Builds the pages (`react-router build`) of the checkout at `root` quietly, always for production: Vite keeps the NODE_ENV it
 * is given, and under Vitest (test) or a developer's shell (development) it would bundle React's
 * development build, whose warnings the browser tests and the benchmarks would then meet.
 */
export function buildPages(root = projectRoot): PagesBuild {
  const child = spawn(process.execPath, [reactRouterCli(root), 'build'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`building the pages failed (${signal ?? `exit code ${code}`}):\n${Buffer.concat(output).toString()}`));
    });
  });
  return { child, done };
}
