import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { Location } from 'react-router-dom';
import { FullScreenSpinner } from '../components/FullScreenSpinner.tsx';
import { useAuthStore } from '../lib/stores/authStore.ts';
import { LiveUpdates } from './LiveUpdates.tsx';

export const HOME_PATH = '/dashboard';
export const SIGN_IN_PATH = '/sign-in';

/** Router state handed to the sign-in page: where to return after signing in. */
interface ReturnState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

/** `/`: home when signed in, sign-in otherwise. */
export function RootRedirect() {
  const status = useAuthStore((s) => s.status);
  if (status === 'restoring') return <FullScreenSpinner />;
  return <Navigate to={status === 'signedIn' ? HOME_PATH : SIGN_IN_PATH} replace />;
}

/** Signed-in area: signed-out visitors go to sign-in and come back afterwards. */
export function RequireAuth() {
  const status = useAuthStore((s) => s.status);
  const signOutReason = useAuthStore((s) => s.signOutReason);
  const location = useLocation();
  if (status === 'restoring') return <FullScreenSpinner />;
  if (status !== 'signedIn') {
    // A deliberate Log Out goes to `/` (spec §2) rather than remembering the page.
    if (signOutReason === 'signOut') return <Navigate to="/" replace />;
    const state: ReturnState = { from: location };
    return <Navigate to={SIGN_IN_PATH} replace state={state} />;
  }
  return (
    <>
      <LiveUpdates />
      <Outlet />
    </>
  );
}

/** Public-only pages (sign-in): signed-in users continue to where they wanted to go, or home. */
export function RedirectIfSignedIn() {
  const status = useAuthStore((s) => s.status);
  const location = useLocation();
  if (status === 'restoring') return <FullScreenSpinner />;
  if (status === 'signedIn') {
    const from = (location.state as ReturnState | null)?.from;
    const target = from && !from.pathname.startsWith(SIGN_IN_PATH) ? from : HOME_PATH;
    return <Navigate to={target} replace />;
  }
  return <Outlet />;
}
