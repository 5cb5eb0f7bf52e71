import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const InsightsHubPage = lazy(() => import('./components/InsightsHubPage.tsx').then((m) => ({ default: m.InsightsHubPage })));
const PriceDeviationsPage = lazy(() => import('./components/PriceDeviationsPage.tsx').then((m) => ({ default: m.PriceDeviationsPage })));
const ShopDeviationPage = lazy(() => import('./components/ShopDeviationPage.tsx').then((m) => ({ default: m.ShopDeviationPage })));
const BrandsPage = lazy(() => import('./components/BrandsPage.tsx').then((m) => ({ default: m.BrandsPage })));
const BrandDetailPage = lazy(() => import('./components/BrandDetailPage.tsx').then((m) => ({ default: m.BrandDetailPage })));
const OutOfStockPage = lazy(() => import('./components/OutOfStockPage.tsx').then((m) => ({ default: m.OutOfStockPage })));
const CheckUrlsPage = lazy(() => import('./components/CheckUrlsPage.tsx').then((m) => ({ default: m.CheckUrlsPage })));

/** The insight screens (spec §2 /insights/*), mounted inside the authenticated shell. */
export const insightsRoutes: RouteObject[] = [
  { path: 'insights', element: <InsightsHubPage /> },
  { path: 'insights/price-deviations', element: <PriceDeviationsPage /> },
  { path: 'insights/price-deviations/:storeId', element: <ShopDeviationPage /> },
  { path: 'insights/brands', element: <BrandsPage /> },
  { path: 'insights/brands/:brand', element: <BrandDetailPage /> },
  { path: 'insights/out-of-stock', element: <OutOfStockPage /> },
  { path: 'insights/check-urls', element: <CheckUrlsPage /> },
];
