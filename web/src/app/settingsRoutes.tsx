import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { priceEngineSettingsRoutes } from '../features/priceEngineSettings/routes.tsx';
import { dataMappingRoutes } from '../features/dataMapping/routes.tsx';
import { erpConnectionRoutes } from '../features/erpConnection/routes.tsx';

// Each screen is its own chunk; the shell shows its spinner while one loads.
const SettingsPage = lazy(() => import('../features/settings/components/SettingsPage.tsx').then((m) => ({ default: m.SettingsPage })));
const PersonalDetailsPage = lazy(() =>
  import('../features/settings/components/PersonalDetailsPage.tsx').then((m) => ({ default: m.PersonalDetailsPage })),
);
const LanguagePage = lazy(() => import('../features/settings/components/LanguagePage.tsx').then((m) => ({ default: m.LanguagePage })));
const UserManagementPage = lazy(() =>
  import('../features/users/components/UserManagementPage.tsx').then((m) => ({ default: m.UserManagementPage })),
);
const PriceRulesPage = lazy(() => import('../features/priceRules/components/PriceRulesPage.tsx').then((m) => ({ default: m.PriceRulesPage })));

const OutputFeedPage = lazy(() => import('../features/outputFeed/components/OutputFeedPage.tsx').then((m) => ({ default: m.OutputFeedPage })));

/**
 * The settings screens (`/settings/*`), mounted inside the authenticated shell by
 * app/router.tsx. Each screen is lazy-loaded.
 */
export const settingsRoutes: RouteObject[] = [
  { path: 'settings', element: <SettingsPage /> },
  { path: 'settings/personal-details', element: <PersonalDetailsPage /> },
  { path: 'settings/language', element: <LanguagePage /> },
  { path: 'settings/user-management', element: <UserManagementPage /> },
  { path: 'settings/price-engine/price-rules', element: <PriceRulesPage /> },
  ...priceEngineSettingsRoutes,
  ...dataMappingRoutes,
  ...erpConnectionRoutes,
  { path: 'settings/price-engine/output-feed', element: <OutputFeedPage /> },
];
