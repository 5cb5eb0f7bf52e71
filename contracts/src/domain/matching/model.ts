/**
 * The match model over the pair features (serialisable JSON): a logistic regression, or
 * gradient-boosted trees (depth 3) when there are enough labelled pairs. Without labelled pairs
 * the hand-set logistic weights below apply; with them, `fitModel` fits both kinds, keeps the one
 * with the better cross-validated F1, chooses the decision threshold that maximises F1 on the
 * out-of-fold predictions, and shifts the output so that threshold lands on
 * DEFAULT_SAME_THRESHOLD (the CLI's and the screens' `same`).
 */
import { FEATURE_NAMES, type FeatureName } from './features.ts';
import { DEFAULT_SAME_THRESHOLD } from './types.ts';

export const MATCH_MODEL_VERSION = 1;

/** A regression tree in flat arrays: node i splits on `feature[i]` at `threshold[i]` (≤ goes left); -1 is a leaf. */
export interface MatchTree {
  feature: number[];
  threshold: number[];
  left: number[];
  right: number[];
  /** Each node's output (leaves: the tree's output; inner nodes: for explaining contributions). */
  value: number[];
}

export interface MatchModel {
  version: typeof MATCH_MODEL_VERSION;
  kind: 'logistic' | 'boosted';
  /** 'hand-set' or 'trained on N pairs'. */
  source: string;
  features: readonly string[];
  /** Logistic: one weight per feature; boosted: empty. */
  weights: readonly number[];
  /** Logistic: the intercept; boosted: the base score (log-odds of the training labels). */
  bias: number;
  /** Boosted only. */
  trees?: readonly MatchTree[];
  /** Added to the logit so that the F1-best threshold of training maps to DEFAULT_SAME_THRESHOLD. */
  shift: number;
  /** Out-of-fold F1 at the chosen threshold (null for the hand-set model). */
  trainingF1: number | null;
  /**
   * Features that never varied in the training pairs (e.g. no GTINs, no images): the model
   * learned nothing about them, so their hand-set weights apply on top.
   */
  untrained?: readonly string[];
  /**
   * Optional second stage over a whole set of pairs (one-to-one assignment, see assignment.ts):
   * fitted only when it beat the first stage's cross-validated F1 on the training pairs.
   */
  assignment?: AssignmentStage;
}

/** A logistic model over a pair's logit and how it ranks among the other pairs of its left and right record. */
export interface AssignmentStage {
  weights: readonly number[];
  bias: number;
  shift: number;
  trainingF1: number;
}

const HAND_WEIGHTS: Record<FeatureName, number> = {
  gtin: 9,
  mpnConflict: -3,
  code: 5,
  codeConflict: -2.5,
  codeInDescription: 1.5,
  codeInText: 0.5,
  titleCosine: 6,
  titleContainment: 1.5,
  titleTrigrams: 0,
  fullCosine: 0.5,
  brand: 0.8,
  quantityConflict: -8,
  quantityAgreement: 0.4,
  colourConflict: -4,
  sizeConflict: -4,
  numberConflict: -2,
  numberAgreement: 0,
  maxSharedIdf: 0,
  codePresence: 0,
  priceDifference: -1.5,
  priceKnown: 0,
  image: 4,
};

/** Calibrated by hand on the generated development pairs (docs/matching.md). */
export const HAND_SET_MODEL: MatchModel = {
  version: MATCH_MODEL_VERSION,
  kind: 'logistic',
  source: 'hand-set',
  features: FEATURE_NAMES,
  weights: FEATURE_NAMES.map((f) => HAND_WEIGHTS[f]),
  bias: -5,
  shift: 0,
  trainingF1: null,
};

export function sigmoid(x: number): number {
  return x >= 0 ? 1 / (1 + Math.exp(-x)) : Math.exp(x) / (1 + Math.exp(x));
}

export function logit(p: number): number {
  const q = Math.min(1 - 1e-12, Math.max(1e-12, p));
  return Math.log(q / (1 - q));
}

/** Is this a model this code can apply (version and feature list)? */
export function assertUsableModel(model: MatchModel): void {
  if (model.version !== MATCH_MODEL_VERSION || (model.kind !== 'logistic' && model.kind !== 'boosted')) throw new Error(`match model: unsupported version/kind ${String(model.version)}/${String(model.kind)}`);
  if (model.features.length !== FEATURE_NAMES.length || model.features.some((f, i) => f !== FEATURE_NAMES[i])) {
    throw new Error('match model: its features differ from this matcher version; train it again');
  }
}

const IMAGE_INDEX = FEATURE_NAMES.indexOf('image');

/**
 * Each feature's contribution to the logit: weight × value for the logistic model; for trees,
 * the change of the node output at each split on that feature along the path taken (so the
 * contributions and the base add up to the logit). These are the signals a person sees.
 */
export function contributions(model: MatchModel, values: Record<FeatureName, number>, imageScale = 1): number[] {
  if (model.kind === 'logistic') return FEATURE_NAMES.map((f, i) => (model.weights[i] as number) * values[f] * (f === 'image' ? imageScale : 1));
  const x = FEATURE_NAMES.map((f) => values[f]);
  const out = new Array<number>(FEATURE_NAMES.length).fill(0);
  for (const tree of model.trees ?? []) {
    let node = 0;
    while ((tree.feature[node] as number) >= 0) {
      const f = tree.feature[node] as number;
      const next = (x[f] as number) <= (tree.threshold[node] as number) ? (tree.left[node] as number) : (tree.right[node] as number);
      out[f] = (out[f] as number) + ((tree.value[next] as number) - (tree.value[node] as number));
      node = next;
    }
    // The root's own output is part of the base.
  }
  FEATURE_NAMES.forEach((f, i) => {
    if (model.untrained?.includes(f)) out[i] = (out[i] as number) + HAND_WEIGHTS[f] * values[f];
  });
  out[IMAGE_INDEX] = (out[IMAGE_INDEX] as number) * imageScale;
  return out;
}

function baseLogit(model: MatchModel): number {
  if (model.kind === 'logistic') return model.bias;
  let z = model.bias;
  for (const tree of model.trees ?? []) z += tree.value[0] as number;
  return z;
}

export function modelLogit(model: MatchModel, values: Record<FeatureName, number>, imageScale = 1): number {
  let z = baseLogit(model) + model.shift;
  for (const c of contributions(model, values, imageScale)) z += c;
  return z;
}

type Row = readonly number[];

/** L2-regularised logistic regression by Newton's method (few features: the Hessian is tiny). */
export function fitLogistic(rows: readonly Row[], labels: readonly number[], lambda = 1): { weights: number[]; bias: number } {
  const d = (rows[0]?.length ?? 0) + 1;
  const w = new Array<number>(d).fill(0);
  for (let iter = 0; iter < 25; iter++) {
    const grad = new Array<number>(d).fill(0);
    const hess = Array.from({ length: d }, () => new Array<number>(d).fill(0));
    for (let n = 0; n < rows.length; n++) {
      const x = [1, ...(rows[n] as Row)];
      let z = 0;
      for (let j = 0; j < d; j++) z += (w[j] as number) * (x[j] as number);
      const p = sigmoid(z);
      const err = p - (labels[n] as number);
      const s = Math.max(p * (1 - p), 1e-9);
      for (let j = 0; j < d; j++) {
        grad[j] = (grad[j] as number) + err * (x[j] as number);
        const hj = hess[j] as number[];
        for (let k = j; k < d; k++) hj[k] = (hj[k] as number) + s * (x[j] as number) * (x[k] as number);
      }
    }
    for (let j = 0; j < d; j++) {
      for (let k = 0; k < j; k++) (hess[j] as number[])[k] = (hess[k] as number[])[j] as number;
      if (j > 0) {
        grad[j] = (grad[j] as number) + lambda * (w[j] as number);
        (hess[j] as number[])[j] = ((hess[j] as number[])[j] as number) + lambda;
      } else {
        (hess[0] as number[])[0] = ((hess[0] as number[])[0] as number) + 1e-6;
      }
    }
    const step = solve(hess, grad);
    let change = 0;
    for (let j = 0; j < d; j++) {
      w[j] = (w[j] as number) - (step[j] as number);
      change = Math.max(change, Math.abs(step[j] as number));
    }
    if (change < 1e-6) break;
  }
  return { bias: w[0] as number, weights: w.slice(1) };
}

/** Gaussian elimination with partial pivoting (a small symmetric positive definite system). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] as number]);
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs((m[r] as number[])[c] as number) > Math.abs((m[pivot] as number[])[c] as number)) pivot = r;
    [m[c], m[pivot]] = [m[pivot] as number[], m[c] as number[]];
    const pr = m[c] as number[];
    const pv = pr[c] as number;
    if (Math.abs(pv) < 1e-12) continue;
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const row = m[r] as number[];
      const f = (row[c] as number) / pv;
      if (f === 0) continue;
      for (let k = c; k <= n; k++) row[k] = (row[k] as number) - f * (pr[k] as number);
    }
  }
  return m.map((row, i) => {
    const pv = row[i] as number;
    return Math.abs(pv) < 1e-12 ? 0 : (row[n] as number) / pv;
  });
}

/** The threshold maximising F1 of `score ≥ t`, and that F1. */
export function bestF1Threshold(scores: readonly number[], labels: readonly number[]): { threshold: number; f1: number } {
  const order = scores.map((s, i) => [s, labels[i] as number] as const).sort((a, b) => b[0] - a[0]);
  const positives = labels.reduce((a, b) => a + b, 0);
  let tp = 0;
  let best = { threshold: 0.5, f1: 0 };
  for (let i = 0; i < order.length; i++) {
    const [score, label] = order[i] as readonly [number, number];
    tp += label;
    // Only between distinct scores can a threshold separate.
    const next = order[i + 1];
    if (next !== undefined && next[0] === score) continue;
    const predicted = i + 1;
    const f1 = positives === 0 ? 0 : (2 * tp) / (predicted + positives);
    if (f1 > best.f1) best = { threshold: next === undefined ? score : (score + next[0]) / 2, f1 };
  }
  return best;
}

function foldOf(i: number, k: number): number {
  // A fixed interleaving keeps folds deterministic and balanced over the file's order.
  return i % k;
}

interface Fitted {
  kind: 'logistic' | 'boosted';
  weights: number[];
  bias: number;
  trees?: MatchTree[];
}

function predictLogit(fitted: Fitted, row: Row): number {
  if (fitted.kind === 'logistic') return fitted.bias + row.reduce((z, x, j) => z + x * (fitted.weights[j] as number), 0);
  let z = fitted.bias;
  for (const tree of fitted.trees ?? []) {
    let node = 0;
    while ((tree.feature[node] as number) >= 0) {
      node = (row[tree.feature[node] as number] as number) <= (tree.threshold[node] as number) ? (tree.left[node] as number) : (tree.right[node] as number);
    }
    z += tree.value[node] as number;
  }
  return z;
}

const BOOST_ROUNDS = 150;
const BOOST_DEPTH = 3;
const BOOST_RATE = 0.1;
const BOOST_LAMBDA = 1;
const BOOST_MIN_HESSIAN = 1;
const BOOST_BINS = 32;

/** Gradient-boosted trees on the log loss (Newton leaves, L2 on leaf values, features binned at quantiles). */
function fitBoosted(rows: readonly Row[], labels: readonly number[]): Fitted {
  const n = rows.length;
  const d = rows[0]?.length ?? 0;
  // Candidate thresholds per feature: distinct values, thinned to quantiles when many.
  const cuts: number[][] = [];
  const bins: Uint8Array[] = [];
  for (let j = 0; j < d; j++) {
    const sorted = [...new Set(rows.map((r) => r[j] as number))].sort((a, b) => a - b);
    let c = sorted.slice(0, -1).map((v, k) => (v + (sorted[k + 1] as number)) / 2);
    if (c.length > BOOST_BINS - 1) {
      const all = rows.map((r) => r[j] as number).sort((a, b) => a - b);
      c = [...new Set(Array.from({ length: BOOST_BINS - 1 }, (_, k) => all[Math.floor(((k + 1) * n) / BOOST_BINS)] as number))];
    }
    cuts.push(c);
    const b = new Uint8Array(n);
    rows.forEach((r, i) => {
      let k = 0;
      while (k < c.length && (r[j] as number) > (c[k] as number)) k++;
      b[i] = k;
    });
    bins.push(b);
  }
  const mean = labels.reduce((a, b) => a + b, 0) / n;
  const base = logit(mean);
  const pred = new Float64Array(n).fill(base);
  const grad = new Float64Array(n);
  const hess = new Float64Array(n);
  const trees: MatchTree[] = [];
  for (let round = 0; round < BOOST_ROUNDS; round++) {
    for (let i = 0; i < n; i++) {
      const p = sigmoid(pred[i] as number);
      grad[i] = p - (labels[i] as number);
      hess[i] = Math.max(p * (1 - p), 1e-6);
    }
    const tree: MatchTree = { feature: [], threshold: [], left: [], right: [], value: [] };
    // The bin index of each split, to route training rows by their bins.
    const splitBin: number[] = [];
    const grow = (members: Int32Array, depth: number): number => {
      let G = 0;
      let H = 0;
      for (const i of members) {
        G += grad[i] as number;
        H += hess[i] as number;
      }
      const id = tree.feature.length;
      tree.feature.push(-1);
      tree.threshold.push(0);
      tree.left.push(-1);
      tree.right.push(-1);
      tree.value.push((-G / (H + BOOST_LAMBDA)) * BOOST_RATE);
      splitBin.push(-1);
      if (depth >= BOOST_DEPTH || members.length < 2) return id;
      const parentScore = (G * G) / (H + BOOST_LAMBDA);
      let best = { gain: 1e-9, feature: -1, bin: -1 };
      for (let j = 0; j < d; j++) {
        const c = cuts[j] as number[];
        if (c.length === 0) continue;
        const gh = new Float64Array(c.length + 1);
        const hh = new Float64Array(c.length + 1);
        const b = bins[j] as Uint8Array;
        for (const i of members) {
          gh[b[i] as number] = (gh[b[i] as number] as number) + (grad[i] as number);
          hh[b[i] as number] = (hh[b[i] as number] as number) + (hess[i] as number);
        }
        let gl = 0;
        let hl = 0;
        for (let k = 0; k < c.length; k++) {
          gl += gh[k] as number;
          hl += hh[k] as number;
          const gr = G - gl;
          const hr = H - hl;
          if (hl < BOOST_MIN_HESSIAN || hr < BOOST_MIN_HESSIAN) continue;
          const gain = (gl * gl) / (hl + BOOST_LAMBDA) + (gr * gr) / (hr + BOOST_LAMBDA) - parentScore;
          if (gain > best.gain) best = { gain, feature: j, bin: k };
        }
      }
      if (best.feature < 0) return id;
      const b = bins[best.feature] as Uint8Array;
      const leftMembers = members.filter((i) => (b[i] as number) <= best.bin);
      const rightMembers = members.filter((i) => (b[i] as number) > best.bin);
      tree.feature[id] = best.feature;
      tree.threshold[id] = (cuts[best.feature] as number[])[best.bin] as number;
      splitBin[id] = best.bin;
      tree.left[id] = grow(leftMembers, depth + 1);
      tree.right[id] = grow(rightMembers, depth + 1);
      return id;
    };
    grow(Int32Array.from({ length: n }, (_, i) => i), 0);
    trees.push(tree);
    for (let i = 0; i < n; i++) {
      let node = 0;
      while ((tree.feature[node] as number) >= 0) {
        node = ((bins[tree.feature[node] as number] as Uint8Array)[i] as number) <= (splitBin[node] as number) ? (tree.left[node] as number) : (tree.right[node] as number);
      }
      pred[i] = (pred[i] as number) + (tree.value[node] as number);
    }
  }
  return { kind: 'boosted', weights: [], bias: base, trees };
}

/** Boosted trees need enough pairs of both labels to split on; below this the logistic model is used. */
const MIN_PAIRS_FOR_TREES = 200;

function outOfFold(rows: readonly Row[], labels: readonly number[], k: number, fit: (r: Row[], l: number[]) => Fitted): number[] {
  const oof = new Array<number>(rows.length).fill(0);
  for (let f = 0; f < k; f++) {
    const trainRows: Row[] = [];
    const trainLabels: number[] = [];
    rows.forEach((row, i) => {
      if (foldOf(i, k) !== f) {
        trainRows.push(row);
        trainLabels.push(labels[i] as number);
      }
    });
    const fitted = fit(trainRows, trainLabels);
    rows.forEach((row, i) => {
      if (foldOf(i, k) === f) oof[i] = predictLogit(fitted, row);
    });
  }
  return oof;
}

/**
 * Fits the model on feature rows with labels: each kind's F1 from k-fold out-of-fold
 * predictions (so the threshold is not chosen on the rows that fitted the model), the better
 * kind then fitted on all rows.
 */
/** Above this many training pairs, 3 folds instead of 5 keep fitting within the CLI's time (the estimate is stable there). */
const LARGE_TRAINING_SET = 20_000;

export function fitModel(rows: readonly Row[], labels: readonly number[], folds = rows.length > LARGE_TRAINING_SET ? 3 : 5): MatchModel {
  return fitModelWithOutOfFold(rows, labels, folds).model;
}

/** `fitModel`, and the chosen kind's out-of-fold logits (without shift) of the training rows. */
export function fitModelWithOutOfFold(rows: readonly Row[], labels: readonly number[], folds = rows.length > LARGE_TRAINING_SET ? 3 : 5): { model: MatchModel; outOfFold: number[] } {
  const positives = labels.reduce((a, b) => a + b, 0);
  if (rows.length < 10 || positives === 0 || positives === rows.length) {
    throw new Error('training needs at least 10 labelled pairs with both labels');
  }
  const k = Math.min(folds, rows.length);
  const candidates: { kind: 'logistic' | 'boosted'; fit: (r: Row[], l: number[]) => Fitted }[] = [{ kind: 'logistic', fit: (r, l) => ({ kind: 'logistic', ...fitLogistic(r, l) }) }];
  if (rows.length >= MIN_PAIRS_FOR_TREES && positives >= 20 && rows.length - positives >= 20) candidates.push({ kind: 'boosted', fit: fitBoosted });
  type Chosen = { fit: (r: Row[], l: number[]) => Fitted; threshold: number; f1: number; oof: number[] };
  let chosen: Chosen | null = null;
  for (const candidate of candidates) {
    const oof = outOfFold(rows, labels, k, candidate.fit);
    const { threshold, f1 } = bestF1Threshold(oof, labels);
    if (chosen === null || f1 > chosen.f1) chosen = { fit: candidate.fit, threshold, f1, oof };
  }
  const best = chosen as Chosen;
  const fitted = best.fit([...rows], [...labels]);
  const model: MatchModel = {
    version: MATCH_MODEL_VERSION,
    kind: fitted.kind,
    source: `trained on ${rows.length} pairs`,
    features: FEATURE_NAMES,
    weights: fitted.weights,
    bias: fitted.bias,
    ...(fitted.trees ? { trees: fitted.trees } : {}),
    untrained: FEATURE_NAMES.filter((_, j) => rows.every((row) => row[j] === (rows[0] as Row)[j])),
    // Out-of-fold scores are logits: the chosen logit threshold is moved onto the default SAME threshold.
    shift: logit(DEFAULT_SAME_THRESHOLD) - best.threshold,
    trainingF1: best.f1,
  };
  return { model, outOfFold: best.oof };
}
