import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

// The screen is its own chunk; the shell shows its spinner while it loads.
const SourcesPage = lazy(() => import('./components/SourcesPage.tsx').then((m) => ({ default: m.SourcesPage })));

/** `/sources` (Shops and marketplaces), mounted inside the authenticated shell. */
export const sourcesRoutes: RouteObject[] = [{ path: 'sources', element: <SourcesPage /> }];
