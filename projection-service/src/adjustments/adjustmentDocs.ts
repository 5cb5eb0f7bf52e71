import type { AdjustmentDetail, AdjustmentStatus, AdjustmentSummary, Currency, DecisionTrace, MetricValues } from '@pm/contracts';
import type { ErpWriteState } from '@pm/contracts/domain';
import type { Doc } from '@pm/platform';

export type AdjustmentDoc = Doc & {
  companyId: string;
  runId: string;
  productId: string;
  sku: string;
  productName: string;
  channelId: string;
  channelName: string;
  currency: Currency;
  oldPrice: number | null;
  oldStrikePrice: number | null;
  newPrice: number;
  strikePrice: number | null;
  strikePriceFrom: string | null;
  strikePriceUntil: string | null;
  delta: number | null;
  deltaPercent: number | null;
  absDeltaPercent?: number | null;
  metricsBefore: MetricValues;
  metricsAfter: MetricValues;
  shippingCost: number;
  shippingCharge?: number | null;
  traceJson: string;
  offerEventIds: { urlId: string; eventId: string }[];
  status: AdjustmentStatus;
  proposedAt: string;
  confirmedAt: string | null;
  confirmedBy: string | null;
  pickedUpAt: string | null;
  discardedAt: string | null;
  discardedBy: string | null;
  discardReason: 'USER' | 'SUPERSEDED' | null;
  pullId?: string | null;
  decisionAt: string;
  /** Issue 15: the write to the ERP once confirmed (absent in documents of projector version 4). */
  erpWrite?: AdjustmentErpWriteDoc | null;
};

export type AdjustmentErpWriteDoc = ErpWriteState & { retriedAt: string | null };

function erpWriteOf(doc: AdjustmentDoc): AdjustmentSummary['erpWrite'] {
  const state = doc.erpWrite;
  if (!state) return null;
  return {
    status: state.status,
    writtenAt: state.writtenAt,
    failedAt: state.failedAt,
    statusCode: state.failure?.statusCode ?? null,
    code: state.failure?.code ?? null,
    message: state.failure?.message ?? null,
    retriedAt: state.retriedAt,
    attempts: state.attempts,
  };
}

/** Lists never need the trace: leave it in the store. */
export const SUMMARY_PROJECTION = { traceJson: 0, offerEventIds: 0, searchKey: 0 } as const;

export interface Names {
  channels: Map<string, string>;
  users: Map<string, string>;
}

const userRef = (userId: string | null, names: Names) => (userId === null ? null : { userId, name: names.users.get(userId) ?? '' });

export function toSummary(doc: AdjustmentDoc, names: Names): AdjustmentSummary {
  return {
    adjustmentId: doc._id,
    runId: doc.runId,
    productId: doc.productId,
    sku: doc.sku,
    productName: doc.productName,
    channelId: doc.channelId,
    channelName: names.channels.get(doc.channelId) ?? doc.channelName,
    currency: doc.currency,
    oldPrice: doc.oldPrice,
    oldStrikePrice: doc.oldStrikePrice,
    newPrice: doc.newPrice,
    strikePrice: doc.strikePrice,
    strikePriceFrom: doc.strikePriceFrom,
    strikePriceUntil: doc.strikePriceUntil,
    delta: doc.delta,
    deltaPercent: doc.deltaPercent,
    metricsBefore: doc.metricsBefore,
    metricsAfter: doc.metricsAfter,
    shippingCost: doc.shippingCost,
    shippingCharge: doc.shippingCharge ?? null,
    status: doc.status,
    proposedAt: doc.proposedAt,
    confirmedAt: doc.confirmedAt,
    confirmedBy: userRef(doc.confirmedBy, names),
    pickedUpAt: doc.pickedUpAt,
    discardedAt: doc.discardedAt,
    discardedBy: userRef(doc.discardedBy, names),
    discardReason: doc.discardReason,
    erpWrite: erpWriteOf(doc),
  };
}

export function toDetail(doc: AdjustmentDoc, names: Names): AdjustmentDetail {
  return { ...toSummary(doc, names), trace: JSON.parse(doc.traceJson) as DecisionTrace };
}
