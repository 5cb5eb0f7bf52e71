import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameJson } from './sameJson.ts';

/** JSON text with the keys sorted: equal exactly when the values are equal, key order aside. */
const canonical = (value: unknown): string => JSON.stringify(value, (_key, item: unknown) => (item && typeof item === 'object' && !Array.isArray(item) ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : item));

describe('sameJson', () => {
  it('compares documents by content, not by key order', () => {
    expect(sameJson({ a: 1, w: { x: null, y: [1, 'b'] } }, { w: { y: [1, 'b'], x: null }, a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: null })).toBe(false);
    expect(sameJson({ a: [1] }, { a: { 0: 1 } })).toBe(false);
    expect(sameJson({ a: null }, { a: 0 })).toBe(false);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
  });

  it('agrees with comparing canonical JSON texts for any JSON values', () => {
    const json = fc.jsonValue({ maxDepth: 3 });
    const pair = fc.oneof(fc.tuple(json, json), json.map((value) => [value, JSON.parse(JSON.stringify(value)) as unknown] as const));
    fc.assert(fc.property(pair, ([a, b]) => sameJson(a, b) === (canonical(a) === canonical(b))), { numRuns: 2000 });
  });
});
