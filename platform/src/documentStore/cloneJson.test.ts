import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cloneJson, copyAsJson } from './cloneJson.ts';

describe('cloneJson', () => {
  it('copies any JSON value exactly, sharing nothing with the original', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const copy = cloneJson(value);
        expect(copy).toStrictEqual(value);
        expect(JSON.stringify(copy)).toBe(JSON.stringify(value));
      }),
    );
  });

  it('gives a copy whose changes do not reach the original', () => {
    const original = { _id: 'a', w: { hc: { c: { '3': 1 } } }, list: [{ n: 1 }], __proto__name: 'x' };
    const copy = cloneJson(original);
    copy.w.hc.c['3'] = 2;
    copy.list[0]!.n = 5;
    copy.list.push({ n: 9 });
    expect(original).toEqual({ _id: 'a', w: { hc: { c: { '3': 1 } } }, list: [{ n: 1 }], __proto__name: 'x' });
  });

  it('keeps a "__proto__" key of parsed JSON as a plain key', () => {
    const parsed = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}') as Record<string, unknown>;
    const copy = cloneJson(parsed);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(JSON.stringify(copy)).toBe('{"__proto__":{"polluted":true},"a":1}');
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});

describe('copyAsJson', () => {
  const roundTrip = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

  it('gives exactly what a JSON round trip gives, for any value JSON.stringify writes', () => {
    const values = fc.oneof(fc.anything({ withDate: true, withNullPrototype: true, withSparseArray: true, withObjectString: true }), fc.jsonValue());
    fc.assert(
      fc.property(values, (value) => {
        let json: string | undefined;
        try {
          json = JSON.stringify(value);
        } catch {
          return; // not storable at all: the store refuses it before copying
        }
        if (json === undefined) return;
        const copy = copyAsJson(value, json);
        expect(copy).toStrictEqual(roundTrip(value));
        expect(JSON.stringify(copy)).toBe(json);
      }),
      { numRuns: 500 },
    );
  });

  it('leaves out undefined fields, writes -0, NaN, holes and dates as JSON does, and shares nothing', () => {
    const nested = { n: 1 };
    const value = { a: undefined, z: -0, nan: Number.NaN, list: [1, undefined, nested], at: new Date('2026-01-02T03:04:05.000Z'), nested };
    const copy = copyAsJson(value, JSON.stringify(value)) as unknown as Record<string, unknown>;
    expect(copy).toStrictEqual({ z: 0, nan: null, list: [1, null, { n: 1 }], at: '2026-01-02T03:04:05.000Z', nested: { n: 1 } });
    expect('a' in copy).toBe(false);
    const plain = { nested, list: [nested] };
    const plainCopy = copyAsJson(plain, JSON.stringify(plain));
    plainCopy.nested.n = 2;
    plainCopy.list[0]!.n = 3;
    expect(nested.n).toBe(1);
  });
});

describe('copyAsJson with the document the store holds', () => {
  it('keeps the parts that are the held document’s own and copies the rest, giving the round trip’s result', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), fc.dictionary(fc.string(), fc.jsonValue()), (held, newValues) => {
        const kept = JSON.parse(JSON.stringify(held)) as Record<string, unknown>;
        // Plain data (a -0 anywhere sends the whole document through the round trip, tested above).
        const changes = JSON.parse(JSON.stringify(newValues)) as Record<string, unknown>;
        // A fold's new version: the held document's parts as they are, some fields replaced by new values.
        const value = { ...kept, ...changes };
        const json = JSON.stringify(value);
        const copy = copyAsJson(value, json, kept);
        expect(copy).toStrictEqual(JSON.parse(json));
        for (const key of Object.keys(copy)) {
          const part = copy[key];
          if (typeof part !== 'object' || part === null) continue;
          if (value[key] === kept[key]) expect(part).toBe(kept[key]);
          else expect(part).not.toBe(value[key]);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('copies a part that only looks like the held one', () => {
    const kept = { _id: 'a', urls: { u1: { price: '1.00' } } };
    const value = { _id: 'a', urls: { u1: { price: '1.00' } } };
    const copy = copyAsJson(value, JSON.stringify(value), kept);
    expect(copy.urls).not.toBe(kept.urls);
    expect(copy.urls).not.toBe(value.urls);
    expect(copy).toStrictEqual(kept);
  });
});
