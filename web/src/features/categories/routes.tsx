import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

// The screen is its own chunk; the shell shows its spinner while it loads.
const CategoriesPage = lazy(() => import('./components/CategoriesPage.tsx').then((m) => ({ default: m.CategoriesPage })));

/** `/categories` (Product categories), mounted inside the authenticated shell. */
export const categoriesRoutes: RouteObject[] = [{ path: 'categories', element: <CategoriesPage /> }];
