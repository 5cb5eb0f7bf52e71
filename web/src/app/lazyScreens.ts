import { lazy } from 'react';

// Screens are separate chunks, loaded when first visited.
export const SignInPage = lazy(() =>
  import('../features/auth/components/SignInPage.tsx').then((m) => ({ default: m.SignInPage })),
);
export const AppShell = lazy(() =>
  import('../features/shell/components/AppShell.tsx').then((m) => ({ default: m.AppShell })),
);
export const DashboardPage = lazy(() =>
  import('../features/dashboard/components/DashboardPage.tsx').then((m) => ({ default: m.DashboardPage })),
);
export const AcademyPage = lazy(() =>
  import('../features/academy/components/AcademyPage.tsx').then((m) => ({ default: m.AcademyPage })),
);
export const MorePage = lazy(() =>
  import('../features/shell/components/MorePage.tsx').then((m) => ({ default: m.MorePage })),
);
export const AdminCompaniesPage = lazy(() =>
  import('../features/adminCompanies/components/AdminCompaniesPage.tsx').then((m) => ({
    default: m.AdminCompaniesPage,
  })),
);
export const AdminScrapeHealthPage = lazy(() =>
  import('../features/adminScrapeHealth/components/AdminScrapeHealthPage.tsx').then((m) => ({
    default: m.AdminScrapeHealthPage,
  })),
);
export const AdminAssortmentsPage = lazy(() =>
  import('../features/adminAssortments/components/AdminAssortmentsPage.tsx').then((m) => ({
    default: m.AdminAssortmentsPage,
  })),
);
export const AdminSourcesPage = lazy(() =>
  import('../features/adminSources/components/AdminSourcesPage.tsx').then((m) => ({
    default: m.AdminSourcesPage,
  })),
);
export const AdminCompanyPage = lazy(() =>
  import('../features/adminCompanies/components/AdminCompanyPage.tsx').then((m) => ({
    default: m.AdminCompanyPage,
  })),
);
export const CompanyStatisticsPage = lazy(() =>
  import('../features/adminCompanies/components/CompanyStatisticsPage.tsx').then((m) => ({
    default: m.CompanyStatisticsPage,
  })),
);
export const CompanyCheckUrlsPage = lazy(() =>
  import('../features/insights/components/CheckUrlsPage.tsx').then((m) => ({
    default: m.CheckUrlsPage,
  })),
);
export const AdminReadModelsPage = lazy(() =>
  import('../features/adminReadModels/components/AdminReadModelsPage.tsx').then((m) => ({
    default: m.AdminReadModelsPage,
  })),
);
export const AdminScrapeExceptionsPage = lazy(() =>
  import('../features/adminScrapeExceptions/components/AdminScrapeExceptionsPage.tsx').then((m) => ({
    default: m.AdminScrapeExceptionsPage,
  })),
);
