/**
 * Scoring pairs: `scorePair` for one pair (no corpus: every word weighs the same), and
 * `createMatcher` for whole tables (IDF and known brands over both tables, records prepared
 * once) — the CLI and discovery's batch scoring use the latter.
 */
import { buildCorpus, FEATURE_NAMES, pairFeatures, prepareRecord, UNIFORM_CORPUS, type Corpus, type FeatureName, type PreparedRecord } from './features.ts';
import { applyAssignment, assignmentRows, fitAssignment, type PairKey } from './assignment.ts';
import { assertUsableModel, contributions, fitModel, fitModelWithOutOfFold, HAND_SET_MODEL, logit, modelLogit, sigmoid, type MatchModel } from './model.ts';
import { quantityText } from './text.ts';
import { DEFAULT_SAME_THRESHOLD, type LabelledPair, type MatchRecord, type MatchResult, type MatchScore, type MatchSignal } from './types.ts';

export interface ScoreOptions {
  model?: MatchModel;
  /**
   * 0..1, default 0.5 (spec §9): how much a perceptual-hash match counts. 0.5 is the model's own
   * weight, 0 ignores images, 1 doubles their weight.
   */
  imageWeight?: number;
}

/** Titles this alike (corpus-weighted cosine) of one brand are the same product line. */
const SIMILAR_TITLE_COSINE = 0.45;

function resultOf(probability: number, values: Record<FeatureName, number>, empty: boolean): MatchResult {
  if (empty) return 'EVAL_DEFERRED';
  if (probability >= DEFAULT_SAME_THRESHOLD) return 'SAME';
  if (values.brand >= 0 && values.gtin >= 0 && (values.titleCosine >= SIMILAR_TITLE_COSINE || values.code > 0)) return 'SIMILAR';
  // Different GTINs are different products — but a product line's siblings (Lux 450 / Lux 900 R)
  // always have different GTINs: of one known brand, with titles this alike, they are similar.
  if (values.gtin < 0 && values.brand > 0 && values.titleCosine >= SIMILAR_TITLE_COSINE) return 'SIMILAR';
  return 'NOT_SAME_OR_SIMILAR';
}

function describe(name: FeatureName, value: number, l: PreparedRecord, r: PreparedRecord): string | undefined {
  switch (name) {
    case 'gtin':
      // No words in a detail (they are shown as they are, in every language): without GTINs the value 0 says it.
      return value === 0 ? undefined : `${l.gtin ?? ''} ${value > 0 ? '=' : '≠'} ${r.gtin ?? ''}`;
    case 'brand':
      return `${l.brand ?? '?'} / ${r.brand ?? '?'}`;
    case 'code':
    case 'codeConflict':
      return `${l.codes.join(' ') || '–'} / ${r.codes.join(' ') || '–'}`;
    case 'quantityConflict':
    case 'quantityAgreement':
      return `${l.quantities.map(quantityText).join(', ') || '–'} / ${r.quantities.map(quantityText).join(', ') || '–'}`;
    case 'colourConflict':
      return `${l.colours.join(' ') || '–'} / ${r.colours.join(' ') || '–'}`;
    case 'sizeConflict':
      return `${l.sizes.join(' ') || '–'} / ${r.sizes.join(' ') || '–'}`;
    case 'priceDifference':
      return l.price !== null && r.price !== null ? `${l.price} / ${r.price}` : undefined;
    default:
      return undefined;
  }
}

function scorePrepared(l: PreparedRecord, r: PreparedRecord, corpus: Corpus, options: ScoreOptions): MatchScore {
  const model = options.model ?? HAND_SET_MODEL;
  const imageScale = 2 * Math.min(1, Math.max(0, options.imageWeight ?? 0.5));
  const { values, visualSimilarity } = pairFeatures(l, r, corpus);
  const empty = l.empty || r.empty;
  const probability = empty ? 0 : sigmoid(modelLogit(model, values, imageScale));
  const parts = contributions(model, values, imageScale);
  const signals: MatchSignal[] = FEATURE_NAMES.map((name, i) => {
    const detail = describe(name, values[name], l, r);
    return { name, value: Math.round(values[name] * 1000) / 1000, ...(detail !== undefined ? { detail } : {}), contribution: parts[i] as number };
  })
    .filter((s) => s.contribution !== 0)
    .sort((a, b) => Math.abs(b.contribution) - Math.abs(a.contribution))
    .map(({ contribution: _unused, ...signal }) => signal);
  return { probability, visualSimilarity, result: resultOf(probability, values, empty), signals };
}

/** Scores one pair without corpus statistics. */
export function scorePair(left: MatchRecord, right: MatchRecord, options: ScoreOptions = {}): MatchScore {
  if (options.model) assertUsableModel(options.model);
  const brands = new Set<string>();
  for (const record of [left, right]) {
    const brand = prepareRecord(record).brand;
    if (brand) brands.add(brand);
  }
  return scorePrepared(prepareRecord(left, brands), prepareRecord(right, brands), UNIFORM_CORPUS, options);
}

export interface Matcher {
  /** Scores a pair by ids (options override the matcher's, e.g. a model trained later); throws on an id not in its table. */
  score(leftId: string, rightId: string, override?: ScoreOptions): MatchScore;
  /** Only the probability (no signals): the fast path for scoring many pairs. */
  probability(leftId: string, rightId: string, override?: ScoreOptions): number;
  /** The feature row of a pair (for training on pairs of these tables). */
  features(leftId: string, rightId: string): number[];
  has(side: 'left' | 'right', id: string): boolean;
}

/** A matcher over two whole tables: IDF and brands from both, each record prepared once. */
export function createMatcher(leftTable: readonly MatchRecord[], rightTable: readonly MatchRecord[], options: ScoreOptions = {}): Matcher {
  if (options.model) assertUsableModel(options.model);
  const corpus = buildCorpus([...leftTable, ...rightTable]);
  const left = new Map(leftTable.map((r) => [r.id, prepareRecord(r, corpus.brands)]));
  const right = new Map(rightTable.map((r) => [r.id, prepareRecord(r, corpus.brands)]));
  const get = (side: Map<string, PreparedRecord>, id: string, name: string) => {
    const record = side.get(id);
    if (!record) throw new Error(`unknown ${name} id ${id}`);
    return record;
  };
  return {
    score: (l, r, override) => {
      if (override?.model) assertUsableModel(override.model);
      return scorePrepared(get(left, l, 'left'), get(right, r, 'right'), corpus, { ...options, ...override });
    },
    probability: (l, r, override) => {
      const model = override?.model ?? options.model ?? HAND_SET_MODEL;
      const lp = get(left, l, 'left');
      const rp = get(right, r, 'right');
      if (lp.empty || rp.empty) return 0;
      const imageScale = 2 * Math.min(1, Math.max(0, override?.imageWeight ?? options.imageWeight ?? 0.5));
      return sigmoid(modelLogit(model, pairFeatures(lp, rp, corpus).values, imageScale));
    },
    features: (l, r) => {
      const { values } = pairFeatures(get(left, l, 'left'), get(right, r, 'right'), corpus);
      return FEATURE_NAMES.map((f) => values[f]);
    },
    has: (side, id) => (side === 'left' ? left : right).has(id),
  };
}

/**
 * Fits a model from labelled pairs (e.g. every human evaluation of discovery candidates). The
 * corpus is built from the pairs' records, as `createMatcher` would over the tables.
 */
export function trainMatchModel(pairs: readonly LabelledPair[]): MatchModel {
  const corpus = buildCorpus(pairs.flatMap((p) => [p.left, p.right]));
  const cache = new Map<MatchRecord, PreparedRecord>();
  const prepared = (r: MatchRecord) => {
    let p = cache.get(r);
    if (!p) {
      p = prepareRecord(r, corpus.brands);
      cache.set(r, p);
    }
    return p;
  };
  const rows = pairs.map((p) => {
    const { values } = pairFeatures(prepared(p.left), prepared(p.right), corpus);
    return FEATURE_NAMES.map((f) => values[f]);
  });
  return fitModel(
    rows,
    pairs.map((p) => p.label),
  );
}

/** Fits a model from feature rows of a matcher (the CLI's `--train`). */
export function trainFromRows(rows: readonly (readonly number[])[], labels: readonly (0 | 1)[]): MatchModel {
  return fitModel(rows, labels);
}

export interface PairSetResult {
  probabilities: number[];
  model: MatchModel | null;
}

/**
 * Scores a set of pairs of the matcher's tables, fitting on labelled pairs first when given
 * (the CLI's `--train`). With training pairs, a one-to-one assignment stage is fitted too and
 * kept when it improves the cross-validated F1: its context — the rival candidates of each
 * record — is the training pairs (out-of-fold logits) and the pairs to score together, the same
 * at fitting and at scoring, since a benchmark's train and test pairs are often random splits of
 * one candidate set.
 */
export function scorePairSet(matcher: Matcher, pairs: readonly PairKey[], train: { pairs: readonly PairKey[]; labels: readonly (0 | 1)[] } | null): PairSetResult {
  if (train === null) return { probabilities: pairs.map((p) => matcher.probability(p.left, p.right)), model: null };
  const { model, outOfFold } = fitModelWithOutOfFold(
    train.pairs.map((p) => matcher.features(p.left, p.right)),
    train.labels,
  );
  const first = pairs.map((p) => matcher.probability(p.left, p.right, { model }));
  const context = [...train.pairs, ...pairs];
  const logits = [...outOfFold, ...first.map((p) => logit(p) - model.shift)];
  const rows = assignmentRows(context, logits);
  const stage = fitAssignment(rows.slice(0, train.pairs.length), train.labels, model.trainingF1 ?? 0);
  if (stage === null) return { probabilities: first, model };
  const second = applyAssignment(stage, rows.slice(train.pairs.length));
  return { probabilities: second.map((p, i) => ((first[i] as number) === 0 ? 0 : p)), model: { ...model, assignment: stage } };
}
