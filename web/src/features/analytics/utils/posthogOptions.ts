import type { PostHogConfig } from 'posthog-js';

/** Feature flag that turns session recording on (off by default, spec §7). */
export const SESSION_RECORDING_FLAG = 'session-recording';

/** PostHog settings: recording starts off, and only password inputs are masked. */
export function posthogOptions(apiHost: string): Partial<PostHogConfig> {
  return {
    api_host: apiHost,
    disable_session_recording: true,
    session_recording: { maskAllInputs: false, maskInputOptions: { password: true } },
    person_profiles: 'identified_only',
  };
}
