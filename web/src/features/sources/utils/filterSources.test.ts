import { describe, expect, it } from 'vitest';
import { filterSources, isFiltered, NO_SOURCE_FILTER } from './filterSources.ts';

const shop = { kind: 'STORE' as const, name: 'Bergsport Shop', hostname: 'bergsport-shop.demo.test' };
const market = { kind: 'MARKETPLACE' as const, name: 'Trailmarkt', hostname: 'trailmarkt.demo.test' };
const fox = { kind: 'AGGREGATOR' as const, name: 'Preisfuchs', hostname: 'preisfuchs.demo.test' };
const all = [shop, market, fox];

describe('filterSources', () => {
  it('keeps everything without a filter', () => {
    expect(filterSources(all, NO_SOURCE_FILTER)).toEqual(all);
    expect(isFiltered(NO_SOURCE_FILTER)).toBe(false);
  });

  it('filters by kind', () => {
    expect(filterSources(all, { kind: 'AGGREGATOR', searchText: '' })).toEqual([fox]);
    expect(isFiltered({ kind: 'STORE', searchText: '' })).toBe(true);
  });

  it('searches name and domain, ignoring case and surrounding spaces', () => {
    expect(filterSources(all, { kind: 'ALL', searchText: '  BERG ' })).toEqual([shop]);
    expect(filterSources(all, { kind: 'ALL', searchText: 'demo.test' })).toEqual(all);
    expect(filterSources(all, { kind: 'STORE', searchText: 'fuchs' })).toEqual([]);
    expect(isFiltered({ kind: 'ALL', searchText: ' ' })).toBe(false);
  });
});
