import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const NotificationsPage = lazy(() => import('./components/NotificationsPage.tsx').then((m) => ({ default: m.NotificationsPage })));

/** The notification centre (`/notifications`), mounted inside the authenticated shell. */
export const notificationRoutes: RouteObject[] = [{ path: 'notifications', element: <NotificationsPage /> }];
