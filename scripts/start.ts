// `npm start`: builds the pages when the build is missing or older than the sources, then serves.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const serverBuild = path.join(root, 'build/server/index.js');
const sources = ['app', 'domain', 'public', 'vite.config.ts', 'react-router.config.ts', 'package-lock.json'];

function newestMtime(target: string): number {
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((newest, entry) => Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs), 0);
}

const builtAt = fs.existsSync(serverBuild) ? fs.statSync(serverBuild).mtimeMs : 0;
if (builtAt < Math.max(...sources.map(newestMtime))) {
  console.log(builtAt ? '[dokan] sources changed since the last build: building' : '[dokan] no build yet: building');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/@react-router/dev/bin.cjs'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env['NODE_ENV'] ??= 'production';
await import('../server/main.ts');
