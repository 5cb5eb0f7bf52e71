import type { RecordedEvent } from '@pm/platform';
import { PRICE_ANALYSIS_EVENTS, productIdOf } from '../analysis/priceAnalysisState.ts';
import { INSIGHT_DAILY, INSIGHT_PAIRS, INSIGHT_PRODUCTS, INSIGHT_URLS, insightIndexes, insightWrites } from '../insights/insightsDocs.ts';
import { evolveInsights, type InsightsState } from '../insights/insightsState.ts';
import type { Projector } from '../runtime/projector.ts';

/** One state document per product: the price-analysis fold plus stock flags and day contributions. */
export const INSIGHT_STATES = 'insightStates';

/**
 * The insights (docs/insights.md): per product, country and competitor shop the latest comparable
 * price against the own price, per product the brand index inputs, per URL its data state, and
 * per company × country × shop × day the sums for the trend. An entity-state fold of the product
 * and offer events, rebuildable from the log like every projector.
 */
export const insightsProjector: Projector = {
  name: 'insights',
  version: 1,
  collections: {
    [INSIGHT_STATES]: [{ keys: { companyId: 1 } }],
    [INSIGHT_PAIRS]: insightIndexes[INSIGHT_PAIRS] ?? [],
    [INSIGHT_PRODUCTS]: insightIndexes[INSIGHT_PRODUCTS] ?? [],
    [INSIGHT_URLS]: insightIndexes[INSIGHT_URLS] ?? [],
    [INSIGHT_DAILY]: insightIndexes[INSIGHT_DAILY] ?? [],
  },
  handles: PRICE_ANALYSIS_EVENTS,
  state: {
    collection: INSIGHT_STATES,
    idOf: productIdOf,
    evolve: (state, event) => evolveInsights(state as InsightsState | null, event),
    derive: (before, after) => insightWrites(before as InsightsState | null, after as InsightsState | null),
  },
  notices: (event: RecordedEvent) => (event.metadata.companyId ? [{ companyId: event.metadata.companyId, queryKeys: [['insights']] }] : []),
};
