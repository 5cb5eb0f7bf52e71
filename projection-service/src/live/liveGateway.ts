import type { FastifyInstance } from 'fastify';
import type { WebSocket } from '@fastify/websocket';
import { decodeJwt } from 'jose';
import { LIVE_CLOSE_UNAUTHENTICATED, liveClientMessageSchema, liveServerMessageSchema, type LiveServerMessage } from '@pm/contracts';
import { subjects } from '@pm/contracts/events';
import type { Authenticator, Bus, Unsubscribe } from '@pm/platform';

const AUTH_TIMEOUT_MS = 10_000;

/**
 * One authenticated WebSocket per browser tab. Notices travel over the bus (`live.<companyId>`)
 * so they reach every gateway process; each socket only receives its own company's notices.
 * A socket is closed with 4401 when its token expires; the client reconnects with a fresh one.
 */
export class LiveGateway {
  private readonly sockets = new Map<string, Set<WebSocket>>();
  private readonly authenticator: Authenticator;
  private readonly bus: Bus;
  private unsubscribe: Unsubscribe | null = null;

  constructor(authenticator: Authenticator, bus: Bus) {
    this.authenticator = authenticator;
    this.bus = bus;
  }

  async start(): Promise<void> {
    this.unsubscribe = await this.bus.subscribe(subjects.liveAll, (message, subject) => {
      const companyId = subject.slice('live.'.length);
      const parsed = liveServerMessageSchema.safeParse(message);
      if (parsed.success) this.broadcast(companyId, parsed.data);
    });
  }

  async stop(): Promise<void> {
    await this.unsubscribe?.();
    for (const set of this.sockets.values()) for (const socket of set) socket.close(1001, 'server shutting down');
    this.sockets.clear();
  }

  connectionCount(): number {
    let n = 0;
    for (const set of this.sockets.values()) n += set.size;
    return n;
  }

  register(app: FastifyInstance): void {
    app.get('/api/live', { config: { access: 'socket' }, websocket: true }, (socket) => this.accept(socket));
  }

  private accept(socket: WebSocket): void {
    let companyId: string | null = null;
    let expiryTimer: NodeJS.Timeout | null = null;
    const authTimer = setTimeout(() => socket.close(LIVE_CLOSE_UNAUTHENTICATED, 'authentication timeout'), AUTH_TIMEOUT_MS);

    socket.on('message', (raw) => {
      let data: unknown;
      try {
        data = JSON.parse(String(raw));
      } catch {
        socket.close(1003, 'invalid message');
        return;
      }
      const message = liveClientMessageSchema.safeParse(data);
      if (!message.success) return void socket.close(1003, 'invalid message');
      if (message.data.type === 'ping') return void this.send(socket, { type: 'pong' });
      if (companyId !== null) return; // already authenticated
      const token = message.data.token;
      this.authenticator.fromToken(token).then(
        (actor) => {
          clearTimeout(authTimer);
          if (socket.readyState !== socket.OPEN) return;
          companyId = actor.companyId;
          const set = this.sockets.get(companyId) ?? new Set<WebSocket>();
          set.add(socket);
          this.sockets.set(companyId, set);
          const exp = decodeJwt(token).exp;
          if (exp) {
            expiryTimer = setTimeout(() => socket.close(LIVE_CLOSE_UNAUTHENTICATED, 'token expired'), Math.max(0, exp * 1000 - Date.now()));
            expiryTimer.unref();
          }
          this.send(socket, { type: 'ready', companyId });
        },
        () => socket.close(LIVE_CLOSE_UNAUTHENTICATED, 'invalid token'),
      );
    });

    socket.on('close', () => {
      clearTimeout(authTimer);
      if (expiryTimer) clearTimeout(expiryTimer);
      if (companyId) this.sockets.get(companyId)?.delete(socket);
    });
  }

  private broadcast(companyId: string, message: LiveServerMessage): void {
    const set = this.sockets.get(companyId);
    if (!set) return;
    for (const socket of set) this.send(socket, message);
  }

  private send(socket: WebSocket, message: LiveServerMessage): void {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  }
}
