import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { refreshSession } from '../lib/session.ts';
import { useAuthStore } from '../lib/stores/authStore.ts';
import { recordLiveProgress } from '../lib/liveProgressStore.ts';
import { createInvalidationCoalescer } from '../lib/liveInvalidation.ts';
import { refetchLive } from '../lib/liveRefetch.ts';
import { connectLiveSocket, liveSocketUrl } from '../lib/liveSocket.ts';

/** Keeps the live socket open while mounted (the signed-in area), refetches what it names (coalesced per key) and keeps the latest progress per topic. */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  useEffect(() => {
    // Coalesced per key: a busy run refetches a list at most once per window, and a refetch in flight is not restarted but followed by one more (refetchLive).
    const coalescer = createInvalidationCoalescer({ invalidate: (queryKey) => refetchLive(queryClient, queryKey) });
    const socket = connectLiveSocket({
      url: liveSocketUrl(window.location),
      getToken: () => useAuthStore.getState().accessToken,
      onInvalidate: (queryKeys) => {
        for (const queryKey of queryKeys) coalescer.notice(queryKey);
      },
      onProgress: recordLiveProgress,
      renewToken: async () => (await refreshSession()) !== null,
    });
    return () => {
      socket.close();
      coalescer.close();
    };
  }, [queryClient]);
  return null;
}
