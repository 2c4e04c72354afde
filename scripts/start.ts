// `npm start`: builds the pages when the build is missing or older than the sources, then serves.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { isBuildStale, projectRoot, reactRouterCli } from './build-freshness.ts';

if (isBuildStale()) {
  const hasBuild = fs.existsSync(path.join(projectRoot, 'build/server/index.js'));
  console.log(hasBuild ? '[dokan] sources changed since the last build: building' : '[dokan] no build yet: building');
  const result = spawnSync(process.execPath, [reactRouterCli, 'build'], { cwd: projectRoot, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// NODE_ENV defaults to production in the server itself (server/node-env.ts).
await import('../server/main.ts');
