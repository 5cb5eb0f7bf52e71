/**
 * Issue 17, the product matcher on generated Abt/Buy-like shops (no real data can be fetched
 * here): F1 of `same` on the held-out families for the hand-set model and for the model trained
 * on the training pairs, the time to prepare the tables and to fit, and scored pairs per second
 * — the work `npm run -s match` does, in process.
 */
import { createMatcher, DEFAULT_SAME_THRESHOLD, trainFromRows } from '@pm/contracts/domain';
import { generateMatchDataset } from '@pm/contracts/testing';

export interface MatchBenchOptions {
  families: number;
  seed: number;
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

export function benchMatch({ families, seed, report }: MatchBenchOptions): void {
  const data = generateMatchDataset(seed, families);
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
  const rows = data.train.map((p) => matcher.features(p.leftId, p.rightId));
  const model = trainFromRows(
    rows,
    data.train.map((p) => p.label),
  );
  report('match: fit on train pairs (features + 5-fold CV)', `${(performance.now() - t).toFixed(0)} ms, ${model.kind}, CV F1 ${(model.trainingF1 ?? 0).toFixed(3)}`);

  t = performance.now();
  const cpu = process.cpuUsage();
  const trained = data.test.map((p) => matcher.probability(p.leftId, p.rightId, { model }) >= DEFAULT_SAME_THRESHOLD);
  const ms = performance.now() - t;
  const cpuMs = process.cpuUsage(cpu).user / 1000;
  report('match: trained model, held-out', fmt(f1(trained, labels)));
  report('match: scored pairs/s (trained, wall / CPU)', `${Math.round((data.test.length / ms) * 1000).toLocaleString('en-US')} / ${Math.round((data.test.length / cpuMs) * 1000).toLocaleString('en-US')}`);
}
