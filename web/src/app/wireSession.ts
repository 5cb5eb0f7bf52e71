import type { QueryClient } from '@tanstack/react-query';
import { endSession, refreshSession, restoreSession } from '../lib/session.ts';
import { useAuthStore } from '../lib/stores/authStore.ts';
import { configureApiAuth } from '../lib/apiClient.ts';

/**
 * Connects the API client to the auth session, drops cached server data when a session ends
 * (so the next user never sees it), and starts restoring the session from the refresh cookie.
 */
export function wireSession(queryClient: QueryClient): void {
  configureApiAuth({
    getAccessToken: () => useAuthStore.getState().accessToken,
    refreshAccessToken: refreshSession,
    onSessionRejected: () => endSession('expired'),
  });
  useAuthStore.subscribe((state, previous) => {
    if (previous.status === 'signedIn' && state.status !== 'signedIn') queryClient.clear();
  });
  void restoreSession();
}
