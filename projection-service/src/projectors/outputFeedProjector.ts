import type { RecordedEvent } from '@pm/platform';
import { adjustmentIdOf, deriveFeedRows, evolveFeedAdjustment, FEED_ADJUSTMENT_EVENTS, FEED_ADJUSTMENTS, FEED_ROWS, type FeedAdjustmentState } from '../outputFeed/feedAdjustmentState.ts';
import { FEED_COMPANIES, FEED_COMPANY_EVENTS, feedCompanyWrites } from '../outputFeed/feedCompanyWrites.ts';
import type { Projector } from '../runtime/projector.ts';

/**
 * The output feed per company and sales channel: for each SKU the latest confirmed (or picked
 * up) price with its strike price and window, the feed id that opens it, the channels' names
 * and the last sync and pull. Adjustments are folded as entity states because a confirmation
 * only names its adjustment; the SKU and channel come from the proposal.
 */
export const outputFeedProjector: Projector = {
  name: 'outputFeed',
  version: 2,
  collections: {
    [FEED_ADJUSTMENTS]: [{ keys: { companyId: 1 } }],
    [FEED_ROWS]: [{ keys: { companyId: 1, channelId: 1, sku: 1 } }],
    [FEED_COMPANIES]: [{ keys: { feedId: 1 } }],
  },
  handles: [...FEED_ADJUSTMENT_EVENTS, ...FEED_COMPANY_EVENTS],
  project: (event: RecordedEvent) => ((FEED_COMPANY_EVENTS as readonly string[]).includes(event.type) ? feedCompanyWrites(event) : []),
  state: {
    collection: FEED_ADJUSTMENTS,
    idOf: adjustmentIdOf,
    evolve: (state, event) => evolveFeedAdjustment(state as FeedAdjustmentState | null, event),
    derive: (before, after) => deriveFeedRows(before as FeedAdjustmentState | null, after as FeedAdjustmentState | null),
  },
  notices: (event: RecordedEvent) => (event.metadata.companyId && event.type !== 'AdjustmentProposed' ? [{ companyId: event.metadata.companyId, queryKeys: [['feed']] }] : []),
};
