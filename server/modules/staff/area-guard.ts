import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { StaffArea } from '#domain/staff.ts';
import { unauthorized } from '#server/http/errors.ts';
import { access, type SecurityRequirement } from '#server/http/openapi/document.ts';
import type { AppServices } from '#server/services.ts';
import type { StaffActor } from './actor.ts';
import { requireStaff, type StaffSignedIn } from './guard.ts';

/**
 * How a back-office module's routes are guarded: `onRequest` refuses before the body is even read
 * (401 without a staff session, 403 for a customer or a role without the area), so a stranger
 * learns nothing from validation messages; `actor` names the caller for the audit log.
 */
export interface StaffGuard {
  onRequest: onRequestAsyncHookHandler;
  /** How the OpenAPI document says the operations are called. */
  security: SecurityRequirement[];
  /** Only called after `onRequest` let the request through. */
  actor(request: FastifyRequest): StaffActor;
}

export function staffAreaGuard(services: AppServices, area: StaffArea): StaffGuard {
  const signedIn = new WeakMap<FastifyRequest, StaffSignedIn>();
  return {
    onRequest: async (request) => {
      signedIn.set(request, await requireStaff(services, request, area));
    },
    security: access.staff,
    actor(request) {
      const found = signedIn.get(request);
      if (!found) throw unauthorized();
      return { staffId: found.staff.id, name: found.staff.name };
    },
  };
}
