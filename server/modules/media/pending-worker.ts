// The background drawer `drawPendingInBackground` starts: draws the pending pictures below the
// media root given as its argument, at the given niceness, reporting progress to its parent.
import os from 'node:os';
import type { ProgressMessage } from './pending.ts';

// The priority the parent asks for (the lowest, for the shop), set from inside too: on Linux a
// priority belongs to a thread, and the threads that do the drawing (libuv's pool, libvips's) are
// started from this one later, taking it on; sharp is loaded only after that, below.
const [root, niceness] = process.argv.slice(2);
if (!root || !niceness) throw new Error('usage: pending-worker.ts <media root> <niceness>');
try {
  os.setPriority(Number(niceness));
} catch {
  // Refused: drawn at normal priority then.
}

// The parent went away (stopped or crashed): the files drawn so far stay, the next start resumes.
process.on('disconnect', () => process.exit(0));
const { drawPending } = await import('./pending.ts');
const { loadConfig } = await import('#server/config.ts');
const { mediaStoreFromConfig } = await import('./from-config.ts');
await drawPending(mediaStoreFromConfig(loadConfig(), root), root, (done, total) => process.send?.({ done, total } satisfies ProgressMessage));
process.disconnect?.();
