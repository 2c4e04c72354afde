import { signOutBrowser } from '#app/lib/auth/browser-session.ts';
import { ApiError, CLIENT_EVENT_MESSAGES, errorFromResponse, errorWithoutResponse, retryAfterMs } from './errors.ts';

// The browser's one way to call the shop's JSON API: same-origin cookie session, JSON both ways,
// a time limit per request, failures classified by status, and a 401 signs the browser out.
// Retrying, sharing identical reads and caching are the query client's work (query-client.ts):
// one request here is one request on the wire.

const API_ROOT = '/api';
const REQUEST_TIMEOUT_MS = 15_000;
/** Window event raised when a call got no answer at all. */
export const NETWORK_ERROR_EVENT = 'api:network-error';

/** Calls whose 401 means "wrong credentials", not "your session ended": they keep the shopper on the page. */
const SIGN_IN_CALLS = ['/auth/login', '/auth/register', '/auth/social/'];

type QueryValue = string | number | boolean | null | undefined;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  /** Sent as JSON, or as is when it is FormData (multipart uploads). */
  body?: unknown;
  /** The caller's own abort (a query's signal): it ends the request without an ApiError. */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Lets the request outlive the page (a save sent as the shopper leaves). */
  keepalive?: boolean;
}

function apiUrl(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== null) params.set(name, String(value));
  const search = params.toString();
  return `${API_ROOT}${path}${search ? `?${search}` : ''}`;
}

function isSignInCall(path: string): boolean {
  return SIGN_IN_CALLS.some((call) => path === call || (call.endsWith('/') && path.startsWith(call)));
}

/**
 * Sends one request and resolves with its status and JSON body (null when it had none), whatever
 * the status; for callers with their own reading of each status. Rejects with an ApiError of kind
 * network or timeout when no answer came, or with the caller's abort reason.
 */
export async function apiResponse(method: Method, path: string, options: RequestOptions = {}): Promise<{ status: number; headers: Headers; body: unknown }> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method,
      headers,
      credentials: 'same-origin',
      signal,
      ...(options.keepalive ? { keepalive: true } : {}),
      ...(options.body === undefined ? {} : { body: isForm ? (options.body as FormData) : JSON.stringify(options.body) }),
    });
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason ?? error;
    window.dispatchEvent(new CustomEvent(NETWORK_ERROR_EVENT, { detail: { message: CLIENT_EVENT_MESSAGES.networkError } }));
    throw errorWithoutResponse(timeout.aborted);
  }
  const body: unknown = await response.json().catch(() => null);
  return { status: response.status, headers: response.headers, body };
}

/** Calls `path` under the API root and resolves with the answer's JSON body (`{success, message, data}`); any other status rejects with an ApiError. */
export async function apiRequest<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const { status, headers, body } = await apiResponse(method, path, options);
  if (status >= 200 && status < 300) return body as T;
  const error = errorFromResponse(status, body, retryAfterMs(headers.get('retry-after')));
  // A 401 ends the browser's sign-in, except from the sign-in calls themselves.
  if (status === 401 && !isSignInCall(path)) signOutBrowser(CLIENT_EVENT_MESSAGES.authFailed);
  throw error;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};

export { ApiError };
