/**
 * The one writer of an adjustment stream (`adjustment-<id>`): the engine proposes and
 * supersedes, users confirm and discard, the feed records the ERP's pickup — all through this
 * decider. Another company's adjustment answers like a missing one.
 */
import type { AdjustmentEvent } from '../../events/pricingEvents.ts';
import type { AdjustmentErpWriteEvent, ErpWriteEntry } from '../../events/erpWriteEvents.ts';
import { appError } from '../appError.ts';
import type { Decider } from '../decider.ts';
import { isSubmitted, nextAdjustmentStatus, type AdjustmentProposal, type LifecycleStatus } from './adjustmentLifecycle.ts';
import { evolveErpWriteState, initialErpWriteState, isErpWriteEvent, type ErpWriteState } from './erpWriteState.ts';

/** Every event of an adjustment stream: its life cycle and its ERP write-back. */
export type AdjustmentStreamEvent = AdjustmentEvent | AdjustmentErpWriteEvent;

export interface AdjustmentDecisionState {
  adjustmentId: string;
  companyId: string | null;
  channelId: string | null;
  status: LifecycleStatus;
  erpWrite: ErpWriteState;
}

export type AdjustmentCommand =
  /** A run's proposal; proposing the same adjustment again (a redelivered run) changes nothing. */
  | { type: 'ProposeAdjustment'; proposal: AdjustmentProposal }
  /** A newer run proposes for the same product and channel: a pending proposal is replaced, a decided one stays as it is. */
  | { type: 'SupersedeAdjustment'; companyId: string; by: string; at: string }
  | { type: 'ConfirmAdjustment'; companyId: string; userId: string; at: string }
  | { type: 'DiscardAdjustment'; companyId: string; userId: string; at: string }
  /** The ERP pulled the feed that contained it; a second pickup changes nothing. */
  | { type: 'PickUpAdjustment'; companyId: string; pullId: string; at: string }
  /** The ERP holds the adjustment's prices (answered by the ERP, or read back from it after a restart); once only. */
  | { type: 'RecordErpWrite'; companyId: string; batchId: string; at: string; reconciled: boolean; entries: Omit<ErpWriteEntry, 'adjustmentId'>[] }
  /** The ERP refused the write (or it could not be sent); a failure of the same batch is recorded once. */
  | { type: 'RecordErpWriteFailure'; companyId: string; batchId: string | null; at: string; statusCode: number | null; code: string; message: string }
  /** A user asks to write a failed price again. */
  | { type: 'RetryErpWrite'; companyId: string; userId: string; at: string };

const missing = () => appError('ADJUSTMENT_NOT_FOUND', 'The price adjustment was not found.');

function refuseDecided(status: LifecycleStatus): never {
  if (status === 'CONFIRMED' || status === 'PICKED_UP') throw appError('ADJUSTMENT_ALREADY_CONFIRMED', 'This price adjustment has already been confirmed.');
  if (status === 'DISCARDED') throw appError('ADJUSTMENT_ALREADY_DISCARDED', 'This price adjustment has already been discarded.');
  throw appError('ADJUSTMENT_SUPERSEDED', 'A newer run has replaced this price adjustment.');
}

function decideErpWrite(command: Extract<AdjustmentCommand, { type: 'RecordErpWrite' | 'RecordErpWriteFailure' | 'RetryErpWrite' }>, state: AdjustmentDecisionState, base: { adjustmentId: string; companyId: string }): AdjustmentErpWriteEvent[] {
  // Only what the user confirmed goes to the ERP.
  if (!isSubmitted(state.status)) throw appError('ADJUSTMENT_NOT_CONFIRMED', 'Only a confirmed price adjustment can be written to the ERP/shop system.');
  const write = state.erpWrite;
  switch (command.type) {
    case 'RecordErpWrite':
      // Exactly once: a batch recorded again after a restart (or a retry racing a write) adds nothing.
      if (write.status === 'WRITTEN') return [];
      return [{ type: 'ErpPriceWritten', data: { ...base, batchId: command.batchId, writtenAt: command.at, reconciled: command.reconciled, entries: command.entries } }];
    case 'RecordErpWriteFailure':
      if (write.status === 'WRITTEN') return [];
      if (write.status === 'FAILED' && command.batchId !== null && write.batchId === command.batchId) return [];
      return [{ type: 'ErpPriceWriteFailed', data: { ...base, batchId: command.batchId, failedAt: command.at, statusCode: command.statusCode, code: command.code, message: command.message } }];
    case 'RetryErpWrite':
      if (write.status !== 'FAILED') throw appError('ERP_WRITE_NOT_FAILED', 'Only a price whose write to the ERP/shop system failed can be retried.');
      return [{ type: 'ErpPriceWriteRetried', data: { ...base, retriedBy: command.userId, retriedAt: command.at } }];
  }
}

export const adjustmentDecider: Decider<AdjustmentDecisionState, AdjustmentCommand, AdjustmentStreamEvent> = {
  initialState: () => ({ adjustmentId: '', companyId: null, channelId: null, status: 'NONE', erpWrite: initialErpWriteState() }),
  evolve: (state, event) => {
    if (isErpWriteEvent(event)) return { ...state, erpWrite: evolveErpWriteState(state.erpWrite, event) };
    const status = nextAdjustmentStatus(state.status, event);
    if (event.type === 'AdjustmentProposed' && state.status === 'NONE') return { ...state, adjustmentId: event.data.adjustmentId, companyId: event.data.companyId, channelId: event.data.channelId, status };
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
      case 'RecordErpWrite':
      case 'RecordErpWriteFailure':
      case 'RetryErpWrite':
        return decideErpWrite(command, state, base);
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
