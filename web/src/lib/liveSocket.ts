import { LIVE_CLOSE_UNAUTHENTICATED, liveServerMessageSchema } from '@pm/contracts';
import type { LiveClientMessage } from '@pm/contracts';

/** The subset of the browser WebSocket the client uses (lets tests pass a fake). */
export interface LiveSocketTransport {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}

export interface LiveSocketOptions {
  url: string;
  getToken(): string | null;
  /** Called with the query-key prefixes of each `invalidate` message. */
  onInvalidate(queryKeys: string[][]): void;
  /** Called with each `progress` message (e.g. topic 'pricing-run': a rule-engine run's progress). */
  onProgress?(topic: string, data: Record<string, unknown>): void;
  /** The server rejected the token (close 4401): renew it; resolve false to stop reconnecting. */
  renewToken(): Promise<boolean>;
  createTransport?: (url: string) => LiveSocketTransport;
  initialBackoffMs?: number;
  maxBackoffMs?: number;
  pingIntervalMs?: number;
}

export interface LiveSocket {
  close(): void;
}

const NORMAL_CLOSURE = 1000;

/** `ws(s)://<this host>/api/live`. */
export function liveSocketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/api/live`;
}

/**
 * Keeps one authenticated live connection open: authenticates with the first message,
 * forwards invalidations, pings to keep proxies from idling it out, and reconnects with
 * jittered exponential backoff until closed.
 */
export function connectLiveSocket(options: LiveSocketOptions): LiveSocket {
  const createTransport = options.createTransport ?? ((url: string) => new WebSocket(url));
  const initialBackoffMs = options.initialBackoffMs ?? 1_000;
  const maxBackoffMs = options.maxBackoffMs ?? 30_000;
  const pingIntervalMs = options.pingIntervalMs ?? 25_000;

  let stopped = false;
  let failures = 0;
  let transport: LiveSocketTransport | null = null;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;

  const send = (message: LiveClientMessage) => transport?.send(JSON.stringify(message));

  const scheduleReconnect = () => {
    if (stopped) return;
    const ceiling = Math.min(maxBackoffMs, initialBackoffMs * 2 ** failures);
    failures += 1;
    // Jitter spreads reconnects of many tabs after a server restart.
    const delay = ceiling / 2 + Math.random() * (ceiling / 2);
    reconnectTimer = setTimeout(connect, delay);
  };

  const handleMessage = (event: MessageEvent) => {
    let data: unknown;
    try {
      data = JSON.parse(String(event.data));
    } catch (error) {
      console.warn('live: ignoring a message that is not JSON', error);
      return;
    }
    const parsed = liveServerMessageSchema.safeParse(data);
    if (!parsed.success) {
      console.warn('live: ignoring an unknown message', parsed.error);
      return;
    }
    const message = parsed.data;
    if (message.type === 'ready') {
      failures = 0;
      clearInterval(pingTimer);
      pingTimer = setInterval(() => send({ type: 'ping' }), pingIntervalMs);
    } else if (message.type === 'invalidate') {
      options.onInvalidate(message.queryKeys);
    } else if (message.type === 'progress') {
      options.onProgress?.(message.topic, message.data);
    }
  };

  const handleClose = (event: CloseEvent) => {
    clearInterval(pingTimer);
    transport = null;
    if (stopped) return;
    if (event.code !== LIVE_CLOSE_UNAUTHENTICATED) {
      scheduleReconnect();
      return;
    }
    options.renewToken().then(
      (renewed) => {
        if (renewed) scheduleReconnect();
      },
      (error: unknown) => {
        console.warn('live: renewing the token failed', error);
        scheduleReconnect();
      },
    );
  };

  function connect() {
    reconnectTimer = undefined;
    if (stopped) return;
    const token = options.getToken();
    if (!token) {
      scheduleReconnect();
      return;
    }
    const socket = createTransport(options.url);
    transport = socket;
    socket.onopen = () => send({ type: 'auth', token });
    socket.onmessage = handleMessage;
    socket.onclose = handleClose;
    // An error is always followed by close, which does the reconnecting.
    socket.onerror = () => undefined;
  }

  connect();

  return {
    close() {
      stopped = true;
      clearTimeout(reconnectTimer);
      clearInterval(pingTimer);
      transport?.close(NORMAL_CLOSURE, 'client closed');
      transport = null;
    },
  };
}
