import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CORPUS_DIR, corpusPages, corpusPriceStrings, sameAmount, scoreCorpus, scorePriceStrings } from './scoreCorpus.ts';

describe('extraction corpus', () => {
  it('lists every page once, with expected values in the documented shape', () => {
    const pages = corpusPages();
    expect(pages.length).toBeGreaterThanOrEqual(60);
    expect(new Set(pages.map((p) => p.file)).size).toBe(pages.length);
    const onDisk = readdirSync(`${CORPUS_DIR}pages`).filter((f) => f.endsWith('.html'));
    expect(onDisk.map((f) => `pages/${f}`).sort()).toEqual(pages.map((p) => p.file).sort());
    for (const p of pages) {
      expect(p.price === null || /^\d+(?:\.\d+)?$/.test(p.price), p.file).toBe(true);
      expect(p.currency === null || /^[A-Z]{3}$/.test(p.currency), p.file).toBe(true);
      expect([null, 'in', 'out']).toContain(p.availability);
    }
    expect(corpusPriceStrings().length).toBeGreaterThanOrEqual(300);
  });

  it('meets the issue’s targets on the corpus (price F1 ≥ 0.90, availability ≥ 0.94, currency ≥ 0.96; price strings: amounts ≥ 0.98, currencies ≥ 0.96)', () => {
    const pages = scoreCorpus();
    const misses = pages.results.filter((r) => !r.priceOk || r.currencyOk === false || r.availabilityOk === false).map((r) => `${r.page.file}: ${r.price} ${r.currency} ${r.availability}`);
    expect(pages.f1, misses.join('\n')).toBeGreaterThanOrEqual(0.9);
    expect(pages.availabilityAccuracy, misses.join('\n')).toBeGreaterThanOrEqual(0.94);
    expect(pages.currencyAccuracy, misses.join('\n')).toBeGreaterThanOrEqual(0.96);
    const strings = scorePriceStrings();
    expect(strings.amountAccuracy).toBeGreaterThanOrEqual(0.98);
    expect(strings.currencyAccuracy).toBeGreaterThanOrEqual(0.96);
  });

  it('compares amounts as decimals (trailing zeros do not matter, digits do)', () => {
    expect(sameAmount('1299.00', '1299')).toBe(true);
    expect(sameAmount('0.004990', '0.00499')).toBe(true);
    expect(sameAmount('12.99', '12.90')).toBe(false);
    expect(sameAmount(null, null)).toBe(true);
    expect(sameAmount('1', null)).toBe(false);
  });

  it('scores a wrong price as a false positive and a false negative', () => {
    const page = corpusPages().find((p) => p.price !== null && p.file.startsWith('pages/gen-'))!;
    const wrong = { ...page, price: '0.01' };
    const none = { ...page, html: '<html><body><p>nothing</p></body></html>' };
    const score = scoreCorpus([page, wrong, none]);
    expect(score.precision).toBeCloseTo(1 / 2);
    expect(score.recall).toBeCloseTo(1 / 3);
  });
});
