/**
 * Adjustment events as the pricing service and the review commands write them, for tests that
 * need confirmed prices in the output feed without running the rule engine.
 */
import { sampleDecisionTrace } from '@pm/platform/testing';

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
    trace: sampleDecisionTrace(p.channelId),
  },
});

export const confirmedEvent = (adjustmentId: string, companyId: string, confirmedAt = new Date().toISOString()) => ({
  type: 'AdjustmentConfirmed',
  data: { adjustmentId, companyId, confirmedBy: 'service:test', confirmedAt },
});
