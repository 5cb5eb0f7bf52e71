import { describe, expect, it } from 'vitest';
import { createHostLimiter } from './hostLimiter.ts';

describe('host limiter', () => {
  it('runs at most n requests per host, other hosts independently', async () => {
    const limiter = createHostLimiter(2);
    let peak = 0;
    let current = 0;
    const work = async () => {
      current++;
      peak = Math.max(peak, current);
      await new Promise((r) => setTimeout(r, 5));
      current--;
    };
    await Promise.all([...Array(7)].map(() => limiter.run('a', work)));
    expect(peak).toBe(2);
    expect(limiter.active('a')).toBe(0);
  });
});
