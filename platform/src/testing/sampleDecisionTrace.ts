import type { DecisionTrace } from '@pm/contracts';

/**
 * A valid decision trace for tests that need adjustment events (feed, review, audit) without
 * running the rule engine; only its shape matters there.
 */
export function sampleDecisionTrace(channelId: string): DecisionTrace {
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
