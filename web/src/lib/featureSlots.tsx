import { createContext, createElement, Suspense, useContext, type ComponentType } from 'react';
import type { Country, ExportKind, ScrapeRecord } from '@pm/contracts';

/** Props of the product import dialog (features/productImport) as the assortment opens it. */
export interface ProductImportDialogProps {
  companyId: string;
  /** The company's countries; prices are imported for one of them. */
  countries: Country[];
  leadCountry: Country;
  open: boolean;
  onClose(): void;
}

/** Props of the scrape records table (features/scrapeRecords) as a product's URL shows it. */
export interface ScrapeRecordsTableProps {
  records: ScrapeRecord[];
  /** All records belong to one URL: the URL column is left out. */
  oneUrl?: boolean;
  /** Records of several companies (platform admins): each record's company name, shown above its product (which then links nowhere). */
  companyOf?: (record: ScrapeRecord) => string | null;
}

/** Props of the CSV download button (features/exports) as a screen shows it beside its data. */
export interface ExportButtonProps {
  companyId: string;
  kind: ExportKind;
  /** The screen's list query (paging is dropped); the format follows the user's language. */
  params?: string;
  label?: string;
  disabled?: boolean;
}

/** Props of the parts of a company's admin page (`/admin/company/:companyId`) that other features own. */
export interface CompanyPartProps {
  companyId: string;
}

/**
 * Screens of one feature that another feature shows inside its own. Features never import each
 * other; web/src/app composes them by providing these (lazily loaded) components.
 */
export interface FeatureSlots {
  ProductImportDialog: ComponentType<ProductImportDialogProps>;
  ScrapeRecordsTable: ComponentType<ScrapeRecordsTableProps>;
  ExportButton: ComponentType<ExportButtonProps>;
  /** The shell's notification bell (features/notifications): unread alerts and the newest ones. */
  NotificationBell: ComponentType;
  /** Name, logo, countries and lead country of any company (features/settings). */
  CompanyDetailsEditor: ComponentType<CompanyPartProps>;
  /** The company's connected stores and aggregators: connect, scrape settings, disconnect (features/sources). */
  CompanySources: ComponentType<CompanyPartProps>;
  /** The company's discovery agent settings (features/discovery). */
  CompanyAgentSettings: ComponentType<CompanyPartProps>;
  /** The company's metrics settings (features/priceEngineSettings). */
  CompanyMetricSettings: ComponentType<CompanyPartProps>;
  /** "Trigger the scrape puppet": one URL through the browser crawler now, with its result (features/adminScrapeJobs). */
  ScrapePuppet: ComponentType;
}

const SlotsContext = createContext<FeatureSlots | null>(null);
export const FeatureSlotsProvider = SlotsContext.Provider;

function useSlots(): FeatureSlots {
  const slots = useContext(SlotsContext);
  if (!slots) throw new Error('FeatureSlotsProvider is missing (web/src/app provides it).');
  return slots;
}

/** The product import dialog, as web/src/app provides it. */
export function ProductImportDialogSlot(props: ProductImportDialogProps) {
  // Its own boundary: the page around it renders while the dialog's chunk loads.
  return createElement(Suspense, { fallback: null }, createElement(useSlots().ProductImportDialog, props));
}

/** The scrape records table, as web/src/app provides it. */
export function ScrapeRecordsTableSlot(props: ScrapeRecordsTableProps) {
  return createElement(Suspense, { fallback: null }, createElement(useSlots().ScrapeRecordsTable, props));
}

/** The CSV download button, as web/src/app provides it. */
export function ExportButtonSlot(props: ExportButtonProps) {
  return createElement(Suspense, { fallback: null }, createElement(useSlots().ExportButton, props));
}

/** The notification bell of the shell's top bar, as web/src/app provides it. */
export function NotificationBellSlot() {
  return createElement(Suspense, { fallback: null }, createElement(useSlots().NotificationBell));
}

/** One of the company admin page's parts other features own (see `FeatureSlots`), as web/src/app provides it. */
export function CompanyPartSlot({ part, companyId }: CompanyPartProps & { part: 'CompanyDetailsEditor' | 'CompanySources' | 'CompanyAgentSettings' | 'CompanyMetricSettings' }) {
  return createElement(Suspense, { fallback: null }, createElement(useSlots()[part], { companyId }));
}

/** The scrape puppet of the agent jobs screen, as web/src/app provides it. */
export function ScrapePuppetSlot() {
  return createElement(Suspense, { fallback: null }, createElement(useSlots().ScrapePuppet));
}
