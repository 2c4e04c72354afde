// A built checkout of another commit, so a benchmark can measure it beside this tree in one run:
// on a shared, noisy machine only figures taken in the same minutes compare.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildPages } from '../scripts/build-freshness.ts';
import { makeTempDir, projectRoot } from './lib.ts';

/**
 * Clones this repository at `ref` into a temporary folder (removed with the benchmark's other
 * folders) and builds its pages; returns the folder. It shares this tree's node_modules, so a
 * commit whose dependencies differ may fail to build or start, with its own error.
 */
export async function builtCheckout(ref: string, log: (message: string) => void): Promise<string> {
  const dir = path.join(makeTempDir('dokan-baseline-'), 'dokan');
  execFileSync('git', ['clone', '--quiet', '--no-checkout', projectRoot, dir]);
  execFileSync('git', ['checkout', '--quiet', ref], { cwd: dir });
  fs.symlinkSync(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'));
  log(`building ${ref} in a temporary clone`);
  await buildPages(dir).done;
  return dir;
}
