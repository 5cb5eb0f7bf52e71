import { describe, expect, it } from 'vitest';
import { SHOP_DEVIATION_SORTS, shopDeviationQuerySchema } from '@pm/contracts';
import {
  columnSortDirection,
  DEFAULT_SHOP_DEVIATION_PARAMS,
  readShopDeviationParams,
  SHOP_DEVIATION_COLUMNS,
  SHOP_DEVIATION_SORT_CHOICES,
  toggleSort,
  withOrder,
  withSort,
  writeShopDeviationParams,
} from './shopDeviationParams.ts';

describe('the shop page sorts only by what the server sorts', () => {
  it('makes the price columns not sortable and every other column one of the server sorts', () => {
    expect(SHOP_DEVIATION_COLUMNS.ownPrice).toBeNull();
    expect(SHOP_DEVIATION_COLUMNS.shopPrice).toBeNull();
    for (const sorts of Object.values(SHOP_DEVIATION_COLUMNS)) {
      for (const sort of sorts ?? []) expect(shopDeviationQuerySchema.shape.sort.safeParse(sort).success).toBe(true);
    }
  });

  it('offers every server sort in the phone sort choice, and nothing else', () => {
    expect([...SHOP_DEVIATION_SORT_CHOICES].sort()).toEqual([...SHOP_DEVIATION_SORTS].sort());
  });

  it('opens as the server defaults', () => {
    const defaults = shopDeviationQuerySchema.parse({});
    expect(DEFAULT_SHOP_DEVIATION_PARAMS).toEqual({ sort: defaults.sort, order: defaults.order, page: defaults.page, pageSize: defaults.pageSize });
  });
});

describe('sort, order and page in the URL', () => {
  it('reads them, with the defaults for what is missing or invalid', () => {
    expect(readShopDeviationParams(new URLSearchParams('range=all'))).toEqual(DEFAULT_SHOP_DEVIATION_PARAMS);
    expect(readShopDeviationParams(new URLSearchParams('sort=observedAt&order=desc&page=3&pageSize=50'))).toEqual({ sort: 'observedAt', order: 'desc', page: 3, pageSize: 50 });
    expect(readShopDeviationParams(new URLSearchParams('sort=ownPrice&order=up&page=0&pageSize=7'))).toEqual(DEFAULT_SHOP_DEVIATION_PARAMS);
    expect(readShopDeviationParams(new URLSearchParams('page=-2&pageSize=1e2'))).toEqual(DEFAULT_SHOP_DEVIATION_PARAMS);
  });

  it('writes them beside the period, leaving the defaults out', () => {
    expect(writeShopDeviationParams(new URLSearchParams('range=all'), DEFAULT_SHOP_DEVIATION_PARAMS).toString()).toBe('range=all');
    const written = writeShopDeviationParams(new URLSearchParams('range=7d&page=4'), { sort: 'name', order: 'desc', page: 1, pageSize: 100 });
    expect(written.toString()).toBe('range=7d&sort=name&order=desc&pageSize=100');
    expect(readShopDeviationParams(written)).toEqual({ sort: 'name', order: 'desc', page: 1, pageSize: 100 });
  });
});

describe('header clicks and the phone sort choice change the same state', () => {
  const page3 = { ...DEFAULT_SHOP_DEVIATION_PARAMS, page: 3 };

  it('flips the order on the same column, starts another ascending, and goes back to page 1', () => {
    expect(toggleSort(page3, 'deviationPercent')).toEqual({ ...DEFAULT_SHOP_DEVIATION_PARAMS, order: 'desc' });
    expect(toggleSort({ ...page3, order: 'desc' }, 'deviationPercent')).toEqual({ ...DEFAULT_SHOP_DEVIATION_PARAMS, order: 'asc' });
    expect(toggleSort({ ...page3, order: 'desc' }, 'observedAt')).toEqual({ ...DEFAULT_SHOP_DEVIATION_PARAMS, sort: 'observedAt', order: 'asc' });
  });

  it('sets field and direction separately from the phone, back to page 1', () => {
    expect(withSort({ ...page3, order: 'desc' }, 'sku')).toEqual({ ...DEFAULT_SHOP_DEVIATION_PARAMS, sort: 'sku', order: 'desc' });
    expect(withOrder(page3, 'desc')).toEqual({ ...DEFAULT_SHOP_DEVIATION_PARAMS, order: 'desc' });
  });

  it('marks the column the list is sorted by, the product also for the SKU', () => {
    expect(columnSortDirection({ sort: 'deviationPercent', order: 'asc' }, SHOP_DEVIATION_COLUMNS.deviation)).toBe('ascending');
    expect(columnSortDirection({ sort: 'sku', order: 'desc' }, SHOP_DEVIATION_COLUMNS.product)).toBe('descending');
    expect(columnSortDirection({ sort: 'sku', order: 'desc' }, SHOP_DEVIATION_COLUMNS.observed)).toBeUndefined();
  });
});
