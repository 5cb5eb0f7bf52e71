import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

// Each screen is its own chunk (the product page with the chart library); the shell shows its spinner while one loads.
const PriceAnalysisPage = lazy(() => import('./components/PriceAnalysisPage.tsx').then((m) => ({ default: m.PriceAnalysisPage })));
const PriceAnalysisDetailPage = lazy(() => import('./components/PriceAnalysisDetailPage.tsx').then((m) => ({ default: m.PriceAnalysisDetailPage })));

/** The price analysis screens (`/price-analysis`, `/price-analysis/:leadProductId`), mounted inside the authenticated shell. */
export const priceAnalysisRoutes: RouteObject[] = [
  { path: 'price-analysis', element: <PriceAnalysisPage /> },
  { path: 'price-analysis/:leadProductId', element: <PriceAnalysisDetailPage /> },
];
