import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

type Log = (message: string) => void;

export interface GracefulStopOptions {
  log: Log;
  /** How long requests in flight may take to finish once a stop is asked for. */
  graceMs: number;
  /**
   * A request a client wrote just before the signal may still sit unread on a connection that
   * looks idle; the server keeps reading this long before it closes quiet connections.
   */
  readWindowMs?: number;
  /** Ends the process; tests pass their own. */
  exit?: (code: number) => void;
}

/**
 * Stops the server on SIGTERM or SIGINT within a bounded time, as a service manager expects: it
 * stops accepting connections, lets requests in flight finish for up to the grace period, closes
 * connections that carry no request (idle keep-alives, clients that connected and sent nothing or
 * half a request) at once, and exits. A second signal, or a stop that overruns the grace period,
 * ends the process at once; the data-folder lock is released on every exit.
 */
export function stopGracefullyOnSignals(app: FastifyInstance, options: GracefulStopOptions): void {
  const { log, graceMs, readWindowMs = 500, exit = (code) => process.exit(code) } = options;
  const requestsOnSocket = new Map<Socket, number>();
  let stopping = false;

  app.server.on('connection', (socket: Socket) => {
    requestsOnSocket.set(socket, 0);
    socket.once('close', () => requestsOnSocket.delete(socket));
  });
  app.server.on('request', (request, response) => {
    const socket = request.socket;
    requestsOnSocket.set(socket, (requestsOnSocket.get(socket) ?? 0) + 1);
    response.once('close', () => {
      const left = (requestsOnSocket.get(socket) ?? 1) - 1;
      requestsOnSocket.set(socket, left);
      if (stopping && left === 0) socket.destroy();
    });
  });
  app.addHook('onSend', async (_request, reply) => {
    if (stopping) reply.header('connection', 'close');
  });

  const closeQuietConnections = () => {
    for (const [socket, requests] of requestsOnSocket) if (requests === 0) socket.destroy();
  };

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      log(`${signal} again: stopping now`);
      exit(1);
      return;
    }
    stopping = true;
    log(`${signal}: finishing requests in flight (up to ${Math.round(graceMs / 1000)} s), then stopping`);
    setTimeout(() => {
      closeQuietConnections();
      const overrun = setTimeout(() => {
        log(`requests still running after ${Math.round(graceMs / 1000)} s: closing their connections`);
        for (const socket of requestsOnSocket.keys()) socket.destroy();
        // Closing the database can itself hang on a broken connection: the process still ends.
        setTimeout(() => {
          log('could not stop cleanly in time: exiting');
          exit(1);
        }, 5_000).unref();
      }, graceMs);
      overrun.unref();
      app.close().then(
        () => {
          clearTimeout(overrun);
          exit(0);
        },
        (error: unknown) => {
          log(`stopping failed: ${error instanceof Error ? error.message : String(error)}`);
          exit(1);
        },
      );
    }, readWindowMs);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
