// Browser tests drive Debian's Chromium, and the standards spec runs the W3C Nu Html Checker on Java:
// install what is missing from Debian's packages on a fresh machine rather than download either.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasJava = spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;
const missing = [...(fs.existsSync(chromium) ? [] : ['chromium']), ...(hasJava ? [] : ['default-jre-headless'])];

if (missing.length > 0) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = fs.existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    console.error(
      `The browser tests need ${missing.join(' and ')}. Install them (Debian: apt-get install -y ${missing.join(' ')})` +
        (missing.includes('chromium') ? `, or set CHROMIUM_PATH to a Chromium at another place than ${chromium}.` : '.'),
    );
    process.exit(1);
  }
  console.log(`[dokan] installing Debian ${missing.join(' and ')} for the browser tests`);
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...missing],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
