import type { OfferEvent, ProductEvent } from '@pm/contracts';
import { toDomainEvent, type RecordedEvent, type WriteOp } from '@pm/platform';
import type { Projector } from '../runtime/projector.ts';

export const OFFERS = 'offers';
export const PRICE_HISTORY = 'priceHistory';

/** Price history is bucketed per competitor URL and month (ARCHITECTURE §3: bucket pattern). */
export const historyBucketId = (urlId: string, observedAt: string) => `${urlId}:${observedAt.slice(0, 7)}`;

/**
 * The competitor offers of each product: per URL the current (accepted or confirmed) offer, a
 * flagged observation waiting for confirmation, and the last observation with its page status.
 * A flagged price is never the current price until the next scrape confirms it.
 * Version 2: the last observation keeps its extracted offer; history is indexed per URL.
 * Version 3: the URL's document is made when the URL is added; an observation only updates it,
 * so one that arrives after its URL was removed (a job still running then) cannot bring it back.
 */
export const offersProjector: Projector = {
  name: 'offers',
  version: 3,
  collections: {
    [OFFERS]: [{ keys: { companyId: 1, productId: 1 } }],
    [PRICE_HISTORY]: [{ keys: { companyId: 1, productId: 1, month: 1 } }, { keys: { companyId: 1, urlId: 1, month: 1 } }],
  },
  handles: ['CompetitorUrlAdded', 'OfferObserved', 'CompetitorUrlRemoved'],
  project(recorded: RecordedEvent): WriteOp[] {
    const event = toDomainEvent<OfferEvent | Extract<ProductEvent, { type: 'CompetitorUrlAdded' | 'CompetitorUrlRemoved' }>>(recorded);
    if (event.type === 'CompetitorUrlAdded') {
      const { urlId, productId, sourceId } = event.data;
      return [{ op: 'update', collection: OFFERS, id: urlId, upsert: true, update: { $set: { companyId: recorded.metadata.companyId, productId, sourceId, lastObservation: null, current: null, pending: null } } }];
    }
    if (event.type === 'CompetitorUrlRemoved') return [{ op: 'delete', collection: OFFERS, id: event.data.urlId }];
    if (event.type !== 'OfferObserved') return [];
    const o = event.data;
    // `offer`: what the page said last, even when it is no current price (a used or expired offer).
    const observation = { observedAt: o.observedAt, pageStatus: o.pageStatus, plausibility: o.plausibility, flagReason: o.flagReason, jobId: o.jobId, eventId: recorded.id, offer: o.offer };
    const set: Record<string, unknown> = { companyId: o.companyId, productId: o.productId, sourceId: o.sourceId, lastObservation: observation };
    const usable = o.offer?.price != null && o.pageStatus === 'OK';
    if (usable && o.plausibility !== 'FLAGGED') {
      set['current'] = { ...o.offer, observedAt: o.observedAt, eventId: recorded.id, confirmed: o.plausibility === 'CONFIRMED' };
      set['pending'] = null;
    } else if (usable) {
      set['pending'] = { ...o.offer, observedAt: o.observedAt, eventId: recorded.id, flagReason: o.flagReason };
    }
    const ops: WriteOp[] = [{ op: 'update', collection: OFFERS, id: o.urlId, update: { $set: set } }];
    if (usable) {
      ops.push({
        op: 'update',
        collection: PRICE_HISTORY,
        id: historyBucketId(o.urlId, o.observedAt),
        upsert: true,
        update: {
          $set: { companyId: o.companyId, productId: o.productId, urlId: o.urlId, sourceId: o.sourceId, month: o.observedAt.slice(0, 7) },
          $push: { points: { at: o.observedAt, price: o.offer?.price ?? null, shippingCost: o.offer?.shippingCost ?? null, availability: o.offer?.availability ?? null, flagged: o.plausibility === 'FLAGGED' } },
        },
      });
    }
    return ops;
  },
  notices: (event) => (event.metadata.companyId ? [{ companyId: event.metadata.companyId, queryKeys: [['offers'], ['price-analysis']] }] : []),
};
