/**
 * Deterministic pseudo-random numbers for the demo web: the same parts always give the same
 * number in [0, 1), on every machine (FNV-1a over the joined parts, then the murmur3 finaliser).
 */
export function hashUnit(...parts: readonly (string | number)[]): number {
  const text = parts.join('|');
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 2 ** 32;
}
