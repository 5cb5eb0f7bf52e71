import { stringHash32 } from '@pm/contracts';

/**
 * Deterministic pseudo-random numbers for the demo web: the same parts always give the same
 * number in [0, 1), on every machine (FNV-1a over the joined parts, then the murmur3 finaliser).
 */
export function hashUnit(...parts: readonly (string | number)[]): number {
  return stringHash32(parts.join('|')) / 2 ** 32;
}
