import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { API_ERROR_MESSAGES } from '#domain/messages.ts';
import { HttpError, unauthorized } from '#server/http/errors.ts';
import type { AppServices } from '#server/services.ts';
import { bearerToken, sessionTokenFromCookieHeader } from './cookie.ts';
import type { CustomerRow } from './service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session token the request carries (bearer header first, then the cookie), if any. */
    sessionToken: string | null;
    sessionFrom: 'bearer' | 'cookie' | null;
  }
}

export interface SignedIn {
  customer: CustomerRow;
  sessionId: number;
  token: string;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Reads the session token of every request and refuses cookie-carried writes from other sites:
 * a SameSite=Lax cookie still rides along on some cross-site requests, the Origin header tells.
 */
export const authPlugin = fastifyPlugin<{ services: AppServices }>(async (app: FastifyInstance, { services }) => {
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('sessionFrom', null);
  const allowedOrigins = new Set([services.site.publicUrl].filter((origin): origin is string => Boolean(origin)));

  // Pages rendered for a signed-in customer show their name and counts: no shared or stored copy.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.sessionFrom !== 'cookie') return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') || type.startsWith('text/x-script') || request.url.includes('.data')) reply.header('cache-control', 'private, no-store');
    return payload;
  });

  app.addHook('onRequest', async (request) => {
    const bearer = bearerToken(request.headers.authorization);
    const cookie = bearer ? null : sessionTokenFromCookieHeader(services.production, request.headers.cookie);
    request.sessionToken = bearer ?? cookie;
    request.sessionFrom = bearer ? 'bearer' : cookie ? 'cookie' : null;
    if (request.sessionFrom === 'cookie' && !SAFE_METHODS.has(request.method)) {
      const origin = request.headers.origin;
      if (origin && origin !== `${request.protocol}://${request.host}` && !allowedOrigins.has(origin)) {
        throw new HttpError(403, API_ERROR_MESSAGES.forbidden);
      }
    }
  });
});

/** The signed-in customer, or a 401 that tells the browser to sign out. */
export async function requireCustomer(services: AppServices, request: FastifyRequest): Promise<SignedIn> {
  const token = request.sessionToken;
  const found = await services.auth.customerForToken(token);
  if (!found || !token) throw unauthorized();
  return { ...found, token };
}

/** Who is calling, for the services' per-address limits and the session record. */
export function requestClient(request: FastifyRequest) {
  return { ipAddress: request.ip, userAgent: request.headers['user-agent'] };
}
