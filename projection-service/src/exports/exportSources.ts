import type { Doc } from '@pm/platform';
import { SOURCES } from '../projectors/sourcesProjector.ts';
import type { ReadModels } from '../runtime/readModels.ts';

/**
 * Source names for the rows of an export, looked up batch by batch and remembered: a company has
 * few shops and comparison sites, so the map stays small however many rows pass.
 */
export function sourceNameCache(readModels: ReadModels) {
  const names = new Map<string, string | null>();
  return {
    async load(ids: Iterable<string>): Promise<void> {
      const missing = [...new Set(ids)].filter((id) => !names.has(id));
      if (missing.length === 0) return;
      const found = await readModels.find<Doc & { name: string }>(SOURCES, { _id: { $in: missing } });
      for (const id of missing) names.set(id, null);
      for (const source of found) names.set(source._id, source.name);
    },
    name: (id: string | null | undefined): string | null => (id ? (names.get(id) ?? null) : null),
  };
}

/** The shop of an offer: the source, and for a comparison site's row the shop behind it. */
export const shopLabel = (sourceName: string | null, shopName: string | null | undefined): string | null =>
  shopName && shopName !== sourceName ? (sourceName ? `${sourceName} / ${shopName}` : shopName) : sourceName;

/** Rows per store read: large enough to keep the per-batch cost small, small enough to stay light in memory. */
export const EXPORT_BATCH_SIZE = 1000;
