import { describe, expect, it } from 'vitest';
import { PAGE_STATUSES } from './scraping.ts';
import { scrapeResultKindOf } from './scrapeResults.ts';

describe('scrapeResultKindOf', () => {
  it('has no result while the job waits or runs', () => {
    expect(scrapeResultKindOf('CREATED', null)).toBeNull();
    expect(scrapeResultKindOf('FETCHED_FOR_EXECUTION', null)).toBeNull();
  });

  it('calls failed and timed-out jobs execution failures', () => {
    expect(scrapeResultKindOf('FAILED', null)).toBe('EXECUTION_FAILED');
    expect(scrapeResultKindOf('TIMED_OUT', null)).toBe('EXECUTION_FAILED');
  });

  it('grades completed jobs by their page status', () => {
    expect(scrapeResultKindOf('COMPLETED', 'OK')).toBe('SUCCESS');
    expect(scrapeResultKindOf('COMPLETED', 'NOT_FOUND_404')).toBe('ERROR');
    expect(scrapeResultKindOf('COMPLETED', 'GONE_410')).toBe('ERROR');
    expect(scrapeResultKindOf('COMPLETED', 'ACCESS_DENIED_403')).toBe('ERROR');
    expect(scrapeResultKindOf('COMPLETED', 'REDIRECT_TO_CATEGORY')).toBe('ERROR');
    expect(scrapeResultKindOf('COMPLETED', 'NO_CLEAN_DATA')).toBe('ERROR');
    expect(scrapeResultKindOf('COMPLETED', 'REDIRECT_301')).toBe('INFO');
    expect(scrapeResultKindOf('COMPLETED', 'USED_OFFER')).toBe('NOTE');
    expect(scrapeResultKindOf('COMPLETED', 'OFFER_EXPIRED')).toBe('NOTE');
    expect(scrapeResultKindOf('COMPLETED', 'PRICE_TABLE_MISSING')).toBe('NOTE');
  });

  it('gives every page status of a completed job a result', () => {
    for (const status of PAGE_STATUSES) expect(scrapeResultKindOf('COMPLETED', status)).not.toBeNull();
  });
});
