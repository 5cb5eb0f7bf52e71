/**
 * Issue 17, the product matcher on generated Abt/Buy-like shops (no real data can be fetched
 * here): F1 of `same` on the held-out families for the hand-set model and for the model trained
 * on the training pairs, the time to prepare the tables and to fit, and scored pairs per second
 * — the work `npm run -s match` does, in process.
 */
import { createMatcher, DEFAULT_SAME_THRESHOLD, scorePairSet } from '@pm/contracts/domain';
import { generateMatchDataset } from '@pm/contracts/testing';

export interface MatchBenchOptions {
  families: number;
  seed: number;
  /** 'family': test products unseen in training; 'pair': a random split of one candidate set (as public benchmarks). */
  split: 'family' | 'pair';
  /** 'noisy': words dropped and swapped, synonyms, model numbers missing more often, 2 % wrong labels. */
  noise: 'clean' | 'noisy';
  report(name: string, value: string): void;
}

function f1(decisions: readonly boolean[], labels: readonly number[]): { f1: number; precision: number; recall: number } {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  decisions.forEach((same, i) => {
    if (same && labels[i] === 1) tp++;
    else if (same) fp++;
    else if (labels[i] === 1) fn++;
  });
  return { f1: (2 * tp) / (2 * tp + fp + fn), precision: tp / (tp + fp), recall: tp / (tp + fn) };
}

const fmt = (m: { f1: number; precision: number; recall: number }) => `F1 ${m.f1.toFixed(3)} (P ${m.precision.toFixed(3)}, R ${m.recall.toFixed(3)})`;

export function benchMatch({ families, seed, split, noise, report }: MatchBenchOptions): void {
  const data = generateMatchDataset(seed, families, split, noise);
  report('match: generated shops, split of train and test', `${noise}, split by ${split}`);
  const positives = (pairs: readonly { label: number }[]) => pairs.filter((p) => p.label === 1).length;
  report('match: tables (left × right)', `${data.left.length} × ${data.right.length}`);
  report('match: train / test pairs (positives)', `${data.train.length} (${positives(data.train)}) / ${data.test.length} (${positives(data.test)})`);
  let t = performance.now();
  const matcher = createMatcher(data.left, data.right);
  report('match: prepare both tables (IDF, codes, units)', `${(performance.now() - t).toFixed(0)} ms`);
  const labels = data.test.map((p) => p.label);

  const hand = data.test.map((p) => matcher.probability(p.leftId, p.rightId) >= DEFAULT_SAME_THRESHOLD);
  report('match: hand-set model, held-out', fmt(f1(hand, labels)));

  t = performance.now();
  const keys = (pairs: typeof data.train) => pairs.map((p) => ({ left: p.leftId, right: p.rightId }));
  const result = scorePairSet(matcher, keys(data.test), { pairs: keys(data.train), labels: data.train.map((p) => p.label) });
  const model = result.model;
  if (model === null) throw new Error('match bench: no model fitted');
  report('match: fit + score (features, 5-fold CV, assignment)', `${(performance.now() - t).toFixed(0)} ms, ${model.kind}, CV F1 ${(model.trainingF1 ?? 0).toFixed(3)}, assignment ${model.assignment ? `CV F1 ${model.assignment.trainingF1.toFixed(3)}` : 'not kept'}`);

  t = performance.now();
  const cpu = process.cpuUsage();
  const firstStage = data.test.map((p) => matcher.probability(p.leftId, p.rightId, { model }) >= DEFAULT_SAME_THRESHOLD);
  const ms = performance.now() - t;
  const cpuMs = process.cpuUsage(cpu).user / 1000;
  report('match: trained model, held-out', fmt(f1(firstStage, labels)));
  report('match: trained model + assignment, held-out (the CLI)', fmt(f1(result.probabilities.map((p) => p >= DEFAULT_SAME_THRESHOLD), labels)));
  report('match: scored pairs/s (trained, wall / CPU)', `${Math.round((data.test.length / ms) * 1000).toLocaleString('en-US')} / ${Math.round((data.test.length / cpuMs) * 1000).toLocaleString('en-US')}`);
}
