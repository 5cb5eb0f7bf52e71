import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet } from 'react-router-dom';
import { FullScreenSpinner } from '../components/FullScreenSpinner.tsx';
import { assortmentRoutes } from '../features/assortment/routes.tsx';
import { adminScrapeRecordRoutes, scrapeRecordRoutes } from '../features/scrapeRecords/routes.tsx';
import { adminScrapeJobRoutes } from '../features/adminScrapeJobs/routes.tsx';
import { adminSourceWizardRoutes } from '../features/sourceWizard/routes.tsx';
import { adminAgentJobRoutes } from '../features/adminAgentJobs/routes.tsx';
import { priceAnalysisRoutes } from '../features/priceAnalysis/routes.tsx';
import { priceAdjustmentRoutes } from '../features/priceAdjustments/routes.tsx';
import { categoriesRoutes } from '../features/categories/routes.tsx';
import { settingsRoutes } from './settingsRoutes.tsx';
import { sourcesRoutes } from '../features/sources/routes.tsx';
import { adminDiscoveryRoutes, discoveryRoutes } from '../features/discovery/routes.tsx';
import { ruleEngineRoutes } from '../features/ruleEngine/routes.tsx';
import { insightsRoutes } from '../features/insights/routes.tsx';
import { exportRoutes } from '../features/exports/routes.tsx';
import { priceDevelopmentRoutes } from '../features/priceDevelopment/routes.tsx';
import { notificationRoutes } from '../features/notifications/routes.tsx';
import { priceAlertRoutes } from '../features/priceAlerts/routes.tsx';
import { priceAnalysisSettingsRoutes } from '../features/priceAnalysisSettings/routes.tsx';
import { AcademyPage, AdminAssortmentsPage, AdminCompaniesPage, AdminCompanyPage, AdminReadModelsPage, AdminScrapeExceptionsPage, AdminSourcesPage, AdminScrapeHealthPage, AppShell, CompanyCheckUrlsPage, CompanyStatisticsPage, DashboardPage, MorePage, SignInPage } from './lazyScreens.ts';
import { DocumentTitle } from './DocumentTitle.tsx';
import { RequireAdmin } from './RequireAdmin.tsx';
import { RedirectIfSignedIn, RequireAuth, RootRedirect } from './routeGuards.tsx';
import { RouteErrorPage } from './RouteErrorPage.tsx';

function FullScreenSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<FullScreenSpinner />}>{children}</Suspense>;
}

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: (
        <>
          <DocumentTitle />
          <FullScreenSuspense>
            <Outlet />
          </FullScreenSuspense>
        </>
      ),
      errorElement: <RouteErrorPage />,
      children: [
        { index: true, element: <RootRedirect /> },
        {
          element: <RedirectIfSignedIn />,
          children: [{ path: 'sign-in/*', element: <SignInPage /> }],
        },
        {
          element: <RequireAuth />,
          children: [
            {
              element: <AppShell />,
              children: [
                {
                  // Render failures of a screen keep the shell (navigation) around the error page.
                  errorElement: <RouteErrorPage inShell />,
                  children: [
                    { path: 'dashboard', element: <DashboardPage /> },
                    { path: 'academy', element: <AcademyPage /> },
                    { path: 'more', element: <MorePage /> },
                    ...assortmentRoutes,
                    ...scrapeRecordRoutes,
                    ...priceAnalysisRoutes,
                    ...priceAdjustmentRoutes,
                    ...categoriesRoutes,
                    ...sourcesRoutes,
                    ...discoveryRoutes,
                    ...settingsRoutes,
                    ...ruleEngineRoutes,
                    ...insightsRoutes,
                    ...exportRoutes,
                    ...priceDevelopmentRoutes,
                    ...notificationRoutes,
                    ...priceAlertRoutes,
                    ...priceAnalysisSettingsRoutes,
                    {
                      path: 'admin',
                      element: <RequireAdmin />,
                      children: [
                        { index: true, element: <Navigate to="/" replace /> },
                        { path: 'company', element: <AdminCompaniesPage /> },
                        { path: 'company/:companyId', element: <AdminCompanyPage /> },
                        { path: 'company/:companyId/statistics', element: <CompanyStatisticsPage /> },
                        { path: 'company/:companyId/check-urls', element: <CompanyCheckUrlsPage /> },
                        { path: 'scrape-exceptions', element: <AdminScrapeExceptionsPage /> },
                        { path: 'health', element: <AdminScrapeHealthPage /> },
                        ...adminScrapeJobRoutes,
                        ...adminAgentJobRoutes,
                        ...adminScrapeRecordRoutes,
                        ...adminDiscoveryRoutes,
                        { path: 'read-models', element: <AdminReadModelsPage /> },
                        { path: 'assortments', element: <AdminAssortmentsPage /> },
                        { path: 'store', element: <AdminSourcesPage group="store" /> },
                        { path: 'aggregator', element: <AdminSourcesPage group="aggregator" /> },
                        ...adminSourceWizardRoutes,
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ]);
}
