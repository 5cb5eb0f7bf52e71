import { describe, it } from 'vitest';
import type { AdjustmentEvent } from '../../events/pricingEvents.ts';
import { deciderSpec, proposalFixture } from '../../testing/index.ts';
import { adjustmentDecider } from './adjustmentDecider.ts';

const companyId = 'c1';
const proposed: AdjustmentEvent = {
  type: 'AdjustmentProposed',
  data: proposalFixture({ adjustmentId: 'a1', runId: 'r1', companyId, productId: 'p1', sku: 'SKU-1', productName: 'Tent', channelId: 'ch1' }),
};
const at = '2026-11-21T08:00:00.000Z';
const confirm = { type: 'ConfirmAdjustment', companyId, userId: 'u1', at } as const;
const discard = { type: 'DiscardAdjustment', companyId, userId: 'u1', at } as const;
const confirmed: AdjustmentEvent = { type: 'AdjustmentConfirmed', data: { adjustmentId: 'a1', companyId, confirmedBy: 'u2', confirmedAt: at } };
const discarded: AdjustmentEvent = { type: 'AdjustmentDiscarded', data: { adjustmentId: 'a1', companyId, discardedBy: 'u2', discardedAt: at, reason: 'USER' } };
const superseded: AdjustmentEvent = { type: 'AdjustmentDiscarded', data: { adjustmentId: 'a1', companyId, discardedBy: 'service:pricing', discardedAt: at, reason: 'SUPERSEDED' } };
function never(): never {
  throw new Error('unreachable');
}
const proposalOf = (event: AdjustmentEvent) => (event.type === 'AdjustmentProposed' ? event.data : never());
const pickedUp: AdjustmentEvent = { type: 'AdjustmentPickedUp', data: { adjustmentId: 'a1', companyId, pullId: 'f1', pickedUpAt: at } };

describe('adjustment decider', () => {
  const spec = deciderSpec(adjustmentDecider);

  it('confirms or discards a pending proposal, naming who and when', () => {
    spec.given([proposed]).when(confirm).then([{ type: 'AdjustmentConfirmed', data: { adjustmentId: 'a1', companyId, confirmedBy: 'u1', confirmedAt: at } }]);
    spec.given([proposed]).when(discard).then([{ type: 'AdjustmentDiscarded', data: { adjustmentId: 'a1', companyId, discardedBy: 'u1', discardedAt: at, reason: 'USER' } }]);
  });

  it('refuses a second decision, telling what happened first', () => {
    for (const command of [confirm, discard]) {
      spec.given([proposed, confirmed]).when(command).thenThrows('ADJUSTMENT_ALREADY_CONFIRMED');
      spec.given([proposed, confirmed, pickedUp]).when(command).thenThrows('ADJUSTMENT_ALREADY_CONFIRMED');
      spec.given([proposed, discarded]).when(command).thenThrows('ADJUSTMENT_ALREADY_DISCARDED');
      spec.given([proposed, superseded]).when(command).thenThrows('ADJUSTMENT_SUPERSEDED');
    }
  });

  it('answers a missing adjustment and another company’s alike', () => {
    spec.given([]).when(confirm).thenThrows('ADJUSTMENT_NOT_FOUND');
    spec.given([proposed]).when({ ...discard, companyId: 'c2' }).thenThrows('ADJUSTMENT_NOT_FOUND');
    spec.given([proposed, confirmed]).when({ ...confirm, companyId: 'c2' }).thenThrows('ADJUSTMENT_NOT_FOUND');
  });

  it('proposes once: a redelivered proposal changes nothing, another proposal under the same id is refused', () => {
    spec.given([]).when({ type: 'ProposeAdjustment', proposal: proposalOf(proposed) }).then([proposed]);
    spec.given([proposed]).when({ type: 'ProposeAdjustment', proposal: proposalOf(proposed) }).then([]);
    spec.given([proposed]).when({ type: 'ProposeAdjustment', proposal: { ...proposalOf(proposed), companyId: 'c2' } }).thenThrows('ADJUSTMENT_EXISTS');
  });

  it('supersedes a pending proposal, and never a confirmed, picked-up or already discarded one', () => {
    const supersede = { type: 'SupersedeAdjustment', companyId, by: 'pricing-service', at } as const;
    spec.given([proposed]).when(supersede).then([{ type: 'AdjustmentDiscarded', data: { adjustmentId: 'a1', companyId, discardedBy: 'pricing-service', discardedAt: at, reason: 'SUPERSEDED' } }]);
    spec.given([proposed, confirmed]).when(supersede).then([]);
    spec.given([proposed, confirmed, pickedUp]).when(supersede).then([]);
    spec.given([proposed, discarded]).when(supersede).then([]);
    spec.given([proposed, superseded]).when(supersede).then([]);
    spec.given([]).when(supersede).thenThrows('ADJUSTMENT_NOT_FOUND');
  });

  it('records the ERP pickup of a confirmed adjustment once; a pending or discarded one cannot be picked up', () => {
    const pickUp = { type: 'PickUpAdjustment', companyId, pullId: 'f1', at } as const;
    spec.given([proposed, confirmed]).when(pickUp).then([pickedUp]);
    spec.given([proposed, confirmed, pickedUp]).when(pickUp).then([]);
    spec.given([proposed]).when(pickUp).thenThrows('ADJUSTMENT_NOT_CONFIRMED');
    spec.given([proposed, discarded]).when(pickUp).thenThrows('ADJUSTMENT_NOT_CONFIRMED');
    spec.given([proposed, confirmed]).when({ ...pickUp, companyId: 'c2' }).thenThrows('ADJUSTMENT_NOT_FOUND');
  });

  it('ignores events that cannot follow the state (a confirmation after a supersede)', () => {
    spec.given([proposed, superseded, confirmed]).when(confirm).thenThrows('ADJUSTMENT_SUPERSEDED');
  });
});
