/**
 * In-memory secondary index of the embedded document store.
 *
 * Documents are bucketed by the value of the first key (a hash lookup for the usual tenant
 * condition `{ companyId: 'c1' }`); inside a bucket, entries stay sorted by the remaining keys
 * (in the index's directions) and then `_id`, so further equality conditions become a binary-
 * searched range and a sort on the following keys can be read off in order.
 *
 * A document whose value for a key path runs through an array cannot be placed by a single
 * value (MongoDB would index every element), so it goes to a "multikey" set that every lookup
 * returns as well; mingo then decides. Documents whose first key is missing, null or not a
 * scalar are not bucketed at all: they can never equal the scalar values the planner looks up.
 *
 * Documents are never mutated in place by the store, so removing re-derives the position from
 * the old document.
 *
 * Writes do not move entries through the sorted array: an added entry waits in the bucket's
 * `pending` map and a replaced or removed one is marked `dead` (by `_id`), and the bucket is
 * settled — dead entries dropped, pending ones sorted and merged in — when a query plans on it
 * or the backlog reaches a quarter of the bucket. A projection writing 1,000 of a company's
 * 1,000,000 pairs per batch then costs per written entry, not per entry of the company.
 */
import { compare, resolve } from 'mingo/util';
import type { Doc } from './documentStore.ts';
import { isIndexableScalar, type IndexableScalar, type RangeBounds } from './equalityConditions.ts';
import { compareIds, type SortKey } from './docSort.ts';
import type { NormalizedIndexSpec } from './portValidation.ts';

interface Entry {
  id: string;
  /** Values of the index keys after the first one. */
  key: unknown[];
}

interface Bucket {
  /** Sorted; entries whose id is in `dead` are no longer valid. */
  entries: Entry[];
  multikey: Set<string>;
  /** Entries added since the bucket was last settled, by id (at most one per id). */
  pending: Map<string, Entry>;
  /** Ids whose entry in `entries` is gone or superseded by a pending one. */
  dead: Set<string>;
}

/** A contiguous run of entries that is in the caller's sort order (possibly read backwards). */
export interface OrderedRange {
  entries: readonly Entry[];
  lo: number;
  hi: number;
  reverse: boolean;
  /** Entries whose `key[groupFrom..groupTo)` compare equal tie on the caller's sort prefix. */
  groupFrom: number;
  groupTo: number;
  /** The reading order is the caller's whole sort, `_id` tie-breaker included: no sort needed. */
  complete: boolean;
  /** The first key's value of the bucket the entries belong to. */
  bucket: IndexableScalar;
}

export interface IndexPlan {
  /** Number of candidate ids the plan yields. */
  estimate: number;
  ids(): Iterable<string>;
  /**
   * The paths whose equality conditions the ranges satisfy exactly: ids from the ranges match
   * them without testing (multikey candidates still need the test).
   */
  pinned: readonly string[];
  /** Number of ids the ranges yield (the rest of `ids()` are multikey candidates). */
  rangeSize: number;
  rangeIds(): string[];
  multikeyIds(): string[];
  /** Present when the candidates can be read in the requested sort order. */
  ordered?: OrderedRange;
  /**
   * The path of the range condition the ranges satisfy exactly, with the bounds they were cut
   * at: every entry in them holds a value of the bounds' type, so the condition needs no test.
   */
  exactRange?: { path: string; bounds: RangeBounds };
}

type PathValue = { array: true } | { array: false; value: unknown };

function readPath(doc: Doc, segments: readonly string[]): PathValue {
  let current: unknown = doc;
  for (const segment of segments) {
    if (Array.isArray(current)) return { array: true };
    if (current === null || typeof current !== 'object') return { array: false, value: undefined };
    current = (current as Record<string, unknown>)[segment];
  }
  return Array.isArray(current) ? { array: true } : { array: false, value: current };
}

/** mingo's order, with its answer for two strings or two numbers computed here (most index keys). */
function compareValues(a: unknown, b: unknown): number {
  const type = typeof a;
  if ((type === 'string' || type === 'number') && typeof b === type) return (a as number) < (b as number) ? -1 : (a as number) > (b as number) ? 1 : 0;
  return compare(a, b);
}

/** A bucket is settled on write once its backlog reaches this many or a quarter of its entries. */
const MIN_BACKLOG = 1024;

/** Larger equality products are not worth enumerating; the first keys already narrow. */
const MAX_PROBES = 64;

/** Marks an empty array in unique keys: MongoDB indexes it as `undefined`, unlike null/missing. */
const EMPTY_ARRAY = { $emptyArray: true };

export class MemoryIndex {
  readonly spec: NormalizedIndexSpec;
  readonly #firstPath: string;
  readonly #firstSegments: string[];
  readonly #restPaths: string[];
  readonly #restSegments: string[][];
  readonly #restDirections: Array<1 | -1>;
  readonly #buckets = new Map<IndexableScalar, Bucket>();
  readonly #multikey = new Set<string>();
  /** Serialized unique key → owning `_id` (unique indexes only). */
  readonly #owners: Map<string, string> | null;

  constructor(spec: NormalizedIndexSpec) {
    this.spec = spec;
    const [first, ...rest] = spec.keys;
    if (!first) throw new Error('bug: an index spec without keys passed validation');
    this.#firstPath = first[0];
    this.#firstSegments = first[0].split('.');
    this.#restPaths = rest.map(([path]) => path);
    this.#restSegments = rest.map(([path]) => path.split('.'));
    this.#restDirections = rest.map(([, direction]) => direction);
    this.#owners = spec.unique ? new Map() : null;
  }

  add(doc: Doc): void {
    const placement = this.#place(doc);
    if (placement === 'multikey') this.#multikey.add(doc._id);
    else if (placement !== null) {
      const bucket = this.#bucket(placement.bucket);
      if (placement.entry === null) bucket.multikey.add(doc._id);
      else {
        bucket.pending.set(doc._id, placement.entry);
        // Any settled entry of this id is superseded.
        bucket.dead.add(doc._id);
        this.#settleIfBacklogged(placement.bucket, bucket);
      }
    }
    if (this.#owners) for (const key of this.uniqueKeysOf(doc)) this.#owners.set(key, doc._id);
  }

  /**
   * Builds the index over documents (an index made when a collection loads or gets a new index):
   * each bucket's entries are collected and sorted once. Through `add` a growing bucket would be
   * settled again and again — every quarter of growth a pass over the bucket and its dead marks —
   * which was most of opening a store of a million scrape records. `check` runs before each
   * document is placed (the unique test against the ones placed before it). Only for a new,
   * empty index (MemoryCollection.buildIndex makes one for each build).
   */
  build(docs: Iterable<Doc>, check?: (doc: Doc) => void): void {
    if (this.#buckets.size > 0 || this.#multikey.size > 0) throw new Error('bug: build() on an index that holds entries; add them instead');
    for (const doc of docs) {
      check?.(doc);
      const placement = this.#place(doc);
      if (placement === 'multikey') this.#multikey.add(doc._id);
      else if (placement !== null) {
        const bucket = this.#bucket(placement.bucket);
        if (placement.entry === null) bucket.multikey.add(doc._id);
        else bucket.entries.push(placement.entry);
      }
      if (this.#owners) for (const key of this.uniqueKeysOf(doc)) this.#owners.set(key, doc._id);
    }
    for (const bucket of this.#buckets.values()) bucket.entries.sort((a, b) => this.#compareEntries(a, b));
  }

  /** Adds a batch of documents (each waits in its bucket until the bucket is settled). */
  addMany(docs: readonly Doc[]): void {
    for (const doc of docs) this.add(doc);
  }

  /** Removes a batch of documents (each is marked dead in its bucket until the bucket is settled). */
  removeMany(docs: readonly Doc[]): void {
    for (const doc of docs) this.remove(doc);
  }

  /**
   * Whether a replaced document keeps its entry (same bucket, same key values): a batch then
   * leaves it where it is instead of removing and re-adding it, which costs a pass over the bucket.
   */
  samePlace(old: Doc, next: Doc): boolean {
    const a = this.#place(old);
    const b = this.#place(next);
    if (a === null || b === null || a === 'multikey' || b === 'multikey') return a === b;
    if (a.bucket !== b.bucket) return false;
    if (a.entry === null || b.entry === null) return a.entry === b.entry;
    return this.#compareKeys(a.entry.key, b.entry.key, this.#restDirections.length) === 0;
  }

  remove(doc: Doc): void {
    const placement = this.#place(doc);
    if (placement === 'multikey') this.#multikey.delete(doc._id);
    else if (placement !== null) {
      const bucket = this.#buckets.get(placement.bucket);
      if (bucket) {
        if (placement.entry === null) bucket.multikey.delete(doc._id);
        else {
          bucket.pending.delete(doc._id);
          bucket.dead.add(doc._id);
          this.#settleIfBacklogged(placement.bucket, bucket);
        }
      }
    }
    if (this.#owners) {
      for (const key of this.uniqueKeysOf(doc)) if (this.#owners.get(key) === doc._id) this.#owners.delete(key);
    }
  }

  /**
   * The unique-index keys of a document, serialized: one per element combination when a key
   * path holds an array (as MongoDB's multikey indexes do), missing fields counting as null.
   */
  uniqueKeysOf(doc: Doc): string[] {
    let combinations: unknown[][] = [[]];
    for (const [path] of this.spec.keys) {
      const value = resolve(doc, path);
      let values: unknown[];
      if (Array.isArray(value)) values = value.length === 0 ? [EMPTY_ARRAY] : value.flat();
      else values = [value === undefined ? null : value];
      const next: unknown[][] = [];
      for (const combination of combinations) for (const v of values) next.push([...combination, v]);
      combinations = next;
    }
    return [...new Set(combinations.map((combination) => JSON.stringify(combination)))];
  }

  /** `_id` of the committed document holding a serialized unique key. */
  ownerOf(uniqueKey: string): string | undefined {
    return this.#owners?.get(uniqueKey);
  }

  /**
   * A plan when the filter has equality on the first key; `sortKey` is the full requested sort
   * (with its `_id` tie-breaker) or empty when the caller does not sort.
   */
  plan(equalities: Map<string, IndexableScalar[]>, sortKey: SortKey, rangeBounds: ReadonlyMap<string, RangeBounds> = new Map()): IndexPlan | null {
    const firstValues = equalities.get(this.#firstPath);
    if (!firstValues) return null;
    let probes: IndexableScalar[][] = [[]];
    let fixed = 0;
    for (const path of this.#restPaths) {
      const values = equalities.get(path);
      if (!values || probes.length * values.length > MAX_PROBES) break;
      probes = probes.flatMap((probe) => values.map((value) => [...probe, value]));
      fixed++;
    }

    // A range condition on the key after the pinned ones narrows each range further (the
    // condition itself stays in the residual filter: index order mixes types that it excludes).
    const bounds = fixed < this.#restPaths.length ? rangeBounds.get(this.#restPaths[fixed]!) : undefined;
    const ascending = fixed < this.#restPaths.length && this.#restDirections[fixed] === 1;
    const ranges: Array<{ entries: Entry[]; lo: number; hi: number }> = [];
    const multikeySets: Array<Set<string>> = [this.#multikey];
    for (const value of firstValues) {
      const bucket = this.#settled(value);
      if (!bucket) continue;
      multikeySets.push(bucket.multikey);
      for (const probe of probes) {
        let lo = this.#bound(bucket.entries, probe, false);
        let hi = this.#bound(bucket.entries, probe, true);
        if (bounds) {
          const { lower, upper } = bounds;
          // Ascending: values above the lower bound come after it; descending: before it.
          if (lower) {
            const at = this.#bound(bucket.entries, [...probe, lower.value], ascending ? !lower.inclusive : lower.inclusive);
            if (ascending) lo = Math.max(lo, at);
            else hi = Math.min(hi, at);
          }
          if (upper) {
            const at = this.#bound(bucket.entries, [...probe, upper.value], ascending ? upper.inclusive : !upper.inclusive);
            if (ascending) hi = Math.min(hi, at);
            else lo = Math.max(lo, at);
          }
        }
        if (hi > lo) ranges.push({ entries: bucket.entries, lo, hi });
      }
    }
    const exact = bounds !== undefined && this.#exactRange(ranges, fixed, bounds);
    let rangeSize = 0;
    for (const range of ranges) rangeSize += range.hi - range.lo;
    let estimate = rangeSize;
    for (const set of multikeySets) estimate += set.size;

    // Plain arrays: generators cost more per id than the rest of a count over a range.
    const rangeIds = () => {
      const ids: string[] = [];
      for (const range of ranges) for (let i = range.lo; i < range.hi; i++) ids.push(range.entries[i]!.id);
      return ids;
    };
    const multikeyIds = () => multikeySets.flatMap((set) => [...set]);
    const plan: IndexPlan = {
      estimate,
      *ids() {
        yield* rangeIds();
        yield* multikeyIds();
      },
      pinned: [this.#firstPath, ...this.#restPaths.slice(0, fixed)],
      rangeSize,
      rangeIds,
      multikeyIds,
      ...(exact ? { exactRange: { path: this.#restPaths[fixed]!, bounds: bounds! } } : {}),
    };
    const onlyRange = ranges.length === 1 && firstValues.length === 1 && probes.length === 1 ? ranges[0] : undefined;
    const noMultikey = multikeySets.every((set) => set.size === 0);
    if (onlyRange && noMultikey && sortKey.length > 0) {
      const ordered = this.#orderedRange({ ...onlyRange, bucket: firstValues[0]! }, fixed, sortKey);
      if (ordered) plan.ordered = ordered;
    }
    return plan;
  }

  /**
   * Whether ranges cut at a range condition's bounds hold only values the condition accepts. A
   * range condition matches only values of its bound's type (MongoDB's type bracketing), and the
   * index orders by type first, so a sorted range whose first and last values have that type
   * holds nothing else; the cut itself is exact (`#bound`). Exports and counts over "the last 7
   * days" of a tenant then read the range without testing each document.
   */
  #exactRange(ranges: ReadonlyArray<{ entries: Entry[]; lo: number; hi: number }>, at: number, bounds: RangeBounds): boolean {
    const type = typeof (bounds.lower ?? bounds.upper)!.value;
    if ((bounds.lower && typeof bounds.lower.value !== type) || (bounds.upper && typeof bounds.upper.value !== type)) return false;
    for (const { entries, lo, hi } of ranges) {
      if (typeof entries[lo]!.key[at] !== type || typeof entries[hi - 1]!.key[at] !== type) return false;
    }
    return true;
  }

  /**
   * Whether a committed document still sits at an entry a reader took from an ordered range
   * earlier (same first key, same key values): a lazy reader skips documents written since
   * whose place changed, as they may no longer match what the range stood for.
   */
  holds(range: OrderedRange, entry: Entry, doc: Doc): boolean {
    const placement = this.#place(doc);
    if (placement === null || placement === 'multikey' || placement.entry === null || placement.bucket !== range.bucket) return false;
    return this.#compareKeys(placement.entry.key, entry.key, this.#restDirections.length) === 0;
  }

  /**
   * How much of the requested sort the index order gives: after dropping the fields pinned by
   * equality, the sort must start with the index's next keys, all in the index's directions or
   * all reversed.
   */
  #orderedRange(range: { entries: Entry[]; lo: number; hi: number; bucket: IndexableScalar }, fixed: number, sortKey: SortKey): OrderedRange | undefined {
    const pinned = new Set([this.#firstPath, ...this.#restPaths.slice(0, fixed)]);
    const wanted = sortKey.filter(([path]) => !pinned.has(path));
    let flip: 1 | -1 | undefined;
    let matched = 0;
    while (matched < wanted.length && fixed + matched < this.#restPaths.length) {
      const [path, direction] = wanted[matched]!;
      if (path !== this.#restPaths[fixed + matched]) break;
      const thisFlip = direction === this.#restDirections[fixed + matched] ? 1 : -1;
      if (flip !== undefined && flip !== thisFlip) break;
      flip = thisFlip;
      matched++;
    }
    if (matched === 0) return undefined;
    // Entries tie-break by ascending `_id`, so reading backwards yields descending `_id`.
    const rest = wanted.slice(matched);
    const complete = rest.length === 0 || (rest.length === 1 && rest[0]![0] === '_id' && rest[0]![1] === flip);
    return { ...range, reverse: flip === -1, groupFrom: fixed, groupTo: fixed + matched, complete };
  }

  #place(doc: Doc): { bucket: IndexableScalar; entry: Entry | null } | 'multikey' | null {
    const first = readPath(doc, this.#firstSegments);
    if (first.array) return 'multikey';
    if (!isIndexableScalar(first.value)) return null;
    const key: unknown[] = [];
    for (const segments of this.#restSegments) {
      const value = readPath(doc, segments);
      if (value.array) return { bucket: first.value, entry: null };
      key.push(value.value);
    }
    return { bucket: first.value, entry: { id: doc._id, key } };
  }

  #compareKeys(a: readonly unknown[], b: readonly unknown[], length: number): number {
    for (let i = 0; i < length; i++) {
      const order = compareValues(a[i], b[i]) * this.#restDirections[i]!;
      if (order !== 0) return order;
    }
    return 0;
  }

  #compareEntries(a: Entry, b: Entry): number {
    return this.#compareKeys(a.key, b.key, this.#restDirections.length) || compareIds(a.id, b.id);
  }

  /** First entry whose key prefix is >= probe (or > probe when `upper`). */
  #bound(entries: readonly Entry[], probe: readonly unknown[], upper: boolean): number {
    let lo = 0;
    let hi = entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const order = this.#compareKeys(entries[mid]!.key, probe, probe.length);
      if (order < 0 || (upper && order === 0)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The bucket of a first-key value, made when missing. */
  #bucket(key: IndexableScalar): Bucket {
    let bucket = this.#buckets.get(key);
    if (!bucket) {
      bucket = { entries: [], multikey: new Set(), pending: new Map(), dead: new Set() };
      this.#buckets.set(key, bucket);
    }
    return bucket;
  }

  /** The bucket of a first-key value with its backlog applied (undefined: none, or it became empty). */
  #settled(key: IndexableScalar): Bucket | undefined {
    const bucket = this.#buckets.get(key);
    if (bucket && (bucket.dead.size > 0 || bucket.pending.size > 0)) this.#settle(key, bucket);
    return this.#buckets.get(key);
  }

  #settleIfBacklogged(key: IndexableScalar, bucket: Bucket): void {
    const backlog = bucket.dead.size + bucket.pending.size;
    if (backlog >= MIN_BACKLOG && backlog * 4 >= bucket.entries.length) this.#settle(key, bucket);
  }

  /** Drops the dead entries and merges the pending ones in: O(n + k log k) for k pending in n. */
  #settle(key: IndexableScalar, bucket: Bucket): void {
    const { dead } = bucket;
    const live = dead.size === 0 ? bucket.entries : bucket.entries.filter((entry) => !dead.has(entry.id));
    const added = [...bucket.pending.values()].sort((a, b) => this.#compareEntries(a, b));
    bucket.entries = added.length === 0 ? live : this.#merge(live, added);
    bucket.pending = new Map();
    bucket.dead = new Set();
    if (bucket.entries.length === 0 && bucket.multikey.size === 0) this.#buckets.delete(key);
  }

  /**
   * Two sorted runs as one sorted array (stable: equal entries keep the existing one first).
   * Each added entry's place is binary-searched in the rest of the existing run and the run
   * between is copied without comparing: a batch of k into n costs k log n comparisons.
   */
  #merge(existing: readonly Entry[], added: readonly Entry[]): Entry[] {
    const merged: Entry[] = new Array(existing.length + added.length);
    let i = 0;
    let k = 0;
    for (const entry of added) {
      // First existing entry that the added one sorts before (ties: after the existing ones).
      let lo = i;
      let hi = existing.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (this.#compareEntries(entry, existing[mid]!) < 0) hi = mid;
        else lo = mid + 1;
      }
      while (i < lo) merged[k++] = existing[i++]!;
      merged[k++] = entry;
    }
    while (i < existing.length) merged[k++] = existing[i++]!;
    return merged;
  }
}
