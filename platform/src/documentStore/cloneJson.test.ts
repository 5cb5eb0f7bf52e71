import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cloneJson } from './cloneJson.ts';

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
