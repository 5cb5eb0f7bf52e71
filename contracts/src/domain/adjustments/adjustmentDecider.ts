/**
 * The one writer of an adjustment stream (`adjustment-<id>`): the engine proposes and
 * supersedes, users confirm and discard, the feed records the ERP's pickup — all through this
 * decider. Another company's adjustment answers like a missing one.
 */
import type { AdjustmentEvent } from '../../events/pricingEvents.ts';
import { appError } from '../appError.ts';
import type { Decider } from '../decider.ts';
import { nextAdjustmentStatus, type AdjustmentProposal, type LifecycleStatus } from './adjustmentLifecycle.ts';

export interface AdjustmentDecisionState {
  adjustmentId: string;
  companyId: string | null;
  channelId: string | null;
  status: LifecycleStatus;
}

export type AdjustmentCommand =
  /** A run's proposal; proposing the same adjustment again (a redelivered run) changes nothing. */
  | { type: 'ProposeAdjustment'; proposal: AdjustmentProposal }
  /** A newer run proposes for the same product and channel: a pending proposal is replaced, a decided one stays as it is. */
  | { type: 'SupersedeAdjustment'; companyId: string; by: string; at: string }
  | { type: 'ConfirmAdjustment'; companyId: string; userId: string; at: string }
  | { type: 'DiscardAdjustment'; companyId: string; userId: string; at: string }
  /** The ERP pulled the feed that contained it; a second pickup changes nothing. */
  | { type: 'PickUpAdjustment'; companyId: string; pullId: string; at: string };

const missing = () => appError('ADJUSTMENT_NOT_FOUND', 'The price adjustment was not found.');

function refuseDecided(status: LifecycleStatus): never {
  if (status === 'CONFIRMED' || status === 'PICKED_UP') throw appError('ADJUSTMENT_ALREADY_CONFIRMED', 'This price adjustment has already been confirmed.');
  if (status === 'DISCARDED') throw appError('ADJUSTMENT_ALREADY_DISCARDED', 'This price adjustment has already been discarded.');
  throw appError('ADJUSTMENT_SUPERSEDED', 'A newer run has replaced this price adjustment.');
}

export const adjustmentDecider: Decider<AdjustmentDecisionState, AdjustmentCommand, AdjustmentEvent> = {
  initialState: () => ({ adjustmentId: '', companyId: null, channelId: null, status: 'NONE' }),
  evolve: (state, event) => {
    const status = nextAdjustmentStatus(state.status, event);
    if (event.type === 'AdjustmentProposed' && state.status === 'NONE') return { adjustmentId: event.data.adjustmentId, companyId: event.data.companyId, channelId: event.data.channelId, status };
    return status === state.status ? state : { ...state, status };
  },
  decide: (command, state) => {
    if (command.type === 'ProposeAdjustment') {
      if (state.status === 'NONE') return [{ type: 'AdjustmentProposed', data: command.proposal }];
      if (state.companyId === command.proposal.companyId && state.adjustmentId === command.proposal.adjustmentId) return [];
      throw appError('ADJUSTMENT_EXISTS', 'This price adjustment exists already.');
    }
    if (state.status === 'NONE' || state.companyId !== command.companyId) throw missing();
    const base = { adjustmentId: state.adjustmentId, companyId: state.companyId };
    switch (command.type) {
      case 'SupersedeAdjustment':
        // A confirmed proposal is never superseded: it is what the shop is to show.
        return state.status === 'PENDING' ? [{ type: 'AdjustmentDiscarded', data: { ...base, discardedBy: command.by, discardedAt: command.at, reason: 'SUPERSEDED' } }] : [];
      case 'PickUpAdjustment':
        if (state.status === 'PICKED_UP') return [];
        if (state.status !== 'CONFIRMED') throw appError('ADJUSTMENT_NOT_CONFIRMED', 'Only a confirmed price adjustment can be picked up.');
        return [{ type: 'AdjustmentPickedUp', data: { ...base, pullId: command.pullId, pickedUpAt: command.at } }];
      case 'ConfirmAdjustment':
        if (state.status !== 'PENDING') refuseDecided(state.status);
        return [{ type: 'AdjustmentConfirmed', data: { ...base, confirmedBy: command.userId, confirmedAt: command.at } }];
      case 'DiscardAdjustment':
        if (state.status !== 'PENDING') refuseDecided(state.status);
        return [{ type: 'AdjustmentDiscarded', data: { ...base, discardedBy: command.userId, discardedAt: command.at, reason: 'USER' } }];
    }
  },
};
