import type { IndexSpec } from '@pm/platform';

/**
 * Indexes of the price-analysis rows for the dashboard's position tile (dashboardPosition.ts):
 * per tenant, country and position of a shipping mode, then the deviation, so that each count of
 * a position is the size of one index range (no row is read) and "within the tolerance" reads
 * only the not-cheapest rows up to the tolerance; and per tenant, country and oldest compared
 * offer, so that the rows a stale cutoff touches are one range too. Kept here, without imports,
 * so that the price-analysis projector can declare them without importing the dashboard.
 */
export const DASHBOARD_POSITION_INDEXES: IndexSpec[] = [
  ...(['withShipping', 'withoutShipping'] as const).map((mode): IndexSpec => ({ keys: { companyId: 1, country: 1, [`${mode}.position`]: 1, [`${mode}.deviationPercent`]: 1 } })),
  { keys: { companyId: 1, country: 1, oldestComparedAt: 1 } },
];
