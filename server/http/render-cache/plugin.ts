import { createHash } from 'node:crypto';
import { pipeline, Readable, Transform } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Negotiator } from '@fastify/accept-negotiator';
import fp from 'fastify-plugin';
import type { CatalogueChanges } from '#server/modules/catalog/changes.ts';
import { cacheLookups } from '#server/observability/metrics.ts';
import { sharedPageKey } from './cacheable.ts';
import { nonceOfPolicy } from '#server/http/content-security-policy.ts';
import { shareablePage } from './inline-scripts.ts';
import { createPageStore, type Encoding, type KeptPage, type PageStoreLimits } from './page-store.ts';

export interface RenderCacheOptions extends PageStoreLimits {
  changes: Pick<CatalogueChanges, 'onChange'>;
  production: boolean;
  /** The page policy that lets exactly these inline scripts run (contentSecurityPolicy with hashes). */
  policyFor: (hashes: readonly string[]) => string;
}

/** Headers that belong to one response, never to a kept page. */
const OWN_HEADERS = new Set([
  'content-security-policy',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'date',
  'etag',
  'set-cookie',
  'x-request-id',
  'x-render-cache',
]);

/** How long a request waits for another's render of its page before rendering the page itself. */
const LONGEST_WAIT_MS = 6_000;

/** React writes this instruction only when part of a page failed to render and is left to the browser. */
const CLIENT_RENDER_FALLBACK = '$RX';

/**
 * Renders a guest's catalogue page once and serves it to every guest until the catalogue, content
 * or settings change (in any process: the change notices of docs/adr/0006) or its short lifetime
 * ends (docs/adr/0014). A kept page is served with its inline scripts' hashes in its policy, not a
 * nonce. Signed-in visitors and every other page are rendered afresh.
 */
export const renderCache = fp<RenderCacheOptions>(async (app, options) => {
  const store = createPageStore(options);
  options.changes.onChange(() => store.clear());
  const hits = cacheLookups.labels({ cache: 'pages', result: 'hit' });
  const misses = cacheLookups.labels({ cache: 'pages', result: 'miss' });
  /** Requests rendering a page that may be kept: its key, and the store's generation when it started. */
  const rendering = new WeakMap<FastifyRequest, { key: string; generation: number; done: () => void }>();
  /** The render under way for each key: a crowd arriving at once waits for it instead of each rendering the page. */
  const underWay = new Map<string, Promise<void>>();

  app.addHook('onRequest', async (request, reply) => {
    const key = sharedPageKey(request, options.production);
    if (!key) return;
    let page = store.get(key);
    const pending = page ? undefined : underWay.get(key);
    if (pending) {
      await Promise.race([pending, sleep(LONGEST_WAIT_MS, undefined, { ref: false })]);
      page = store.get(key);
    }
    if (!page) {
      misses.inc();
      let done = () => {};
      const finished = new Promise<void>((resolve) => {
        done = () => {
          if (underWay.get(key) === finished) underWay.delete(key);
          resolve();
        };
      });
      underWay.set(key, finished);
      rendering.set(request, { key, generation: store.generation, done });
      return;
    }
    hits.inc();
    sendKept(request, reply, key, page);
    return reply;
  });
  // However the render ended (kept, not keepable, failed, or the visitor left), those waiting go on.
  app.addHook('onResponse', async (request) => rendering.get(request)?.done());
  app.addHook('onRequestAbort', async (request) => rendering.get(request)?.done());

  app.addHook('onSend', async (request, reply, payload) => {
    const render = rendering.get(request);
    if (!render) return payload;
    reply.header('x-render-cache', 'miss');
    const policy = String(reply.getHeader('content-security-policy') ?? '');
    const nonce = nonceOfPolicy(policy);
    if (reply.statusCode !== 200 || reply.hasHeader('set-cookie') || !nonce || !(payload instanceof Readable)) return payload;
    const headers = keptHeaders(reply);
    const chunks: Buffer[] = [];
    // The page streams on to this visitor as it renders; it is kept once it has ended whole.
    const tap = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback(null, chunk);
      },
      flush(callback) {
        const html = Buffer.concat(chunks).toString('utf8');
        const shared = html.includes(CLIENT_RENDER_FALLBACK) ? null : shareablePage(html, nonce);
        if (shared) {
          const body = Buffer.from(shared.html, 'utf8');
          const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
          store.set(render.key, { body, headers, policy: options.policyFor(shared.hashes), etag }, render.generation);
        }
        render.done();
        callback();
      },
    });
    pipeline(payload, tap, () => {});
    return tap;
  });

  function sendKept(request: FastifyRequest, reply: FastifyReply, key: string, page: KeptPage) {
    reply.headers(page.headers);
    reply.header('content-security-policy', page.policy).header('etag', page.etag).header('x-render-cache', 'hit');
    const encoding = acceptedEncoding(request);
    if (!encoding) {
      reply.code(200).send(page.body);
      return;
    }
    // Compressed once per page, not per request; @fastify/compress leaves an encoded answer alone.
    reply.header('vary', 'accept-encoding').header('content-encoding', encoding);
    reply.code(200).send(store.encoded(key, page, encoding));
  }
});

function keptHeaders(reply: FastifyReply): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined || OWN_HEADERS.has(name.toLowerCase())) continue;
    kept[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return kept;
}

/** The negotiation @fastify/compress does (server/app.ts gives it these encodings), for a kept page already compressed. */
const encodings = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'] });

/** Brotli or gzip as the client asks, @fastify/compress's way: `*` and x-gzip read as gzip; none when it takes neither. */
function acceptedEncoding(request: FastifyRequest): Encoding | null {
  const header = request.headers['accept-encoding'];
  if (request.headers['x-no-compression'] !== undefined || !header) return null;
  return encodings.negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'));
}
