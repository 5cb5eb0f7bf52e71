/**
 * Pair features of two product records: identifiers first, then text, price and image. Records
 * are prepared once (tokens, codes, quantities) and a corpus gives token weights (IDF) over the
 * tables being matched — a word that every title has says little, a rare one says much.
 */
import { bestCodeAgreement, extractModelCodes, matchableGtin, normaliseModelNumber } from './identifiers.ts';
import { visualSimilarity } from './imageHash.ts';
import {
  compareQuantities,
  disjointNonEmpty,
  extractBareNumbers,
  extractColours,
  extractQuantities,
  extractSizes,
  normaliseText,
  tokenize,
  type Quantity,
} from './text.ts';
import type { MatchRecord } from './types.ts';

/** The features, in model order; a model stores this list and is refused when it differs. */
export const FEATURE_NAMES = [
  'gtin',
  'mpnConflict',
  'code',
  'codeConflict',
  'codeInDescription',
  'codeInText',
  'titleCosine',
  'titleTrigrams',
  'titleContainment',
  'fullCosine',
  'brand',
  'quantityConflict',
  'quantityAgreement',
  'colourConflict',
  'sizeConflict',
  'numberConflict',
  'numberAgreement',
  'maxSharedIdf',
  'codePresence',
  'priceDifference',
  'priceKnown',
  'image',
] as const;
export type FeatureName = (typeof FEATURE_NAMES)[number];

/** Descriptions can be pages long; their first words carry the product, the rest is noise. */
const DESCRIPTION_TOKENS = 60;

export interface PreparedRecord {
  record: MatchRecord;
  titleTokens: string[];
  descriptionTokens: string[];
  /** Codes of the title and the MPN field. */
  codes: string[];
  mpnCodes: string[];
  descriptionCodes: string[];
  /** Title and description as one string of letters and digits (a code split by spaces is still in it). */
  compactText: string;
  /** Character trigrams of the title (spelling variants, codes written apart). */
  trigrams: Set<string>;
  gtin: string | null;
  brand: string | null;
  quantities: Quantity[];
  colours: string[];
  sizes: string[];
  numbers: string[];
  price: number | null;
  imageHash: string | null;
  /** Nothing to compare: no title words and no identifier. */
  empty: boolean;
  /** Weighted vectors under the last corpus used (computed once per record, not per pair). */
  vectors?: { corpus: Corpus; title: Map<string, number>; titleNorm: number; full: Map<string, number>; fullNorm: number };
}

/** Token weights over the tables: IDF, and the brands the tables name (to find a brand in a title). */
export interface Corpus {
  idf(token: string): number;
  /** The IDF of a word no record has: the largest possible. */
  maxIdf: number;
  brands: ReadonlySet<string>;
}

/**
 * A decimal price string for the ratio feature ("1,299.99", "$49.90", "49,90 €"). A float is
 * fine here: the value only feeds a log ratio, never money arithmetic.
 */
export function parseLoosePrice(value: string | null | undefined): number | null {
  if (!value) return null;
  let s = value.replace(/[^0-9.,]/g, '');
  if (s === '') return null;
  const lastComma = s.lastIndexOf(',');
  const lastDot = s.lastIndexOf('.');
  if (lastComma > lastDot) {
    // "1.299,99" or "49,90": the comma is the decimal mark unless three digits follow it.
    s = s.length - lastComma - 1 === 3 && lastDot === -1 ? s.replace(/,/g, '') : s.replace(/\./g, '').replace(',', '.');
  } else {
    s = s.replace(/,/g, '');
  }
  const n = Number(s);
  return Number.isFinite(n) && n > 0 ? n : null;
}

function trigramsOf(normalised: string): Set<string> {
  const text = ` ${normalised.replace(/[^a-z0-9]+/g, ' ').trim()} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= text.length; i++) out.add(text.slice(i, i + 3));
  return out;
}

function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const x of small) if (large.has(x)) shared++;
  return shared / (a.size + b.size - shared);
}

/** Does a code of one record (5+ characters) occur anywhere in the other's compact text? */
function codeInText(codes: readonly string[], compactText: string): number {
  return codes.some((c) => c.length >= 5 && compactText.includes(c)) ? 1 : 0;
}

function brandKey(value: string | null | undefined): string | null {
  const tokens = tokenize(normaliseText(value));
  return tokens[0] ?? null;
}

export function prepareRecord(record: MatchRecord, brands: ReadonlySet<string> = new Set()): PreparedRecord {
  const title = normaliseText(record.title);
  const description = normaliseText(record.description);
  const titleTokens = tokenize(title);
  const mpnCodes = extractModelCodes(record.mpn);
  const explicitBrand = brandKey(record.brand);
  // Without a brand field, a known brand among the first words of the title.
  const brand = explicitBrand ?? titleTokens.slice(0, 4).find((t) => brands.has(t)) ?? null;
  const gtin = matchableGtin(record.gtin);
  return {
    record,
    titleTokens,
    descriptionTokens: tokenize(description).slice(0, DESCRIPTION_TOKENS),
    codes: [...new Set([...extractModelCodes(record.title), ...mpnCodes])],
    mpnCodes,
    descriptionCodes: extractModelCodes(record.description),
    compactText: normaliseModelNumber(`${record.title} ${(record.description ?? '').slice(0, 3000)}`),
    trigrams: trigramsOf(title),
    gtin,
    brand,
    quantities: extractQuantities(title),
    colours: extractColours(titleTokens),
    sizes: extractSizes(title),
    numbers: extractBareNumbers(title),
    price: parseLoosePrice(record.price),
    imageHash: record.imageHash?.trim() || null,
    empty: titleTokens.length === 0 && gtin === null && mpnCodes.length === 0,
  };
}

/** A corpus over the records of both tables: document frequencies of title and description words. */
export function buildCorpus(records: Iterable<MatchRecord>): Corpus {
  const df = new Map<string, number>();
  const brands = new Set<string>();
  let n = 0;
  for (const record of records) {
    n++;
    const tokens = new Set([...tokenize(normaliseText(record.title)), ...tokenize(normaliseText(record.description)).slice(0, DESCRIPTION_TOKENS)]);
    for (const t of tokens) df.set(t, (df.get(t) ?? 0) + 1);
    const brand = brandKey(record.brand);
    if (brand && brand.length > 1 && !/^\d+$/.test(brand)) brands.add(brand);
  }
  const cache = new Map<string, number>();
  return {
    idf(token) {
      let value = cache.get(token);
      if (value === undefined) {
        value = Math.log((n + 1) / ((df.get(token) ?? 0) + 1)) + 1;
        cache.set(token, value);
      }
      return value;
    },
    maxIdf: Math.log(n + 1) + 1,
    brands,
  };
}

/** No corpus (a single pair): every word weighs the same. */
export const UNIFORM_CORPUS: Corpus = { idf: () => 1, maxIdf: 1, brands: new Set() };

/** The rarest word both titles share, as a share of the rarest possible (one distinctive shared word says much). */
function maxSharedIdf(a: readonly string[], b: readonly string[], corpus: Corpus): number {
  const other = new Set(b);
  let best = 0;
  for (const t of a) if (other.has(t)) best = Math.max(best, corpus.idf(t));
  return best / corpus.maxIdf;
}

function weightedVector(tokens: readonly string[], corpus: Corpus): Map<string, number> {
  const v = new Map<string, number>();
  for (const t of tokens) v.set(t, (v.get(t) ?? 0) + corpus.idf(t));
  return v;
}

function norm(v: Map<string, number>): number {
  let sum = 0;
  for (const w of v.values()) sum += w * w;
  return Math.sqrt(sum);
}

function vectorsOf(record: PreparedRecord, corpus: Corpus): NonNullable<PreparedRecord['vectors']> {
  if (record.vectors?.corpus !== corpus) {
    const title = weightedVector(record.titleTokens, corpus);
    const full = weightedVector([...record.titleTokens, ...record.descriptionTokens], corpus);
    record.vectors = { corpus, title, titleNorm: norm(title), full, fullNorm: norm(full) };
  }
  return record.vectors;
}

function cosine(a: Map<string, number>, na: number, b: Map<string, number>, nb: number): number {
  if (na === 0 || nb === 0) return 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [t, w] of small) {
    const o = large.get(t);
    if (o !== undefined) dot += w * o;
  }
  return dot / (na * nb);
}

/** Weighted share of the smaller title's distinct words that the other title has. */
function containment(a: readonly string[], b: readonly string[], corpus: Corpus): number {
  const sa = new Set(a);
  const sb = new Set(b);
  const [small, large] = sa.size <= sb.size ? [sa, sb] : [sb, sa];
  let total = 0;
  let shared = 0;
  for (const t of small) {
    const w = corpus.idf(t);
    total += w;
    if (large.has(t)) shared += w;
  }
  return total === 0 ? 0 : shared / total;
}

export interface PairFeatures {
  values: Record<FeatureName, number>;
  visualSimilarity: number | null;
}

export function pairFeatures(l: PreparedRecord, r: PreparedRecord, corpus: Corpus): PairFeatures {
  const gtin = l.gtin && r.gtin ? (l.gtin === r.gtin ? 1 : -1) : 0;
  const code = bestCodeAgreement(l.codes, r.codes);
  const codeInDescription = Math.max(bestCodeAgreement(l.codes, r.descriptionCodes), bestCodeAgreement(l.descriptionCodes, r.codes));
  const mpnConflict = l.mpnCodes.length > 0 && r.mpnCodes.length > 0 && bestCodeAgreement(l.mpnCodes, r.mpnCodes) === 0 ? 1 : 0;
  const codeConflict = l.codes.length > 0 && r.codes.length > 0 && code === 0 && codeInDescription === 0 ? 1 : 0;
  const lv = vectorsOf(l, corpus);
  const rv = vectorsOf(r, corpus);
  const titleCosine = cosine(lv.title, lv.titleNorm, rv.title, rv.titleNorm);
  const fullCosine = cosine(lv.full, lv.fullNorm, rv.full, rv.fullNorm);
  let brand = 0;
  if (l.brand && r.brand) brand = l.brand === r.brand ? 1 : -1;
  else if (l.brand && r.titleTokens.includes(l.brand)) brand = 1;
  else if (r.brand && l.titleTokens.includes(r.brand)) brand = 1;
  const quantities = compareQuantities(l.quantities, r.quantities);
  let priceDifference = 0;
  let priceKnown = 0;
  if (l.price !== null && r.price !== null) {
    priceKnown = 1;
    priceDifference = Math.min(2, Math.abs(Math.log(l.price / r.price)));
  }
  const visual = visualSimilarity(l.imageHash, r.imageHash);
  return {
    values: {
      gtin,
      mpnConflict,
      code,
      codeConflict,
      codeInDescription,
      codeInText: Math.max(codeInText(l.codes, r.compactText), codeInText(r.codes, l.compactText)),
      titleCosine,
      titleTrigrams: jaccard(l.trigrams, r.trigrams),
      titleContainment: containment(l.titleTokens, r.titleTokens, corpus),
      fullCosine,
      brand,
      quantityConflict: Math.min(2, quantities.conflicts),
      quantityAgreement: Math.min(2, quantities.agreements),
      colourConflict: disjointNonEmpty(l.colours, r.colours) ? 1 : 0,
      sizeConflict: disjointNonEmpty(l.sizes, r.sizes) ? 1 : 0,
      numberConflict: disjointNonEmpty(l.numbers, r.numbers) ? 1 : 0,
      numberAgreement: l.numbers.some((n) => r.numbers.includes(n)) ? 1 : 0,
      maxSharedIdf: maxSharedIdf(l.titleTokens, r.titleTokens, corpus),
      codePresence: (l.codes.length > 0 ? 1 : 0) + (r.codes.length > 0 ? 1 : 0),
      priceDifference,
      priceKnown,
      // Centred at 0.5 so that an unknown image (0) sits between a match and a mismatch.
      image: visual === null ? 0 : visual - 0.5,
    },
    visualSimilarity: visual,
  };
}
