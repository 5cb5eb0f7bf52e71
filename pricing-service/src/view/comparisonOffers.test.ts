/**
 * Comparison products in the engine's input (issue 17 item 7): priced alongside, never mixed
 * into the competitor offers the rules' "cheapest competitor" reads — unless the company switched
 * it on in Settings › Price analysis.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_ANALYSIS_SETTINGS } from '@pm/contracts';
import { emptyPricingView, evolvePricingView, type PricingView } from './pricingView.ts';
import { buildRunInput } from './runInputBuilder.ts';
import { observed, productFields, recorded } from './testEvents.ts';

const fold = (events: ReturnType<typeof recorded>[]): PricingView => events.reduce(evolvePricingView, emptyPricingView());
const at = '2026-01-01T00:00:00.000Z';
const now = new Date('2026-02-02T00:00:00.000Z');

const events = [
  recorded('SourceRegistered', { sourceId: 's1', fields: { name: 'Bergsport', hostname: 'bergsport.demo.test', kind: 'STORE', shippingCostModel: 'ALWAYS_FREE', scrapeFrequency: 'DAILY', scrapingEnabled: true } }, at, null),
  recorded('ProductCreated', { productId: 'p1', companyId: 'c1', fields: productFields('A-1') }, at),
  recorded('CompetitorUrlAdded', { productId: 'p1', urlId: 'u1', url: 'https://bergsport.demo.test/a', sourceId: 's1', sourceKind: 'STORE', offerType: 'COMPETITOR_OFFER' }, at),
  recorded('ComparisonProductAdded', { productId: 'p1', urlId: 'cmp', url: 'https://bergsport.demo.test/a-xl', sourceId: 's1', sourceKind: 'STORE', name: 'A XL', matchResult: 'SIMILAR', probability: 0.6, requestId: 'r', candidateId: 'c' }, at),
  observed('u1', 'p1', '99.90', '2026-02-01T06:00:00.000Z'),
  // The similar product is cheaper: mixed in, it would become the cheapest competitor.
  observed('cmp', 'p1', '79.90', '2026-02-01T06:00:00.000Z'),
];
const switched = (on: boolean) => recorded('PriceAnalysisSettingsSet', { companyId: 'c1', settings: { ...DEFAULT_PRICE_ANALYSIS_SETTINGS, includeComparisonProducts: on } }, '2026-02-01T07:00:00.000Z');
const offersOf = (view: PricingView) => buildRunInput(view, view.companies.get('c1')!, now).products[0]?.offers.map((o) => [o.urlId, o.price]);

describe('comparison products in the engine input', () => {
  it('leaves them out by default and when the switch is off', () => {
    expect(offersOf(fold(events))).toEqual([['u1', 99.9]]);
    expect(offersOf(fold([...events, switched(false)]))).toEqual([['u1', 99.9]]);
  });

  it('mixes them in when the company switched it on, and drops them again when removed or switched off', () => {
    expect(offersOf(fold([...events, switched(true)]))).toEqual([['u1', 99.9], ['cmp', 79.9]]);
    expect(offersOf(fold([...events, switched(true), switched(false)]))).toEqual([['u1', 99.9]]);
    expect(offersOf(fold([...events, switched(true), recorded('ComparisonProductRemoved', { productId: 'p1', urlId: 'cmp' }, '2026-02-01T08:00:00.000Z')]))).toEqual([['u1', 99.9]]);
  });
});
