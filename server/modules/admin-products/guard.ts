import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { unauthorized } from '#server/http/errors.ts';
import { access, type SecurityRequirement } from '#server/http/openapi/document.ts';

/** Who made a change, as the audit log records them. */
export interface StaffActor {
  staffId: string | number;
  name: string;
}

/**
 * The seam between the product routes and staff sign-in: the routes run `preHandler` first, which
 * answers 401 without a staff session and 403 for a role that may not manage the catalogue (owner,
 * manager and catalogue editor may), and ask `actor` who the caller is for the audit log.
 */
export interface StaffGuard {
  preHandler: preHandlerAsyncHookHandler;
  /** How the OpenAPI document says the operations are called. */
  security: SecurityRequirement[];
  /** Only called after `preHandler` let the request through. */
  actor(request: FastifyRequest): StaffActor;
}

export const STAFF_SIGN_IN_NEEDED = 'Sign in to the back office to do this.';

/**
 * Used until the shop has staff accounts: refuses everyone, so the back office is never open by
 * default. The app takes the real guard through `buildApp`'s `staffGuard`.
 */
export const refuseAllStaffGuard: StaffGuard = {
  preHandler: async () => {
    throw unauthorized(STAFF_SIGN_IN_NEEDED);
  },
  security: access.staff,
  actor() {
    throw unauthorized(STAFF_SIGN_IN_NEEDED);
  },
};
