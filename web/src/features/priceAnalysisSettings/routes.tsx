import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const PriceAnalysisSettingsPage = lazy(() => import('./components/PriceAnalysisSettingsPage.tsx').then((m) => ({ default: m.PriceAnalysisSettingsPage })));

/** Settings › Price analysis (`/settings/price-analysis`), mounted inside the authenticated shell. */
export const priceAnalysisSettingsRoutes: RouteObject[] = [{ path: 'settings/price-analysis', element: <PriceAnalysisSettingsPage /> }];
