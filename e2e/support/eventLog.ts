import { join } from 'node:path';
import { createSqliteEventStore, type EventStore } from '@pm/platform';

/**
 * The event store of a spec's own server (playwright.config.ts gives each spec the data
 * directory `<E2E_DATA_DIR>/<spec>`). SQLite lets a second process append beside the server,
 * so a spec can record facts that have no screen of their own yet (e.g. a confirmed price).
 */
export function specEventStore(spec: string): EventStore {
  const root = process.env['E2E_DATA_DIR'] ?? '.tmp/e2e-data';
  return createSqliteEventStore({ path: join(root, spec, 'events.sqlite') });
}
