import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

// Its own chunk; the shell shows its spinner while it loads.
const ScrapeRecordsPage = lazy(() => import('./components/ScrapeRecordsPage.tsx').then((m) => ({ default: m.ScrapeRecordsPage })));

/** `/scrape-records`, mounted inside the authenticated shell. */
export const scrapeRecordRoutes: RouteObject[] = [{ path: 'scrape-records', element: <ScrapeRecordsPage /> }];
