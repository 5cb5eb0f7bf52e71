import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const ExportsPage = lazy(() => import('./components/ExportsPage.tsx').then((m) => ({ default: m.ExportsPage })));

/** The exports page (spec §9 exports), reached from the insights hub. */
export const exportRoutes: RouteObject[] = [{ path: 'insights/exports', element: <ExportsPage /> }];
