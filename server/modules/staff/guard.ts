import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { API_ERROR_MESSAGES } from '#domain/messages.ts';
import { canReach, type StaffArea } from '#domain/staff.ts';
import { HttpError, unauthorized } from '#server/http/errors.ts';
import type { AppServices } from '#server/services.ts';
import { staffTokenFromCookieHeader } from './cookie.ts';
import type { StaffRow } from './service.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const isBackOffice = (url: string) => /^\/(api\/)?admin(\/|\?|$)/.test(url);

/**
 * For every back-office path, pages and API alike: nothing is stored by a cache or indexed, and a
 * write carrying the staff cookie from another site is refused (the cookie is SameSite=Strict too;
 * this holds on browsers that do not honour it).
 */
export const staffPlugin = fastifyPlugin<{ services: AppServices }>(async (app: FastifyInstance, { services }) => {
  const allowedOrigins = new Set([services.site.publicUrl].filter((origin): origin is string => Boolean(origin)));

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !staffTokenFromCookieHeader(services.production, request.headers.cookie)) return;
    const origin = request.headers.origin;
    if (origin && origin !== `${request.protocol}://${request.host}` && !allowedOrigins.has(origin)) {
      throw new HttpError(403, API_ERROR_MESSAGES.forbidden);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!isBackOffice(request.url)) return payload;
    reply.header('cache-control', 'private, no-store');
    reply.header('x-robots-tag', 'noindex, nofollow');
    return payload;
  });
});

export interface StaffSignedIn {
  staff: StaffRow;
  sessionId: number;
  token: string;
}

/**
 * The signed-in staff member, from the staff cookie only. A customer's bearer token or cookie never
 * opens the back office: a signed-in customer is refused with 403 (they are known, and not staff),
 * anyone else with 401. With an area, a role that does not reach it answers 403.
 */
export async function requireStaff(services: AppServices, request: FastifyRequest, area?: StaffArea): Promise<StaffSignedIn> {
  const token = staffTokenFromCookieHeader(services.production, request.headers.cookie);
  const found = await services.staff.resolve(token, 'signed_in');
  if (!found || !token) {
    if (await services.auth.customerForToken(request.sessionToken)) throw new HttpError(403, API_ERROR_MESSAGES.forbidden);
    throw unauthorized();
  }
  if (area && !canReach(found.staff.role, area)) throw new HttpError(403, API_ERROR_MESSAGES.forbidden);
  return { ...found, token };
}
