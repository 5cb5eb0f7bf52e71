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

/** Marks a value `copyAsJson` cannot copy exactly as a JSON round trip would give it. */
const NOT_PLAIN = Symbol('not plain JSON');

/**
 * `kept`: the same place in the document the store holds now. A part of `value` that IS that
 * part (the caller folded the store's own document, `FindOptions.shared`, and left the part as it
 * was) is already the store's plain, never-changed data: kept as it is instead of copied.
 */
function copyPlain(value: unknown, kept: unknown): unknown {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      // JSON writes NaN and ±Infinity as null and -0 as 0.
      return Number.isFinite(value) && !Object.is(value, -0) ? value : NOT_PLAIN;
    case 'object': {
      if (value === null) return null;
      if (value === kept) return kept;
      const keptObject = typeof kept === 'object' && kept !== null ? (kept as Record<string, unknown>) : null;
      if (Array.isArray(value)) {
        const keptArray = Array.isArray(kept) ? kept : null;
        const copy = new Array<unknown>(value.length);
        for (let i = 0; i < value.length; i++) {
          // A hole or undefined becomes null in JSON.
          const item = value[i] === undefined ? NOT_PLAIN : copyPlain(value[i], keptArray?.[i]);
          if (item === NOT_PLAIN) return NOT_PLAIN;
          copy[i] = item;
        }
        return copy;
      }
      const prototype: unknown = Object.getPrototypeOf(value);
      // Dates, maps, class instances and anything with toJSON are written their own way.
      if ((prototype !== Object.prototype && prototype !== null) || 'toJSON' in value) return NOT_PLAIN;
      const copy: Record<string, unknown> = {};
      const keys = Object.keys(value);
      for (let i = 0; i < keys.length; i++) {
        const key = keys[i]!;
        const inner = (value as Record<string, unknown>)[key];
        // JSON leaves out an undefined field; the copy must not have it either.
        const item = inner === undefined ? NOT_PLAIN : copyPlain(inner, keptObject && !Array.isArray(keptObject) && Object.hasOwn(keptObject, key) ? keptObject[key] : undefined);
        if (item === NOT_PLAIN) return NOT_PLAIN;
        if (key === '__proto__') Object.defineProperty(copy, key, { value: item, enumerable: true, writable: true, configurable: true });
        else copy[key] = item;
      }
      return copy;
    }
    default:
      return NOT_PLAIN;
  }
}

/**
 * What `JSON.parse(JSON.stringify(value))` gives, without parsing: a copy when the value is plain
 * JSON data already (no undefined, NaN, ±Infinity, -0, Date or other object with a prototype of
 * its own), else the round trip. The embedded store keeps this copy of every document it writes;
 * `kept` is the document it holds now under the same id (its unchanged parts are not copied again).
 */
export function copyAsJson<T>(value: T, json: string, kept?: unknown): T {
  const copy = copyPlain(value, kept);
  return copy === NOT_PLAIN ? (JSON.parse(json) as T) : (copy as T);
}
