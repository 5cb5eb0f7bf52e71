import { describe, expect, it } from 'vitest';
import { assignmentRows } from './assignment.ts';
import { createMatcher, scorePairSet } from './matcher.ts';
import { generateMatchDataset } from './testdata/matchDataset.ts';
import { DEFAULT_SAME_THRESHOLD } from './types.ts';

describe('one-to-one assignment', () => {
  it("describes each pair by its margin over the best rival of its left and of its right record", () => {
    const pairs = [
      { left: 'a1', right: 'b1' },
      { left: 'a1', right: 'b2' },
      { left: 'a2', right: 'b2' },
    ];
    const rows = assignmentRows(pairs, [3, 1, 2]);
    // [logit, left margin, right margin, best on the left, best on the right, both]
    expect(rows[0]).toEqual([3, 2, 8, 1, 1, 1]);
    expect(rows[1]).toEqual([1, -2, -1, 0, 0, 0]);
    expect(rows[2]).toEqual([2, 8, 1, 1, 1, 1]);
  });

  it('fitted on training pairs that share records with the pairs to score (a random split of one candidate set), it decides better than the first stage alone', () => {
    const data = generateMatchDataset(31, 300, 'pair');
    const matcher = createMatcher(data.left, data.right);
    const keys = (pairs: typeof data.train) => pairs.map((p) => ({ left: p.leftId, right: p.rightId }));
    const result = scorePairSet(matcher, keys(data.test), { pairs: keys(data.train), labels: data.train.map((p) => p.label) });
    const model = result.model;
    expect(model?.assignment?.trainingF1).toBeGreaterThan(model?.trainingF1 ?? 1);
    const f1 = (probabilities: readonly number[]) => {
      let tp = 0;
      let wrong = 0;
      probabilities.forEach((p, i) => {
        const same = p >= DEFAULT_SAME_THRESHOLD;
        const label = data.test[i]?.label;
        if (same && label === 1) tp++;
        else if (same || label === 1) wrong++;
      });
      return (2 * tp) / (2 * tp + wrong);
    };
    const firstStage = data.test.map((p) => matcher.probability(p.leftId, p.rightId, model ? { model } : {}));
    expect(f1(result.probabilities)).toBeGreaterThanOrEqual(f1(firstStage));
    expect(f1(result.probabilities)).toBeGreaterThan(0.95);
  });
});
