import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { priceEngineSettingsRoutes } from '../priceEngineSettings/routes.tsx';

// Each screen is its own chunk; the shell shows its spinner while one loads.
const SettingsPage = lazy(() => import('./components/SettingsPage.tsx').then((m) => ({ default: m.SettingsPage })));
const PersonalDetailsPage = lazy(() =>
  import('./components/PersonalDetailsPage.tsx').then((m) => ({ default: m.PersonalDetailsPage })),
);
const LanguagePage = lazy(() => import('./components/LanguagePage.tsx').then((m) => ({ default: m.LanguagePage })));
const UserManagementPage = lazy(() =>
  import('../users/components/UserManagementPage.tsx').then((m) => ({ default: m.UserManagementPage })),
);

/**
 * The settings screens (`/settings/*`), mounted inside the authenticated shell by
 * app/router.tsx. Each screen is lazy-loaded.
 */
export const settingsRoutes: RouteObject[] = [
  { path: 'settings', element: <SettingsPage /> },
  { path: 'settings/personal-details', element: <PersonalDetailsPage /> },
  { path: 'settings/language', element: <LanguagePage /> },
  { path: 'settings/user-management', element: <UserManagementPage /> },
  ...priceEngineSettingsRoutes,
];
