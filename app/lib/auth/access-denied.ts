/** What a role guard throws as a 403 for the page to render Access Denied. */
export interface AccessDeniedData {
  reason: 'access-denied';
  role: string;
}

export function accessDeniedData(role: string): AccessDeniedData {
  return { reason: 'access-denied', role };
}

interface ErrorResponseLike {
  status: number;
  data: unknown;
}

function isErrorResponse(error: unknown): error is ErrorResponseLike {
  return typeof error === 'object' && error !== null && 'status' in error && 'data' in error;
}

/** The required role when `error` is a role guard's 403, else null (other errors go to the usual error screen). */
export function deniedRole(error: unknown): string | null {
  if (!isErrorResponse(error) || error.status !== 403) return null;
  const payload = error.data;
  if (typeof payload !== 'object' || payload === null) return null;
  const { reason, role } = payload as Partial<AccessDeniedData>;
  return reason === 'access-denied' && typeof role === 'string' ? role : null;
}
