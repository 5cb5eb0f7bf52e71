/**
 * One collection of the embedded document store, held in memory: documents by `_id` plus the
 * declared secondary indexes, and the query planning that uses them. Holds committed state
 * only; the store stages a batch elsewhere and calls `set` after the SQLite commit.
 *
 * Documents held here are never mutated (updates work on copies), and nothing held here is
 * handed to callers without copying first.
 */
import { Query } from 'mingo';
import { compare } from 'mingo/util';
import type { Doc, Filter, SortSpec } from './documentStore.ts';
import { equalityConditions } from './equalityConditions.ts';
import { sortDocs, sortKeyOf, type SortKey } from './docSort.ts';
import { DuplicateKeyError } from './errors.ts';
import { MemoryIndex, type OrderedRange } from './memoryIndex.ts';
import type { NormalizedIndexSpec } from './portValidation.ts';

export interface SelectOptions {
  sort?: SortSpec;
  skip?: number;
  /** 0 or absent: no limit (as in MongoDB). */
  limit?: number;
}

interface CandidatePlan {
  /** null: scan the whole collection. */
  ids: Iterable<string> | null;
  ordered?: OrderedRange;
}

function isEmptyFilter(filter: Filter | undefined): boolean {
  return filter === undefined || Object.keys(filter).length === 0;
}

export class MemoryCollection {
  readonly name: string;
  readonly #docs = new Map<string, Doc>();
  readonly #indexes = new Map<string, MemoryIndex>();

  constructor(name: string) {
    this.name = name;
  }

  get size(): number {
    return this.#docs.size;
  }

  get(id: string): Doc | undefined {
    return this.#docs.get(id);
  }

  indexSpecs(): NormalizedIndexSpec[] {
    return [...this.#indexes.values()].map((index) => index.spec);
  }

  /** Replaces, inserts or (with null) removes a committed document. */
  set(id: string, doc: Doc | null): void {
    const old = this.#docs.get(id);
    if (old) for (const index of this.#indexes.values()) index.remove(old);
    if (doc) {
      this.#docs.set(id, doc);
      for (const index of this.#indexes.values()) index.add(doc);
    } else {
      this.#docs.delete(id);
    }
  }

  /** Builds an index over the current documents; throws DuplicateKeyError for a violated unique index. */
  buildIndex(spec: NormalizedIndexSpec): MemoryIndex {
    const index = new MemoryIndex(spec);
    for (const doc of this.#docs.values()) {
      if (spec.unique) {
        for (const key of index.uniqueKeysOf(doc)) {
          const owner = index.ownerOf(key);
          if (owner !== undefined && owner !== doc._id) throw new DuplicateKeyError(this.name, spec.name, key);
        }
      }
      index.add(doc);
    }
    return index;
  }

  addIndex(index: MemoryIndex): void {
    this.#indexes.set(index.spec.name, index);
  }

  /**
   * Checks the unique indexes against the state the staged changes (id → new document, null
   * for deleted) would produce.
   */
  assertUnique(changes: ReadonlyMap<string, { doc: Doc } | null>): void {
    for (const index of this.#indexes.values()) {
      if (!index.spec.unique) continue;
      const staged = new Map<string, string>();
      for (const [id, change] of changes) {
        const doc = change?.doc;
        if (!doc) continue;
        for (const key of index.uniqueKeysOf(doc)) {
          const stagedOwner = staged.get(key);
          if (stagedOwner !== undefined && stagedOwner !== id) throw new DuplicateKeyError(this.name, index.spec.name, key);
          staged.set(key, id);
          const owner = index.ownerOf(key);
          // An owner that the batch changes too is judged by its new state, above.
          if (owner !== undefined && owner !== id && !changes.has(owner)) throw new DuplicateKeyError(this.name, index.spec.name, key);
        }
      }
    }
  }

  /** Ids that may match the filter (a superset; callers still test the filter). */
  candidateIds(filter: Filter): Iterable<string> {
    return this.#plan(filter, [], false).ids ?? this.#docs.keys();
  }

  count(filter: Filter | undefined): number {
    if (isEmptyFilter(filter)) return this.#docs.size;
    const query = new Query(filter ?? {});
    let count = 0;
    for (const doc of this.#candidates(this.#plan(filter ?? {}, [], false))) if (query.test(doc)) count++;
    return count;
  }

  /** Matching committed documents (not copies), sorted (ties by `_id`), skipped and limited. */
  select(filter: Filter | undefined, options: SelectOptions = {}): Doc[] {
    const query = isEmptyFilter(filter) ? null : new Query(filter ?? {});
    const test = (doc: Doc) => query === null || query.test(doc);
    const skip = options.skip ?? 0;
    const need = options.limit ? skip + options.limit : Number.POSITIVE_INFINITY;
    const sorted = options.sort !== undefined && Object.keys(options.sort).length > 0;
    const sortKey = sorted ? sortKeyOf(options.sort) : [];
    const plan = this.#plan(filter ?? {}, sortKey, Number.isFinite(need));

    if (plan.ordered) return this.#selectOrdered(plan.ordered, test, sortKey, skip, need);

    const matches: Doc[] = [];
    for (const doc of this.#candidates(plan)) {
      if (!test(doc)) continue;
      matches.push(doc);
      if (!sorted && matches.length >= need) break;
    }
    if (sorted) sortDocs(matches, sortKey);
    return matches.slice(skip, need);
  }

  /**
   * Reads the index range in sort order and stops once enough documents are collected and the
   * sort prefix the index covers changes; the collected ones then get the full sort (which
   * orders ties on that prefix by the remaining keys and `_id`).
   */
  #selectOrdered(range: OrderedRange, test: (doc: Doc) => boolean, sortKey: SortKey, skip: number, need: number): Doc[] {
    const { entries, lo, hi, reverse, groupFrom, groupTo } = range;
    const collected: Doc[] = [];
    let last: (typeof entries)[number] | undefined;
    for (let step = 0; step < hi - lo; step++) {
      const entry = entries[reverse ? hi - 1 - step : lo + step]!;
      const doc = this.#docs.get(entry.id);
      if (!doc || !test(doc)) continue;
      if (collected.length >= need && last && !sameGroup(last.key, entry.key, groupFrom, groupTo)) break;
      collected.push(doc);
      last = entry;
    }
    return sortDocs(collected, sortKey).slice(skip, need);
  }

  *#candidates(plan: CandidatePlan): Iterable<Doc> {
    if (plan.ids === null) {
      yield* this.#docs.values();
      return;
    }
    for (const id of plan.ids) {
      const doc = this.#docs.get(id);
      if (doc) yield doc;
    }
  }

  #plan(filter: Filter, sortKey: SortKey, limited: boolean): CandidatePlan {
    const equalities = equalityConditions(filter);
    const ids = equalities.get('_id');
    if (ids) return { ids: ids.filter((id): id is string => typeof id === 'string') };
    let best: CandidatePlan | null = null;
    let bestCost = Number.POSITIVE_INFINITY;
    for (const index of this.#indexes.values()) {
      const plan = index.plan(equalities, sortKey);
      if (!plan) continue;
      // Reading in order with a limit usually touches a small part of the range.
      const cost = plan.ordered && limited ? plan.estimate / 10 : plan.estimate;
      if (cost < bestCost) {
        bestCost = cost;
        best = { ids: plan.ids(), ...(plan.ordered ? { ordered: plan.ordered } : {}) };
      }
    }
    return best ?? { ids: null };
  }
}

function sameGroup(a: readonly unknown[], b: readonly unknown[], from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (compare(a[i], b[i]) !== 0) return false;
  return true;
}
