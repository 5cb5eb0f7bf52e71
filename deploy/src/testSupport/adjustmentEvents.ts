/**
 * Adjustment events as the pricing service and the review commands write them, for tests that
 * need confirmed prices in the output feed without running the rule engine.
 */
import type { DecisionTrace } from '@pm/contracts';

export function sampleTrace(channelId: string): DecisionTrace {
  return {
    rule: { ruleId: 'rule-test', name: 'Test rule', position: 1 },
    target: { type: 'PROFIT_MARGIN', percent: 15 },
    channel: { channelId, name: 'Test channel', commissionRate: 0, vatRate: 19, currency: 'EUR', noShippingCost: true },
    costs: { purchasePrice: 10, shippingCost: 0, shippingSource: 'NO_SHIPPING_CHANNEL', shippingRateId: null, carrier: null },
    offers: [],
    cheapest: null,
    targetPrice: 14,
    steps: [],
    fees: { commission: 0, vat: 2.24 },
    metricsBefore: { profitMargin: null, purchaseMarkup: null, totalCostMarkup: null },
    metricsAfter: { profitMargin: 15, purchaseMarkup: 17.6, totalCostMarkup: 17.6 },
    overwrittenRules: [],
    strikePrice: { reference: null, from: null, until: null, reason: 'NO_HISTORY' },
  };
}

export interface SampleProposal {
  adjustmentId: string;
  companyId: string;
  channelId: string;
  sku: string;
  newPrice: number;
  strikePrice?: number | null;
  strikePriceFrom?: string | null;
  strikePriceUntil?: string | null;
}

export const proposedEvent = (p: SampleProposal) => ({
  type: 'AdjustmentProposed',
  data: {
    adjustmentId: p.adjustmentId,
    runId: 'run-test',
    companyId: p.companyId,
    productId: `product-${p.sku}`,
    sku: p.sku,
    productName: p.sku,
    channelId: p.channelId,
    currency: 'EUR' as const,
    oldPrice: null,
    oldStrikePrice: null,
    newPrice: p.newPrice,
    strikePrice: p.strikePrice ?? null,
    strikePriceFrom: p.strikePriceFrom ?? null,
    strikePriceUntil: p.strikePriceUntil ?? null,
    proposedAt: new Date().toISOString(),
    trace: sampleTrace(p.channelId),
  },
});

export const confirmedEvent = (adjustmentId: string, companyId: string, confirmedAt = new Date().toISOString()) => ({
  type: 'AdjustmentConfirmed',
  data: { adjustmentId, companyId, confirmedBy: 'service:test', confirmedAt },
});
