import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_ANALYSIS_LIST_PARAMS, deviationSort, isFiltered, nextSort, priceAnalysisParamsFromPageSearch, priceAnalysisPath, priceAnalysisSearch } from './priceAnalysisListQuery.ts';

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

  it('keeps what the user chose in the page address and reads it back; defaults are left out, nonsense falls back', () => {
    expect(priceAnalysisPath()).toBe('/price-analysis');
    expect(priceAnalysisPath({ position: 'within-tolerance' })).toBe('/price-analysis?position=within-tolerance');
    const chosen = { ...DEFAULT_PRICE_ANALYSIS_LIST_PARAMS, searchText: 'zelt', brands: ['Nordkap', 'Vaude'], categoryId: 'c1', storeId: 's1', position: 'more-expensive' as const, sort: 'nameLocal' as const, order: 'asc' as const, page: 3, pageSize: 50 };
    const path = priceAnalysisPath(chosen);
    expect(path).toBe('/price-analysis?search=zelt&brands=Nordkap%2CVaude&category=c1&store=s1&position=more-expensive&sort=nameLocal&order=asc&page=3&pageSize=50');
    expect(priceAnalysisParamsFromPageSearch(new URLSearchParams(path.split('?')[1]))).toEqual(chosen);
    expect(priceAnalysisParamsFromPageSearch(new URLSearchParams('position=cheaper&sort=price&order=up&page=0&pageSize=5000'))).toEqual(DEFAULT_PRICE_ANALYSIS_LIST_PARAMS);
    expect(priceAnalysisParamsFromPageSearch(new URLSearchParams('page=2.5&pageSize=-1'))).toEqual(DEFAULT_PRICE_ANALYSIS_LIST_PARAMS);
  });
});
