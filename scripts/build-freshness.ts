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

export const reactRouterCli = path.join(projectRoot, 'node_modules/@react-router/dev/bin.cjs');
