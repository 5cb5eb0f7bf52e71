import { describe, expect, it } from 'vitest';
import { DEFAULT_PRODUCT_LIST_PARAMS, nextSort, pageCount, pageFromAddress, pageSizeFromAddress, productListSearch } from './productListQuery.ts';

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

describe('a list’s page and page size from its address', () => {
  it('take whole pages from 1 and the pager’s sizes; anything else is the first page and the default size', () => {
    expect(pageFromAddress('3')).toBe(3);
    for (const bad of [null, '', '0', '-2', '2.5', '1e3', 'x', '100001']) expect(pageFromAddress(bad), String(bad)).toBe(1);
    expect(pageSizeFromAddress('50', 20)).toBe(50);
    for (const bad of [null, '37', '200', '50.0', 'x']) expect(pageSizeFromAddress(bad, 20), String(bad)).toBe(20);
  });
});
