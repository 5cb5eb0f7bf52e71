import { lazy } from 'react';
import type { FeatureSlots } from '../lib/featureSlots.tsx';

/**
 * The composition of features (lib/featureSlots.tsx): which feature's screen another one shows,
 * each loaded with its own chunk when first rendered.
 */
export const featureSlots: FeatureSlots = {
  ProductImportDialog: lazy(() => import('../features/productImport/components/ProductImportDialog.tsx').then((m) => ({ default: m.ProductImportDialog }))),
  ExportButton: lazy(() => import('../features/exports/components/ExportButton.tsx').then((m) => ({ default: m.ExportButton }))),
  NotificationBell: lazy(() => import('../features/notifications/components/NotificationBell.tsx').then((m) => ({ default: m.NotificationBell }))),
  ScrapeRecordsTable: lazy(() => import('../features/scrapeRecords/components/ScrapeRecordsTable.tsx').then((m) => ({ default: m.ScrapeRecordsTable }))),
  CompanyDetailsEditor: lazy(() => import('../features/settings/components/CompanyDetailsSection.tsx').then((m) => ({ default: m.CompanyDetailsEditor }))),
  CompanySources: lazy(() => import('../features/sources/components/SourcesPage.tsx').then((m) => ({ default: m.CompanySourcesPanel }))),
  CompanyAgentSettings: lazy(() => import('../features/discovery/components/CompanyAgentSettings.tsx').then((m) => ({ default: m.CompanyAgentSettings }))),
  CompanyMetricSettings: lazy(() => import('../features/priceEngineSettings/components/MetricsPage.tsx').then((m) => ({ default: m.CompanyMetricSettings }))),
  ScrapePuppet: lazy(() => import('../features/adminScrapeJobs/components/ScrapePuppet.tsx').then((m) => ({ default: m.ScrapePuppet }))),
};
