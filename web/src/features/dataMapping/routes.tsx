import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const InputDataMappingPage = lazy(() => import('./components/InputDataMappingPage.tsx').then((m) => ({ default: m.InputDataMappingPage })));
const OutputDataMappingPage = lazy(() => import('./components/OutputDataMappingPage.tsx').then((m) => ({ default: m.OutputDataMappingPage })));

/** The data mapping screens of the shop/ERP connection (issue 15 items 5, 6). */
export const dataMappingRoutes: RouteObject[] = [
  { path: 'settings/price-engine/input-data-mapping', element: <InputDataMappingPage /> },
  { path: 'settings/price-engine/output-data-mapping', element: <OutputDataMappingPage /> },
];
