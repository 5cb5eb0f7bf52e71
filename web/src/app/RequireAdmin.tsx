import { Navigate, Outlet } from 'react-router-dom';
import { FullScreenSpinner } from '../components/FullScreenSpinner.tsx';
import { useProfile } from '../lib/api/profileQuery.ts';
import { firstLoadFailed } from '../lib/queryView.ts';

/** `/admin/*`: platform admins only; everyone else goes to `/` (spec §2, §6). */
export function RequireAdmin() {
  const profile = useProfile();
  if (profile.isPending) return <FullScreenSpinner />;
  // Without a profile we cannot tell; the render-failure page offers to try again.
  if (firstLoadFailed(profile)) throw profile.error;
  if (!profile.data.isAdmin) return <Navigate to="/" replace />;
  return <Outlet />;
}
