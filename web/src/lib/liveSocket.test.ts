import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectLiveSocket, liveSocketUrl } from './liveSocket.ts';
import type { LiveSocketOptions, LiveSocketTransport } from './liveSocket.ts';

class FakeTransport implements LiveSocketTransport {
  sent: unknown[] = [];
  closedWith: number | undefined;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readonly url: string;

  constructor(url: string) {
    this.url = url;
  }

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code?: number) {
    this.closedWith = code;
  }
  open() {
    this.onopen?.(new Event('open'));
  }
  receive(message: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
  serverClose(code: number) {
    this.onclose?.({ code } as CloseEvent);
  }
}

describe('connectLiveSocket', () => {
  let transports: FakeTransport[];
  let token: string | null;
  const onInvalidate = vi.fn<(keys: string[][]) => void>();
  const renewToken = vi.fn<() => Promise<boolean>>();

  const connect = (extra: Partial<LiveSocketOptions> = {}) =>
    connectLiveSocket({
      url: 'ws://host/api/live',
      getToken: () => token,
      onInvalidate,
      renewToken,
      createTransport: (url) => {
        const transport = new FakeTransport(url);
        transports.push(transport);
        return transport;
      },
      initialBackoffMs: 1_000,
      maxBackoffMs: 8_000,
      pingIntervalMs: 25_000,
      ...extra,
    });
  const last = () => transports.at(-1) as FakeTransport;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(1); // Jitter at its ceiling: delays are exact.
    transports = [];
    token = 't1';
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.resetAllMocks();
  });

  it('builds the URL from the page location', () => {
    expect(liveSocketUrl({ protocol: 'https:', host: 'app.example' })).toBe('wss://app.example/api/live');
    expect(liveSocketUrl({ protocol: 'http:', host: '127.0.0.1:5173' })).toBe('ws://127.0.0.1:5173/api/live');
  });

  it('authenticates with the current token once open', () => {
    connect();
    last().open();
    expect(last().sent).toEqual([{ type: 'auth', token: 't1' }]);
  });

  it('forwards the query keys of invalidate messages', () => {
    connect();
    last().open();
    last().receive({ type: 'ready', companyId: 'c1' });
    last().receive({ type: 'invalidate', queryKeys: [['profile'], ['users', 'c1']], position: '42' });
    expect(onInvalidate).toHaveBeenCalledWith([['profile'], ['users', 'c1']]);
  });

  it('forwards progress messages by topic', () => {
    const onProgress = vi.fn<(topic: string, data: Record<string, unknown>) => void>();
    connect({ onProgress });
    last().open();
    last().receive({ type: 'progress', topic: 'pricing-run', data: { runId: 'r1', done: 5, total: 10 } });
    expect(onProgress).toHaveBeenCalledWith('pricing-run', { runId: 'r1', done: 5, total: 10 });
  });

  it('ignores messages it does not understand', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    connect();
    last().open();
    last().receive({ type: 'invalidate', queryKeys: 'profile' });
    last().onmessage?.(new MessageEvent('message', { data: 'not json' }));
    expect(onInvalidate).not.toHaveBeenCalled();
  });

  it('pings after ready', () => {
    connect();
    last().open();
    last().receive({ type: 'ready', companyId: 'c1' });
    vi.advanceTimersByTime(25_000);
    expect(last().sent).toContainEqual({ type: 'ping' });
  });

  it('reconnects with exponential backoff, reset by ready', () => {
    connect();
    last().serverClose(1006);
    vi.advanceTimersByTime(999);
    expect(transports).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(transports).toHaveLength(2);

    last().serverClose(1006);
    vi.advanceTimersByTime(1_999);
    expect(transports).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(transports).toHaveLength(3);

    last().open();
    last().receive({ type: 'ready', companyId: 'c1' });
    last().serverClose(1006);
    vi.advanceTimersByTime(1_000);
    expect(transports).toHaveLength(4);
  });

  it('caps the backoff', () => {
    connect();
    for (let i = 0; i < 6; i += 1) {
      last().serverClose(1006);
      vi.advanceTimersByTime(8_000);
    }
    expect(transports).toHaveLength(7);
  });

  it('renews the token after close 4401 and reconnects with the new one', async () => {
    renewToken.mockImplementation(async () => {
      token = 't2';
      return true;
    });
    connect();
    last().open();
    last().serverClose(4401);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(renewToken).toHaveBeenCalledTimes(1);
    expect(transports).toHaveLength(2);
    last().open();
    expect(last().sent).toEqual([{ type: 'auth', token: 't2' }]);
  });

  it('stops when the token cannot be renewed', async () => {
    renewToken.mockResolvedValue(false);
    connect();
    last().serverClose(4401);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(transports).toHaveLength(1);
  });

  it('closes normally and does not reconnect after close()', () => {
    const socket = connect();
    const first = last();
    socket.close();
    expect(first.closedWith).toBe(1000);
    first.serverClose(1000);
    vi.advanceTimersByTime(60_000);
    expect(transports).toHaveLength(1);
  });
});
