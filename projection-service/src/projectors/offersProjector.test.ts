import { describe, it } from 'vitest';
import { recordedEvent } from '@pm/platform/testing';
import { projectionSpec } from '../runtime/testSupport/projectionSpec.ts';
import { OFFERS, offersProjector, PRICE_HISTORY } from './offersProjector.ts';

const companyId = '01a202fa-b1d3-742b-8831-a2f80152650f';
const at = { companyId };

const added = () => recordedEvent('CompetitorUrlAdded', { productId: 'p1', urlId: 'u1', url: 'https://shop.example/zelt', sourceId: 's1', sourceKind: 'STORE', offerType: 'COMPETITOR_OFFER' }, at);
const observed = (price: string | null, plausibility = 'ACCEPTED', pageStatus = 'OK') =>
  recordedEvent(
    'OfferObserved',
    { urlId: 'u1', productId: 'p1', companyId, sourceId: 's1', jobId: 'j1', observedAt: '2026-11-22T06:30:00.000Z', pageStatus, offer: price === null ? null : { price, currency: 'EUR', availability: 'InStock' }, plausibility, flagReason: plausibility === 'ACCEPTED' ? null : 'PRICE_JUMP', comparedWith: null },
    at,
  );
const spec = projectionSpec(offersProjector);

describe('offersProjector', () => {
  it('lists an added URL as not scraped yet', async () => {
    await spec.given(added()).then(OFFERS, [{ _id: 'u1', companyId, productId: 'p1', sourceId: 's1', lastObservation: null, current: null, pending: null }]);
  });

  it('shows the current offer of an accepted observation', async () => {
    await spec.given(added(), observed('19.99')).then(OFFERS, [{ _id: 'u1', current: { price: '19.99', confirmed: false }, pending: null, lastObservation: { pageStatus: 'OK', plausibility: 'ACCEPTED' } }]);
  });

  it('keeps a flagged price waiting and the old price current, in one batch as in several', async () => {
    const expected = [{ _id: 'u1', current: { price: '19.99' }, pending: { price: '199.00', flagReason: 'PRICE_JUMP' } }];
    await spec.given(added(), observed('19.99'), observed('199.00', 'FLAGGED')).then(OFFERS, expected);
    await spec.batched(added(), observed('19.99'), observed('199.00', 'FLAGGED')).then(OFFERS, expected);
  });

  it('a 404 after a flagged jump ends the wait: nothing is shown as waiting for confirmation', async () => {
    await spec.given(added(), observed('19.99'), observed('199.00', 'FLAGGED'), observed(null, 'ACCEPTED', 'NOT_FOUND_404')).then(OFFERS, [
      { _id: 'u1', current: { price: '19.99' }, pending: null, lastObservation: { pageStatus: 'NOT_FOUND_404' } },
    ]);
  });

  it('records every usable observation in the month bucket of the price history, flagged ones marked', async () => {
    await spec.given(added(), observed('19.99'), observed('199.00', 'FLAGGED'), observed(null, 'ACCEPTED', 'NOT_FOUND_404')).then(PRICE_HISTORY, [
      { _id: 'u1:2026-11', month: '2026-11', points: [{ price: '19.99', flagged: false }, { price: '199.00', flagged: true }] },
    ]);
  });

  it('does not bring back a removed URL when a late observation arrives', async () => {
    await spec.given(added(), observed('19.99'), recordedEvent('CompetitorUrlRemoved', { productId: 'p1', urlId: 'u1' }, at), observed('18.99')).then(OFFERS, []);
  });
});
