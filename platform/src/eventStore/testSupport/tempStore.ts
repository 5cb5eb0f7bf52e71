import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A fresh directory for one SQLite file; `remove` deletes it with the WAL and shm files. */
export function tempDatabasePath(): { path: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'pm-event-store-'));
  return {
    path: join(dir, 'events.db'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
