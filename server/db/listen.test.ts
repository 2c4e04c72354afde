import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type NoticeClient, listenForNotices } from './listen.ts';

/** A client that connects, and whose connection the test can break, as a restarted database would. */
class FakeClient extends EventEmitter implements NoticeClient {
  queries: string[] = [];
  ended = false;
  readonly refuse: boolean;
  constructor(refuse: boolean) {
    super();
    this.refuse = refuse;
  }
  async connect() {
    if (this.refuse) throw new Error('connection refused');
  }
  async query(text: string) {
    this.queries.push(text);
  }
  async end() {
    this.ended = true;
  }
  notify(payload: string, channel = 'dokan_changes') {
    this.emit('notification', { channel, payload });
  }
  lose() {
    this.emit('error', new Error('terminating connection due to administrator command'));
    this.emit('end');
  }
}

describe('listening for change notices', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function start(refusals = 0) {
    const clients: FakeClient[] = [];
    const heard: string[] = [];
    const log: string[] = [];
    let listenings = 0;
    const listening = listenForNotices(
      'dokan_changes',
      { notice: (payload) => heard.push(payload), listening: () => (listenings += 1), log: (message) => log.push(message) },
      () => {
        const client = new FakeClient(clients.length < refusals);
        clients.push(client);
        return client;
      },
    );
    return { listening, clients, heard, log, listenings: () => listenings };
  }

  it('listens on its own connection and passes on the channel’s notices only', async () => {
    const { listening, clients, heard, listenings } = start();
    await listening.ready;
    expect(clients[0]!.queries).toEqual(['LISTEN dokan_changes']);
    expect(listenings()).toBe(1);
    clients[0]!.notify('{"kind":"catalogue"}');
    clients[0]!.notify('{"kind":"catalogue"}', 'someone_else');
    expect(heard).toEqual(['{"kind":"catalogue"}']);
    await listening.close();
    expect(clients[0]!.ended).toBe(true);
  });

  it('opens a lost connection again, after a pause that grows while it keeps failing, and says it listens again', async () => {
    vi.useFakeTimers();
    const { listening, clients, listenings, log } = start();
    await listening.ready;
    // Lost, then refused twice: the pauses are 250 ms, 500 ms, then 1 s.
    clients[0]!.lose();
    expect(listenings()).toBe(1);
    expect(log).toEqual([expect.stringContaining('trying again in 250 ms')]);
    await vi.advanceTimersByTimeAsync(250);
    expect(clients).toHaveLength(2);
    expect(listenings()).toBe(2);
    clients[1]!.notify('{"kind":"settings"}');
    clients[1]!.lose();
    await vi.advanceTimersByTimeAsync(249);
    expect(clients).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(clients).toHaveLength(3);
    expect(listenings()).toBe(3);
    await listening.close();
  });

  it('keeps trying when the database refuses it at first, doubling the pause up to 10 s', async () => {
    vi.useFakeTimers();
    const { listening, clients, listenings, log } = start(7);
    await listening.ready;
    expect(listenings()).toBe(0);
    await vi.advanceTimersByTimeAsync(250 + 500 + 1_000 + 2_000 + 4_000 + 8_000 + 10_000);
    expect(clients).toHaveLength(8);
    expect(listenings()).toBe(1);
    expect(log.at(-1)).toContain('trying again in 10000 ms');
    await listening.close();
  });

  it('stays closed once closed, even if the connection then ends', async () => {
    vi.useFakeTimers();
    const { listening, clients } = start();
    await listening.ready;
    await listening.close();
    clients[0]!.lose();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(clients).toHaveLength(1);
  });
});
