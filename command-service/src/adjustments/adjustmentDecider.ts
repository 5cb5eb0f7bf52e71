import type { AdjustmentEvent } from '@pm/contracts';
import { appError } from '@pm/platform';
import type { Decider } from '@pm/platform';

export type AdjustmentDecisionStatus = 'NONE' | 'PENDING' | 'CONFIRMED' | 'PICKED_UP' | 'DISCARDED' | 'SUPERSEDED';

export interface AdjustmentState {
  adjustmentId: string;
  companyId: string | null;
  channelId: string | null;
  status: AdjustmentDecisionStatus;
}

export type AdjustmentCommand =
  | { type: 'ConfirmAdjustment'; companyId: string; userId: string; at: string }
  | { type: 'DiscardAdjustment'; companyId: string; userId: string; at: string };

/**
 * One price proposal: PENDING → CONFIRMED (→ PICKED_UP, by the feed) or DISCARDED. A decision on
 * one that is no longer pending tells why (confirmed, discarded, superseded by a newer run);
 * another company's adjustment answers like a missing one.
 */
export const adjustmentDecider: Decider<AdjustmentState, AdjustmentCommand, AdjustmentEvent> = {
  initialState: () => ({ adjustmentId: '', companyId: null, channelId: null, status: 'NONE' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'AdjustmentProposed':
        return { adjustmentId: event.data.adjustmentId, companyId: event.data.companyId, channelId: event.data.channelId, status: 'PENDING' };
      case 'AdjustmentConfirmed':
        return { ...state, status: 'CONFIRMED' };
      case 'AdjustmentDiscarded':
        return { ...state, status: event.data.reason === 'SUPERSEDED' ? 'SUPERSEDED' : 'DISCARDED' };
      case 'AdjustmentPickedUp':
        return { ...state, status: 'PICKED_UP' };
    }
  },
  decide: (command, state) => {
    if (state.status === 'NONE' || state.companyId !== command.companyId) throw appError('ADJUSTMENT_NOT_FOUND', 'The price adjustment was not found.');
    if (state.status === 'CONFIRMED' || state.status === 'PICKED_UP') throw appError('ADJUSTMENT_ALREADY_CONFIRMED', 'This price adjustment has already been confirmed.');
    if (state.status === 'DISCARDED') throw appError('ADJUSTMENT_ALREADY_DISCARDED', 'This price adjustment has already been discarded.');
    if (state.status === 'SUPERSEDED') throw appError('ADJUSTMENT_SUPERSEDED', 'A newer run has replaced this price adjustment.');
    const base = { adjustmentId: state.adjustmentId, companyId: state.companyId };
    switch (command.type) {
      case 'ConfirmAdjustment':
        return [{ type: 'AdjustmentConfirmed', data: { ...base, confirmedBy: command.userId, confirmedAt: command.at } }];
      case 'DiscardAdjustment':
        return [{ type: 'AdjustmentDiscarded', data: { ...base, discardedBy: command.userId, discardedAt: command.at, reason: 'USER' } }];
    }
  },
};
