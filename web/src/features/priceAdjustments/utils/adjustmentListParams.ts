import { ADJUSTMENT_PAGE_SIZE } from '@pm/contracts';
import type { AdjustmentSort } from '@pm/contracts';

export interface ReviewListParams {
  page: number;
  pageSize: number;
  sort: AdjustmentSort;
  direction: 'asc' | 'desc';
  channelId: string | null;
  search: string;
}

export interface SubmittedListParams {
  page: number;
  pageSize: number;
  status: 'CONFIRMED' | 'PICKED_UP' | null;
  channelId: string | null;
  search: string;
}

export const DEFAULT_REVIEW_PARAMS: ReviewListParams = { page: 1, pageSize: ADJUSTMENT_PAGE_SIZE, sort: 'sku', direction: 'asc', channelId: null, search: '' };
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
  return search.toString();
}

export function submittedSearch(params: SubmittedListParams): string {
  const search = common(params);
  if (params.status) search.set('status', params.status);
  return search.toString();
}

/** Clicking the sorted column turns its direction; another column sorts ascending. */
export function nextReviewSort(params: ReviewListParams, sort: AdjustmentSort): Pick<ReviewListParams, 'sort' | 'direction'> {
  if (params.sort === sort) return { sort, direction: params.direction === 'asc' ? 'desc' : 'asc' };
  return { sort, direction: 'asc' };
}
