import type { RouteObject } from 'react-router-dom';

/**
 * The settings screens (`/settings/*`), mounted inside the authenticated shell by
 * app/router.tsx. Each screen is lazy-loaded.
 */
export const settingsRoutes: RouteObject[] = [];
