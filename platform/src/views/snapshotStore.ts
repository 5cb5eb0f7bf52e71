import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';

/** A view's state at a position of the log; `eventId` identifies that position in this log. */
export interface ViewSnapshot {
  version: number;
  position: bigint;
  eventId: string;
  state: unknown;
}

export interface SnapshotStore {
  load(name: string): ViewSnapshot | null;
  save(name: string, snapshot: ViewSnapshot): void;
  remove(name: string): void;
}

/** Snapshots as files (`<dir>/<name>.snapshot`), written to a temporary file and renamed: never half-written. */
export function createFileSnapshotStore(dir: string): SnapshotStore {
  mkdirSync(dir, { recursive: true });
  const fileOf = (name: string) => join(dir, `${name.replace(/[^A-Za-z0-9_.-]/g, '_')}.snapshot`);
  return {
    load(name) {
      const file = fileOf(name);
      if (!existsSync(file)) return null;
      try {
        return deserialize(readFileSync(file)) as ViewSnapshot;
      } catch {
        // An unreadable snapshot (another Node version's format, a damaged disk) is only a lost shortcut: replay instead.
        return null;
      }
    },
    save(name, snapshot) {
      const file = fileOf(name);
      writeFileSync(`${file}.tmp`, serialize(snapshot));
      renameSync(`${file}.tmp`, file);
    },
    remove(name) {
      rmSync(fileOf(name), { force: true });
    },
  };
}

/** No persistence: every start replays the log (tests, stores that are wiped on restart). */
export const noSnapshots: SnapshotStore = { load: () => null, save: () => undefined, remove: () => undefined };
