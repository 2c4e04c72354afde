import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyReply } from 'fastify';
import { createResponseCache } from './response-cache.ts';

function fakeReply() {
  const sent: string[] = [];
  const reply = {
    header: () => reply,
    type: () => reply,
    send: (body: Buffer) => {
      sent.push(body.toString());
      return reply;
    },
  };
  return { reply: reply as unknown as FastifyReply, sent };
}

describe('response cache', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shares one read among concurrent misses', async () => {
    const send = createResponseCache(1000, { name: 'test' });
    let reads = 0;
    const produce = async () => ({ n: ++reads });
    const { reply, sent } = fakeReply();
    await Promise.all([send(reply, 'k', produce), send(reply, 'k', produce), send(reply, 'k', produce)]);
    expect(reads).toBe(1);
    expect(sent).toEqual(['{"n":1}', '{"n":1}', '{"n":1}']);
  });

  it('serves the stale answer once expired while one refresh runs, then the fresh one', async () => {
    const send = createResponseCache(1000, { name: 'test' });
    let reads = 0;
    const produce = async () => ({ n: ++reads });
    const { reply, sent } = fakeReply();
    await send(reply, 'k', produce);
    vi.advanceTimersByTime(1000);
    await Promise.all([send(reply, 'k', produce), send(reply, 'k', produce)]);
    await vi.waitFor(() => expect(reads).toBe(2));
    await send(reply, 'k', produce);
    expect(sent).toEqual(['{"n":1}', '{"n":1}', '{"n":1}', '{"n":2}']);
    expect(reads).toBe(2);
  });

  it('reads again once the answer is too old to serve, and keeps no failure', async () => {
    const send = createResponseCache(1000, { name: 'test' });
    let reads = 0;
    const { reply, sent } = fakeReply();
    await send(reply, 'k', async () => ++reads);
    vi.advanceTimersByTime(6001);
    await send(reply, 'k', async () => ++reads);
    expect(sent).toEqual(['1', '2']);
    await expect(send(reply, 'x', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await send(reply, 'x', async () => 'up');
    expect(sent.at(-1)).toBe('"up"');
  });

  it('does not keep anything when the time to live is 0', async () => {
    const send = createResponseCache(0, { name: 'test' });
    let reads = 0;
    const { reply } = fakeReply();
    await send(reply, 'k', async () => ++reads);
    await send(reply, 'k', async () => ++reads);
    expect(reads).toBe(2);
  });
});
