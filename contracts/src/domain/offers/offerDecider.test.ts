import { describe, expect, it } from 'vitest';
import type { ScrapedOffer } from '../../index.ts';
import type { OfferEvent } from '../../events/index.ts';
import { offerDecider, type ObserveOffer } from './offerDecider.ts';
import type { OfferOfUrl } from './offerOfUrl.ts';

const observe = (price: string | null, extra: Partial<ObserveOffer> & { availability?: ScrapedOffer['availability'] } = {}): ObserveOffer => ({
  type: 'ObserveOffer',
  urlId: 'u1',
  productId: 'p1',
  companyId: 'c1',
  sourceId: 's1',
  jobId: 'j',
  observedAt: '2026-11-22T06:00:00.000Z',
  pageStatus: 'OK',
  offer: { price, currency: 'EUR', availability: extra.availability ?? 'InStock' },
  maxJumpFactor: 2,
  ...extra,
});

/** Feed observations one after another; return the plausibility of each. */
function run(...commands: ObserveOffer[]): string[] {
  let state: OfferOfUrl = offerDecider.initialState();
  const out: string[] = [];
  for (const command of commands) {
    const events: OfferEvent[] = offerDecider.decide(command, state);
    for (const event of events) {
      out.push(event.data.flagReason ? `${event.data.plausibility}:${event.data.flagReason}` : event.data.plausibility);
      state = offerDecider.evolve(state, event);
    }
  }
  return out;
}

describe('offer plausibility', () => {
  it('accepts ordinary movement', () => {
    expect(run(observe('100.00'), observe('95.00'), observe('120.00'))).toEqual(['ACCEPTED', 'ACCEPTED', 'ACCEPTED']);
  });
  it('flags a zero price and a jump beyond the factor, and a confirming scrape makes them good', () => {
    expect(run(observe('100.00'), observe('0.00'), observe('0.00'))).toEqual(['ACCEPTED', 'FLAGGED:ZERO_PRICE', 'CONFIRMED:ZERO_PRICE']);
    expect(run(observe('100.00'), observe('10.00'), observe('10.05'), observe('10.20'))).toEqual(['ACCEPTED', 'FLAGGED:PRICE_JUMP', 'CONFIRMED:PRICE_JUMP', 'ACCEPTED']);
    expect(run(observe('100.00'), observe('250.00'))).toEqual(['ACCEPTED', 'FLAGGED:PRICE_JUMP']);
  });
  it('a flagged outlier followed by the old price stays a one-off', () => {
    expect(run(observe('100.00'), observe('1.00'), observe('99.00'))).toEqual(['ACCEPTED', 'FLAGGED:PRICE_JUMP', 'ACCEPTED']);
  });
  it('a second different jump is flagged again, not confirmed', () => {
    expect(run(observe('100.00'), observe('10.00'), observe('500.00'))).toEqual(['ACCEPTED', 'FLAGGED:PRICE_JUMP', 'FLAGGED:PRICE_JUMP']);
  });
  it('flags a price extraction was unsure of (confidence below 0.5) like a jump, and a sure one is accepted', () => {
    const unsure = (price: string, confidence: number): ObserveOffer => ({ ...observe(price), offer: { price, currency: 'EUR', availability: 'InStock', sources: { price: 'visible' }, confidence: { price: confidence } } });
    expect(run(observe('100.00'), unsure('24.00', 0.3))).toEqual(['ACCEPTED', 'FLAGGED:LOW_CONFIDENCE']);
    expect(run(observe('100.00'), unsure('24.00', 0.3), unsure('24.00', 0.3))).toEqual(['ACCEPTED', 'FLAGGED:LOW_CONFIDENCE', 'CONFIRMED:LOW_CONFIDENCE']);
    expect(run(unsure('99.00', 0.5), unsure('98.00', 0.8))).toEqual(['ACCEPTED', 'ACCEPTED']);
    // Offers recorded before issue 16 carry no confidence: judged as before.
    expect(run(observe('100.00'), observe('99.00'))).toEqual(['ACCEPTED', 'ACCEPTED']);
  });
  it('flags a shop-wide sudden out-of-stock', () => {
    expect(run(observe('100.00'), observe('100.00', { shopWideOutOfStock: true, availability: 'OutOfStock' }))).toEqual(['ACCEPTED', 'FLAGGED:SHOP_WIDE_OUT_OF_STOCK']);
  });
  it('observations without a price carry the page status and change nothing', () => {
    const state = offerDecider.evolve(offerDecider.initialState(), offerDecider.decide(observe('100.00'), offerDecider.initialState())[0]!);
    const [event] = offerDecider.decide({ ...observe(null), pageStatus: 'NOT_FOUND_404', offer: null }, state);
    expect(event?.data).toMatchObject({ plausibility: 'ACCEPTED', pageStatus: 'NOT_FOUND_404', comparedWith: '100.00' });
    expect(offerDecider.evolve(state, event!).current?.price).toBe('100.00');
  });
});
