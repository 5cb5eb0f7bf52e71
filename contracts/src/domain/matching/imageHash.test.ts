import { describe, expect, it } from 'vitest';
import { differenceHash, hashSimilarity, visualSimilarity } from './imageHash.ts';

/** A synthetic photo: a gradient with a bright disc at (cx, cy). */
function image(width: number, height: number, cx: number, cy: number, brightness = 0): number[][] {
  return Array.from({ length: height }, (_, y) =>
    Array.from({ length: width }, (_, x) => {
      const disc = (x / width - cx) ** 2 + (y / height - cy) ** 2 < 0.04 ? 120 : 0;
      return Math.min(255, (x * 80) / width + (y * 40) / height + disc + brightness);
    }),
  );
}

describe('perceptual hash', () => {
  it('keeps the same photo at another size and brightness (another shop) nearly identical', () => {
    const a = differenceHash(image(200, 150, 0.3, 0.4));
    const b = differenceHash(image(64, 48, 0.3, 0.4, 25));
    expect(a).toMatch(/^[0-9a-f]{16}$/);
    expect(hashSimilarity(a, b)).toBeGreaterThanOrEqual(0.9);
    expect(visualSimilarity(a, b)).toBeGreaterThanOrEqual(0.8);
  });
  it('scores a different photo clearly lower', () => {
    const a = differenceHash(image(200, 150, 0.3, 0.4));
    const c = differenceHash(image(200, 150, 0.75, 0.7).map((row) => [...row].reverse()));
    expect(visualSimilarity(a, c)).toBeLessThan(0.6);
  });
  it('is unknown without two hashes of one length', () => {
    expect(hashSimilarity(null, 'ff00')).toBeNull();
    expect(hashSimilarity('ff', 'ff00')).toBeNull();
    expect(hashSimilarity('zz', 'ff')).toBeNull();
    expect(hashSimilarity('ff00', 'ff00')).toBe(1);
    expect(() => differenceHash([])).toThrow('empty image');
  });
});
