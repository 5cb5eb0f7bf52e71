import { describe, expect, it } from 'vitest';
import { DEFAULT_DISCOVERY_FILTER, discoveryListSearch } from './discoveryFilter.ts';

describe('discovery filter', () => {
  it('asks for open requests one at a time by default', () => {
    expect(discoveryListSearch(DEFAULT_DISCOVERY_FILTER)).toBe('status=OPEN&page=0&pageSize=1');
  });
  it('adds the threshold when one is chosen', () => {
    expect(discoveryListSearch({ status: 'DRAFT', threshold: 85, page: 2 })).toBe('status=DRAFT&page=2&pageSize=1&threshold=85');
  });
});
