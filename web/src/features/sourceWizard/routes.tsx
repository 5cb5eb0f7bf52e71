import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

// Its own chunk; the shell shows its spinner while it loads.
const SourceWizardPage = lazy(() => import('./components/SourceWizardPage.tsx').then((m) => ({ default: m.SourceWizardPage })));

/** `/admin/store/wizard` and `/admin/aggregator/wizard`, mounted inside the platform admins' `admin` route. */
export const adminSourceWizardRoutes: RouteObject[] = [
  { path: 'store/wizard', element: <SourceWizardPage group="store" /> },
  { path: 'aggregator/wizard', element: <SourceWizardPage group="aggregator" /> },
];
