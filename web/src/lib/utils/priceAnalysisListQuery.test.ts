import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_ANALYSIS_LIST_PARAMS, deviationSort, isFiltered, nextSort, priceAnalysisSearch } from './priceAnalysisListQuery.ts';

describe('price analysis list query', () => {
  it('defaults to 20 rows, largest deviation first', () => {
    expect(priceAnalysisSearch(DEFAULT_PRICE_ANALYSIS_LIST_PARAMS, 'de', true)).toBe('country=de&withShipping=true&sort=deviationPercent&order=desc&page=1&pageSize=20');
  });

  it('adds the filters that are set', () => {
    const search = priceAnalysisSearch({ ...DEFAULT_PRICE_ANALYSIS_LIST_PARAMS, searchText: ' zelt ', brands: ['Nordkap', ' '], categoryId: 'c1', storeId: 's1', position: 'not-cheapest', page: 3 }, 'at', false);
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({
      country: 'at', withShipping: 'false', searchText: 'zelt', brands: 'Nordkap', productCategoryIds: 'c1', stores: 's1', position: 'not-cheapest', sort: 'deviationPercent', order: 'desc', page: '3', pageSize: '20',
    });
    expect(isFiltered({ ...DEFAULT_PRICE_ANALYSIS_LIST_PARAMS, position: 'no-offers' })).toBe(true);
    expect(isFiltered(DEFAULT_PRICE_ANALYSIS_LIST_PARAMS)).toBe(false);
  });

  it('flips the order on the same column and starts figures high, texts at A', () => {
    expect(nextSort({ sort: 'deviationPercent', order: 'desc' }, 'deviationPercent')).toEqual({ sort: 'deviationPercent', order: 'asc' });
    expect(nextSort({ sort: 'deviationPercent', order: 'desc' }, 'nameLocal')).toEqual({ sort: 'nameLocal', order: 'asc' });
    expect(nextSort({ sort: 'nameLocal', order: 'asc' }, 'offerCount')).toEqual({ sort: 'offerCount', order: 'desc' });
    expect(deviationSort('absolute')).toBe('deviationAbsolute');
  });
});
