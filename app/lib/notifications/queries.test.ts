import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserQueryClient } from '#app/lib/query-client.ts';
import { listQuery } from './queries.ts';
import { isSample } from './list-state.ts';
import { listKey, type NotificationItem, type NotificationListData, unreadKey } from './types.ts';

function note(id: number, day: number, isRead = false): NotificationItem {
  return {
    id,
    type: 'other',
    icon: 'bell',
    title: `N${id}`,
    message: 'm',
    time: '',
    created_at: new Date(Date.UTC(2026, 10, day)).toISOString(),
    is_read: isRead,
    link: null,
  };
}

const page = (data: NotificationItem[], total = data.length) => new Response(JSON.stringify({ success: true, data, total }), { status: 200 });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const customer = { kind: 'customer', id: 7 } as const;

describe('the notification list query', () => {
  it('gives a customer their own and the public notifications, newest first, and the badge follows a complete list', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url.startsWith('/api/customer-notifications') ? page([note(1, 3), note(2, 1, true)]) : page([note(3, 2)]),
    );
    const client = browserQueryClient();
    const list = await client.fetchQuery(listQuery(customer, client));
    expect(list.items.map((item) => item.id)).toEqual([1, 3, 2]);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/customer-notifications?per_page=50', '/api/public-notifications?per_page=50']);
    expect(client.getQueryData(unreadKey(customer))).toBe(2);
  });

  it("leaves the server's count on the badge when the list is cut at one page", async () => {
    fetchMock.mockImplementation(async () => page([note(1, 3)], 80));
    const client = browserQueryClient();
    client.setQueryData(unreadKey(customer), 75);
    await client.fetchQuery(listQuery(customer, client));
    expect(client.getQueryData(unreadKey(customer))).toBe(75);
  });

  it('falls back to the two welcome samples when the first fetch fails, and asks the server again next time', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 500 }));
    const client = browserQueryClient();
    await expect(client.fetchQuery(listQuery({ kind: 'guest' }, client))).rejects.toMatchObject({ kind: 'server' });
    const held = client.getQueryData<NotificationListData>(listKey({ kind: 'guest' }));
    expect(held?.fallback).toBe(true);
    expect(held?.items).toHaveLength(2);
    expect(held?.items.every(isSample)).toBe(true);
    // Never fresh: the next look fetches.
    fetchMock.mockResolvedValue(page([note(4, 1)]));
    await expect(client.fetchQuery(listQuery({ kind: 'guest' }, client))).resolves.toMatchObject({ items: [{ id: 4 }], total: 1 });
  });
});
