import { describe, expect, it } from 'vitest';
import { DEFAULT_PRODUCT_LIST_PARAMS, nextSort, pageCount, productListSearch } from './productListQuery.ts';

describe('productListSearch', () => {
  it('sends the defaults of spec §9 (page size 20) and leaves empty filters out', () => {
    expect(productListSearch(DEFAULT_PRODUCT_LIST_PARAMS)).toBe('status=active&sort=nameLocal&order=asc&page=1&pageSize=20');
  });

  it('joins brands with commas and trims the search text', () => {
    const search = productListSearch({ ...DEFAULT_PRODUCT_LIST_PARAMS, searchText: ' zelt ', brands: ['Vaude', ' ', 'Deuter'], status: 'archived' });
    const params = new URLSearchParams(search);
    expect(params.get('searchText')).toBe('zelt');
    expect(params.get('brands')).toBe('Vaude,Deuter');
    expect(params.get('status')).toBe('archived');
  });
});

describe('nextSort', () => {
  it('flips the order of the same field and starts another ascending', () => {
    expect(nextSort({ sort: 'brand', order: 'asc' }, 'brand')).toEqual({ sort: 'brand', order: 'desc' });
    expect(nextSort({ sort: 'brand', order: 'desc' }, 'sku')).toEqual({ sort: 'sku', order: 'asc' });
  });
});

describe('pageCount', () => {
  it('has at least one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });
});
