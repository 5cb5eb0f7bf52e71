import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { refreshSession } from '../lib/session.ts';
import { useAuthStore } from '../lib/stores/authStore.ts';
import { recordLiveProgress } from '../lib/liveProgressStore.ts';
import { connectLiveSocket, liveSocketUrl } from '../lib/liveSocket.ts';

/** Keeps the live socket open while mounted (the signed-in area), refetches what it names and keeps the latest progress per topic. */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = connectLiveSocket({
      url: liveSocketUrl(window.location),
      getToken: () => useAuthStore.getState().accessToken,
      onInvalidate: (queryKeys) => {
        for (const queryKey of queryKeys) void queryClient.invalidateQueries({ queryKey });
      },
      onProgress: recordLiveProgress,
      renewToken: async () => (await refreshSession()) !== null,
    });
    return () => socket.close();
  }, [queryClient]);
  return null;
}
