/**
 * One event sequence, every fold of "the offer of a competitor URL": the scraper's plausibility
 * decider, the engine's pricing view and run input, the offers and price-analysis read models.
 */
import { describe, it } from 'vitest';
import { offerDecider } from '@pm/contracts/domain';
import { buildRunInput, emptyPricingView, evolvePricingView } from '@pm/pricing-service';
import { OFFERS, PRICE_ANALYSIS_PRODUCTS, projectionSpec } from '@pm/projection-service/testing';
import { offersProjector, priceAnalysisProjector } from '@pm/projection-service';
import { toDomainEvent, type RecordedEvent } from '@pm/platform';
import { recordedEvent } from '@pm/platform/testing';
import type { OfferEvent } from '@pm/contracts/events';
import { consistencySpec, type Reader } from './consistencySpec.ts';

/** The common shape: the price in use and whether a flagged observation waits for confirmation. */
interface Shown {
  current: string | null;
  waiting: boolean;
}

const companyId = 'c1';
const opts = { companyId };
const created = () => recordedEvent('ProductCreated', { productId: 'p1', companyId, fields: { name: 'Zelt', sku: 'ZT-1', pricing: { de: { salesPrice: 100, vatRate: 19 } } } }, opts);
const added = () => recordedEvent('CompetitorUrlAdded', { productId: 'p1', urlId: 'u1', url: 'https://shop.example/zelt', sourceId: 's1', sourceKind: 'STORE', offerType: 'COMPETITOR_OFFER' }, opts);
const observed = (price: string | null, plausibility: 'ACCEPTED' | 'FLAGGED' | 'CONFIRMED' = 'ACCEPTED', pageStatus = 'OK', availability = 'InStock') =>
  recordedEvent(
    'OfferObserved',
    { urlId: 'u1', productId: 'p1', companyId, sourceId: 's1', jobId: 'j1', observedAt: '2026-11-22T06:30:00.000Z', pageStatus, offer: price === null ? null : { price, currency: 'EUR', availability }, plausibility, flagReason: plausibility === 'ACCEPTED' ? null : 'PRICE_JUMP', comparedWith: null },
    opts,
  );

const offerEvents = (events: RecordedEvent[]) => events.filter((e) => e.type === 'OfferObserved').map((e) => toDomainEvent<OfferEvent>(e));

const readers: Reader<Shown>[] = [
  {
    name: 'scraper plausibility decider',
    read: (events) => {
      const state = offerEvents(events).reduce(offerDecider.evolve, offerDecider.initialState());
      return { current: state.current?.price ?? null, waiting: state.flagged !== null };
    },
  },
  {
    name: 'engine pricing view and run input',
    read: (events) => {
      const view = events.reduce(evolvePricingView, emptyPricingView());
      const input = buildRunInput(view, view.companies.get(companyId)!, new Date('2026-11-23T00:00:00.000Z'));
      const offer = input.products[0]?.offers.find((o) => o.urlId === 'u1');
      return { current: view.urls.get('u1')?.offer.current?.price ?? null, waiting: offer?.flagged ?? false };
    },
  },
  {
    name: 'offers read model (comparison product API, assortment screen)',
    read: async (events) => {
      const [doc] = await projectionSpec(offersProjector).given(...events).documents(OFFERS);
      return { current: (doc?.['current'] as { price: string } | null)?.price ?? null, waiting: doc?.['pending'] != null };
    },
  },
  {
    name: 'price-analysis read model (analysis screen)',
    read: async (events) => {
      const [doc] = await projectionSpec(priceAnalysisProjector).given(...events).documents(PRICE_ANALYSIS_PRODUCTS);
      const url = (doc?.['urls'] as Record<string, { current: { price: string } | null; flagged: unknown }> | undefined)?.['u1'];
      return { current: url?.current?.price ?? null, waiting: url?.flagged != null };
    },
  },
];

const spec = consistencySpec('offer of a URL', readers);

describe('offer of a URL: every fold agrees', () => {
  it('an accepted price is current everywhere', async () => {
    await spec.given(created(), added(), observed('19.99')).allShow({ current: '19.99', waiting: false });
  });
  it('a flagged jump waits and the old price stays current', async () => {
    await spec.given(created(), added(), observed('19.99'), observed('199.00', 'FLAGGED')).allShow({ current: '19.99', waiting: true });
  });
  it('a flagged jump followed by a 404 page: the flag is cleared everywhere, the old price stays', async () => {
    await spec.given(created(), added(), observed('19.99'), observed('199.00', 'FLAGGED'), observed(null, 'ACCEPTED', 'NOT_FOUND_404')).allShow({ current: '19.99', waiting: false });
  });
  it('a confirming scrape makes the flagged price current', async () => {
    await spec.given(created(), added(), observed('19.99'), observed('199.00', 'FLAGGED'), observed('199.00', 'CONFIRMED')).allShow({ current: '199.00', waiting: false });
  });
  it('a flagged first price is never current', async () => {
    await spec.given(created(), added(), observed('0.00', 'FLAGGED')).allShow({ current: null, waiting: true });
  });
  it('a price on a page that is not OK (an expired offer) is not current and clears a flag', async () => {
    await spec.given(created(), added(), observed('19.99'), observed('5.00', 'FLAGGED'), observed('17.00', 'ACCEPTED', 'OFFER_EXPIRED')).allShow({ current: '19.99', waiting: false });
  });
});
