/**
 * One-to-one assignment over a set of candidate pairs: a product has at most one counterpart in
 * the other shop, so when one left record has several candidates, the clearly best one is the
 * likely match and the others are likely not — the same from the right record's side. A second
 * logistic stage learns how much that matters from the training pairs' out-of-fold logits and
 * is kept only when it beats the first stage's cross-validated F1 (docs/matching.md).
 */
import { bestF1Threshold, fitLogistic, logit, sigmoid, type AssignmentStage } from './model.ts';
import { DEFAULT_SAME_THRESHOLD } from './types.ts';

export interface PairKey {
  left: string;
  right: string;
}

/** Differences beyond this say nothing more. */
const CLAMP = 8;

interface Top {
  best: number;
  bestIndex: number;
  second: number;
  size: number;
}

function tops(keys: readonly string[], logits: readonly number[]): Map<string, Top> {
  const out = new Map<string, Top>();
  keys.forEach((key, i) => {
    const z = logits[i] as number;
    const top = out.get(key) ?? { best: -Infinity, bestIndex: -1, second: -Infinity, size: 0 };
    top.size++;
    if (z > top.best) {
      top.second = top.best;
      top.best = z;
      top.bestIndex = i;
    } else if (z > top.second) top.second = z;
    out.set(key, top);
  });
  return out;
}

/**
 * Per pair: its logit; its margin over the best other candidate of its left record and of its
 * right record (clamped; +CLAMP when it has no rival); whether it is the best on each side.
 */
export function assignmentRows(pairs: readonly PairKey[], logits: readonly number[]): number[][] {
  const left = tops(pairs.map((p) => p.left), logits);
  const right = tops(pairs.map((p) => p.right), logits);
  const margin = (top: Top, i: number) => {
    const rival = top.bestIndex === i ? top.second : top.best;
    return rival === -Infinity ? CLAMP : Math.max(-CLAMP, Math.min(CLAMP, (logits[i] as number) - rival));
  };
  return pairs.map((p, i) => {
    const l = left.get(p.left) as Top;
    const r = right.get(p.right) as Top;
    const bestLeft = l.bestIndex === i ? 1 : 0;
    const bestRight = r.bestIndex === i ? 1 : 0;
    return [Math.max(-CLAMP * 2, Math.min(CLAMP * 2, logits[i] as number)), margin(l, i), margin(r, i), bestLeft, bestRight, bestLeft * bestRight];
  });
}

/** Fits the second stage on assignment rows of training pairs (from out-of-fold logits); null when it does not help. */
export function fitAssignment(rows: readonly (readonly number[])[], labels: readonly number[], firstStageF1: number, folds = 5): AssignmentStage | null {
  const oof = new Array<number>(rows.length).fill(0);
  for (let f = 0; f < folds; f++) {
    const fitted = fitLogistic(
      rows.filter((_, i) => i % folds !== f),
      labels.filter((_, i) => i % folds !== f),
    );
    rows.forEach((row, i) => {
      if (i % folds === f) oof[i] = fitted.bias + row.reduce((z, x, j) => z + x * (fitted.weights[j] as number), 0);
    });
  }
  const { threshold, f1 } = bestF1Threshold(oof, labels);
  // A second stage must earn its place: a fifth of a point of F1 over the first stage, or a
  // fifth fewer errors where the first stage is already nearly perfect.
  if (f1 - firstStageF1 < Math.min(0.002, 0.2 * (1 - firstStageF1))) return null;
  const fitted = fitLogistic(rows, labels);
  return { weights: fitted.weights, bias: fitted.bias, shift: logit(DEFAULT_SAME_THRESHOLD) - threshold, trainingF1: f1 };
}

/** The second stage's probability of each assignment row. */
export function applyAssignment(stage: AssignmentStage, rows: readonly (readonly number[])[]): number[] {
  return rows.map((row) => sigmoid(stage.bias + stage.shift + row.reduce((z, x, j) => z + x * (stage.weights[j] as number), 0)));
}
