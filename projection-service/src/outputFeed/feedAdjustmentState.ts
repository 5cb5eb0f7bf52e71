import type { Currency } from '@pm/contracts';
import type { AdjustmentEvent } from '@pm/contracts/events';
import { nextAdjustmentStatus, type LifecycleStatus } from '@pm/contracts/domain';
import { toDomainEvent, type Doc, type RecordedEvent, type WriteOp } from '@pm/platform';

/** Logical collections of the output feed read model. */
export const FEED_ADJUSTMENTS = 'feedAdjustments';
export const FEED_ROWS = 'feedRows';

export const FEED_ADJUSTMENT_EVENTS = ['AdjustmentProposed', 'AdjustmentConfirmed', 'AdjustmentDiscarded', 'AdjustmentPickedUp'] as const;

/**
 * What the feed keeps of one adjustment: where it belongs (company, channel, SKU) and the prices
 * it would export. A confirmation only names the adjustment, so the proposal's placement is kept
 * until then; a discarded proposal is forgotten.
 */
interface FeedPlacement {
  companyId: string;
  channelId: string;
  sku: string;
  price: number;
  strikePrice: number | null;
  strikePriceFrom: string | null;
  strikePriceUntil: string | null;
  currency: Currency;
  pickedUpAt: string | null;
}

export interface FeedAdjustmentState extends Doc, FeedPlacement {
  /** The domain life cycle's status (a discarded or superseded proposal has no state). */
  status: LifecycleStatus;
  confirmedAt: string | null;
  /** Global position of the confirmation: the later confirmation of a SKU wins. */
  confirmedPos: number | null;
}

/** A feed row: one confirmed adjustment of a SKU in a channel (the latest per SKU is exported). */
export interface FeedRowDoc extends Doc, FeedPlacement {
  confirmedAt: string;
  confirmedPos: number;
}

export const adjustmentIdOf = (event: RecordedEvent): string | null =>
  (FEED_ADJUSTMENT_EVENTS as readonly string[]).includes(event.type) ? ((event.data as { adjustmentId?: string }).adjustmentId ?? null) : null;

/** Folds one adjustment event with the domain core's life cycle; a discarded proposal is forgotten. */
export function evolveFeedAdjustment(state: FeedAdjustmentState | null, recorded: RecordedEvent): FeedAdjustmentState | null {
  const event = toDomainEvent<AdjustmentEvent>(recorded);
  if (event.type === 'AdjustmentProposed') {
    if (state) return state;
    const p = event.data;
    return {
      _id: p.adjustmentId,
      companyId: p.companyId,
      channelId: p.channelId,
      sku: p.sku,
      price: p.newPrice,
      strikePrice: p.strikePrice,
      strikePriceFrom: p.strikePriceFrom,
      strikePriceUntil: p.strikePriceUntil,
      currency: p.currency,
      status: 'PENDING',
      confirmedAt: null,
      confirmedPos: null,
      pickedUpAt: null,
    };
  }
  if (!state) return state;
  const status = nextAdjustmentStatus(state.status, event);
  if (status === state.status) return state;
  switch (event.type) {
    case 'AdjustmentConfirmed':
      return { ...state, status, confirmedAt: event.data.confirmedAt, confirmedPos: Number(recorded.position) };
    case 'AdjustmentPickedUp':
      return { ...state, status, pickedUpAt: event.data.pickedUpAt };
    case 'AdjustmentDiscarded':
      return null;
  }
}

function rowOf(state: FeedAdjustmentState): FeedRowDoc {
  const { status: _status, ...row } = state;
  return { ...row, confirmedAt: state.confirmedAt ?? '', confirmedPos: state.confirmedPos ?? 0 };
}

/**
 * Feed rows from an adjustment's change. A new confirmation writes its row and removes the rows
 * of earlier confirmations of that SKU (the filter is the only conditional write a projector
 * has; rows of one batch may still arrive out of order, so readers take the latest per SKU). A
 * pickup only marks an existing row: a superseded row that was removed stays removed.
 */
export function deriveFeedRows(before: FeedAdjustmentState | null, after: FeedAdjustmentState | null): WriteOp[] {
  const wasConfirmed = before?.confirmedAt != null;
  if (!after) return wasConfirmed && before ? [{ op: 'delete', collection: FEED_ROWS, id: before._id }] : [];
  if (after.confirmedAt === null) return [];
  if (!wasConfirmed) {
    const row = rowOf(after);
    return [
      { op: 'deleteMany', collection: FEED_ROWS, filter: { companyId: row.companyId, channelId: row.channelId, sku: row.sku, confirmedPos: { $lt: row.confirmedPos } } },
      { op: 'put', collection: FEED_ROWS, doc: row },
    ];
  }
  if (after.pickedUpAt !== before?.pickedUpAt) return [{ op: 'update', collection: FEED_ROWS, id: after._id, update: { $set: { pickedUpAt: after.pickedUpAt } } }];
  return [];
}
