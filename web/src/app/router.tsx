import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet } from 'react-router-dom';
import { FullScreenSpinner } from '../components/FullScreenSpinner.tsx';
import { RedirectIfSignedIn, RequireAuth, RootRedirect } from './routeGuards.tsx';
import { RouteErrorPage } from './RouteErrorPage.tsx';
import { settingsRoutes } from '../features/settings/routes.tsx';

// Screens are separate chunks, loaded when first visited.
const SignInPage = lazy(() =>
  import('../features/auth/components/SignInPage.tsx').then((m) => ({ default: m.SignInPage })),
);
const AppShell = lazy(() =>
  import('../features/shell/components/AppShell.tsx').then((m) => ({ default: m.AppShell })),
);
const DashboardPage = lazy(() =>
  import('../features/dashboard/components/DashboardPage.tsx').then((m) => ({ default: m.DashboardPage })),
);

function FullScreenSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<FullScreenSpinner />}>{children}</Suspense>;
}

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: (
        <FullScreenSuspense>
          <Outlet />
        </FullScreenSuspense>
      ),
      errorElement: <RouteErrorPage />,
      children: [
        { index: true, element: <RootRedirect /> },
        {
          element: <RedirectIfSignedIn />,
          children: [{ path: 'sign-in', element: <SignInPage /> }],
        },
        {
          element: <RequireAuth />,
          children: [
            {
              element: <AppShell />,
              children: [{ path: 'dashboard', element: <DashboardPage /> }, ...settingsRoutes],
            },
          ],
        },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ]);
}
