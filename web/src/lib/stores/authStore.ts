import { create } from 'zustand';

/**
 * `restoring`: the app is asking the server whether the refresh cookie still holds a session.
 * It counts as signed out (spec §4), but guards wait for it instead of redirecting.
 */
export type AuthStatus = 'restoring' | 'signedOut' | 'signedIn';

/** Why the last session ended: a deliberate sign-out goes to `/`, anything else back to sign-in. */
export type SignOutReason = 'signOut' | 'expired' | null;

interface AuthState {
  status: AuthStatus;
  /** Kept in memory only; the refresh token lives in an httpOnly cookie. */
  accessToken: string | null;
  /** Epoch ms the access token expires. */
  expiresAt: number | null;
  signOutReason: SignOutReason;
}

export const useAuthStore = create<AuthState>()(() => ({
  status: 'restoring',
  accessToken: null,
  expiresAt: null,
  signOutReason: null,
}));

export const selectIsSignedIn = (state: AuthState): boolean => state.status === 'signedIn';
