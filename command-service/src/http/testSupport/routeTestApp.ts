/**
 * One command module mounted alone on an app, for route tests through `app.inject`: a real sqlite
 * event store in a temp file, real tokens for a fixed set of accounts, the module's routes and
 * the API's not-found answer. The test registers its routes (and writes what they need first)
 * with the event store in hand; the answers and the events written are read back as the
 * services write them.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyPluginCallback, LightMyRequestResponse } from 'fastify';
import { createHttpApp, createSqliteEventStore, installAuth, registerApiNotFound, type Actor, type EventStore } from '@pm/platform';
import { tempDatabasePath, testAuth } from '@pm/platform/testing';

export const companyId = '01a216b5-973a-7479-83b5-4895cced43f6';
export const otherCompany = '01a216b5-973a-7479-83b5-4895cced43f7';
/** The context that setup commands (before the requests under test) write with. */
export const setupContext = { companyId, userId: 'setup', correlationId: 'c', causationId: null };

/** The accounts signed in by default: a member of each role of `companyId`, and a platform admin of another company. */
export const testActors = {
  viewer: { userId: 'u-viewer', companyId, email: 'viewer@example.com', role: 'COMPANY_VIEWER', isAdmin: false },
  maintainer: { userId: 'u-maintainer', companyId, email: 'maintainer@example.com', role: 'COMPANY_MAINTAINER', isAdmin: false },
  admin: { userId: 'u-admin', companyId, email: 'admin@example.com', role: 'COMPANY_ADMIN', isAdmin: false },
  platform: { userId: 'u-platform', companyId: otherCompany, email: 'platform@example.com', role: 'COMPANY_ADMIN', isAdmin: true },
} satisfies Record<string, Actor>;

export type TestActors = Record<string, Actor>;

export interface RouteTestAppOptions<A extends TestActors> {
  /** The accounts that can sign in, by the name `inject` takes (default `testActors`). */
  actors?: A;
  /** The app's body limit (default 1 000 000 bytes). */
  bodyLimit?: number;
  /** Plugins registered after the auth and before the routes (e.g. `@fastify/cookie`). */
  plugins?: (FastifyPluginCallback | FastifyPluginAsync)[];
}

export interface RouteTestApp<A extends TestActors = typeof testActors> {
  app: FastifyInstance;
  events: EventStore;
  auth: ReturnType<typeof testAuth>;
  /** A request as the named account (signed out with `null`); the payload is left out when undefined. */
  inject(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: (keyof A & string) | null, payload?: unknown): Promise<LightMyRequestResponse>;
  /** The types of every event written after `position`, in order. */
  typesAfter(position: bigint): Promise<string[]>;
  /** The types of every event of one stream, in order. */
  typesIn(streamId: string): Promise<string[]>;
  close(): Promise<void>;
}

export async function startRouteTestApp<A extends TestActors = typeof testActors>(
  register: (app: FastifyInstance, events: EventStore) => void | Promise<void>,
  options: RouteTestAppOptions<A> = {},
): Promise<RouteTestApp<A>> {
  const actors: TestActors = options.actors ?? testActors;
  const db = tempDatabasePath();
  const events = createSqliteEventStore({ path: db.path });
  const auth = testAuth(Object.values(actors));
  const app = await createHttpApp({ logLevel: 'silent', bodyLimit: options.bodyLimit ?? 1_000_000, version: '1.0.0' });
  installAuth(app, auth.authenticator);
  for (const plugin of options.plugins ?? []) await app.register(plugin);
  await register(app, events);
  registerApiNotFound(app);
  await app.ready();

  return {
    app,
    events,
    auth,
    async inject(method, url, who, payload) {
      const headers = who === null ? {} : await auth.headers(actors[who]!.userId);
      return app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
    },
    async typesAfter(position) {
      return (await events.readAll()).filter((e) => e.position > position).map((e) => e.type);
    },
    async typesIn(streamId) {
      return (await events.readStream(streamId)).map((e) => e.type);
    },
    async close() {
      await app.close();
      await events.close();
      db.remove();
    },
  };
}
