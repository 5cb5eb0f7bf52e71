import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

// Each screen is its own chunk; the shell shows its spinner while one loads.
const AssortmentPage = lazy(() => import('./components/AssortmentPage.tsx').then((m) => ({ default: m.AssortmentPage })));
const ProductDetailsPage = lazy(() => import('./components/ProductDetailsPage.tsx').then((m) => ({ default: m.ProductDetailsPage })));
const ComparisonProductPage = lazy(() => import('./components/ComparisonProductPage.tsx').then((m) => ({ default: m.ComparisonProductPage })));

/** The assortment screens (list, product details, comparison product details), mounted inside the authenticated shell. */
export const assortmentRoutes: RouteObject[] = [
  { path: 'assortment', element: <AssortmentPage /> },
  { path: 'assortment/:leadProductId', element: <ProductDetailsPage /> },
  { path: 'assortment/:leadProductId/product/:productId', element: <ComparisonProductPage /> },
];
