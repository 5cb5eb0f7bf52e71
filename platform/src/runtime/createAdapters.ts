import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Bus } from '../bus/bus.ts';
import { createInProcessBus } from '../bus/inProcessBus.ts';
import { createNatsBus } from '../bus/natsBus.ts';
import type { Env } from '../config/env.ts';
import type { DocumentStore } from '../documentStore/documentStore.ts';
import { createEmbeddedDocumentStore } from '../documentStore/embeddedDocumentStore.ts';
import { createMongoDocumentStore } from '../documentStore/mongoDocumentStore.ts';
import type { EventStore } from '../eventStore/eventStore.ts';
import { createKurrentEventStore } from '../eventStore/kurrentEventStore.ts';
import { createSqliteEventStore } from '../eventStore/sqliteEventStore.ts';
import { meteredBus, meteredEventStore } from './metrics.ts';

/** Chooses each port's adapter from the configuration (embedded by default), its traffic counted for /metrics. */
export function createEventStoreFromEnv(env: Env): EventStore {
  if (env.EVENT_STORE === 'kurrentdb') return meteredEventStore(createKurrentEventStore({ connectionString: env.KURRENTDB_URL ?? '' }));
  mkdirSync(env.DATA_DIR, { recursive: true });
  return meteredEventStore(createSqliteEventStore({ path: join(env.DATA_DIR, 'events.sqlite') }));
}

export async function createDocumentStoreFromEnv(env: Env): Promise<DocumentStore> {
  if (env.DOCUMENT_STORE === 'mongodb') return createMongoDocumentStore({ url: env.MONGODB_URL ?? '', dbName: env.MONGODB_DB });
  mkdirSync(env.DATA_DIR, { recursive: true });
  return createEmbeddedDocumentStore({ path: join(env.DATA_DIR, 'readmodels.sqlite') });
}

export async function createBusFromEnv(env: Env, name: string): Promise<Bus> {
  if (env.BUS === 'nats') return meteredBus(await createNatsBus({ servers: env.NATS_URL ?? '', name }));
  return meteredBus(createInProcessBus());
}
