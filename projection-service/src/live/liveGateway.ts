import type { FastifyInstance } from 'fastify';
import type { WebSocket } from '@fastify/websocket';
import { decodeJwt } from 'jose';
import { LIVE_ADMIN_CHANNEL, LIVE_CLOSE_UNAUTHENTICATED, liveClientMessageSchema, liveServerMessageSchema, type LiveServerMessage } from '@pm/contracts';
import { subjects } from '@pm/contracts/events';
import { createEventStoreUsers, type Authenticator, type Bus, type EventStore, type RecordedEvent, type Subscription, type Unsubscribe } from '@pm/platform';

const AUTH_TIMEOUT_MS = 10_000;
const RESUBSCRIBE_MS = 1_000;

/**
 * Changes of an account after which its sockets are closed (4401): the browser renews its token
 * and reconnects as the account is now — or, for a deleted account, cannot. Address changes count
 * (the account a token names changed); names and settings do not.
 */
function changesAccess(event: RecordedEvent): boolean {
  if (event.type === 'UserDeleted' || event.type === 'UserRoleChanged') return true;
  if (event.type === 'UserDetailsChanged') return (event.data as { email?: unknown }).email !== undefined;
  // A future event moving a user to another company names the company.
  return event.streamId.startsWith('user-') && typeof (event.data as { companyId?: unknown } | null)?.companyId === 'string' && event.type !== 'UserRegistered';
}

interface SocketAccount {
  userId: string;
  companyId: string;
}

/**
 * One authenticated WebSocket per browser tab. Notices travel over the bus (`live.<companyId>`)
 * so they reach every gateway process; each socket only receives its own company's notices.
 * A socket is closed with 4401 when its token expires; the client reconnects with a fresh one.
 *
 * The account behind a socket is re-checked on every change of it: the gateway follows the
 * event log (from its start) and closes a user's sockets with 4401 at once when the user is
 * deleted, changes role or address (issue 11, defect 6). A socket is accepted only when the
 * user's own stream shows the account active in the token's company — read models may not have
 * caught up with a deletion yet — and not deleted since this gateway started.
 */
export class LiveGateway {
  private readonly sockets = new Map<string, Set<WebSocket>>();
  /** The sockets of each user, and the account each socket was accepted for. */
  private readonly byUser = new Map<string, Set<WebSocket>>();
  private readonly accounts = new Map<WebSocket, SocketAccount>();
  /** Users deleted since the gateway started (deletion is final). */
  private readonly deleted = new Set<string>();
  private readonly authenticator: Authenticator;
  private readonly bus: Bus;
  private readonly events: EventStore | null;
  private readonly users: ReturnType<typeof createEventStoreUsers> | null;
  private unsubscribe: Unsubscribe | null = null;
  private subscription: Subscription | null = null;
  private position = 0n;
  private stopped = false;
  private resubscribeTimer: NodeJS.Timeout | null = null;

  /** `events`: the log, to follow account changes (without it the gateway trusts the authenticator alone). */
  constructor(authenticator: Authenticator, bus: Bus, events: EventStore | null = null) {
    this.authenticator = authenticator;
    this.bus = bus;
    this.events = events;
    this.users = events ? createEventStoreUsers(events) : null;
  }

  async start(): Promise<void> {
    this.unsubscribe = await this.bus.subscribe(subjects.liveAll, (message, subject) => {
      const companyId = subject.slice('live.'.length);
      const parsed = liveServerMessageSchema.safeParse(message);
      if (parsed.success) this.broadcast(companyId, parsed.data);
    });
    if (this.events) {
      this.position = await this.events.headPosition();
      this.followAccounts();
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.resubscribeTimer) clearTimeout(this.resubscribeTimer);
    await this.subscription?.stop();
    await this.unsubscribe?.();
    for (const set of this.sockets.values()) for (const socket of set) socket.close(1001, 'server shutting down');
    this.sockets.clear();
    this.byUser.clear();
    this.accounts.clear();
  }

  /** Follows the log from `position`; after a failure it subscribes again from where it stopped. */
  private followAccounts(): void {
    const events = this.events;
    if (!events || this.stopped) return;
    this.subscription = events.subscribeToAll({
      fromPosition: this.position,
      handler: async (batch) => {
        for (const event of batch) {
          if (changesAccess(event)) this.accountChanged(event);
          this.position = event.position;
        }
      },
      onError: () => {
        if (this.stopped) return;
        this.resubscribeTimer = setTimeout(() => this.followAccounts(), RESUBSCRIBE_MS);
        this.resubscribeTimer.unref();
      },
    });
  }

  private accountChanged(event: RecordedEvent): void {
    const userId = (event.data as { userId?: unknown }).userId;
    if (typeof userId !== 'string') return;
    if (event.type === 'UserDeleted') this.deleted.add(userId);
    for (const socket of this.byUser.get(userId) ?? []) socket.close(LIVE_CLOSE_UNAUTHENTICATED, 'account changed');
  }

  /** Whether the user's own stream shows the account active in the company (true without a log). */
  private async stillValid(userId: string, companyId: string): Promise<boolean> {
    if (!this.users) return true;
    const user = await this.users.loadUser(userId);
    return user.status === 'active' && user.companyId === companyId && !this.deleted.has(userId);
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
      this.authenticator
        .fromToken(token)
        .then(async (actor) => ((await this.stillValid(actor.userId, actor.companyId)) ? actor : Promise.reject(new Error('account gone'))))
        .then(
          (actor) => {
            clearTimeout(authTimer);
            if (socket.readyState !== socket.OPEN || companyId !== null) return;
            // Deleted while the stream was read: the event may have been applied already.
            if (this.deleted.has(actor.userId)) return void socket.close(LIVE_CLOSE_UNAUTHENTICATED, 'invalid token');
            companyId = actor.companyId;
            const set = this.sockets.get(companyId) ?? new Set<WebSocket>();
            set.add(socket);
            this.sockets.set(companyId, set);
            // Platform admins also hear the admin channel (cross-company screens such as scrape health).
            if (actor.isAdmin) this.join(LIVE_ADMIN_CHANNEL, socket);
            const own = this.byUser.get(actor.userId) ?? new Set<WebSocket>();
            own.add(socket);
            this.byUser.set(actor.userId, own);
            this.accounts.set(socket, { userId: actor.userId, companyId });
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
      this.sockets.get(LIVE_ADMIN_CHANNEL)?.delete(socket);
      const account = this.accounts.get(socket);
      if (account) {
        this.accounts.delete(socket);
        const own = this.byUser.get(account.userId);
        own?.delete(socket);
        if (own?.size === 0) this.byUser.delete(account.userId);
      }
    });
  }

  private join(channel: string, socket: WebSocket): void {
    const set = this.sockets.get(channel) ?? new Set<WebSocket>();
    set.add(socket);
    this.sockets.set(channel, set);
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
