// The background drawer `drawPendingInBackground` starts: draws the pending pictures below the
// media root given as its argument, reporting progress to its parent.
import { type ProgressMessage, drawPending } from './pending.ts';

const root = process.argv[2];
if (!root) throw new Error('usage: pending-worker.ts <media root>');
// The parent went away (stopped or crashed): the files drawn so far stay, the next start resumes.
process.on('disconnect', () => process.exit(0));
await drawPending(root, (done, total) => process.send?.({ done, total } satisfies ProgressMessage));
process.disconnect?.();
