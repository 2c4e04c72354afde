import { signOutBrowser } from '#app/lib/auth/browser-session.ts';
import { ApiError, CLIENT_EVENT_MESSAGES, errorFromResponse, errorWithoutResponse } from './errors.ts';

// The browser's one way to call the shop's JSON API: same-origin cookie session,
// JSON both ways, 15 s timeout, GETs retried twice a second apart on network failures and 5xx,
// identical concurrent GETs share one request, and a 401 signs the browser out.

const API_ROOT = '/api';
const REQUEST_TIMEOUT_MS = 15_000;
const GET_RETRIES = 2;
const RETRY_DELAY_MS = 1000;
/** Window event raised when a call got no answer at all. */
export const NETWORK_ERROR_EVENT = 'api:network-error';

/** Calls whose 401 means "wrong credentials", not "your session ended": they keep the shopper on the page. */
const SIGN_IN_CALLS = ['/auth/login', '/auth/register', '/auth/social/'];

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  /** Sent as JSON, or as is when it is FormData (multipart uploads). */
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

/** One attempt. Throws ApiError for every failure except the caller's own abort. */
async function attempt<T>(method: string, url: string, options: RequestOptions): Promise<T> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      credentials: 'same-origin',
      signal,
      ...(options.body === undefined ? {} : { body: isForm ? (options.body as FormData) : JSON.stringify(options.body) }),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    window.dispatchEvent(new CustomEvent(NETWORK_ERROR_EVENT, { detail: { message: CLIENT_EVENT_MESSAGES.networkError } }));
    throw errorWithoutResponse(timeout.aborted || isAbort(error));
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw errorFromResponse(response.status, body);
  return body as T;
}

function retryable(error: unknown): boolean {
  // A call that ran out of time is not tried again: three 15 s waits help no one.
  return error instanceof ApiError && (error.kind === 'network' || error.kind === 'server');
}

async function withRetries<T>(run: () => Promise<T>, retries: number, signal: AbortSignal | undefined): Promise<T> {
  for (let tried = 0; ; tried += 1) {
    try {
      return await run();
    } catch (error) {
      if (tried >= retries || !retryable(error) || signal?.aborted) throw error;
      await sleep(RETRY_DELAY_MS);
    }
  }
}

/** Resolves like `promise`, but rejects as soon as the caller's own signal aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

const inFlightGets = new Map<string, Promise<unknown>>();

/** A 401 ends the browser's sign-in, except from the sign-in calls themselves. Once per request, however many callers share it. */
async function signOutOn401<T>(path: string, request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && !isSignInCall(path)) signOutBrowser(CLIENT_EVENT_MESSAGES.authFailed);
    throw error;
  }
}

/** Calls `path` under the API root and resolves with the answer's JSON body (`{success, message, data}`). */
export async function apiRequest<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, options: RequestOptions = {}): Promise<T> {
  const url = apiUrl(path, options.query);
  if (method !== 'GET') return signOutOn401(path, attempt<T>(method, url, options));
  // Shared requests run without any one caller's signal; each caller can still stop waiting for it.
  let shared = inFlightGets.get(url) as Promise<T> | undefined;
  if (!shared) {
    shared = signOutOn401(
      path,
      withRetries(() => attempt<T>('GET', url, { ...options, signal: undefined }), GET_RETRIES, undefined),
    ).finally(() => inFlightGets.delete(url));
    inFlightGets.set(url, shared);
  }
  return untilAborted(shared, options.signal);
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};

export { ApiError };
