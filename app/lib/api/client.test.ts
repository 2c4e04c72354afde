import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_ERROR_MESSAGES as E } from '#domain/messages.ts';
import { api, ApiError, NETWORK_ERROR_EVENT } from './client.ts';
import { errorFromResponse, errorWithoutResponse, unknownError } from './errors.ts';

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
  });

  it('puts query values in the URL, leaving out empty ones', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true, data: [] }));
    await api.get('/dashboard/orders', { query: { page: 2, per_page: 10, status: undefined, q: null } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/dashboard/orders?page=2&per_page=10');
  });

  it('retries a GET twice, a second apart, after a server error', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    fetchMock
      .mockResolvedValueOnce(answer(503, {}))
      .mockResolvedValueOnce(answer(502, {}))
      .mockResolvedValueOnce(answer(200, { success: true, data: 1 }));
    const result = api.get('/dashboard/summary');
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toEqual({ success: true, data: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('gives up after the second retry with the server error', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    fetchMock.mockImplementation(async () => answer(500, { success: false, message: 'Server error. Please try again later.' }));
    const result = api.get('/dashboard/summary').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await result).toMatchObject({ kind: 'server', message: E.server });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('retries a GET after a network failure and raises the network-error event', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(answer(200, { success: true, data: 'ok' }));
    const result = api.get('/public-notifications');
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toEqual({ success: true, data: 'ok' });
    expect(pageEvents).toContain(NETWORK_ERROR_EVENT);
  });

  it('does not retry a client error, nor any failed write', async () => {
    fetchMock.mockResolvedValue(answer(404, { success: false, message: 'Order not found' }));
    await expect(api.get('/dashboard/orders/99')).rejects.toMatchObject({ kind: 'not-found', message: 'Order not found' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fetchMock.mockClear();
    fetchMock.mockResolvedValue(answer(500, {}));
    await expect(api.put('/dashboard/profile', { full_name: 'Rahim' })).rejects.toMatchObject({ kind: 'server' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shares one request between identical concurrent GETs, and not between different ones', async () => {
    let release: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation((url: string) =>
      url.endsWith('count') ? new Promise<Response>((resolve) => (release = resolve)) : Promise.resolve(answer(200, { data: 'list' })),
    );
    const first = api.get('/customer-notifications/count');
    const second = api.get('/customer-notifications/count');
    const other = api.get('/customer-notifications');
    release(answer(200, { data: { count: 4 } }));
    await expect(Promise.all([first, second, other])).resolves.toEqual([{ data: { count: 4 } }, { data: { count: 4 } }, { data: 'list' }]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // Once settled, the next identical GET is a new request.
    fetchMock.mockResolvedValue(answer(200, { data: { count: 5 } }));
    await expect(api.get('/customer-notifications/count')).resolves.toEqual({ data: { count: 5 } });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('signs out once when several calls get the 401 together', async () => {
    storage.setItem('website_customer_id', '7');
    fetchMock.mockImplementation(async () => answer(401, {}));
    const results = await Promise.allSettled([api.get('/dashboard/summary'), api.get('/dashboard/summary'), api.get('/customer-notifications/count')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('lets one caller stop waiting without cancelling the shared request for the other', async () => {
    let release: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (release = resolve)));
    const controller = new AbortController();
    const leaving = api.get('/dashboard/summary', { signal: controller.signal });
    const staying = api.get('/dashboard/summary');
    controller.abort();
    await expect(leaving).rejects.toBeDefined();
    release(answer(200, { data: 'summary' }));
    await expect(staying).resolves.toEqual({ data: 'summary' });
  });
});
