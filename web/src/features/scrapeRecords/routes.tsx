import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

// Its own chunk; the shell shows its spinner while it loads.
const ScrapeRecordsPage = lazy(() => import('./components/ScrapeRecordsPage.tsx').then((m) => ({ default: m.ScrapeRecordsPage })));
const AdminScrapeRecordsPage = lazy(() => import('./components/AdminScrapeRecordsPage.tsx').then((m) => ({ default: m.AdminScrapeRecordsPage })));

/** `/scrape-records`, mounted inside the authenticated shell. */
export const scrapeRecordRoutes: RouteObject[] = [{ path: 'scrape-records', element: <ScrapeRecordsPage /> }];

/** `/admin/records` (every company's records), mounted inside the platform admins' `admin` route. */
export const adminScrapeRecordRoutes: RouteObject[] = [{ path: 'records', element: <AdminScrapeRecordsPage /> }];
