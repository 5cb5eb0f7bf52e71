import { describe, expect, it } from 'vitest';
import { stringHash32 } from './stringHash.ts';

describe('stringHash32', () => {
  it('gives the same unsigned 32-bit value on every machine (the demo web and vector buckets depend on it)', () => {
    // Values of the algorithm before it had one home (deploy/demo-web hashUnit × 2^32).
    expect(stringHash32('a')).toBe(Math.round(0.10352621669881046 * 2 ** 32));
    expect(stringHash32('Lux 450|3')).toBe(Math.round(0.6075291973538697 * 2 ** 32));
    expect(stringHash32('')).toBe(Math.round(0.6689221884589642 * 2 ** 32));
  });
  it('spreads similar strings apart', () => {
    const buckets = new Set(['ab', 'ac', 'ad', 'ae', 'af', 'ag', 'ah', 'ai'].map((text) => stringHash32(text) % 8));
    expect(buckets.size).toBeGreaterThan(4);
  });
});
