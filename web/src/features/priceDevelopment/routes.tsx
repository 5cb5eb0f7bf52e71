import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const PriceDevelopmentPage = lazy(() => import('./components/PriceDevelopmentPage.tsx').then((m) => ({ default: m.PriceDevelopmentPage })));

/** The price development screen (`/insights/price-development`), mounted inside the authenticated shell. */
export const priceDevelopmentRoutes: RouteObject[] = [{ path: 'insights/price-development', element: <PriceDevelopmentPage /> }];
