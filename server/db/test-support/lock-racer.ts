// One of two processes racing for the same data folders (data-dir-lock.test.ts): for each folder it
// waits until its rival is ready too, then both try to lock it at the same moment.
import fs from 'node:fs';
import path from 'node:path';
import { DataDirLockedError, lockDataDir } from '../data-dir-lock.ts';

const [root = '', countText = '0', me = 'a', rival = 'b'] = process.argv.slice(2);
const won: number[] = [];
for (let i = 0; i < Number(countText); i++) {
  const dir = path.join(root, String(i));
  fs.writeFileSync(path.join(dir, `ready-${me}`), '');
  while (!fs.existsSync(path.join(dir, `ready-${rival}`))) {
    // Spin: a sleep would let the rival win every time.
  }
  try {
    lockDataDir(dir);
    won.push(i);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
  }
}
process.stdout.write(JSON.stringify(won));
// Hold the locks until told to stop, so the rival keeps seeing a live owner.
process.stdin.resume();
process.stdin.on('end', () => process.exit(0));
