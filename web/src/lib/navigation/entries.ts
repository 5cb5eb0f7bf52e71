/**
 * The one navigation config of the signed-in area (spec §2): the sidebar entries in their order
 * and the Admin group, each with its path. Labels and icons live in presentation.ts, keyed by
 * the same ids, so this file stays free of the Lingui macro and can be tested in plain Node.
 *
 * DECISION: an entry is shown only when its screen exists (`available`). No placeholder or
 * "coming soon" screens: an issue that adds a screen registers its route and flips its flag here.
 */

export const MAIN_ENTRY_IDS = [
  'dashboard',
  'price-analysis',
  'price-engine',
  'insights',
  'scrape-records',
  'assortment',
  'discovery',
  'categories',
  'sources',
  'settings',
  'academy',
] as const;

export const ADMIN_ENTRY_IDS = [
  'admin-discovery',
  'admin-assortments',
  'admin-records',
  'admin-health',
  'admin-scrape-exceptions',
  'admin-scrape-jobs',
  'admin-stores',
  'admin-aggregators',
  'admin-companies',
  'admin-agent-jobs',
] as const;

export type MainEntryId = (typeof MAIN_ENTRY_IDS)[number];
export type AdminEntryId = (typeof ADMIN_ENTRY_IDS)[number];
export type NavEntryId = MainEntryId | AdminEntryId;

export interface NavEntry<Id extends NavEntryId = NavEntryId> {
  id: Id;
  path: string;
  /** Whether the screen exists yet; unavailable entries are not shown anywhere. */
  available: boolean;
}

export const MAIN_ENTRIES: readonly NavEntry<MainEntryId>[] = [
  { id: 'dashboard', path: '/dashboard', available: true },
  { id: 'price-analysis', path: '/price-analysis', available: true },
  { id: 'price-engine', path: '/price-engine', available: true },
  { id: 'insights', path: '/insights', available: true },
  { id: 'scrape-records', path: '/scrape-records', available: true },
  { id: 'assortment', path: '/assortment', available: true },
  { id: 'discovery', path: '/discovery', available: true },
  { id: 'categories', path: '/categories', available: true },
  { id: 'sources', path: '/sources', available: true },
  { id: 'settings', path: '/settings', available: true },
  { id: 'academy', path: '/academy', available: true },
];

export const ADMIN_ENTRIES: readonly NavEntry<AdminEntryId>[] = [
  { id: 'admin-discovery', path: '/admin/discovery', available: true },
  { id: 'admin-assortments', path: '/admin/assortments', available: true },
  { id: 'admin-records', path: '/admin/records', available: true },
  { id: 'admin-health', path: '/admin/health', available: true },
  { id: 'admin-scrape-exceptions', path: '/admin/scrape-exceptions', available: true },
  { id: 'admin-scrape-jobs', path: '/admin/scrape-job', available: true },
  { id: 'admin-stores', path: '/admin/store', available: true },
  { id: 'admin-aggregators', path: '/admin/aggregator', available: true },
  { id: 'admin-companies', path: '/admin/company', available: true },
  { id: 'admin-agent-jobs', path: '/admin/agent-job', available: true },
];

/** Tabs of the mobile bar before "more" (spec §2), in order. */
export const MOBILE_TAB_IDS: readonly MainEntryId[] = ['dashboard', 'price-analysis', 'price-engine', 'insights'];

export const MORE_PATH = '/more';

/** Path prefixes whose screens highlight "more" on mobile (spec §2), plus /more itself. */
export const MORE_PATH_PREFIXES: readonly string[] = [
  '/scrape-records',
  '/assortment',
  '/categories',
  '/sources',
  '/settings',
  '/academy',
  '/admin',
  MORE_PATH,
];

/**
 * Screens outside the sidebar that other screens link to (e.g. the dashboard's guided start),
 * with the same availability rule as the entries.
 */
export const LINKED_SCREENS = {
  userManagement: { path: '/settings/user-management', available: true },
  priceRules: { path: '/settings/price-engine/price-rules', available: true },
} as const satisfies Record<string, { path: string; available: boolean }>;
