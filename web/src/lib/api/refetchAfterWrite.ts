import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Reloads one query once its read model has reached `position` (what a command answered with),
 * so the screen shows the change at once; without a position it simply refetches. Never
 * rejects: the write itself succeeded, so a failed reload falls back to a plain refetch.
 */
export async function refetchAfterWrite<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  load: (minPosition: string) => Promise<T>,
  position: string | undefined,
): Promise<void> {
  if (position) {
    try {
      await queryClient.cancelQueries({ queryKey, exact: true });
      queryClient.setQueryData(queryKey, await load(position));
      return;
    } catch (error) {
      console.warn('Reloading after a change failed; refetching', queryKey, error);
    }
  }
  await queryClient.invalidateQueries({ queryKey, exact: true });
}
