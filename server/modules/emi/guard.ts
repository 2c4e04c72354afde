import type { FastifyRequest } from 'fastify';
import { canKeepEmiPlans } from '#domain/emi.ts';
import { API_ERROR_MESSAGES } from '#domain/messages.ts';
import { staffAreas } from '#domain/staff.ts';
import { HttpError, unauthorized } from '#server/http/errors.ts';
import { access } from '#server/http/openapi/document.ts';
import type { StaffGuard } from '#server/modules/staff/area-guard.ts';
import { requireStaff, type StaffSignedIn } from '#server/modules/staff/guard.ts';
import type { AppServices } from '#server/services.ts';

/** The EMI plan table's guard: staff of the catalogue or of orders (domain/emi.ts), as one area guard would for one. */
export function emiPlanGuard(services: AppServices): StaffGuard {
  const signedIn = new WeakMap<FastifyRequest, StaffSignedIn>();
  return {
    onRequest: async (request) => {
      const found = await requireStaff(services, request);
      if (!canKeepEmiPlans(staffAreas(found.staff.role))) throw new HttpError(403, API_ERROR_MESSAGES.forbidden);
      signedIn.set(request, found);
    },
    security: access.staff,
    actor(request) {
      const found = signedIn.get(request);
      if (!found) throw unauthorized();
      return { staffId: found.staff.id, name: found.staff.name };
    },
  };
}
