import type { TokenResponse } from '@pm/contracts';
import { isApiError } from './apiError.ts';
import { refreshTokens } from './api/refreshTokens.ts';
import { resumeSession } from './api/resumeSession.ts';
import { useAuthStore } from './stores/authStore.ts';
import type { SignOutReason } from './stores/authStore.ts';

/** Renew this long before the access token expires. */
export const REFRESH_LEAD_MS = 60_000;
/** Retry delay when a renewal failed for a reason other than a rejected cookie. */
const REFRESH_RETRY_MS = 15_000;
/** Never schedule renewals closer together than this (short-lived tokens, skewed clocks). */
const MIN_REFRESH_DELAY_MS = 5_000;

let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let refreshInFlight: Promise<string | null> | null = null;

function scheduleRefresh(delayMs: number): void {
  clearTimeout(refreshTimer);
  refreshTimer = setTimeout(() => void refreshSession(), Math.max(delayMs, MIN_REFRESH_DELAY_MS));
}

/** Stores a fresh access token and schedules its renewal ~60 s before it expires. */
export function startSession(tokens: TokenResponse): void {
  const expiresAt = Date.parse(tokens.expiresAt);
  useAuthStore.setState({ status: 'signedIn', accessToken: tokens.accessToken, expiresAt, signOutReason: null });
  scheduleRefresh(expiresAt - Date.now() - REFRESH_LEAD_MS);
}

/** Forgets the session locally. */
export function endSession(reason: SignOutReason): void {
  clearTimeout(refreshTimer);
  refreshTimer = undefined;
  useAuthStore.setState({ status: 'signedOut', accessToken: null, expiresAt: null, signOutReason: reason });
}

/**
 * Renews the access token from the refresh cookie; concurrent callers share one request
 * (the server rotates the cookie, so parallel renewals would race). Resolves the new token,
 * or null when there is none: a rejected cookie ends the session, a transient failure
 * keeps the current token while it is valid and retries shortly.
 */
export function refreshSession(): Promise<string | null> {
  refreshInFlight ??= refreshTokens()
    .then(
      (tokens) => {
        startSession(tokens);
        return tokens.accessToken;
      },
      (error: unknown) => {
        const { status, expiresAt } = useAuthStore.getState();
        const rejected = isApiError(error) && error.status >= 400 && error.status < 500;
        const stillValid = status === 'signedIn' && expiresAt !== null && expiresAt > Date.now();
        if (!rejected && stillValid) {
          console.warn('Renewing the session failed; retrying shortly', error);
          scheduleRefresh(REFRESH_RETRY_MS);
          return null;
        }
        if (!rejected) console.warn('Could not renew the session', error);
        // A failed restore on app load is not an expiry the user should be told about.
        endSession(status === 'restoring' ? null : 'expired');
        return null;
      },
    )
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

/**
 * On app load: resume the session of the refresh cookie, if any; until then status is `restoring`.
 * A signed-out visitor is answered null rather than refused, so loading the app signed out is no
 * error; neither is an unreachable server an expiry to tell the user about.
 */
export async function restoreSession(): Promise<void> {
  let tokens: TokenResponse | null = null;
  try {
    tokens = await resumeSession();
  } catch (error) {
    console.warn('Could not restore the session', error);
  }
  // A sign-in that finished meanwhile wins over the answer of the load.
  if (useAuthStore.getState().status !== 'restoring') return;
  if (tokens) startSession(tokens);
  else endSession(null);
}
