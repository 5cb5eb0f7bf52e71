import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const PriceEngineOverviewPage = lazy(() => import('./components/PriceEngineOverviewPage.tsx').then((m) => ({ default: m.PriceEngineOverviewPage })));
const ReviewPage = lazy(() => import('./components/ReviewPage.tsx').then((m) => ({ default: m.ReviewPage })));
const SubmittedPage = lazy(() => import('./components/SubmittedPage.tsx').then((m) => ({ default: m.SubmittedPage })));
const HeldTracePage = lazy(() => import('./components/HeldTracePage.tsx').then((m) => ({ default: m.HeldTracePage })));
const AdjustmentTracePage = lazy(() => import('./components/AdjustmentTracePage.tsx').then((m) => ({ default: m.AdjustmentTracePage })));

/** The price engine overview and the review of its adjustments, mounted inside the authenticated shell. */
export const priceAdjustmentRoutes: RouteObject[] = [
  { path: 'price-engine', element: <PriceEngineOverviewPage /> },
  { path: 'price-engine/review', element: <ReviewPage /> },
  { path: 'price-engine/review/submitted', element: <SubmittedPage /> },
  { path: 'price-engine/review/held/:runId/:productId/:channelId', element: <HeldTracePage /> },
  { path: 'price-engine/review/:adjustmentId', element: <AdjustmentTracePage /> },
];
