import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

// Its own chunk; the shell shows its spinner while it loads.
const AdminScrapeJobsPage = lazy(() => import('./components/AdminScrapeJobsPage.tsx').then((m) => ({ default: m.AdminScrapeJobsPage })));

/** `/admin/scrape-job`, mounted inside the platform admins' `admin` route. */
export const adminScrapeJobRoutes: RouteObject[] = [{ path: 'scrape-job', element: <AdminScrapeJobsPage /> }];
