/**
 * The life cycle of one price adjustment, the one fold every reader uses (the decider, the
 * review and feed read models, the engine's and the feed sync's views, the command side's list
 * of pending ones):
 *
 *   PENDING → CONFIRMED → PICKED_UP (the ERP pulled it from the feed)
 *   PENDING → DISCARDED (a user) | SUPERSEDED (a newer run's proposal for the product and channel)
 *
 * A transition that does not start from its state changes nothing, so every reader ignores an
 * impossible event the same way.
 */
import type { AdjustmentEvent } from '../../events/pricingEvents.ts';

export type LifecycleStatus = 'NONE' | 'PENDING' | 'CONFIRMED' | 'PICKED_UP' | 'DISCARDED' | 'SUPERSEDED';
export type AdjustmentProposal = Extract<AdjustmentEvent, { type: 'AdjustmentProposed' }>['data'];

export function nextAdjustmentStatus(status: LifecycleStatus, event: AdjustmentEvent): LifecycleStatus {
  switch (event.type) {
    case 'AdjustmentProposed':
      return status === 'NONE' ? 'PENDING' : status;
    case 'AdjustmentConfirmed':
      return status === 'PENDING' ? 'CONFIRMED' : status;
    case 'AdjustmentDiscarded':
      if (status !== 'PENDING') return status;
      return event.data.reason === 'SUPERSEDED' ? 'SUPERSEDED' : 'DISCARDED';
    case 'AdjustmentPickedUp':
      return status === 'CONFIRMED' ? 'PICKED_UP' : status;
    default:
      // Other events of the stream (the ERP write-back's) leave the life cycle as it is.
      return status;
  }
}

/** What readers keep of one adjustment (the record): its placement, prices and where it stands. */
export interface AdjustmentRecord {
  adjustmentId: string;
  companyId: string;
  runId: string;
  productId: string;
  channelId: string;
  sku: string;
  currency: AdjustmentProposal['currency'];
  newPrice: number;
  strikePrice: number | null;
  strikePriceFrom: string | null;
  strikePriceUntil: string | null;
  proposedAt: string;
  status: LifecycleStatus;
  confirmedAt: string | null;
  confirmedBy: string | null;
  discardedAt: string | null;
  discardedBy: string | null;
  pickedUpAt: string | null;
  pullId: string | null;
}

/** Folds one event into an adjustment's record (null before its proposal). */
export function evolveAdjustmentRecord(record: AdjustmentRecord | null, event: AdjustmentEvent): AdjustmentRecord | null {
  if (event.type === 'AdjustmentProposed') {
    if (record) return record;
    const p = event.data;
    return {
      adjustmentId: p.adjustmentId,
      companyId: p.companyId,
      runId: p.runId,
      productId: p.productId,
      channelId: p.channelId,
      sku: p.sku,
      currency: p.currency,
      newPrice: p.newPrice,
      strikePrice: p.strikePrice,
      strikePriceFrom: p.strikePriceFrom,
      strikePriceUntil: p.strikePriceUntil,
      proposedAt: p.proposedAt,
      status: 'PENDING',
      confirmedAt: null,
      confirmedBy: null,
      discardedAt: null,
      discardedBy: null,
      pickedUpAt: null,
      pullId: null,
    };
  }
  if (!record) return record;
  const status = nextAdjustmentStatus(record.status, event);
  if (status === record.status) return record;
  switch (event.type) {
    case 'AdjustmentConfirmed':
      return { ...record, status, confirmedAt: event.data.confirmedAt, confirmedBy: event.data.confirmedBy };
    case 'AdjustmentDiscarded':
      return { ...record, status, discardedAt: event.data.discardedAt, discardedBy: event.data.discardedBy };
    case 'AdjustmentPickedUp':
      return { ...record, status, pickedUpAt: event.data.pickedUpAt, pullId: event.data.pullId };
    default:
      return record;
  }
}

/** Confirmed ones, picked up or not: what the feed exports. */
export const isSubmitted = (status: LifecycleStatus): boolean => status === 'CONFIRMED' || status === 'PICKED_UP';
