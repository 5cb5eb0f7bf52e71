/**
 * Child process for the crash test: appends ticks to an event store file and projects them
 * into a document store file at the same time, forever, printing each committed append.
 */
import pino from 'pino';
import { createEmbeddedDocumentStore, createInProcessBus, createSqliteEventStore } from '@pm/platform';
import { ProjectionManager } from '../projectionManager.ts';
import { counterProjector, tick } from './counterProjector.ts';

const [eventsPath, docsPath] = process.argv.slice(2) as [string, string];
const events = createSqliteEventStore({ path: eventsPath });
const docs = createEmbeddedDocumentStore({ path: docsPath });
const manager = new ProjectionManager({ events, docs, bus: createInProcessBus() }, [counterProjector()], { log: pino({ level: 'silent' }), batchSize: 7 });
await manager.start();
for (let i = 0; ; i++) {
  const batch = Array.from({ length: 1 + (i % 5) }, (_, k) => tick(`k${(i + k) % 13}`));
  const result = await events.append(`ticks-${i % 17}`, batch);
  process.stdout.write(`${result.position}\n`);
}
