import { describe, expect, it } from 'vitest';
import { DEFAULT_REVIEW_PARAMS, largeChangesParams, nextReviewSort, parseReviewOrder, reviewOrderOf, reviewSearch } from './adjustmentListParams.ts';

describe('review list parameters', () => {
  it('sends the threshold only when set', () => {
    expect(reviewSearch(DEFAULT_REVIEW_PARAMS)).toBe('page=1&pageSize=50&sort=sku&direction=asc');
    expect(reviewSearch({ ...DEFAULT_REVIEW_PARAMS, sort: 'absDeltaPercent', direction: 'desc', minChangePercent: 12.5 })).toBe('page=1&pageSize=50&sort=absDeltaPercent&direction=desc&minChangePercent=12.5');
  });

  it('asks "confirm all" for the largest change above the threshold in the channel, one row', () => {
    expect(reviewSearch(largeChangesParams('c1', 10))).toBe('page=1&pageSize=1&channelId=c1&sort=absDeltaPercent&direction=desc&minChangePercent=10');
  });

  it('sorts sizes of change largest first, other columns ascending, the same column the other way round', () => {
    expect(nextReviewSort(DEFAULT_REVIEW_PARAMS, 'absDeltaPercent')).toEqual({ sort: 'absDeltaPercent', direction: 'desc' });
    expect(nextReviewSort(DEFAULT_REVIEW_PARAMS, 'newPrice')).toEqual({ sort: 'newPrice', direction: 'asc' });
    expect(nextReviewSort(DEFAULT_REVIEW_PARAMS, 'sku')).toEqual({ sort: 'sku', direction: 'desc' });
  });

  it('reads the "sort by" choice and refuses unknown orders', () => {
    expect(parseReviewOrder('absDeltaPercent:desc')).toEqual({ sort: 'absDeltaPercent', direction: 'desc' });
    expect(parseReviewOrder('sku:desc')).toBeNull();
    expect(reviewOrderOf({ sort: 'delta', direction: 'asc' })).toBe('delta:asc');
  });
});
