import type { RecordedEvent, WriteOp } from '@pm/platform';
import { priceAnalysisRows } from '../analysis/priceAnalysisRows.ts';
import { priceAnalysisIndexes } from '../analysis/priceAnalysisSortKeys.ts';
import { evolvePriceAnalysis, PRICE_ANALYSIS_WITH_COMPARISON_EVENTS, productIdOf, type PriceAnalysisState } from '../analysis/priceAnalysisState.ts';
import type { Projector } from '../runtime/projector.ts';
import { DASHBOARD_POSITION_INDEXES } from '../dashboard/dashboardPositionIndexes.ts';

/** One state document per product: its own prices and every URL's offer (the detail view reads it). */
export const PRICE_ANALYSIS_PRODUCTS = 'priceAnalysisProducts';
/** One row per product and country with the figures the list shows, filters and sorts on. */
export const PRICE_ANALYSIS = 'priceAnalysis';

/**
 * The price analysis: the cheapest current competitor offer against the own price, per product
 * and country. The cheapest offer has to be recomputed from all of a product's offers whenever
 * one changes, so this projector folds entity states (see EntityState) instead of writing
 * update operators. Version 2: each URL's offer is the domain fold `evolveOfferOfUrl`.
 * Version 3: rows keep `oldestComparedAt` and `staleCount`, so a query finds the rows whose
 * figures its stale cutoff changes (analysis/staleRows.ts).
 * Comparison products (issue 17 item 7) live apart in the state document; the rows leave them out.
 */
export const priceAnalysisProjector: Projector = {
  name: 'priceAnalysis',
  version: 3,
  collections: {
    [PRICE_ANALYSIS_PRODUCTS]: [{ keys: { companyId: 1 } }],
    [PRICE_ANALYSIS]: [...priceAnalysisIndexes(), ...DASHBOARD_POSITION_INDEXES],
  },
  handles: PRICE_ANALYSIS_WITH_COMPARISON_EVENTS,
  state: {
    collection: PRICE_ANALYSIS_PRODUCTS,
    idOf: productIdOf,
    pure: true,
    evolve: (state, event) => evolvePriceAnalysis(state as PriceAnalysisState | null, event),
    derive(before, after): WriteOp[] {
      const rows = priceAnalysisRows(after as PriceAnalysisState | null);
      const kept = new Set(rows.map((row) => row._id));
      const gone = priceAnalysisRows(before as PriceAnalysisState | null).filter((row) => !kept.has(row._id));
      return [
        ...gone.map((row): WriteOp => ({ op: 'delete', collection: PRICE_ANALYSIS, id: row._id })),
        ...rows.map((doc): WriteOp => ({ op: 'put', collection: PRICE_ANALYSIS, doc })),
      ];
    },
  },
  notices: (event: RecordedEvent) => (event.metadata.companyId ? [{ companyId: event.metadata.companyId, queryKeys: [['price-analysis']] }] : []),
};
