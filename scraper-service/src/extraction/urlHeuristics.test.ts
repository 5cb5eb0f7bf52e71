import { describe, expect, it } from 'vitest';
import { isCategoryRedirectUrl, looksLikeProductUrl, looksLikeSearchUrl } from './urlHeuristics.ts';

describe('url heuristics', () => {
  it.each([
    'https://s.example/products/weber-spirit',
    'https://s.example/p/123',
    'https://s.example/garten/weber-spirit-e-325-46712279.html',
    'https://s.example/dp/B07XJ8C8F5',
    'https://s.example/grill-p12345',
    'https://s.example/artikel.php?id=55',
  ])('product: %s', (url) => expect(looksLikeProductUrl(url)).toBe(true));

  it.each(['https://s.example/collections/gasgrills', 'https://s.example/gasgrills/', 'https://s.example/elektronik', 'not a url'])('not product: %s', (url) =>
    expect(looksLikeProductUrl(url)).toBe(false),
  );

  it('finds search URLs', () => {
    expect(looksLikeSearchUrl('https://agg.example/suche?q=spaten')).toBe(true);
    expect(looksLikeSearchUrl('https://agg.example/search/spaten')).toBe(true);
    expect(looksLikeSearchUrl('https://agg.example/?fs=iphone')).toBe(true);
    expect(looksLikeSearchUrl('https://agg.example/p/fiskars-spaten-a1188')).toBe(false);
  });

  it('judges redirect targets', () => {
    const from = 'https://s.example/garten/grills/weber-spirit-46712279.html';
    expect(isCategoryRedirectUrl(from, 'https://s.example/')).toBe(true);
    expect(isCategoryRedirectUrl(from, 'https://s.example/garten/grills')).toBe(true);
    expect(isCategoryRedirectUrl(from, 'https://s.example/c/grills-123')).toBe(true);
    expect(isCategoryRedirectUrl(from, 'https://s.example/sale')).toBe(true);
    expect(isCategoryRedirectUrl(from, 'https://s.example/garten/grills/weber-spirit-2024-46712280.html')).toBe(false);
    expect(isCategoryRedirectUrl(from, 'https://s.example/products/weber-spirit')).toBe(false);
  });
});
