import { describe, expect, it } from 'vitest';
import { createScrapeExceptionBodySchema } from '../patterns.ts';
import { toScrapeExceptionIssues } from './scrapeExceptionIssues.ts';
import { selectorIssues, selectorProblem } from './selectorSyntax.ts';

const valid = {
  code: 'trailmarkt-plain-html',
  scope: { hostname: 'trailmarkt.demo.test' },
  instructions: { price: '#preisbox .preis-aktuell', image: { selector: ['.bild img'], attribute: 'src' }, availabilityValues: { 'Sofort lieferbar': 'InStock' } },
  settings: { decimalSeparator: ',', currency: 'eur', headers: { 'Accept-Language': 'de-DE' } },
};

function issuesOf(body: unknown) {
  const parsed = createScrapeExceptionBodySchema.safeParse(body);
  return parsed.success ? [] : toScrapeExceptionIssues(parsed.error.issues, body);
}

describe('scrape exception body', () => {
  it('accepts a valid exception and fills the defaults', () => {
    const parsed = createScrapeExceptionBodySchema.parse({ ...valid, settings: undefined });
    expect(parsed.scope).toEqual({ hostname: 'trailmarkt.demo.test', pathPattern: null });
    expect(parsed.settings).toEqual({});
    expect(createScrapeExceptionBodySchema.parse(valid).settings.currency).toBe('EUR');
  });

  it('names the part, the place and the problem of each mistake', () => {
    const mistakes = issuesOf({ ...valid, code: 'Bad Code', instructions: { price: { selecter: '.p' }, prise: '.p', name: 5 } });
    expect(mistakes).toHaveLength(5);
    expect(mistakes).toEqual(expect.arrayContaining([
      expect.objectContaining({ part: 'code', path: '', problem: 'INVALID_CODE' }),
      expect.objectContaining({ part: 'instructions', path: 'price', problem: 'UNKNOWN_KEYS', keys: ['selecter'] }),
      expect.objectContaining({ part: 'instructions', path: 'price.selector', problem: 'REQUIRED' }),
      expect.objectContaining({ part: 'instructions', path: 'name', problem: 'WRONG_TYPE', expected: 'rule' }),
      expect.objectContaining({ part: 'instructions', path: '', problem: 'UNKNOWN_KEYS', keys: ['prise'] }),
    ]));
    expect(issuesOf({ ...valid, scope: { hostname: 'https://x.example', pathPattern: '(' }, settings: { crawler: 'scrapeops', timeoutMs: 10, headers: { Host: 'x' } }, extra: 1 })).toEqual([
      expect.objectContaining({ part: 'scope', path: 'hostname', problem: 'INVALID_DOMAIN', message: 'scope.hostname: Enter the domain without https://' }),
      expect.objectContaining({ part: 'scope', path: 'pathPattern', problem: 'INVALID_REGEX' }),
      expect.objectContaining({ part: 'settings', path: 'crawler', problem: 'NOT_ALLOWED_VALUE', allowed: ['crawlee-basic-crawler', 'crawlee-cheerio-crawler', 'crawlee-playwright-crawler'] }),
      expect.objectContaining({ part: 'settings', path: 'timeoutMs', problem: 'TOO_SMALL', limit: 1000 }),
      expect.objectContaining({ part: 'settings', path: 'headers.Host', problem: 'FORBIDDEN_HEADER' }),
      expect.objectContaining({ part: 'body', path: '', problem: 'UNKNOWN_KEYS', keys: ['extra'] }),
    ]);
    expect(issuesOf({ code: 'abc' })).toEqual([
      expect.objectContaining({ part: 'scope', problem: 'REQUIRED', message: 'scope: required' }),
      expect.objectContaining({ part: 'instructions', problem: 'REQUIRED' }),
    ]);
    expect(issuesOf({ ...valid, instructions: { availability: '.s', availabilityValues: { 'Auf Lager': 'Yes' } } })).toEqual([
      expect.objectContaining({ part: 'instructions', path: 'availabilityValues.Auf Lager', problem: 'NOT_ALLOWED_VALUE' }),
    ]);
  });
});

describe('selector syntax', () => {
  it('accepts what Cheerio runs and explains what it cannot', () => {
    expect(selectorProblem('table.offers tbody tr:first td:eq(2)')).toBeNull();
    expect(selectorProblem('.price:contains("€")')).toBeNull();
    expect(selectorProblem('a[href')).toMatch(/terminate/);
    expect(selectorProblem(':price')).toMatch(/Unknown pseudo-class/);
    // Unchecked input too: whatever is not a selector is skipped.
    expect(selectorIssues({ instructions: { name: 5, brand: { selector: [3, ':nope'] }, priceTable: 'x' }, settings: null })).toEqual([
      expect.objectContaining({ part: 'instructions', path: 'brand.selector.1', problem: 'INVALID_SELECTOR' }),
    ]);
    expect(selectorIssues({ instructions: { price: ['.ok', 'div >> p'], priceTable: { row: 'tr[', price: '.p' } }, settings: { waitForSelector: '##' } })).toEqual([
      expect.objectContaining({ part: 'instructions', path: 'price.1', problem: 'INVALID_SELECTOR', detail: expect.any(String) }),
      expect.objectContaining({ part: 'instructions', path: 'priceTable.row', problem: 'INVALID_SELECTOR' }),
      expect.objectContaining({ part: 'settings', path: 'waitForSelector', problem: 'INVALID_SELECTOR' }),
    ]);
  });
});
