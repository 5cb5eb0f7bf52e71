import { describe, expect, it } from 'vitest';
import type { ProbeAnswer, ProbeResult } from '@pm/contracts';
import { EMPTY_RULES, exceptionCodeFor, instructionsOf, readsPrice, sameHost, suggestedCrawler, validUrl } from './wizardInput.ts';

const result = (crawler: ProbeResult['crawler'], price: { value: string | null; method: string | null; confidence: number | null }, outcome: ProbeResult['outcome'] = 'FETCHED'): ProbeResult => ({
  crawler,
  outcome,
  detail: null,
  httpStatus: outcome === 'FETCHED' ? 200 : null,
  finalUrl: null,
  durationMs: 10,
  pageStatus: outcome === 'FETCHED' ? 'OK' : null,
  fields: [{ field: 'price', ...price }],
  offerCount: 1,
  rules: [],
});

describe('wizard input', () => {
  it('takes http(s) URLs only', () => {
    expect(validUrl(' https://shop.example/p/1 ')).toBe('https://shop.example/p/1');
    expect(validUrl('shop.example/p/1')).toBeNull();
    expect(validUrl('ftp://shop.example/')).toBeNull();
  });

  it('turns the given selectors into instructions, none into null', () => {
    expect(instructionsOf(EMPTY_RULES)).toBeNull();
    expect(instructionsOf({ ...EMPTY_RULES, price: { selector: ' .wb-betrag ', attribute: ' ', regex: '' }, name: { selector: '  ', attribute: 'content', regex: '' } })).toEqual({ price: '.wb-betrag' });
  });

  it('takes an attribute and a pattern into the long form of a rule', () => {
    expect(instructionsOf({ ...EMPTY_RULES, price: { selector: 'meta[itemprop=price]', attribute: ' content ', regex: '' }, currency: { selector: '.preis', attribute: '', regex: '([A-Z]{3})$' } })).toEqual({
      price: { selector: 'meta[itemprop=price]', attribute: 'content' },
      currency: { selector: '.preis', regex: '([A-Z]{3})$' },
    });
  });

  it('compares domains without www.', () => {
    expect(sameHost('https://www.shop.example/a', 'https://shop.example/b')).toBe(true);
    expect(sameHost('https://other.example/a', 'https://shop.example/b')).toBe(false);
  });

  it('suggests the lightest kind that read a sure price', () => {
    const answer: ProbeAnswer = {
      url: 'https://shop.example/p',
      results: [
        result('crawlee-basic-crawler', { value: '10.00', method: 'visible', confidence: 0.3 }),
        result('crawlee-cheerio-crawler', { value: '10.00', method: 'visible', confidence: 0.3 }),
        result('crawlee-playwright-crawler', { value: '12.00', method: 'json-ld', confidence: 0.9 }),
        result('scrapeops', { value: null, method: null, confidence: null }, 'UNAVAILABLE'),
      ],
    };
    expect(readsPrice(answer.results[0])).toBe(false);
    expect(suggestedCrawler(answer)).toBe('crawlee-playwright-crawler');
    expect(suggestedCrawler({ ...answer, results: answer.results.slice(0, 2) })).toBe('crawlee-basic-crawler');
    expect(suggestedCrawler(null)).toBe('crawlee-cheerio-crawler');
  });

  it('derives an exception code from the domain', () => {
    expect(exceptionCodeFor('werkbank-restposten.demo.test')).toBe('werkbank-restposten-demo-test');
    expect(exceptionCodeFor('127.0.0.1:4100')).toBe('127-0-0-1-4100');
  });
});
