// Browser tests drive Debian's Chromium; install it on a fresh machine rather than download a browser build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = fs.existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    console.error(`Chromium is missing at ${chromium}. Install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH.`);
    process.exit(1);
  }
  console.log('[dokan] installing Debian chromium for the browser tests');
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', 'chromium']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
