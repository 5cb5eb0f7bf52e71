/**
 * A fast, stable 32-bit hash of a string: FNV-1a over its UTF-16 code units, then MurmurHash3's
 * finaliser — FNV's low bits depend on the characters' low bits only, so without the final mix
 * similar strings would share buckets. The same on every machine (vector-search buckets, the
 * demo web's deterministic numbers); not for security.
 */
export function stringHash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}
