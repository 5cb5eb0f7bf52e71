import { describe, expect, it } from 'vitest';
import { defaultScrapeRecordParams, hasFilters, scrapeRecordSearch } from './scrapeRecordListQuery.ts';

const today = new Date(2025, 2, 10, 9, 0);
const defaults = defaultScrapeRecordParams(today);

describe('scrapeRecordSearch', () => {
  it('sends the last 5 days, page 1 and 50 rows by default (spec §9)', () => {
    const search = new URLSearchParams(scrapeRecordSearch(defaults));
    expect([...search.keys()]).toEqual(['createdFrom', 'page', 'pageSize']);
    expect(search.get('createdFrom')).toBe(new Date(2025, 2, 5).toISOString());
    expect(search.get('pageSize')).toBe('50');
  });

  it('sends the chosen filters and a source by its kind', () => {
    const search = new URLSearchParams(scrapeRecordSearch({
      ...defaults,
      status: 'FAILED',
      resultKind: 'EXECUTION_FAILED',
      dataStatus: 'NOT_FOUND_404',
      jobType: 'PRODUCT_PAGE',
      trigger: 'SCHEDULE',
      source: { id: 'agg-1', kind: 'AGGREGATOR' },
      scrapeUrl: '  zelt ',
      created: { from: '', to: '' },
    }));
    expect(Object.fromEntries(search)).toEqual({
      status: 'FAILED',
      resultKind: 'EXECUTION_FAILED',
      dataStatus: 'NOT_FOUND_404',
      jobType: 'PRODUCT_PAGE',
      trigger: 'SCHEDULE',
      aggregatorId: 'agg-1',
      scrapeUrl: 'zelt',
      days: '0',
      page: '1',
      pageSize: '50',
    });
    expect(new URLSearchParams(scrapeRecordSearch({ ...defaults, source: { id: 's-1', kind: 'MARKETPLACE' } })).get('storeId')).toBe('s-1');
  });
});

describe('hasFilters', () => {
  it('is false for the defaults and true once a filter or the dates change', () => {
    expect(hasFilters(defaults, defaults)).toBe(false);
    expect(hasFilters({ ...defaults, page: 3 }, defaults)).toBe(false);
    expect(hasFilters({ ...defaults, status: 'CREATED' }, defaults)).toBe(true);
    expect(hasFilters({ ...defaults, created: { from: '', to: '' } }, defaults)).toBe(true);
  });
});
