// Clones of this repository at a commit: to time a first start of it, or to measure it beside this
// tree in one run (on a shared, noisy machine only figures taken in the same minutes compare).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildPages } from '../scripts/build-freshness.ts';
import { makeTempDir, projectRoot } from './lib.ts';

/**
 * A clone of this repository at `ref` (HEAD when absent) in a temporary folder, removed with the
 * benchmark's other folders; returns the folder. It shares this tree's node_modules, so a commit
 * whose dependencies differ may fail to build or start, with its own error.
 */
export function cloneAt(prefix: string, ref?: string): string {
  const dir = path.join(makeTempDir(prefix), 'dokan');
  execFileSync('git', ['clone', '--quiet', projectRoot, dir]);
  if (ref) execFileSync('git', ['checkout', '--quiet', ref], { cwd: dir });
  fs.symlinkSync(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

/** cloneAt `ref`, with its pages built. */
export async function builtCheckout(ref: string, log: (message: string) => void): Promise<string> {
  const dir = cloneAt('dokan-baseline-', ref);
  log(`building ${ref} in a temporary clone`);
  await buildPages(dir).done;
  return dir;
}
