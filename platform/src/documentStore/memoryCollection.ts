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
import { equalityConditions, rangeConditions, residualFilter } from './equalityConditions.ts';
import { compileFastMatch } from './fastMatch.ts';
import { sortDocs, sortKeyOf, type SortKey } from './docSort.ts';
import { DuplicateKeyError } from './errors.ts';
import { MemoryIndex, type OrderedRange } from './memoryIndex.ts';
import type { NormalizedIndexSpec } from './portValidation.ts';
import { SubstringIndex } from './substringIndex.ts';

export type CollectionIndex = MemoryIndex | SubstringIndex;

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
  /** The index the ordered range belongs to. */
  orderedBy?: MemoryIndex;
  /**
   * For an index plan: the range candidates already satisfy the filter's equalities on the
   * pinned paths, so they are tested against the rest only (none: they all match); multikey
   * candidates get the whole filter.
   */
  ranged?: { residual: Test | null; rangeSize: number; rangeIds(): string[]; multikeyIds(): string[] };
}

type Test = (doc: Doc) => boolean;

/** The filter as a test: native for the common shapes, mingo for the rest (and for array paths). */
export function matcher(filter: Filter): Test {
  let query: Query | null = null;
  const mingo: Test = (doc) => (query ??= new Query(filter)).test(doc);
  const fast = compileFastMatch(filter);
  return fast ? (doc) => fast(doc) ?? mingo(doc) : mingo;
}

function isEmptyFilter(filter: Filter | undefined): boolean {
  return filter === undefined || Object.keys(filter).length === 0;
}

export class MemoryCollection {
  readonly name: string;
  readonly #docs = new Map<string, Doc>();
  readonly #indexes = new Map<string, CollectionIndex>();
  /** Counts committed writes, so a lazy reader knows whether its snapshot still holds as it is. */
  #writes = 0;

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

  /** Applies a committed batch: replaces, inserts or (with null) removes each document, updating the indexes batch-wise. */
  setMany(changes: Iterable<[string, Doc | null]>): void {
    const removed: Doc[] = [];
    const added: Doc[] = [];
    const replaced: [Doc, Doc][] = [];
    this.#writes++;
    for (const [id, doc] of changes) {
      const old = this.#docs.get(id);
      if (old && doc) replaced.push([old, doc]);
      else if (old) removed.push(old);
      else if (doc) added.push(doc);
      if (doc) this.#docs.set(id, doc);
      else this.#docs.delete(id);
    }
    for (const index of this.#indexes.values()) {
      // A replaced document whose index entry stays the same is not moved (a counter's $inc).
      const moved = index instanceof SubstringIndex ? replaced : replaced.filter(([old, doc]) => !index.samePlace(old, doc));
      const out = moved.length === 0 ? removed : [...removed, ...moved.map(([old]) => old)];
      const into = moved.length === 0 ? added : [...added, ...moved.map(([, doc]) => doc)];
      if (index instanceof SubstringIndex) {
        for (const doc of out) index.remove(doc);
        for (const doc of into) index.add(doc);
        continue;
      }
      if (out.length > 0) index.removeMany(out);
      if (into.length > 0) index.addMany(into);
    }
  }

  /** Replaces, inserts or (with null) removes a committed document. */
  set(id: string, doc: Doc | null): void {
    this.#writes++;
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
  buildIndex(spec: NormalizedIndexSpec): CollectionIndex {
    if (spec.substring !== undefined) {
      const substring = new SubstringIndex({ ...spec, substring: spec.substring });
      for (const doc of this.#docs.values()) substring.add(doc);
      return substring;
    }
    const index = new MemoryIndex(spec);
    index.build(
      this.#docs.values(),
      spec.unique
        ? (doc) => {
            for (const key of index.uniqueKeysOf(doc)) {
              const owner = index.ownerOf(key);
              if (owner !== undefined && owner !== doc._id) throw new DuplicateKeyError(this.name, spec.name, key);
            }
          }
        : undefined,
    );
    return index;
  }

  addIndex(index: CollectionIndex): void {
    this.#indexes.set(index.spec.name, index);
  }

  /**
   * Checks the unique indexes against the state the staged changes (id → new document, null
   * for deleted) would produce.
   */
  assertUnique(changes: ReadonlyMap<string, { doc: Doc } | null>): void {
    for (const index of this.#indexes.values()) {
      if (!(index instanceof MemoryIndex) || !index.spec.unique) continue;
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
    const test = matcher(filter ?? {});
    const plan = this.#plan(filter ?? {}, [], false);
    if (plan.ranged?.residual === null) {
      let count = plan.ranged.rangeSize;
      for (const id of plan.ranged.multikeyIds()) {
        const doc = this.#docs.get(id);
        if (doc && test(doc)) count++;
      }
      return count;
    }
    return this.#matching(plan, test, Number.POSITIVE_INFINITY).length;
  }

  /** Matching committed documents (not copies), sorted (ties by `_id`), skipped and limited. */
  select(filter: Filter | undefined, options: SelectOptions = {}): Doc[] {
    const test: Test = isEmptyFilter(filter) ? () => true : matcher(filter ?? {});
    const skip = options.skip ?? 0;
    const need = options.limit ? skip + options.limit : Number.POSITIVE_INFINITY;
    const sorted = options.sort !== undefined && Object.keys(options.sort).length > 0;
    const sortKey = sorted ? sortKeyOf(options.sort) : [];
    const plan = this.#plan(filter ?? {}, sortKey, Number.isFinite(need));

    if (plan.ordered) {
      // An ordered plan has no multikey candidates: the residual filter is the whole test.
      return this.#selectOrdered(plan.ordered, plan.ranged ? plan.ranged.residual : test, sortKey, skip, need);
    }

    const matches = this.#matching(plan, test, sorted ? Number.POSITIVE_INFINITY : need);
    if (sorted) sortDocs(matches, sortKey);
    return matches.slice(skip, need);
  }

  /**
   * The matching committed documents (not copies) in sort order, handed out `size` at a time by
   * the returned function (an empty array: the end). When one index range gives the whole order
   * it is read lazily, so a reader holds a page, not a pointer per match: the range's entries
   * are a snapshot (settling replaces the array, never changes it), each document is looked up
   * when its page is read, and one written since that moved in the index, or was deleted, is
   * skipped — a cursor's view, as MongoDB's. Otherwise the matches are taken at once, as
   * references.
   */
  reader(filter: Filter | undefined, sort: SortSpec | undefined): (size: number) => Doc[] {
    const sortKey = sortKeyOf(sort);
    const plan = this.#plan(filter ?? {}, sortKey, false);
    const { ordered, orderedBy } = plan;
    if (!ordered?.complete || !orderedBy) {
      const matches = this.select(filter, sort ? { sort } : {});
      let from = 0;
      return (size) => matches.slice(from, (from += size));
    }
    const test = plan.ranged ? plan.ranged.residual : isEmptyFilter(filter) ? null : matcher(filter ?? {});
    const { entries, lo, hi, reverse } = ordered;
    const writesAtStart = this.#writes;
    let step = 0;
    return (size) => {
      // Unchanged since the range was taken: every entry still describes its document.
      const moved = this.#writes !== writesAtStart;
      const page: Doc[] = [];
      while (page.length < size && step < hi - lo) {
        const entry = entries[reverse ? hi - 1 - step : lo + step]!;
        step++;
        const doc = this.#docs.get(entry.id);
        if (!doc || (moved && !orderedBy.holds(ordered, entry, doc)) || (test && !test(doc))) continue;
        page.push(doc);
      }
      return page;
    };
  }

  /**
   * Reads the index range in sort order and stops once enough documents are collected and the
   * sort prefix the index covers changes; the collected ones then get the full sort (which
   * orders ties on that prefix by the remaining keys and `_id`).
   */
  #selectOrdered(range: OrderedRange, test: ((doc: Doc) => boolean) | null, sortKey: SortKey, skip: number, need: number): Doc[] {
    const { entries, lo, hi, reverse, groupFrom, groupTo, complete } = range;
    const at = (step: number) => entries[reverse ? hi - 1 - step : lo + step]!;
    if (complete && test === null) {
      // Every entry matches and the index order is the requested one: read just the page.
      const page: Doc[] = [];
      for (let step = skip; step < Math.min(need, hi - lo); step++) {
        const doc = this.#docs.get(at(step).id);
        if (doc) page.push(doc);
      }
      return page;
    }
    const collected: Doc[] = [];
    let last: (typeof entries)[number] | undefined;
    for (let step = 0; step < hi - lo; step++) {
      const entry = at(step);
      const doc = this.#docs.get(entry.id);
      if (!doc || (test && !test(doc))) continue;
      if (collected.length >= need && (complete || (last && !sameGroup(last.key, entry.key, groupFrom, groupTo)))) break;
      collected.push(doc);
      last = entry;
    }
    return (complete ? collected : sortDocs(collected, sortKey)).slice(skip, need);
  }

  /**
   * Up to `limit` candidates that match: range candidates tested against the residual filter
   * only, the rest against the whole `test`.
   */
  #matching(plan: CandidatePlan, test: Test, limit: number): Doc[] {
    const matches: Doc[] = [];
    const ranged = plan.ranged;
    if (!ranged) {
      for (const doc of this.#candidates(plan)) {
        if (matches.length >= limit) break;
        if (test(doc)) matches.push(doc);
      }
      return matches;
    }
    const collect = (ids: string[], check: Test | null) => {
      for (let i = 0; i < ids.length && matches.length < limit; i++) {
        const doc = this.#docs.get(ids[i]!);
        if (doc && (!check || check(doc))) matches.push(doc);
      }
    };
    collect(ranged.rangeIds(), ranged.residual);
    collect(ranged.multikeyIds(), test);
    return matches;
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
    let bestResidual = Number.POSITIVE_INFINITY;
    let bestEstimate = Number.POSITIVE_INFINITY;
    let substring: { estimate: number; ids(): string[] } | null = null;
    const ranges = rangeConditions(filter);
    for (const index of this.#indexes.values()) {
      if (index instanceof SubstringIndex) {
        const plan = index.plan(equalities, filter);
        if (plan && plan.estimate < (substring?.estimate ?? Number.POSITIVE_INFINITY)) substring = plan;
        continue;
      }
      const plan = index.plan(equalities, sortKey, ranges);
      if (!plan) continue;
      // Reading in order with a limit usually touches a small part of the range.
      const cost = plan.ordered && limited ? plan.estimate / 10 : plan.estimate;
      const residual = residualFilter(filter, plan.pinned, plan.exactRange);
      const residualSize = Object.keys(residual).length;
      // On a tie, the plan leaving less of the filter to test wins.
      if (cost < bestCost || (cost === bestCost && residualSize < bestResidual)) {
        bestCost = cost;
        bestEstimate = plan.estimate;
        bestResidual = residualSize;
        best = {
          ids: plan.ids(),
          ...(plan.ordered ? { ordered: plan.ordered, orderedBy: index } : {}),
          ranged: { residual: residualSize === 0 ? null : matcher(residual), rangeSize: plan.rangeSize, rangeIds: plan.rangeIds, multikeyIds: plan.multikeyIds },
        };
      }
    }
    // The text narrows further than a tenant's equality range unless the range is already small.
    // Compared with the range's full size: an ordered read stops early only when matches are
    // dense, which a text condition makes unlikely.
    if (substring && substring.estimate < bestEstimate) return { ids: substring.ids() };
    return best ?? { ids: null };
  }
}

function sameGroup(a: readonly unknown[], b: readonly unknown[], from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (compare(a[i], b[i]) !== 0) return false;
  return true;
}
