import type { OfferEvent, ProductEvent } from '@pm/contracts/events';
import { evolveOfferOfUrl, usableOffer, type OfferOfUrl } from '@pm/contracts/domain';
import { toDomainEvent, type Doc, type RecordedEvent, type WriteOp } from '@pm/platform';
import type { Projector } from '../runtime/projector.ts';

export const OFFERS = 'offers';
export const PRICE_HISTORY = 'priceHistory';

/** Price history is bucketed per competitor URL and month (ARCHITECTURE §3: bucket pattern). */
export const historyBucketId = (urlId: string, observedAt: string) => `${urlId}:${observedAt.slice(0, 7)}`;

type Handled = OfferEvent | Extract<ProductEvent, { type: 'CompetitorUrlAdded' | 'CompetitorUrlRemoved' | 'ComparisonProductAdded' | 'ComparisonProductRemoved' }>;

/** One document per URL: the domain fold `OfferOfUrl`, stored as current / pending / lastObservation. */
export interface OfferDoc extends Doc {
  companyId: string;
  productId: string;
  sourceId: string;
  current: OfferOfUrl['current'];
  pending: OfferOfUrl['flagged'];
  lastObservation: OfferOfUrl['last'];
}

const offerOf = (doc: OfferDoc): OfferOfUrl => ({ current: doc.current, flagged: doc.pending, last: doc.lastObservation });

/** The URL's document; null once removed. An observation of an unknown or removed URL changes nothing. */
export function evolveOfferDoc(doc: OfferDoc | null, recorded: RecordedEvent): OfferDoc | null {
  const event = toDomainEvent<Handled>(recorded);
  switch (event.type) {
    // A comparison product's URL has its offer like any competitor URL (its page and history show it).
    case 'ComparisonProductAdded':
    case 'CompetitorUrlAdded': {
      if (doc) return doc;
      const { urlId, productId, sourceId } = event.data;
      return { _id: urlId, companyId: recorded.metadata.companyId ?? '', productId, sourceId, current: null, pending: null, lastObservation: null };
    }
    case 'ComparisonProductRemoved':
    case 'CompetitorUrlRemoved':
      return null;
    case 'OfferObserved': {
      if (!doc) return doc;
      const next = evolveOfferOfUrl(offerOf(doc), event.data, recorded.id);
      return { ...doc, current: next.current, pending: next.flagged, lastObservation: next.last };
    }
  }
}

const urlIdOf = (recorded: RecordedEvent): string | null => {
  const urlId = (recorded.data as { urlId?: unknown } | null)?.urlId;
  return typeof urlId === 'string' ? urlId : null;
};

/**
 * The competitor offers of each product: per URL the offer folded by the domain core (current,
 * flagged-and-waiting, last observation). The URL's document is made when the URL is added; an
 * observation that arrives after its URL was removed cannot bring it back.
 * Version 4: the offer is the domain fold `evolveOfferOfUrl` (a non-flagged observation clears
 * a waiting flag, whatever its page status).
 */
export const offersProjector: Projector = {
  name: 'offers',
  version: 4,
  collections: {
    [OFFERS]: [{ keys: { companyId: 1, productId: 1 } }],
    [PRICE_HISTORY]: [{ keys: { companyId: 1, productId: 1, month: 1 } }, { keys: { companyId: 1, urlId: 1, month: 1 } }],
  },
  handles: ['CompetitorUrlAdded', 'OfferObserved', 'CompetitorUrlRemoved', 'ComparisonProductAdded', 'ComparisonProductRemoved'],
  state: {
    collection: OFFERS,
    idOf: urlIdOf,
    evolve: (state, event) => evolveOfferDoc(state as OfferDoc | null, event),
    derive: () => [],
  },
  /** Every usable observation is a point of the URL's price history, flagged ones marked. */
  project(recorded: RecordedEvent): WriteOp[] {
    if (recorded.type !== 'OfferObserved') return [];
    const o = toDomainEvent<OfferEvent>(recorded).data;
    const offer = usableOffer(o);
    if (!offer) return [];
    return [
      {
        op: 'update',
        collection: PRICE_HISTORY,
        id: historyBucketId(o.urlId, o.observedAt),
        upsert: true,
        update: {
          $set: { companyId: o.companyId, productId: o.productId, urlId: o.urlId, sourceId: o.sourceId, month: o.observedAt.slice(0, 7) },
          $push: { points: { at: o.observedAt, price: offer.price, shippingCost: offer.shippingCost ?? null, availability: offer.availability ?? null, flagged: o.plausibility === 'FLAGGED' } },
        },
      },
    ];
  },
  notices: (event) => (event.metadata.companyId ? [{ companyId: event.metadata.companyId, queryKeys: [['offers'], ['price-analysis']] }] : []),
};
