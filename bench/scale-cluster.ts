// The load balancer of `npm run bench:scale`'s several-process run: Node's cluster module forks
// SCALE_WORKERS (2) copies of the real server (server/main.ts) that share one listening port, and
// the primary hands each new connection to the next copy in turn (round robin). Nothing of the
// shop runs in the primary, so a request costs what it costs behind any other balancer.
import cluster from 'node:cluster';

const WORKERS = Number(process.env.SCALE_WORKERS ?? 2);

if (cluster.isPrimary) {
  cluster.schedulingPolicy = cluster.SCHED_RR;
  for (let n = 0; n < WORKERS; n++) cluster.fork();
  let stopping = false;
  // A copy that dies ends the run: the figures would be those of fewer processes.
  cluster.on('exit', (worker, code, signal) => {
    if (!stopping) {
      process.stderr.write(`[scale] server process ${worker.process.pid} exited (${signal ?? code}); stopping\n`);
      process.exitCode = 1;
    }
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    });
  }
} else {
  await import('../server/main.ts');
}
