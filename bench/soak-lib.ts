// Pieces of the soak benchmark (bench/soak.ts): one keep-alive HTTP request with a deadline, an
// open-model scheduler that holds a fixed arrival rate whatever the server's latency, and the
// least-squares memory trend.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { LOOPBACK } from './lib.ts';

export interface SoakRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface SoakAnswer {
  status: number;
  body: string;
  bytes: number;
}

/**
 * node:http rather than fetch: less client CPU on a machine the server shares, and a failure shows
 * as the socket error itself. The body is kept only when asked for (sold-out 422s, logins), so a
 * ten-minute run does not hold every page it was sent.
 */
export function send(agent: http.Agent, port: number, request: SoakRequest, keepBody: boolean, timeoutMs: number): Promise<SoakAnswer> {
  const payload = request.body === undefined ? null : JSON.stringify(request.body);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        agent,
        host: LOOPBACK,
        port,
        method: request.method,
        path: request.path,
        headers: {
          ...request.headers,
          ...(payload === null ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
        timeout: timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (keepBody) chunks.push(chunk);
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: keepBody ? Buffer.concat(chunks).toString() : '', bytes }));
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(Object.assign(new Error(`no answer within ${timeoutMs} ms`), { code: 'ETIMEDOUT' })));
    outgoing.on('error', reject);
    outgoing.end(payload ?? undefined);
  });
}

export interface ScheduleOutcome {
  /** Slots in the schedule (rate × seconds). */
  slots: number;
  /** Requests sent, on time or late. */
  sent: number;
  /** Sent more than `lateAfterMs` after their slot: the client's event loop fell behind. */
  late: number;
  /** Never sent, because `maxInFlight` requests were still waiting for answers at their slot. */
  notSent: number;
  /** Worst delay between a slot and its send. */
  worstLagMs: number;
  seconds: number;
}

export interface ScheduleOptions {
  rate: number;
  seconds: number;
  maxInFlight: number;
  lateAfterMs: number;
  /** Starts request number `index`, due at `dueAt` (performance.now() time); resolves when answered. */
  fire: (index: number, dueAt: number) => Promise<void>;
}

/**
 * Open model: slot i is due at start + i / rate, whether or not earlier requests were answered, so a
 * slow server meets more load, not less (a closed loop of waiting clients would hide that). Slots
 * that cannot go out are counted, never skipped silently.
 */
export async function runSchedule(options: ScheduleOptions): Promise<ScheduleOutcome> {
  const { rate, seconds, maxInFlight, lateAfterMs, fire } = options;
  const slots = Math.max(1, Math.round(rate * seconds));
  const spacingMs = 1000 / rate;
  const outcome: ScheduleOutcome = { slots, sent: 0, late: 0, notSent: 0, worstLagMs: 0, seconds: 0 };
  const pending = new Set<Promise<void>>();
  const started = performance.now();
  let next = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (next < slots && started + next * spacingMs <= now) {
        const dueAt = started + next * spacingMs;
        const lag = now - dueAt;
        outcome.worstLagMs = Math.max(outcome.worstLagMs, lag);
        if (pending.size >= maxInFlight) {
          outcome.notSent += 1;
        } else {
          if (lag > lateAfterMs) outcome.late += 1;
          outcome.sent += 1;
          const request = fire(next, dueAt).finally(() => pending.delete(request));
          pending.add(request);
        }
        next += 1;
      }
      if (next >= slots) {
        clearInterval(timer);
        resolve();
      }
    };
    // A short fixed tick rather than one timer per slot: cheap, and lag shows up in worstLagMs.
    const timer = setInterval(tick, Math.max(1, Math.min(10, spacingMs / 2)));
    tick();
  });
  await Promise.all(pending);
  outcome.seconds = (performance.now() - started) / 1000;
  return outcome;
}

/** Least-squares slope of y over x; NaN with fewer than two distinct x. */
export function leastSquaresSlope(points: readonly { x: number; y: number }[]): number {
  const n = points.length;
  if (n < 2) return NaN;
  const meanX = points.reduce((s, p) => s + p.x, 0) / n;
  const meanY = points.reduce((s, p) => s + p.y, 0) / n;
  let num = 0;
  let den = 0;
  for (const p of points) {
    num += (p.x - meanX) * (p.y - meanY);
    den += (p.x - meanX) ** 2;
  }
  return den === 0 ? NaN : num / den;
}

/** A weighted pick; weights need not add up to anything in particular. */
export function weightedPicker<T extends string>(weights: Readonly<Record<T, number>>): (rng: () => number) => T {
  const entries = Object.entries(weights) as [T, number][];
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  return (rng) => {
    let roll = rng() * total;
    for (const [kind, weight] of entries) {
      roll -= weight;
      if (roll < 0) return kind;
    }
    return entries[entries.length - 1]![0];
  };
}
