import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const PriceAlertsPage = lazy(() => import('./components/PriceAlertsPage.tsx').then((m) => ({ default: m.PriceAlertsPage })));

/** Settings › Price alerts (`/settings/price-alerts`), mounted inside the authenticated shell. */
export const priceAlertRoutes: RouteObject[] = [{ path: 'settings/price-alerts', element: <PriceAlertsPage /> }];
