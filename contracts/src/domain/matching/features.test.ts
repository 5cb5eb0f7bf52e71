import { describe, expect, it } from 'vitest';
import { buildCorpus, pairFeatures, parseLoosePrice, prepareRecord } from './features.ts';
import type { MatchRecord } from './types.ts';

function features(left: MatchRecord, right: MatchRecord, others: MatchRecord[] = []) {
  const corpus = buildCorpus([left, right, ...others]);
  return pairFeatures(prepareRecord(left, corpus.brands), prepareRecord(right, corpus.brands), corpus).values;
}

describe('pair features', () => {
  it('find a model number written apart in the other record, and one only in its description', () => {
    const v = features(
      { id: 'a', title: 'Sony Turntable - PSLX350H' },
      { id: 'b', title: 'Sony belt drive turntable', description: 'Model PS LX 350H, 33 and 45 rpm' },
    );
    expect(v.codeInText).toBe(1);
    const w = features({ id: 'a', title: 'Linksys Switch - EZXS55W' }, { id: 'b', title: 'Linksys EtherFast switch', description: 'The EZXS55W connects five devices' });
    expect(w.codeInDescription).toBe(1);
  });
  it('find the brand of a table without a brand column among the first title words, from the brands the other table names', () => {
    const v = features({ id: 'a', title: 'Panasonic cordless phone KX-TG6512' }, { id: 'b', title: 'Cordless phone KXTG6512B', brand: 'Panasonic' });
    expect(v.brand).toBe(1);
    const w = features({ id: 'a', title: 'Panasonic cordless phone' }, { id: 'b', title: 'Cordless phone', brand: 'Philips' }, [{ id: 'c', title: 'x', brand: 'Panasonic' }]);
    expect(w.brand).toBe(-1);
  });
  it('weigh a rare shared word more than a common one', () => {
    const common = Array.from({ length: 20 }, (_, i) => ({ id: `c${i}`, title: `camera model ${i}` }));
    const rare = features({ id: 'a', title: 'camera zoomalot' }, { id: 'b', title: 'zoomalot cam' }, common);
    const usual = features({ id: 'a', title: 'camera zoomalot' }, { id: 'b', title: 'camera lens' }, common);
    expect(rare.maxSharedIdf).toBeGreaterThan(usual.maxSharedIdf);
    expect(rare.titleCosine).toBeGreaterThan(usual.titleCosine);
  });
  it('read prices the ways shops write them', () => {
    expect(parseLoosePrice('$1,299.99')).toBe(1299.99);
    expect(parseLoosePrice('1.299,99 €')).toBe(1299.99);
    expect(parseLoosePrice('49,90')).toBe(49.9);
    expect(parseLoosePrice('1,299')).toBe(1299);
    expect(parseLoosePrice('')).toBeNull();
    expect(parseLoosePrice('n/a')).toBeNull();
  });
});
