import { describe, expect, it } from 'vitest';
import { keptAsCandidate, nearMissBelow } from './discovery.ts';

describe('near-misses of the SAME thresholds', () => {
  it('is just below a threshold within 10 points of it, never at or above it', () => {
    expect(nearMissBelow(0.8)).toBe(85);
    expect(nearMissBelow(0.75)).toBe(85);
    expect(nearMissBelow(0.7499)).toBeNull();
    expect(nearMissBelow(0.85)).toBeNull();
    expect(nearMissBelow(0.9, 95)).toBe(95);
    expect(nearMissBelow(0.66, 75)).toBe(75);
    expect(nearMissBelow(0.97, 95)).toBeNull();
  });

  it('keeps what the matcher did not dismiss, and a dismissed page only near the lowest threshold (65 % and up)', () => {
    expect(keptAsCandidate('SAME', 0.99)).toBe(true);
    expect(keptAsCandidate('SIMILAR', 0.1)).toBe(true);
    expect(keptAsCandidate('EVAL_DEFERRED', 0)).toBe(true);
    expect(keptAsCandidate('NOT_SAME_OR_SIMILAR', 0.7)).toBe(true);
    expect(keptAsCandidate('NOT_SAME_OR_SIMILAR', 0.65)).toBe(true);
    expect(keptAsCandidate('NOT_SAME_OR_SIMILAR', 0.6)).toBe(false);
  });
});
