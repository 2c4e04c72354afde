// `npm start`: builds the pages when the build is missing or older than the sources, then serves.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { isBuildStale, projectRoot, reactRouterCli } from './build-freshness.ts';

/** Runs the page build as a child that a stop signal to this process also stops: no build outlives `npm start`. */
async function buildPages(): Promise<number> {
  const build = spawn(process.execPath, [reactRouterCli, 'build'], { cwd: projectRoot, stdio: 'inherit' });
  const forward = (signal: NodeJS.Signals) => {
    build.kill(signal);
  };
  process.on('SIGTERM', forward);
  process.on('SIGINT', forward);
  try {
    return await new Promise<number>((resolve, reject) => {
      build.once('error', reject);
      build.once('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
    });
  } finally {
    process.off('SIGTERM', forward);
    process.off('SIGINT', forward);
  }
}

if (isBuildStale()) {
  const hasBuild = fs.existsSync(path.join(projectRoot, 'build/server/index.js'));
  console.log(hasBuild ? '[dokan] sources changed since the last build: building' : '[dokan] no build yet: building');
  const status = await buildPages();
  if (status !== 0) process.exit(status);
}

// NODE_ENV defaults to production in the server itself (server/node-env.ts).
await import('../server/main.ts');
