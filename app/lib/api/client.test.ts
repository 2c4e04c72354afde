import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_ERROR_MESSAGES as E } from '#domain/messages.ts';
import { api, ApiError, apiRequest, apiResponse, NETWORK_ERROR_EVENT } from './client.ts';
import { errorFromResponse, errorWithoutResponse, retryAfterMs, unknownError } from './errors.ts';

// The browser globals the client touches, recreated for each test.
class MemoryStorage {
  private values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}

const broadcasts: unknown[] = [];
class FakeChannel {
  postMessage(message: unknown) {
    broadcasts.push(message);
  }
  addEventListener() {}
  removeEventListener() {}
}

let storage: MemoryStorage;
let assign: ReturnType<typeof vi.fn>;
let pageEvents: string[];
let fetchMock: ReturnType<typeof vi.fn>;

function openPage(pathname: string, search = '') {
  const target = new EventTarget();
  const dispatch = target.dispatchEvent.bind(target);
  vi.stubGlobal(
    'window',
    Object.assign(target, {
      location: { origin: 'https://shop.example', pathname, search, assign },
      localStorage: storage,
      dispatchEvent: (event: Event) => {
        pageEvents.push(event.type);
        return dispatch(event);
      },
    }),
  );
}

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  storage = new MemoryStorage();
  assign = vi.fn();
  pageEvents = [];
  broadcasts.length = 0;
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('BroadcastChannel', FakeChannel);
  openPage('/dashboard/orders', '?page=2');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('error classification', () => {
  it.each([
    [401, 'unauthorized', E.unauthorized],
    [403, 'forbidden', E.forbidden],
    [404, 'not-found', E.notFound],
    [422, 'validation', E.validation],
    [500, 'server', E.server],
    [503, 'server', E.server],
    [409, 'other', E.generic],
  ])('status %i without a server message is %s: "%s"', (status, kind, message) => {
    const error = errorFromResponse(status, null);
    expect(error.kind).toBe(kind);
    expect(error.message).toBe(message);
  });

  it("prefers the server's message when it sent one", () => {
    expect(errorFromResponse(429, { success: false, message: 'Too many attempts. Please wait a while and try again.' }).message).toBe(
      'Too many attempts. Please wait a while and try again.',
    );
    expect(errorFromResponse(404, { success: false, message: 'Order not found' }).message).toBe('Order not found');
    expect(errorFromResponse(404, { success: false, message: '   ' }).message).toBe(E.notFound);
  });

  it('maps a 422 to the first message of each field', () => {
    const error = errorFromResponse(422, {
      success: false,
      message: 'Validation error.',
      errors: { email: ['This email is already registered.', 'second'], phone: ['Enter a Bangladeshi mobile number such as 01712345678.'], empty: [] },
    });
    expect(error.fieldErrors).toEqual({ email: 'This email is already registered.', phone: 'Enter a Bangladeshi mobile number such as 01712345678.' });
  });

  it('reads Retry-After as seconds or as a date, and nothing else', () => {
    const now = Date.parse('2026-11-21T10:00:00Z');
    expect(retryAfterMs('5', now)).toBe(5000);
    expect(retryAfterMs('Sat, 21 Nov 2026 10:00:02 GMT', now)).toBe(2000);
    expect(retryAfterMs('Sat, 21 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs('soon', now)).toBeNull();
  });

  it('calls a missing answer a network error and anything else unknown', () => {
    expect(errorWithoutResponse(false)).toMatchObject({ kind: 'network', status: 0, message: E.network });
    expect(errorWithoutResponse(true)).toMatchObject({ kind: 'timeout', message: E.network });
    expect(unknownError(new TypeError('boom'))).toMatchObject({ kind: 'unknown', message: E.unknown });
  });
});

describe('a 401 signs the browser out', () => {
  beforeEach(() => {
    storage.setItem('website_customer_id', '7');
    storage.setItem('user', '{"id":7}');
    storage.setItem('token', 'old');
    storage.setItem('wishlist-storage', '{"state":{"items":[]}}');
  });

  it('from any other call: the sign-in keys go, the change is broadcast and the page moves to /login remembering itself', async () => {
    fetchMock.mockResolvedValue(answer(401, { success: false, message: 'Authentication failed. Please log in again.' }));
    await expect(api.get('/customer-notifications/count')).rejects.toMatchObject({ status: 401, kind: 'unauthorized' });
    expect(storage.getItem('website_customer_id')).toBeNull();
    expect(storage.getItem('user')).toBeNull();
    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('wishlist-storage')).not.toBeNull();
    expect(broadcasts).toContainEqual({ type: 'signed-out', reason: 'Authentication failed' });
    expect(pageEvents).toContain('auth-change');
    expect(assign).toHaveBeenCalledWith('/login?redirect=%2Fdashboard%2Forders%3Fpage%3D2');
  });

  it.each(['/auth/login', '/auth/register', '/auth/social/google'])('not from the sign-in call %s, which keeps the shopper on the page', async (path) => {
    fetchMock.mockResolvedValue(answer(401, { success: false, message: 'These credentials do not match our records.' }));
    await expect(api.post(path, { email: 'a@b.co', password: 'wrong-password' })).rejects.toMatchObject({
      message: 'These credentials do not match our records.',
    });
    expect(storage.getItem('website_customer_id')).toBe('7');
    expect(broadcasts).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('several calls answered 401 together', () => {
  it('sign the browser out once', async () => {
    storage.setItem('website_customer_id', '7');
    fetchMock.mockImplementation(async () => answer(401, {}));
    const results = await Promise.allSettled([api.get('/dashboard/summary'), api.get('/dashboard/summary'), api.get('/customer-notifications/count')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(broadcasts).toHaveLength(1);
  });
});

describe('a 401 when the browser holds no sign-in', () => {
  it('(a deliberate logout under way, or one already handled) changes nothing and stays on the page', async () => {
    fetchMock.mockResolvedValue(answer(401, {}));
    await expect(api.get('/customer-notifications/count')).rejects.toMatchObject({ status: 401 });
    expect(broadcasts).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('signing out on the login page itself', () => {
  it('clears the keys but does not navigate', async () => {
    openPage('/login');
    storage.setItem('website_customer_id', '7');
    fetchMock.mockResolvedValue(answer(401, { success: false, message: 'Authentication failed. Please log in again.' }));
    await expect(api.get('/auth/user')).rejects.toBeInstanceOf(ApiError);
    expect(storage.getItem('website_customer_id')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('requests', () => {
  it('sends JSON with the same-origin cookie under /api and returns the body', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true, message: 'OK', data: { count: 3 } }));
    await expect(api.post('/customer-notifications/mark-all-read', { all: true })).resolves.toEqual({ success: true, message: 'OK', data: { count: 3 } });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/customer-notifications/mark-all-read');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      body: '{"all":true}',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
    });
    expect(init.keepalive).toBeUndefined();
  });

  it('puts query values in the URL, leaving out empty ones, and sends a GET without a body', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true, data: [] }));
    await api.get('/dashboard/orders', { query: { page: 2, per_page: 10, status: undefined, q: null } });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/dashboard/orders?page=2&per_page=10');
    expect(init.body).toBeUndefined();
    expect(init.headers).toEqual({ accept: 'application/json' });
  });

  it('sends FormData as is, leaving its content type to the browser', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true }));
    const form = new FormData();
    form.append('profile_image', new Blob(['x'], { type: 'image/png' }), 'me.png');
    await api.post('/dashboard/profile/upload-image', form);
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(init.body).toBe(form);
    expect(init.headers).toEqual({ accept: 'application/json' });
  });

  it('asks the browser to finish a keepalive request after the page is gone', async () => {
    fetchMock.mockResolvedValue(answer(200, { data: {} }));
    await apiRequest('PUT', '/cart', { body: { items: [] }, keepalive: true });
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'PUT', keepalive: true, body: '{"items":[]}' });
  });

  it('sends each call once: no retry after a server error, no sharing between identical calls', async () => {
    fetchMock.mockResolvedValue(answer(503, {}));
    await expect(api.get('/dashboard/summary')).rejects.toMatchObject({ kind: 'server', status: 503, message: E.server });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fetchMock.mockClear();
    fetchMock.mockImplementation(async () => answer(200, { data: 1 }));
    await Promise.all([api.get('/customer-notifications/count'), api.get('/customer-notifications/count')]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("keeps the server's Retry-After on the error, in milliseconds", async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 429, headers: { 'retry-after': '3' } }));
    await expect(api.get('/typesense/suggestions')).rejects.toMatchObject({ kind: 'other', status: 429, retryAfterMs: 3000 });
    fetchMock.mockResolvedValue(answer(429, {}));
    await expect(api.get('/typesense/suggestions')).rejects.toMatchObject({ retryAfterMs: null });
  });

  it('calls a request that got no answer a network error and raises the network-error event', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('/public-notifications')).rejects.toMatchObject({ kind: 'network', status: 0, message: E.network });
    expect(pageEvents).toContain(NETWORK_ERROR_EVENT);
  });

  it('gives up when the time runs out, as a timeout', async () => {
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    await expect(api.get('/typesense/suggestions', { timeoutMs: 20 })).rejects.toMatchObject({ kind: 'timeout', status: 0, message: E.network });
    expect(pageEvents).toContain(NETWORK_ERROR_EVENT);
  });

  it("ends quietly when the caller stops waiting (a query's signal): its own reason, no ApiError, no event", async () => {
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    const controller = new AbortController();
    const request = api.get('/dashboard/summary', { signal: controller.signal });
    const reason = new DOMException('left the page', 'AbortError');
    controller.abort(reason);
    await expect(request).rejects.toBe(reason);
    expect(pageEvents).not.toContain(NETWORK_ERROR_EVENT);
  });

  it('hands callers with their own reading of each status the status and body, whatever they are', async () => {
    fetchMock.mockResolvedValue(answer(409, { success: false, message: 'Already subscribed' }));
    await expect(apiResponse('POST', '/newsletter/subscribe', { body: { email: 'a@b.co' } })).resolves.toMatchObject({
      status: 409,
      body: { success: false, message: 'Already subscribed' },
    });
    fetchMock.mockResolvedValue(new Response('', { status: 202 }));
    await expect(apiResponse('POST', '/newsletter/unsubscribe')).resolves.toMatchObject({ status: 202, body: null });
  });
});
