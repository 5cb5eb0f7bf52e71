import type { QueryObserverLoadingErrorResult, QueryObserverPendingResult, UseQueryResult } from '@tanstack/react-query';

/** What a query result holds, as far as a screen cares. */
export interface QueryViewInput<T> {
  status: 'pending' | 'error' | 'success';
  data: T | undefined;
  error: unknown;
}

/**
 * What a screen shows for a query: the first-load spinner, the first-load failure (no data yet),
 * or the data — with the failure of the last refetch when one failed (`refreshError`, else null).
 */
export type QueryView<T> =
  | { kind: 'loading' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'data'; data: T; refreshError: unknown };

/**
 * The one decision: TanStack Query reports `status: 'error'` also when a background refetch
 * fails while `data` still holds the last good answer; live updates refetch often, so a single
 * failed refetch must not replace what the user reads (or opened, or types) with an error page.
 * Only a query without data waits or fails.
 */
export function queryView<T>(query: QueryViewInput<T>): QueryView<T> {
  if (query.data !== undefined) return { kind: 'data', data: query.data, refreshError: query.status === 'error' ? (query.error ?? null) : null };
  if (query.status === 'error') return { kind: 'failed', error: query.error };
  return { kind: 'loading' };
}

/** The first load failed: there is nothing to show but the failure (narrows the result, so `data` is there otherwise once pending is ruled out). */
export function firstLoadFailed<T, E>(query: UseQueryResult<T, E>): query is QueryObserverLoadingErrorResult<T, E> {
  return queryView(query).kind === 'failed';
}

/** No data yet — the first load is running or failed (narrows the result: `data` is there otherwise). */
export function withoutData<T, E>(
  query: UseQueryResult<T, E>,
): query is QueryObserverPendingResult<T, E> | QueryObserverLoadingErrorResult<T, E> {
  return queryView(query).kind !== 'data';
}

/** The failure of the last refetch while the last good answer is still shown; null when there is none. */
export function refreshErrorOf(query: QueryViewInput<unknown>): unknown {
  const view = queryView(query);
  return view.kind === 'data' ? view.refreshError : null;
}
