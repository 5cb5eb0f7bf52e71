import { ADJUSTMENT_PAGE_SIZE } from '@pm/contracts';
import type { AdjustmentSort } from '@pm/contracts';

export interface ReviewListParams {
  page: number;
  pageSize: number;
  sort: AdjustmentSort;
  direction: 'asc' | 'desc';
  channelId: string | null;
  search: string;
  /** Only changes above this percent (plausibility); null: all. */
  minChangePercent: number | null;
}

export interface SubmittedListParams {
  page: number;
  pageSize: number;
  status: 'CONFIRMED' | 'PICKED_UP' | null;
  channelId: string | null;
  search: string;
}

export const DEFAULT_REVIEW_PARAMS: ReviewListParams = { page: 1, pageSize: ADJUSTMENT_PAGE_SIZE, sort: 'sku', direction: 'asc', channelId: null, search: '', minChangePercent: null };
export const DEFAULT_SUBMITTED_PARAMS: SubmittedListParams = { page: 1, pageSize: ADJUSTMENT_PAGE_SIZE, status: null, channelId: null, search: '' };

function common(params: { page: number; pageSize: number; channelId: string | null; search: string }): URLSearchParams {
  const search = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize) });
  if (params.channelId) search.set('channelId', params.channelId);
  if (params.search.trim()) search.set('search', params.search.trim());
  return search;
}

export function reviewSearch(params: ReviewListParams): string {
  const search = common(params);
  search.set('sort', params.sort);
  search.set('direction', params.direction);
  if (params.minChangePercent !== null) search.set('minChangePercent', String(params.minChangePercent));
  return search.toString();
}

export function submittedSearch(params: SubmittedListParams): string {
  const search = common(params);
  if (params.status) search.set('status', params.status);
  return search.toString();
}

/** Clicking the sorted column turns its direction; another column sorts ascending (sizes of change: largest first). */
export function nextReviewSort(params: ReviewListParams, sort: AdjustmentSort): Pick<ReviewListParams, 'sort' | 'direction'> {
  if (params.sort === sort) return { sort, direction: params.direction === 'asc' ? 'desc' : 'asc' };
  return { sort, direction: sort === 'absDeltaPercent' || sort === 'absDelta' ? 'desc' : 'asc' };
}

/** The orders the review offers in its "sort by" choice (phones have no column headers). */
export const REVIEW_ORDERS = ['sku:asc', 'absDeltaPercent:desc', 'absDelta:desc', 'delta:asc', 'delta:desc', 'newPrice:asc', 'channel:asc'] as const;
export type ReviewOrder = (typeof REVIEW_ORDERS)[number];

export const reviewOrderOf = (params: Pick<ReviewListParams, 'sort' | 'direction'>): string => `${params.sort}:${params.direction}`;

export function parseReviewOrder(order: string): Pick<ReviewListParams, 'sort' | 'direction'> | null {
  const [sort, direction] = order.split(':');
  if (!(REVIEW_ORDERS as readonly string[]).includes(order) || (direction !== 'asc' && direction !== 'desc')) return null;
  return { sort: sort as AdjustmentSort, direction };
}

/** The query behind "confirm all asks again": pending proposals of the scope above the threshold, the largest first (one is enough). */
export function largeChangesParams(channelId: string | null, thresholdPercent: number): ReviewListParams {
  return { ...DEFAULT_REVIEW_PARAMS, channelId, sort: 'absDeltaPercent', direction: 'desc', minChangePercent: thresholdPercent, pageSize: 1 };
}
