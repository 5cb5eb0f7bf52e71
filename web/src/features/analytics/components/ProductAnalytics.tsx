import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAuthStore } from '../../../lib/stores/authStore.ts';
import { profileQueryOptions } from '../../../lib/api/profileQuery.ts';
import { useClientConfig } from '../api/clientConfigQuery.ts';
import { identifyUser, resetAnalytics, startAnalytics } from '../utils/analyticsClient.ts';
import { isLocalHost } from '../utils/isLocalHost.ts';

/**
 * Product analytics (spec §7): on only when the deployment configures it and the page is not on
 * a local host; identifies the signed-in user and forgets them at sign-out. Renders nothing.
 */
export function ProductAnalytics() {
  const analytics = useClientConfig().data?.analytics ?? null;
  const enabled = analytics !== null && !isLocalHost(window.location.hostname);
  const signedIn = useAuthStore((s) => s.status === 'signedIn');
  const profile = useQuery({ ...profileQueryOptions(), enabled: enabled && signedIn }).data;
  const identifiedId = useRef<string | null>(null);

  useEffect(() => {
    if (enabled && analytics) void startAnalytics(analytics.posthogKey, analytics.posthogHost);
  }, [enabled, analytics]);

  useEffect(() => {
    if (!enabled) return;
    if (signedIn && profile && identifiedId.current !== profile.id) {
      identifyUser(profile);
      identifiedId.current = profile.id;
    } else if (!signedIn && identifiedId.current !== null) {
      resetAnalytics();
      identifiedId.current = null;
    }
  }, [enabled, signedIn, profile]);

  return null;
}
