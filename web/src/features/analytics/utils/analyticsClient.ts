import type { PostHog } from 'posthog-js';
import type { Profile } from '@pm/contracts';
import { posthogOptions, SESSION_RECORDING_FLAG } from './posthogOptions.ts';

let client: Promise<PostHog> | null = null;

/**
 * Starts PostHog once per page. The library is loaded on demand, so deployments without
 * analytics never download it.
 */
export function startAnalytics(key: string, apiHost: string): Promise<PostHog> {
  client ??= import('posthog-js').then(({ default: posthog }) => {
    posthog.init(key, posthogOptions(apiHost));
    posthog.onFeatureFlags(() => {
      if (posthog.isFeatureEnabled(SESSION_RECORDING_FLAG)) posthog.startSessionRecording();
      else posthog.stopSessionRecording();
    });
    return posthog;
  });
  return client;
}

/** Identifies the signed-in user with their names and company. No-op while analytics is off. */
export function identifyUser(profile: Profile): void {
  void client?.then((posthog) =>
    posthog.identify(profile.id, {
      email: profile.email,
      firstName: profile.firstName,
      lastName: profile.lastName,
      companyId: profile.company.id,
      companyName: profile.company.name,
    }),
  );
}

/** Forgets the user after sign-out, so the next person on this browser is not merged with them. */
export function resetAnalytics(): void {
  void client?.then((posthog) => posthog.reset());
}
