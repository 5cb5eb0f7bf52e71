/**
 * One query module mounted alone on an app, for route tests through `app.inject`: a real sqlite
 * event store in a temp file, every projector running into the embedded document store in
 * memory, real tokens for a fixed list of accounts. Events are written as the services write
 * them (validated by the event catalogue), so reads with `minPosition` see them.
 */
import pino from 'pino';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  createEmbeddedDocumentStore,
  createHttpApp,
  createInProcessBus,
  createSqliteEventStore,
  installAuth,
  registerApiNotFound,
  toEventToAppend,
  type Actor,
  type DocumentStore,
  type EventStore,
} from '@pm/platform';
import { tempDatabasePath, testAuth } from '@pm/platform/testing';
import { allProjectors } from '../../projectors/allProjectors.ts';
import { ProjectionManager } from '../projectionManager.ts';
import { createReadModels, type ReadModels } from '../readModels.ts';
import { createRebuildRecorder } from '../rebuildRecorder.ts';

export interface QueryTestApp {
  app: FastifyInstance;
  events: EventStore;
  docs: DocumentStore;
  /** Appends the events to one stream as `userId` of `companyId`; answers the position to pass as `minPosition`. */
  write(streamId: string, events: { type: string; data: unknown }[], companyId: string | null, userId?: string): Promise<string>;
  /** GET as the account (signed out without one). */
  get(url: string, userId?: string): Promise<LightMyRequestResponse>;
  /** A request with a method and an optional JSON body as the account. */
  send(method: 'POST' | 'PUT' | 'DELETE', url: string, userId: string, payload?: unknown): Promise<LightMyRequestResponse>;
  stop(): Promise<void>;
}

export async function startQueryTestApp(actors: readonly Actor[], register: (app: FastifyInstance, readModels: ReadModels, events: EventStore, manager: ProjectionManager) => void): Promise<QueryTestApp> {
  const db = tempDatabasePath();
  const events = createSqliteEventStore({ path: db.path });
  const docs = createEmbeddedDocumentStore({ path: ':memory:' });
  const manager = new ProjectionManager({ events, docs, bus: createInProcessBus() }, allProjectors, { log: pino({ level: 'silent' }), batchSize: 100, recorder: createRebuildRecorder(events) });
  await manager.start();
  const auth = testAuth(actors);
  const app = await createHttpApp({ logLevel: 'silent', bodyLimit: 1_000_000, version: '1.0.0' });
  installAuth(app, auth.authenticator);
  register(app, createReadModels(docs, manager, 5_000), events, manager);
  registerApiNotFound(app);
  await app.ready();

  return {
    app,
    events,
    docs,
    async write(streamId, written, companyId, userId = 'u-test') {
      const context = { companyId, userId, correlationId: 'test', causationId: null };
      const result = await events.append(streamId, written.map((event) => toEventToAppend(event, context)));
      return result.position.toString();
    },
    async get(url, userId) {
      return app.inject({ method: 'GET', url, headers: userId ? await auth.headers(userId) : {} });
    },
    async send(method, url, userId, payload) {
      return app.inject({ method, url, headers: await auth.headers(userId), ...(payload === undefined ? {} : { payload: payload as object }) });
    },
    async stop() {
      await app.close();
      await manager.stop();
      await docs.close();
      await events.close();
      db.remove();
    },
  };
}
