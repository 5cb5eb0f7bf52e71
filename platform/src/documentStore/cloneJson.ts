/**
 * A deep copy of JSON data (plain objects, arrays, strings, numbers, booleans, null) — what every
 * document held in memory is, since each one is parsed from its stored JSON. About three times
 * faster than `structuredClone` (which must handle every value the structured clone algorithm
 * knows) and twice as fast as a JSON round trip; the embedded store copies documents on every
 * read and before every update.
 */
export function cloneJson<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const copy = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) copy[i] = cloneJson(value[i]);
    return copy as T;
  }
  const copy: Record<string, unknown> = {};
  // Object.keys and an indexed loop: several times faster than for…in with hasOwn on V8.
  const keys = Object.keys(value);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const item = cloneJson((value as Record<string, unknown>)[key]);
    // JSON.parse makes "__proto__" an own key; an assignment would set the prototype instead.
    if (key === '__proto__') Object.defineProperty(copy, key, { value: item, enumerable: true, writable: true, configurable: true });
    else copy[key] = item;
  }
  return copy as T;
}
