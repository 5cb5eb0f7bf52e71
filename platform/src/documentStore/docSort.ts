/**
 * Sorting for the embedded store. Values compare with mingo's `compare` (MongoDB's type order);
 * ties are broken by `_id` so that the same query gives the same order whether or not an
 * index served it (MongoDB leaves the order of ties unspecified, so this is allowed).
 */
import { compare, resolve } from 'mingo/util';
import type { Doc, SortSpec } from './documentStore.ts';

export type SortKey = Array<[path: string, direction: 1 | -1]>;

/** The caller's sort plus the `_id` tie-breaker (unless the caller sorts by `_id` already). */
export function sortKeyOf(sort: SortSpec | undefined): SortKey {
  const key: SortKey = Object.entries(sort ?? {});
  if (!key.some(([path]) => path === '_id')) key.push(['_id', 1]);
  return key;
}

export function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * As in MongoDB, an array sorts by its smallest element ascending and its largest descending
 * (an empty one like a missing field). Comparing whole arrays with scalars instead is not a
 * consistent order, and the result would depend on the order documents came in.
 */
function sortValue(value: unknown, direction: 1 | -1): unknown {
  if (!Array.isArray(value)) return value;
  let chosen: unknown = undefined;
  for (const item of value) {
    if (chosen === undefined || compare(item, chosen) * direction < 0) chosen = item;
  }
  return chosen;
}

/** Sorts in place; values are resolved once per document. */
export function sortDocs<T extends Doc>(docs: T[], key: SortKey): T[] {
  const decorated = docs.map((doc) => ({ doc, values: key.map(([path, direction]) => sortValue(resolve(doc, path), direction)) }));
  decorated.sort((a, b) => {
    for (let i = 0; i < key.length; i++) {
      const order = compare(a.values[i], b.values[i]) * (key[i]?.[1] ?? 1);
      if (order !== 0) return order;
    }
    return 0;
  });
  for (let i = 0; i < docs.length; i++) docs[i] = decorated[i]!.doc;
  return docs;
}
