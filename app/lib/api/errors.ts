import { API_ERROR_MESSAGES as E } from '#domain/messages.ts';
import { firstMessagePerField } from './field-errors.ts';

/** The messages of the window events the client raises (signed out by a 401, no answer), besides the classified errors. */
export const CLIENT_EVENT_MESSAGES = {
  authFailed: 'Authentication failed',
  networkError: 'Network error. Please check your internet connection.',
} as const;

export type ApiErrorKind = 'network' | 'timeout' | 'unauthorized' | 'forbidden' | 'not-found' | 'validation' | 'server' | 'other' | 'unknown';

/**
 * A failed API call, classified by status (network or timeout, 401, 403, 404, 422, 5xx, other) with
 * the server's message when it sent one, else that class's message; `status` is 0 when no answer arrived.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly kind: ApiErrorKind;
  /** For 422: one message per field, the first of each list. */
  readonly fieldErrors: Record<string, string>;
  /** How long the server asked us to wait before trying again (its Retry-After), when it said. */
  readonly retryAfterMs: number | null;
  constructor(kind: ApiErrorKind, status: number, message: string, fieldErrors: Record<string, string> = {}, retryAfterMs: number | null = null) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.retryAfterMs = retryAfterMs;
  }
}

function serverMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { message } = body as { message?: unknown };
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

function serverFieldErrors(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null) return {};
  const { errors } = body as { errors?: unknown };
  if (typeof errors !== 'object' || errors === null) return {};
  const lists: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(errors)) {
    lists[field] = Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : typeof value === 'string' ? [value] : [];
  }
  return firstMessagePerField(lists);
}

const BY_STATUS: Record<number, [ApiErrorKind, string]> = {
  401: ['unauthorized', E.unauthorized],
  403: ['forbidden', E.forbidden],
  404: ['not-found', E.notFound],
  422: ['validation', E.validation],
};

/** A Retry-After header (seconds, or an HTTP date) as milliseconds from `now`; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number = Date.now()): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** An answer with an error status: the server's message when it sent one, else the status's message. */
export function errorFromResponse(status: number, body: unknown, waitMs: number | null = null): ApiError {
  const [kind, fallback] = BY_STATUS[status] ?? (status >= 500 ? ['server', E.server] : ['other', E.generic]);
  return new ApiError(kind, status, serverMessage(body) ?? fallback, kind === 'validation' ? serverFieldErrors(body) : {}, waitMs);
}

/** No answer at all: the network failed or the call ran out of time. */
export function errorWithoutResponse(timedOut: boolean): ApiError {
  return new ApiError(timedOut ? 'timeout' : 'network', 0, E.network);
}

/** Anything else that went wrong (an exception of our own, say). */
export function unknownError(cause: unknown): ApiError {
  if (cause instanceof ApiError) return cause;
  return new ApiError('unknown', 0, E.unknown);
}
