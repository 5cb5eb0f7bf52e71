/**
 * The match model: a logistic regression over the pair features (serialisable JSON). Without
 * labelled pairs the hand-set weights below apply; with them, `fitModel` fits the weights and
 * chooses the decision threshold that maximises F1 on out-of-fold predictions, then shifts the
 * output so that threshold lands on DEFAULT_SAME_THRESHOLD (the CLI's and the screens' `same`).
 */
import { FEATURE_NAMES, type FeatureName } from './features.ts';
import { DEFAULT_SAME_THRESHOLD } from './types.ts';

export const MATCH_MODEL_VERSION = 1;

export interface MatchModel {
  version: typeof MATCH_MODEL_VERSION;
  kind: 'logistic';
  /** 'hand-set' or 'trained on N pairs'. */
  source: string;
  features: readonly string[];
  weights: readonly number[];
  bias: number;
  /** Added to the logit so that the F1-best threshold of training maps to DEFAULT_SAME_THRESHOLD. */
  shift: number;
  /** Out-of-fold F1 at the chosen threshold (null for the hand-set model). */
  trainingF1: number | null;
}

const HAND_WEIGHTS: Record<FeatureName, number> = {
  gtin: 6,
  mpnConflict: -3,
  code: 4.5,
  codeConflict: -2.5,
  codeInDescription: 1.5,
  titleCosine: 6,
  titleContainment: 1.5,
  fullCosine: 0.5,
  brand: 0.8,
  quantityConflict: -2.5,
  quantityAgreement: 0.4,
  colourConflict: -2.5,
  sizeConflict: -2.5,
  numberConflict: -1.2,
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
  if (model.version !== MATCH_MODEL_VERSION || model.kind !== 'logistic') throw new Error(`match model: unsupported version/kind ${String(model.version)}/${String(model.kind)}`);
  if (model.features.length !== FEATURE_NAMES.length || model.features.some((f, i) => f !== FEATURE_NAMES[i])) {
    throw new Error('match model: its features differ from this matcher version; train it again');
  }
}

/** Each feature's contribution to the logit (weight × value): the signals a person sees. */
export function contributions(model: MatchModel, values: Record<FeatureName, number>, imageScale = 1): number[] {
  return FEATURE_NAMES.map((f, i) => (model.weights[i] as number) * values[f] * (f === 'image' ? imageScale : 1));
}

export function modelLogit(model: MatchModel, values: Record<FeatureName, number>, imageScale = 1): number {
  let z = model.bias + model.shift;
  for (const c of contributions(model, values, imageScale)) z += c;
  return z;
}

type Row = readonly number[];

/** L2-regularised logistic regression by Newton's method (few features: the Hessian is tiny). */
function fitLogistic(rows: readonly Row[], labels: readonly number[], lambda = 1): { weights: number[]; bias: number } {
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

/**
 * Fits the model on feature rows with labels: weights on all rows, threshold from k-fold
 * out-of-fold predictions (so it is not chosen on the rows that fitted the weights).
 */
export function fitModel(rows: readonly Row[], labels: readonly number[], folds = 5): MatchModel {
  const positives = labels.reduce((a, b) => a + b, 0);
  if (rows.length < 10 || positives === 0 || positives === rows.length) {
    throw new Error('training needs at least 10 labelled pairs with both labels');
  }
  const oof = new Array<number>(rows.length).fill(0);
  const k = Math.min(folds, rows.length);
  for (let f = 0; f < k; f++) {
    const trainRows: Row[] = [];
    const trainLabels: number[] = [];
    rows.forEach((row, i) => {
      if (foldOf(i, k) !== f) {
        trainRows.push(row);
        trainLabels.push(labels[i] as number);
      }
    });
    const fitted = fitLogistic(trainRows, trainLabels);
    rows.forEach((row, i) => {
      if (foldOf(i, k) === f) oof[i] = fitted.bias + row.reduce((z, x, j) => z + x * (fitted.weights[j] as number), 0);
    });
  }
  const { threshold, f1 } = bestF1Threshold(oof, labels);
  const fitted = fitLogistic(rows, labels);
  return {
    version: MATCH_MODEL_VERSION,
    kind: 'logistic',
    source: `trained on ${rows.length} pairs`,
    features: FEATURE_NAMES,
    weights: fitted.weights,
    bias: fitted.bias,
    // oof holds logits: the chosen logit threshold is moved onto the default SAME threshold.
    shift: logit(DEFAULT_SAME_THRESHOLD) - threshold,
    trainingF1: f1,
  };
}
