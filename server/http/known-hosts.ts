import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './errors.ts';

// Only this machine reaches these names, so `npm start` works on http://localhost:3000 out of the box.
const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

// Load balancers and orchestrators probe a process by its IP address; the answer holds no links.
export const ANY_HOST_PATHS: ReadonlySet<string> = new Set(['/api/health-check']);

// A host name or bracketed IPv6 address and an optional port: nothing a URL parser could read otherwise.
const HOST_HEADER = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::[0-9]{1,5})?$/i;

export const UNKNOWN_HOST_MESSAGE = 'This shop is not served under that address.';

/**
 * Whether a request's host (the Host header, or X-Forwarded-Host from a trusted proxy) is one the
 * shop answers in production: PUBLIC_URL's, or a loopback name. Absolute links are built from
 * PUBLIC_URL or from that host, so a forged host never reaches a page or a cached answer.
 */
export function isKnownHost(host: string, publicUrl: string | null): boolean {
  if (!HOST_HEADER.test(host)) return false;
  const shop = publicUrl ? new URL(publicUrl) : null;
  let asked: URL;
  try {
    // Parsed with PUBLIC_URL's scheme so `shop.example:443` and `shop.example` compare equal.
    asked = new URL(`${shop?.protocol ?? 'http:'}//${host}`);
  } catch {
    return false;
  }
  return LOOPBACK_HOSTNAMES.has(asked.hostname) || asked.host === shop?.host;
}

/** In production, a request for any other host gets 421 Misdirected Request instead of a page. */
export const knownHostsOnly = fp<{ publicUrl: string | null }>(async (app: FastifyInstance, { publicUrl }) => {
  app.addHook('onRequest', async (request) => {
    if (ANY_HOST_PATHS.has(request.url.split('?', 1)[0] ?? '')) return;
    if (!isKnownHost(request.host, publicUrl)) throw new HttpError(421, UNKNOWN_HOST_MESSAGE);
  });
});
