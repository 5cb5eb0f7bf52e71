import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

// Each screen is its own chunk; the shell shows its spinner while it loads.
const DiscoveryPage = lazy(() => import('./components/DiscoveryPage.tsx').then((m) => ({ default: m.DiscoveryPage })));
const AdminDiscoveryPage = lazy(() => import('./components/AdminDiscoveryPage.tsx').then((m) => ({ default: m.AdminDiscoveryPage })));

/** `/discovery` (Product discovery), mounted inside the authenticated shell. */
export const discoveryRoutes: RouteObject[] = [{ path: 'discovery', element: <DiscoveryPage /> }];

/** `/admin/discovery` (Discovery Admin), mounted under the platform admins' guard. */
export const adminDiscoveryRoutes: RouteObject[] = [{ path: 'discovery', element: <AdminDiscoveryPage /> }];
