import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Refetches what a live notice names without restarting a fetch in flight (a long list fetch
 * restarted on every notice during a busy run would never finish). A fetch in flight may have been
 * answered before the change the notice reports, and TanStack Query clears the invalidation when
 * it lands, so such a query is fetched once more after it settles — otherwise the screen kept the
 * old data until the next notice (a new URL's first scrape stayed "Not scraped yet").
 */
export function refetchLive(queryClient: QueryClient, queryKey: QueryKey): void {
  const cache = queryClient.getQueryCache();
  const inFlight = cache.findAll({ queryKey, fetchStatus: 'fetching' });
  void queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
  for (const query of inFlight) refetchWhenSettled(queryClient, query);
}

const followUps = new WeakMap<QueryClient, Set<Query>>();

function refetchWhenSettled(queryClient: QueryClient, query: Query): void {
  const pending = followUps.get(queryClient) ?? new Set<Query>();
  followUps.set(queryClient, pending);
  if (pending.has(query)) return; // one follow-up per fetch in flight is enough
  pending.add(query);
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.query !== query) return;
    if (event.type === 'removed') {
      pending.delete(query);
      unsubscribe();
      return;
    }
    if (query.state.fetchStatus !== 'idle') return;
    pending.delete(query);
    unsubscribe();
    void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true }, { cancelRefetch: false });
  });
}
