// `npm start`: builds the pages when the build is missing or older than the sources, and serves.
// The build runs alongside the server's own start-up (database, demo shop), which does not need it.
import fs from 'node:fs';
import path from 'node:path';
import { pagesBuildStarted } from '../server/pages-build.ts';
import { buildPages, isBuildStale, projectRoot } from './build-freshness.ts';

const log = (message: string) => process.stdout.write(`[dokan] ${message}\n`);

/** Builds the pages with one line when it starts and one when it ends, the build's full output only if it fails. */
function buildPagesLogged(reason: string): Promise<void> {
  log(`building pages (${reason})…`);
  const started = Date.now();
  const { child, done } = buildPages();
  // The server failing to start (a locked data folder, say) ends the build with it.
  process.on('exit', () => child.kill());
  // A stop signal while the build runs (the server is not serving yet) stops both at once: no
  // build outlives `npm start`. The server installs its own graceful stop once it serves.
  const stopNow = (signal: NodeJS.Signals) => {
    log(`${signal} while building the pages: stopping`);
    child.kill(signal);
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGTERM', stopNow);
  process.once('SIGINT', stopNow);
  const stopWatching = () => {
    process.off('SIGTERM', stopNow);
    process.off('SIGINT', stopNow);
  };
  return done.then(
    () => {
      stopWatching();
      log(`pages built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    },
    (error: unknown) => {
      stopWatching();
      process.stderr.write(`[dokan] ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(child.exitCode ?? 1);
    },
  );
}

if (isBuildStale()) {
  const hasBuild = fs.existsSync(path.join(projectRoot, 'build/server/index.js'));
  pagesBuildStarted(buildPagesLogged(hasBuild ? 'sources changed since the last build' : 'no build yet'));
}

// NODE_ENV defaults to production in the server itself (server/node-env.ts).
await import('../server/main.ts');
