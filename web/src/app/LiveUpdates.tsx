import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { refreshSession } from '../features/auth/session.ts';
import { useAuthStore } from '../features/auth/stores/authStore.ts';
import { connectLiveSocket, liveSocketUrl } from '../lib/liveSocket.ts';

/** Keeps the live socket open while mounted (the signed-in area) and refetches what it names. */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = connectLiveSocket({
      url: liveSocketUrl(window.location),
      getToken: () => useAuthStore.getState().accessToken,
      onInvalidate: (queryKeys) => {
        for (const queryKey of queryKeys) void queryClient.invalidateQueries({ queryKey });
      },
      renewToken: async () => (await refreshSession()) !== null,
    });
    return () => socket.close();
  }, [queryClient]);
  return null;
}
