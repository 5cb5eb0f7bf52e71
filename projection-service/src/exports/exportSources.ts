import type { Doc } from '@pm/platform';
import { SOURCES } from '../projectors/sourcesProjector.ts';
import type { ReadModels } from '../runtime/readModels.ts';

/**
 * Values by id for the rows of an export (names of products and shops), fetched for the ids a
 * batch adds and remembered: bounded by the company's products and sources, not by the rows.
 */
export function lookupCache<V>(fetch: (ids: string[]) => Promise<Iterable<readonly [string, V]>>) {
  const values = new Map<string, V | null>();
  return {
    async load(ids: Iterable<string>): Promise<void> {
      // A plain loop: after the first batches nearly every id is known (no set, no copies).
      const missing: string[] = [];
      for (const id of ids) {
        if (values.has(id)) continue;
        values.set(id, null);
        missing.push(id);
      }
      if (missing.length === 0) return;
      for (const [id, value] of await fetch(missing)) values.set(id, value);
    },
    get: (id: string | null | undefined): V | null => (id ? (values.get(id) ?? null) : null),
    /** The value of an id looked up before (null: it has none), undefined for an id not loaded yet. */
    peek: (id: string): V | null | undefined => values.get(id),
    /**
     * The values of a batch's ids, in order: one map read per known id (a `load` and a `get` are
     * two per row), the unknown ones fetched once.
     */
    async resolve(ids: readonly string[]): Promise<(V | null)[]> {
      const resolved: (V | null | undefined)[] = new Array(ids.length);
      let missing: string[] | null = null;
      for (let i = 0; i < ids.length; i++) {
        const value = values.get(ids[i]!);
        resolved[i] = value;
        if (value === undefined) (missing ??= []).push(ids[i]!);
      }
      if (missing === null) return resolved as (V | null)[];
      await this.load(missing);
      for (let i = 0; i < ids.length; i++) if (resolved[i] === undefined) resolved[i] = values.get(ids[i]!) ?? null;
      return resolved as (V | null)[];
    },
  };
}

/** Shop and comparison site names (platform data, looked up by id). */
export function sourceNameCache(readModels: ReadModels) {
  return lookupCache(async (ids) => (await readModels.find<Doc & { name: string }>(SOURCES, { _id: { $in: ids } }, { projection: { name: 1 } })).map((s) => [s._id, s.name] as const));
}

/** The shop of an offer: the source, and for a comparison site's row the shop behind it. */
export const shopLabel = (sourceName: string | null, shopName: string | null | undefined): string | null =>
  shopName && shopName !== sourceName ? (sourceName ? `${sourceName} / ${shopName}` : shopName) : sourceName;

/** Rows per store read: large enough to keep the per-batch cost small, small enough to stay light in memory. */
export const EXPORT_BATCH_SIZE = 1000;
