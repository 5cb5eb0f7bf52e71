/**
 * Substring ("contains this text") index of the embedded document store: for one string field,
 * the trigrams of its value, partitioned by the index's first key (the tenant, as in
 * `{ companyId, searchKey: { $regex: 'sku-0012', $options: 'i' } }`). A literal of three or more
 * characters narrows the candidates to the documents holding every trigram of it; the collection
 * then tests the whole filter on them, so the index only ever needs to yield a superset.
 *
 * Trigrams are taken after the case folding JavaScript's case-insensitive regular expressions
 * use (per UTF-16 code unit, as the regex engine compares without the `u` flag), so a literal
 * that matches with or without `i` always shares all of its trigrams with the text.
 *
 * Postings hold ordinals (per partition) that only grow, so each list stays sorted by appending
 * and lists intersect by merging. A changed or removed document leaves a stale ordinal behind
 * (resolved to no id); a partition is rebuilt once it holds more stale ordinals than live ones.
 */
import { resolve } from 'mingo/util';
import type { Doc, Filter } from './documentStore.ts';
import { isIndexableScalar, type IndexableScalar } from './equalityConditions.ts';
import type { NormalizedIndexSpec } from './portValidation.ts';

const GRAM = 3;

/** ECMAScript's Canonicalize for case-insensitive matching without the `u` flag. */
function fold(unit: string): string {
  const upper = unit.toUpperCase();
  if (upper.length !== 1) return unit;
  if (unit.charCodeAt(0) >= 128 && upper.charCodeAt(0) < 128) return unit;
  return upper;
}

function foldText(text: string): string {
  let folded = '';
  for (let i = 0; i < text.length; i++) folded += fold(text[i]!);
  return folded;
}

export function trigramsOf(text: string): Set<string> {
  const folded = foldText(text);
  const grams = new Set<string>();
  for (let i = 0; i + GRAM <= folded.length; i++) grams.add(folded.slice(i, i + GRAM));
  return grams;
}

const SPECIAL = new Set('\\^$.|?*+()[]{}/-'.split(''));

/**
 * The literal text a `$regex` condition matches anywhere, when it is nothing but (escaped)
 * literal characters — as `containsText` writes it; null for any real pattern.
 */
export function regexLiteral(condition: unknown): string | null {
  if (typeof condition !== 'object' || condition === null || Array.isArray(condition)) return null;
  const { $regex: pattern, $options: options, ...rest } = condition as Record<string, unknown>;
  if (Object.keys(rest).length > 0 || typeof pattern !== 'string') return null;
  if (options !== undefined && options !== '' && options !== 'i') return null;
  let literal = '';
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i]!;
    if (char === '\\') {
      const next = pattern[i + 1];
      if (next === undefined || !SPECIAL.has(next)) return null;
      literal += next;
      i++;
    } else if (SPECIAL.has(char) && char !== '-' && char !== '/') return null;
    else literal += char;
  }
  return literal;
}

interface Placement {
  ordinal: number;
  partition: IndexableScalar;
  /** The indexed strings (the field's value, or its string elements). */
  texts: string;
}

interface Partition {
  postings: Map<string, number[]>;
  /** Ordinal (within the partition) → id; null once stale. */
  idOf: Array<string | null>;
  members: Set<string>;
  stale: number;
}

/** A partition is rebuilt once it holds more stale ordinals than live ones, and at least this many. */
const REBUILD_AFTER_STALE = 64;

export interface SubstringPlan {
  estimate: number;
  ids(): string[];
}

export class SubstringIndex {
  readonly spec: NormalizedIndexSpec & { substring: string };
  readonly #partitionPath: string;
  readonly #field: string;
  readonly #placed = new Map<string, Placement>();
  readonly #partitions = new Map<IndexableScalar, Partition>();
  /** Documents that cannot be placed (an array as partition value): candidates of every lookup. */
  readonly #unplaced = new Set<string>();

  constructor(spec: NormalizedIndexSpec & { substring: string }) {
    this.spec = spec;
    const first = spec.keys[0];
    if (!first) throw new Error('bug: an index spec without keys passed validation');
    this.#partitionPath = first[0];
    this.#field = spec.substring;
  }

  add(doc: Doc): void {
    const partition = resolve(doc, this.#partitionPath);
    const texts = this.#textsOf(doc);
    const known = this.#placed.get(doc._id);
    if (known && known.partition === partition && known.texts === texts) return;
    this.remove(doc);
    if (texts === null) return;
    if (!isIndexableScalar(partition)) {
      // A missing partition value never equals a looked-up scalar; an array may contain one.
      if (Array.isArray(partition)) this.#unplaced.add(doc._id);
      return;
    }
    const target = this.#partition(partition);
    const ordinal = target.idOf.push(doc._id) - 1;
    this.#placed.set(doc._id, { ordinal, partition, texts });
    target.members.add(doc._id);
    for (const gram of trigramsOf(texts)) {
      const list = target.postings.get(gram);
      if (list) list.push(ordinal);
      else target.postings.set(gram, [ordinal]);
    }
  }

  remove(doc: Doc): void {
    this.#unplaced.delete(doc._id);
    const known = this.#placed.get(doc._id);
    if (!known) return;
    this.#placed.delete(doc._id);
    const partition = this.#partitions.get(known.partition);
    if (!partition) return;
    partition.idOf[known.ordinal] = null;
    partition.members.delete(doc._id);
    partition.stale++;
    if (partition.members.size === 0) this.#partitions.delete(known.partition);
    else if (partition.stale > partition.members.size && partition.stale >= REBUILD_AFTER_STALE) this.#rebuild(known.partition);
  }

  /**
   * Candidates for a filter with an equality on the partition key and a literal `$regex` of at
   * least three characters on the field; null when the filter has no such shape.
   */
  plan(equalities: Map<string, IndexableScalar[]>, filter: Filter): SubstringPlan | null {
    const partitions = equalities.get(this.#partitionPath);
    if (!partitions) return null;
    const literal = regexLiteral(filter[this.#field]);
    if (literal === null || literal.length < GRAM) return null;
    const grams = [...trigramsOf(literal)];
    const lookups = partitions.flatMap((value) => {
      const partition = this.#partitions.get(value);
      if (!partition) return [];
      return [{ idOf: partition.idOf, lists: grams.map((gram) => partition.postings.get(gram) ?? []).sort((a, b) => a.length - b.length) }];
    });
    const estimate = lookups.reduce((sum, { lists }) => sum + (lists[0]?.length ?? 0), 0) + this.#unplaced.size;
    return {
      estimate,
      ids: () => {
        const ids: string[] = [...this.#unplaced];
        for (const { idOf, lists } of lookups) {
          for (const ordinal of intersect(lists)) {
            const id = idOf[ordinal];
            if (id !== null && id !== undefined) ids.push(id);
          }
        }
        return ids;
      },
    };
  }

  #textsOf(doc: Doc): string | null {
    const value = resolve(doc, this.#field);
    if (typeof value === 'string') return value;
    // MongoDB matches a $regex against each string element of an array; a separator no
    // literal can span keeps the elements' trigrams apart.
    if (Array.isArray(value)) {
      const strings = value.filter((element): element is string => typeof element === 'string');
      return strings.length > 0 ? strings.join('\u0000\u0000') : null;
    }
    return null;
  }

  #partition(value: IndexableScalar): Partition {
    let partition = this.#partitions.get(value);
    if (!partition) {
      partition = { postings: new Map(), idOf: [], members: new Set(), stale: 0 };
      this.#partitions.set(value, partition);
    }
    return partition;
  }

  /** Drops the partition's stale ordinals: its live documents get new ordinals and postings. */
  #rebuild(value: IndexableScalar): void {
    const members = this.#partitions.get(value)?.members ?? new Set<string>();
    this.#partitions.delete(value);
    const partition = this.#partition(value);
    for (const id of members) {
      const placement = this.#placed.get(id);
      if (!placement) continue;
      const ordinal = partition.idOf.push(id) - 1;
      this.#placed.set(id, { ...placement, ordinal });
      partition.members.add(id);
      for (const gram of trigramsOf(placement.texts)) {
        const list = partition.postings.get(gram);
        if (list) list.push(ordinal);
        else partition.postings.set(gram, [ordinal]);
      }
    }
  }
}

/** Ordinals present in every sorted list (shortest first): each probe binary-searches onward. */
function intersect(lists: readonly number[][]): number[] {
  const [shortest, ...others] = lists;
  if (!shortest) return [];
  if (others.length === 0) return shortest;
  const cursors = others.map(() => 0);
  const result: number[] = [];
  outer: for (const ordinal of shortest) {
    for (let k = 0; k < others.length; k++) {
      const list = others[k]!;
      let lo = cursors[k]!;
      let hi = list.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (list[mid]! < ordinal) lo = mid + 1;
        else hi = mid;
      }
      cursors[k] = lo;
      if (lo === list.length) break outer;
      if (list[lo] !== ordinal) continue outer;
    }
    result.push(ordinal);
  }
  return result;
}
