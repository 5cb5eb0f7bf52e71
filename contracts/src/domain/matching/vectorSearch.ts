/**
 * Vector search over product records (issue 17 item 2, ASSORTMENT_VECTOR_SEARCH), pure and local.
 *
 * The text "embedding" is not a neural one: it is a feature-hashing vectoriser. A record's title,
 * brand, MPN and GTIN become weighted features — word tokens, quantities with their unit
 * (`55"`, `128 GB`, normalised as the matcher reads them), model-number codes, the GTIN and
 * character 3-grams of the words — each weighted by its IDF over the indexed records, hashed
 * (FNV-1a with a final mix, signed) into `dims` buckets and L2-normalised. Cosine of two such vectors is a
 * TF-IDF similarity with a little collision noise; model codes and quantities weigh most, so a
 * sibling in another size or capacity ranks below the same product written differently.
 *
 * The image "vector" is the 64-bit dHash of the product photo (`differenceHash`) as a bit vector;
 * similarity is the Hamming similarity rescaled like `visualSimilarity` (0 unrelated, 1 same photo).
 *
 * Combined score = (1 − imageWeight) · text + imageWeight · image. When either side has no image
 * hash the score is the text score alone, and the hit says so (`imageUsed: false`).
 *
 * The index is an exact flat scan: every record is scored. Vectors are int8-quantised (one float
 * scale per record) by default — 100,000 × 256 dims take 25.6 MB instead of 102 MB as Float32 —
 * and stored by dimension, so a query reads only the columns of its own non-zero dimensions;
 * the top k are kept in a small heap. Measured in `npm run bench -- --only=vector` (docs/benchmarks.md).
 */
import { extractModelCodes, matchableGtin } from './identifiers.ts';
import { extractQuantities, normaliseText, tokenize } from './text.ts';
import { stringHash32 } from '../../stringHash.ts';

export const DEFAULT_VECTOR_DIMS = 256;

/** What a record contributes to its text vector. */
export interface VectorText {
  title: string;
  brand?: string | null;
  mpn?: string | null;
  gtin?: string | null;
}

/** Weights per feature kind (times the feature's IDF): identifiers and quantities decide variants. */
const KIND_WEIGHT = { word: 1, quantity: 1.5, code: 2, gtin: 3, brand: 1, trigram: 0.5 } as const;
type FeatureKind = keyof typeof KIND_WEIGHT;

/** The features of a text, `kind:value`, with repeats (term frequency). */
export function textFeatures(record: VectorText): string[] {
  const title = normaliseText(record.title);
  const out: string[] = [];
  const words = tokenize(title);
  for (const word of words) {
    out.push(`word:${word}`);
    const padded = ` ${word} `;
    // Character 3-grams catch spelling variants and glued words ("kuppelzelt" ~ "kuppel zelt").
    if (word.length > 2 && !/^\d+(\.\d+)?$/.test(word)) for (let i = 0; i + 3 <= padded.length; i++) out.push(`trigram:${padded.slice(i, i + 3)}`);
  }
  for (const quantity of extractQuantities(title)) out.push(`quantity:${quantity.dimension}:${quantity.value}`);
  const codes = new Set([...extractModelCodes(record.title), ...(record.mpn ? extractModelCodes(record.mpn) : [])]);
  for (const code of codes) out.push(`code:${code}`);
  const gtin = matchableGtin(record.gtin);
  if (gtin) out.push(`gtin:${gtin}`);
  const brand = normaliseText(record.brand).trim();
  if (brand) out.push(`brand:${brand}`);
  return out;
}

/** The feature's bucket hash: one home for the string hash (contracts/src/stringHash.ts). */
const featureHash = stringHash32;

/** Document frequencies of features over the indexed records. */
export interface FeatureStatistics {
  documents: number;
  frequency: (feature: string) => number;
}

/** IDF as in the matcher's text features: ln(1 + N / (1 + df)); a feature never seen gets the largest. */
export function inverseDocumentFrequency(stats: FeatureStatistics, feature: string): number {
  return Math.log(1 + stats.documents / (1 + stats.frequency(feature)));
}

/** A text's hashed, IDF-weighted, L2-normalised vector (all zeros when the text has no features). */
export function textVector(features: readonly string[], stats: FeatureStatistics, dims = DEFAULT_VECTOR_DIMS, into: Float32Array = new Float32Array(dims)): Float32Array {
  into.fill(0);
  for (const feature of features) {
    const kind = feature.slice(0, feature.indexOf(':')) as FeatureKind;
    const hash = featureHash(feature);
    // The top bit chooses the sign, so colliding features cancel on average instead of adding up.
    const sign = hash & 0x80000000 ? -1 : 1;
    const index = (hash & 0x7fffffff) % dims;
    into[index] = (into[index] as number) + sign * KIND_WEIGHT[kind] * inverseDocumentFrequency(stats, feature);
  }
  let norm = 0;
  for (let i = 0; i < dims; i++) norm += (into[i] as number) ** 2;
  if (norm > 0) {
    const inv = 1 / Math.sqrt(norm);
    for (let i = 0; i < dims; i++) into[i] = (into[i] as number) * inv;
  }
  return into;
}

/** Cosine of two L2-normalised vectors. */
export function cosine(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i] as number) * (b[i] as number);
  return sum;
}

/** A 16-hex-digit dHash as two 32-bit halves; null when it is not one. */
export function imageBits(hash: string | null | undefined): [number, number] | null {
  if (!hash || !/^[0-9a-f]{16}$/i.test(hash.trim())) return null;
  const hex = hash.trim();
  return [parseInt(hex.slice(0, 8), 16) >>> 0, parseInt(hex.slice(8), 16) >>> 0];
}

function popcount32(x: number): number {
  let v = x >>> 0;
  v -= (v >>> 1) & 0x55555555;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/** Hamming similarity of two 64-bit hashes rescaled from chance (0.5 equal bits → 0) to identical (→ 1). */
export function imageBitSimilarity(aHi: number, aLo: number, bHi: number, bLo: number): number {
  const differing = popcount32(aHi ^ bHi) + popcount32(aLo ^ bLo);
  return Math.max(0, (1 - differing / 64 - 0.5) / 0.5);
}

/** A query: its text, its image hash if known, and the weight of the image (0 text only, 1 image only). */
export interface VectorQuery extends VectorText {
  imageHash?: string | null;
  imageWeight: number;
}

export interface VectorHit {
  key: string;
  score: number;
  text: number;
  /** Null when either side has no image hash: the score is the text score then. */
  image: number | null;
}

export interface VectorIndexOptions {
  dims?: number;
  /** Int8 rows with a scale each (default) or Float32 rows. */
  quantise?: boolean;
}

interface Entry {
  key: string;
  /** Interned feature ids (one string per distinct feature in the index, not per record). */
  features: Int32Array;
  imageHi: number;
  imageLo: number;
  hasImage: boolean;
}

/**
 * A growing index of keyed records with an exact top-k search. Adding or changing a record only
 * records its features and the document frequencies; vectors are (re)computed on the next
 * search: the changed rows alone, or every row once the number of records has grown by a
 * quarter since the last full pass (the IDF weights have drifted by then).
 */
export class VectorIndex {
  readonly dims: number;
  readonly quantised: boolean;
  private entries: Entry[] = [];
  private position = new Map<string, number>();
  /** Feature → id; id → feature and its document frequency. */
  private idOf = new Map<string, number>();
  private names: string[] = [];
  private frequency: number[] = [];
  private stale = new Set<number>();
  private weightedAt = 0;
  private int8 = new Int8Array(0);
  private float32 = new Float32Array(0);
  private scales = new Float32Array(0);
  private imageHi = new Uint32Array(0);
  private imageLo = new Uint32Array(0);
  private imageKnown = new Uint8Array(0);
  private readonly scratch: Float32Array;

  constructor(options: VectorIndexOptions = {}) {
    this.dims = options.dims ?? DEFAULT_VECTOR_DIMS;
    this.quantised = options.quantise ?? true;
    this.scratch = new Float32Array(this.dims);
  }

  get size(): number {
    return this.entries.length;
  }

  has(key: string): boolean {
    return this.position.has(key);
  }

  private readonly stats: FeatureStatistics = {
    documents: 0,
    frequency: (feature) => {
      const id = this.idOf.get(feature);
      return id === undefined ? 0 : (this.frequency[id] as number);
    },
  };

  private intern(features: readonly string[]): Int32Array {
    const ids = new Int32Array(features.length);
    features.forEach((feature, i) => {
      let id = this.idOf.get(feature);
      if (id === undefined) {
        id = this.names.length;
        this.idOf.set(feature, id);
        this.names.push(feature);
        this.frequency.push(0);
      }
      ids[i] = id;
    });
    return ids;
  }

  private count(features: Int32Array, delta: 1 | -1): void {
    for (const id of new Set(features)) this.frequency[id] = (this.frequency[id] as number) + delta;
  }

  private sameFeatures(a: Int32Array, b: Int32Array): boolean {
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
    return true;
  }

  /** Adds a record or replaces the one under its key. */
  upsert(key: string, text: VectorText, imageHash: string | null = null): void {
    const features = this.intern(textFeatures(text));
    const bits = imageBits(imageHash);
    const entry: Entry = { key, features, imageHi: bits?.[0] ?? 0, imageLo: bits?.[1] ?? 0, hasImage: bits !== null };
    const at = this.position.get(key);
    if (at !== undefined) {
      const old = this.entries[at] as Entry;
      if (this.sameFeatures(old.features, features) && old.hasImage === entry.hasImage && old.imageHi === entry.imageHi && old.imageLo === entry.imageLo) return;
      this.count(old.features, -1);
      this.entries[at] = entry;
      this.stale.add(at);
    } else {
      this.position.set(key, this.entries.length);
      this.stale.add(this.entries.length);
      this.entries.push(entry);
    }
    this.count(features, 1);
  }

  remove(key: string): void {
    const at = this.position.get(key);
    if (at === undefined) return;
    this.count((this.entries[at] as Entry).features, -1);
    const last = this.entries.length - 1;
    // The last record moves into the gap; its row is recomputed.
    if (at !== last) {
      const moved = this.entries[last] as Entry;
      this.entries[at] = moved;
      this.position.set(moved.key, at);
      this.stale.add(at);
    }
    this.entries.pop();
    this.stale.delete(last);
    this.position.delete(key);
  }

  /** Rows the arrays have room for; vectors are stored by dimension (column d at d × capacity). */
  private capacity = 0;
  private scores = new Float32Array(0);

  private ensureCapacity(): void {
    if (this.capacity >= this.entries.length) return;
    const capacity = Math.max(1024, this.entries.length, this.capacity * 2);
    const old = this.capacity;
    const regrid = <T extends Int8Array | Float32Array>(from: T, make: (n: number) => T): T => {
      const next = make(capacity * this.dims);
      for (let d = 0; d < this.dims && old > 0; d++) next.set(from.subarray(d * old, (d + 1) * old), d * capacity);
      return next;
    };
    const grow = <T extends Float32Array | Uint32Array | Uint8Array>(from: T, make: (n: number) => T): T => {
      const next = make(capacity);
      next.set(from);
      return next;
    };
    if (this.quantised) {
      this.int8 = regrid(this.int8, (n) => new Int8Array(n));
      this.scales = grow(this.scales, (n) => new Float32Array(n));
    } else {
      this.float32 = regrid(this.float32, (n) => new Float32Array(n));
    }
    this.imageHi = grow(this.imageHi, (n) => new Uint32Array(n));
    this.imageLo = grow(this.imageLo, (n) => new Uint32Array(n));
    this.imageKnown = grow(this.imageKnown, (n) => new Uint8Array(n));
    this.scores = new Float32Array(capacity);
    this.capacity = capacity;
  }

  private writeRow(row: number): void {
    const entry = this.entries[row] as Entry;
    const vector = textVector(Array.from(entry.features, (id) => this.names[id] as string), this.stats, this.dims, this.scratch);
    const cap = this.capacity;
    if (this.quantised) {
      let max = 0;
      for (let i = 0; i < this.dims; i++) max = Math.max(max, Math.abs(vector[i] as number));
      const toInt = max === 0 ? 0 : 127 / max;
      for (let i = 0; i < this.dims; i++) this.int8[i * cap + row] = Math.round((vector[i] as number) * toInt);
      this.scales[row] = max === 0 ? 0 : max / 127;
    } else {
      for (let i = 0; i < this.dims; i++) this.float32[i * cap + row] = vector[i] as number;
    }
    this.imageHi[row] = entry.imageHi;
    this.imageLo[row] = entry.imageLo;
    this.imageKnown[row] = entry.hasImage ? 1 : 0;
  }

  /** Computes the vectors not current yet (all of them after the index grew by a quarter). */
  refresh(): void {
    this.stats.documents = this.entries.length;
    this.ensureCapacity();
    if (this.entries.length > this.weightedAt * 1.25 || this.entries.length < this.weightedAt * 0.75) {
      for (let row = 0; row < this.entries.length; row++) this.writeRow(row);
      this.weightedAt = this.entries.length;
    } else {
      for (const row of this.stale) this.writeRow(row);
    }
    this.stale.clear();
  }

  /** Bytes held by the vectors, scales, image hashes and the score buffer, without the records' features. */
  rowBytes(): number {
    return this.int8.byteLength + this.float32.byteLength + this.scales.byteLength + this.imageHi.byteLength + this.imageLo.byteLength + this.imageKnown.byteLength + this.scores.byteLength;
  }

  /**
   * The k best records for the query, best first (equal scores in a fixed order); `exclude` keys
   * are skipped. Every record is scored (exact), but only over the query's non-zero dimensions:
   * a title fills a few dozen of the buckets, and each is one sequential pass over a column.
   */
  search(query: VectorQuery, k: number, exclude: ReadonlySet<string> = new Set()): VectorHit[] {
    this.refresh();
    const n = this.entries.length;
    if (n === 0 || k <= 0) return [];
    const weight = Math.min(1, Math.max(0, query.imageWeight));
    // A query feature no record has cannot match; in the hashed space it would only collide.
    const q = textVector(textFeatures(query).filter((f) => this.stats.frequency(f) > 0), this.stats, this.dims);
    const bits = weight > 0 ? imageBits(query.imageHash) : null;
    const cap = this.capacity;
    const scores = this.scores;
    scores.fill(0, 0, n);
    for (let d = 0; d < this.dims; d++) {
      const w = q[d] as number;
      if (w === 0) continue;
      const base = d * cap;
      if (this.quantised) {
        const column = this.int8;
        for (let row = 0; row < n; row++) scores[row] = (scores[row] as number) + (column[base + row] as number) * w;
      } else {
        const column = this.float32;
        for (let row = 0; row < n; row++) scores[row] = (scores[row] as number) + (column[base + row] as number) * w;
      }
    }
    if (this.quantised) for (let row = 0; row < n; row++) scores[row] = (scores[row] as number) * (this.scales[row] as number);
    const heap = new TopK(k);
    for (let row = 0; row < n; row++) {
      let score = scores[row] as number;
      if (bits !== null && this.imageKnown[row] === 1) {
        score = (1 - weight) * score + weight * imageBitSimilarity(bits[0], bits[1], this.imageHi[row] as number, this.imageLo[row] as number);
      }
      if (heap.accepts(score) && !exclude.has((this.entries[row] as Entry).key)) heap.push(score, row);
    }
    return heap.sorted().map(({ score, row }) => {
      const entry = this.entries[row] as Entry;
      const image = bits !== null && entry.hasImage ? imageBitSimilarity(bits[0], bits[1], entry.imageHi, entry.imageLo) : null;
      return { key: entry.key, score, text: scores[row] as number, image };
    });
  }
}

/** The k largest scores seen, in a binary min-heap (the weakest kept at the root). */
export class TopK {
  private readonly scores: Float64Array;
  private readonly rows: Int32Array;
  private length = 0;
  private readonly k: number;
  constructor(k: number) {
    this.k = k;
    this.scores = new Float64Array(k);
    this.rows = new Int32Array(k);
  }

  /** Would this score enter the top k? */
  accepts(score: number): boolean {
    return this.length < this.k || score > (this.scores[0] as number);
  }

  push(score: number, row: number): void {
    if (this.length < this.k) {
      let i = this.length++;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if ((this.scores[parent] as number) <= score) break;
        this.scores[i] = this.scores[parent] as number;
        this.rows[i] = this.rows[parent] as number;
        i = parent;
      }
      this.scores[i] = score;
      this.rows[i] = row;
      return;
    }
    if (score <= (this.scores[0] as number)) return;
    // Replace the root and sift down.
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= this.length) break;
      const right = left + 1;
      const child = right < this.length && (this.scores[right] as number) < (this.scores[left] as number) ? right : left;
      if ((this.scores[child] as number) >= score) break;
      this.scores[i] = this.scores[child] as number;
      this.rows[i] = this.rows[child] as number;
      i = child;
    }
    this.scores[i] = score;
    this.rows[i] = row;
  }

  /** Best first; equal scores by row. */
  sorted(): { score: number; row: number }[] {
    return Array.from({ length: this.length }, (_, i) => ({ score: this.scores[i] as number, row: this.rows[i] as number })).sort((a, b) => b.score - a.score || a.row - b.row);
  }
}
