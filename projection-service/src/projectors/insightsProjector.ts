import type { RecordedEvent } from '@pm/platform';
import { PRICE_ANALYSIS_EVENTS, productIdOf } from '../analysis/priceAnalysisState.ts';
import { aggregateIndexes } from '../insights/insightsAggregates.ts';
import { INSIGHT_PAIRS, INSIGHT_PRODUCTS, INSIGHT_URLS, insightBatchWrites, insightIndexes, insightWrites } from '../insights/insightsDocs.ts';
import { evolveInsights, storedInsightsState, type InsightsState } from '../insights/insightsState.ts';
import type { Projector } from '../runtime/projector.ts';

/** One state document per product: the price-analysis fold plus stock flags and day contributions. */
export const INSIGHT_STATES = 'insightStates';

/**
 * The insights (docs/insights.md): per product, country and competitor shop the latest comparable
 * price against the own price, per product the brand index inputs, per URL its data state, and
 * the aggregates the answers read instead of all pairs (insightsAggregates.ts): per shop and day
 * of observation, per brand, per brand × shop × day, and the shop and brand trends per day. An
 * entity-state fold of the product and offer events, rebuildable from the log like every projector.
 * Version 2: aggregates and the brand trend; state keeps only each URL's latest day.
 * Version 3: the URL counts (out of stock, per check reason) kept as an aggregate.
 * Version 4: aggregates written once per batch with the summed changes of its products
 * (`deriveBatch`); documents that differ from version 3 only by fields that are 0.
 * Version 5: the URLs' reason index ends with the id, so a page of the check list is read in the
 * index's order (it sorted every URL of the reason: 38 ms at 100,000 × 10); the rebuild drops the
 * old index with the old generation.
 * Version 6: a day's contributions take the own price of that day — prices recorded for past days
 * (`OwnPriceRecorded`, the demo's and an ERP's history) before the current price was set.
 */
export const insightsProjector: Projector = {
  name: 'insights',
  version: 6,
  collections: {
    [INSIGHT_STATES]: [{ keys: { companyId: 1 } }],
    [INSIGHT_PAIRS]: insightIndexes[INSIGHT_PAIRS] ?? [],
    [INSIGHT_PRODUCTS]: insightIndexes[INSIGHT_PRODUCTS] ?? [],
    [INSIGHT_URLS]: insightIndexes[INSIGHT_URLS] ?? [],
    ...aggregateIndexes,
  },
  handles: [...PRICE_ANALYSIS_EVENTS, 'OwnPriceRecorded'],
  state: {
    collection: INSIGHT_STATES,
    idOf: productIdOf,
    pure: true,
    evolve: (state, event) => evolveInsights(state as InsightsState | null, event),
    // The pending day changes are this batch's, written as $inc by deriveBatch: never stored.
    stored: (state) => storedInsightsState(state as InsightsState),
    derive: (before, after) => insightWrites(before as InsightsState | null, after as InsightsState | null),
    deriveBatch: (changes) => insightBatchWrites(changes as readonly { before: InsightsState | null; after: InsightsState | null }[]),
  },
  notices: (event: RecordedEvent) => (event.metadata.companyId ? [{ companyId: event.metadata.companyId, queryKeys: [['insights']] }] : []),
};
