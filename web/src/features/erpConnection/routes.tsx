import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const ErpConnectionPage = lazy(() => import('./components/ErpConnectionPage.tsx').then((m) => ({ default: m.ErpConnectionPage })));
const CustomValuesPage = lazy(() => import('./components/CustomValuesPage.tsx').then((m) => ({ default: m.CustomValuesPage })));

/** The ERP/shop connection and the custom values (issue 15), below Settings › Price engine. */
export const erpConnectionRoutes: RouteObject[] = [
  { path: 'settings/price-engine/erp-connection', element: <ErpConnectionPage /> },
  { path: 'settings/price-engine/custom-values', element: <CustomValuesPage /> },
];
