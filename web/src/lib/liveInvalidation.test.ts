import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInvalidationCoalescer } from './liveInvalidation.ts';

describe('live notices coalesced per query key', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const setup = () => {
    const calls: string[] = [];
    const coalescer = createInvalidationCoalescer({ invalidate: (key) => calls.push(key.join('/')), windowMs: 1_000, maxWindowMs: 8_000 });
    return { calls, coalescer };
  };

  it('refetches at once on the first notice and merges a burst into one trailing refetch', () => {
    const { calls, coalescer } = setup();
    coalescer.notice(['adjustments']);
    expect(calls).toEqual(['adjustments']);
    for (let i = 0; i < 24; i++) coalescer.notice(['adjustments']);
    expect(calls).toHaveLength(1);
    vi.advanceTimersByTime(1_000);
    expect(calls).toHaveLength(2);
    vi.advanceTimersByTime(60_000);
    expect(calls).toHaveLength(2);
  });

  it('keeps keys apart', () => {
    const { calls, coalescer } = setup();
    coalescer.notice(['adjustments']);
    coalescer.notice(['price-engine']);
    coalescer.notice(['adjustments']);
    coalescer.notice(['price-engine']);
    expect(calls).toEqual(['adjustments', 'price-engine']);
    vi.advanceTimersByTime(1_000);
    expect(calls.sort()).toEqual(['adjustments', 'adjustments', 'price-engine', 'price-engine']);
  });

  it('a run of 100,000 proposals (a notice every 5 ms for ten minutes) costs a bounded number of refetches', () => {
    const { calls, coalescer } = setup();
    const notices = 120_000; // 100,000 proposals in batches, plus run notices
    for (let i = 0; i < notices; i++) {
      coalescer.notice(['adjustments']);
      vi.advanceTimersByTime(5);
    }
    vi.advanceTimersByTime(10_000);
    // Ten minutes at one refetch per 8 s at most, plus the ramp-up: about 80, never thousands.
    expect(calls.length).toBeLessThanOrEqual(600_000 / 8_000 + 6);
    expect(calls.length).toBeGreaterThan(10);
  });

  it('starts small again after a quiet spell and drops scheduled refetches when closed', () => {
    const { calls, coalescer } = setup();
    coalescer.notice(['adjustments']);
    coalescer.notice(['adjustments']);
    vi.advanceTimersByTime(1_000); // trailing, the window grows to 2 s
    expect(calls).toHaveLength(2);
    vi.advanceTimersByTime(10_000); // quiet
    coalescer.notice(['adjustments']);
    expect(calls).toHaveLength(3); // at once again
    coalescer.notice(['adjustments']);
    coalescer.close();
    vi.advanceTimersByTime(10_000);
    expect(calls).toHaveLength(3);
  });
});
