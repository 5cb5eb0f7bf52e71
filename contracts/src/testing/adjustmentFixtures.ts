/**
 * A realistic AdjustmentProposed payload for tests, seeds of end-to-end specs and benchmarks
 * (the price engine's runs write the real ones): a "1 % cheaper than the cheapest competitor"
 * rule with one used and one excluded offer, a minimum-margin constraint and a price ending.
 */
import type { z } from 'zod';
import type { AdjustmentProposed } from '../events/pricingEvents.ts';

export type AdjustmentProposedData = z.infer<(typeof AdjustmentProposed)['schema']>;

export interface ProposalFixtureInput {
  adjustmentId: string;
  runId: string;
  companyId: string;
  productId: string;
  sku: string;
  productName: string;
  channelId: string;
  channelName?: string;
  oldPrice?: number | null;
  newPrice?: number;
  proposedAt?: string;
  /** The OfferObserved events the proposal used (first) and excluded (rest). */
  offers?: { urlId: string; sourceId: string; sourceName: string; price: number; observedAt: string; eventId: string }[];
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export function proposalFixture(input: ProposalFixtureInput): AdjustmentProposedData {
  const oldPrice = input.oldPrice === undefined ? 24.99 : input.oldPrice;
  const newPrice = input.newPrice ?? 22.49;
  const proposedAt = input.proposedAt ?? '2026-11-20T06:00:00.000Z';
  const purchasePrice = 12;
  const vatRate = 19;
  const commissionRate = 10;
  const net = (gross: number) => gross / (1 + vatRate / 100);
  const margin = (gross: number) => round2(((net(gross) - purchasePrice - 4.5 - net(gross) * (commissionRate / 100)) / net(gross)) * 100);
  const markup = (gross: number) => round2(((net(gross) - purchasePrice) / purchasePrice) * 100);
  const totalMarkup = (gross: number) => round2(((net(gross) - purchasePrice - 4.5 - net(gross) * (commissionRate / 100)) / (purchasePrice + 4.5 + net(gross) * (commissionRate / 100))) * 100);
  const offers = input.offers ?? [];
  const cheapest = offers[0];
  const until = new Date(new Date(proposedAt).getTime() + 30 * 24 * 3_600_000).toISOString();
  return {
    adjustmentId: input.adjustmentId,
    runId: input.runId,
    companyId: input.companyId,
    productId: input.productId,
    sku: input.sku,
    productName: input.productName,
    channelId: input.channelId,
    currency: 'EUR',
    oldPrice,
    oldStrikePrice: null,
    newPrice,
    strikePrice: oldPrice !== null && oldPrice > newPrice ? oldPrice : null,
    strikePriceFrom: oldPrice !== null && oldPrice > newPrice ? proposedAt : null,
    strikePriceUntil: oldPrice !== null && oldPrice > newPrice ? until : null,
    proposedAt,
    trace: {
      rule: { ruleId: '0190a000-0000-7000-8000-000000000001', name: '1 % below the cheapest competitor', position: 1 },
      target: { type: 'CHEAPEST_COMPETITOR', direction: 'CHEAPER', by: 'PERCENT', value: 1, withShipping: false },
      channel: { channelId: input.channelId, name: input.channelName ?? 'Webshop', commissionRate, vatRate, currency: 'EUR', noShippingCost: false },
      costs: { purchasePrice, shippingCost: 4.5, shippingSource: 'SHIPPING_RATE', shippingRateId: '0190a000-0000-7000-8000-000000000002', carrier: 'DHL' },
      offers: offers.map((offer, index) => ({
        urlId: offer.urlId,
        sourceId: offer.sourceId,
        sourceName: offer.sourceName,
        price: offer.price,
        shippingCost: 0,
        total: offer.price,
        observedAt: offer.observedAt,
        eventId: offer.eventId,
        used: index === 0,
        excludedBecause: index === 0 ? null : 'STALE',
      })),
      cheapest: cheapest ? { urlId: cheapest.urlId, sourceName: cheapest.sourceName, price: cheapest.price, withShipping: false } : null,
      targetPrice: cheapest ? round2(cheapest.price * 0.99) : newPrice,
      steps: [
        { kind: 'TARGET', name: 'CHEAPEST_COMPETITOR', before: cheapest?.price ?? newPrice, after: cheapest ? round2(cheapest.price * 0.99) : newPrice, limit: null, applied: true },
        { kind: 'CONSTRAINT', name: 'MIN_PROFIT_MARGIN', before: cheapest ? round2(cheapest.price * 0.99) : newPrice, after: cheapest ? round2(cheapest.price * 0.99) : newPrice, limit: 15, applied: false },
        { kind: 'PRICE_ENDING', name: '.49/.99', before: cheapest ? round2(cheapest.price * 0.99) : newPrice, after: newPrice, limit: null, applied: true },
      ],
      fees: { commission: round2(net(newPrice) * (commissionRate / 100)), vat: round2(newPrice - net(newPrice)) },
      metricsBefore: { profitMargin: oldPrice === null ? null : margin(oldPrice), purchaseMarkup: oldPrice === null ? null : markup(oldPrice), totalCostMarkup: oldPrice === null ? null : totalMarkup(oldPrice) },
      metricsAfter: { profitMargin: margin(newPrice), purchaseMarkup: markup(newPrice), totalCostMarkup: totalMarkup(newPrice) },
      overwrittenRules: [],
      strikePrice: { reference: oldPrice, from: oldPrice !== null && oldPrice > newPrice ? proposedAt : null, until: oldPrice !== null && oldPrice > newPrice ? until : null, reason: oldPrice !== null && oldPrice > newPrice ? 'LOWEST_30_DAYS' : 'NO_REDUCTION' },
    },
  };
}
