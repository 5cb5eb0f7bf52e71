/**
 * The company's write-back ledger (`erpwriteback-<companyId>`, issue 15 item 7): the write mode
 * and every batch of prices sent to the ERP. The protocol that makes a price reach the ERP once:
 *
 * 1. `ErpWriteBatchPlanned` is appended with the ledger's revision before the ERP is called: two
 *    writers (a retry, a second instance) cannot both plan an adjustment, since the loser's append
 *    fails on the revision and its next read sees the adjustment in an open batch.
 * 2. The ERP is called with the batch.
 * 3. The outcome of each adjustment is recorded on its own stream (`ErpPriceWritten` / `…Failed`,
 *    idempotent through the adjustment decider), then `ErpWriteBatchRecorded` closes the batch.
 *
 * A batch planned but not recorded (a crash between 1 and 3) stays open; the writer reconciles it
 * by reading the ERP's current prices before sending anything again (see pricing-service
 * src/erpWrite).
 */
import type { ErpWriteBackEvent, ErpWriteEntry, ErpWriteMode, ErpWriteOutcome } from '../../events/erpWriteEvents.ts';
import type { Decider } from '../decider.ts';

export interface ErpWriteBackState {
  mode: ErpWriteMode;
  /** Batches planned and not recorded yet, by id, with their entries. */
  openBatches: Map<string, { plannedAt: string; entries: ErpWriteEntry[] }>;
  batchesRecorded: number;
}

export type ErpWriteBackCommand =
  | { type: 'SetErpWriteMode'; companyId: string; mode: ErpWriteMode; userId: string; at: string }
  /** Entries of adjustments already in an open batch are left out; nothing left plans nothing. */
  | { type: 'PlanErpWriteBatch'; companyId: string; batchId: string; at: string; entries: ErpWriteEntry[] }
  /** Closes an open batch; an unknown or closed one changes nothing (recorded already). */
  | { type: 'RecordErpWriteBatch'; companyId: string; batchId: string; at: string; reconciled: boolean; outcomes: ErpWriteOutcome[] };

/** On demand until an admin chooses "automatically": nothing reaches a shop without someone having asked for it. */
export const DEFAULT_ERP_WRITE_MODE: ErpWriteMode = 'ON_DEMAND';

/** The adjustments in open batches. */
export function adjustmentsInOpenBatches(state: ErpWriteBackState): Set<string> {
  const ids = new Set<string>();
  for (const batch of state.openBatches.values()) for (const entry of batch.entries) ids.add(entry.adjustmentId);
  return ids;
}

export const erpWriteBackDecider: Decider<ErpWriteBackState, ErpWriteBackCommand, ErpWriteBackEvent> = {
  initialState: () => ({ mode: DEFAULT_ERP_WRITE_MODE, openBatches: new Map(), batchesRecorded: 0 }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'ErpWriteModeSet':
        return { ...state, mode: event.data.mode };
      case 'ErpWriteBatchPlanned': {
        const openBatches = new Map(state.openBatches);
        openBatches.set(event.data.batchId, { plannedAt: event.data.plannedAt, entries: event.data.entries });
        return { ...state, openBatches };
      }
      case 'ErpWriteBatchRecorded': {
        if (!state.openBatches.has(event.data.batchId)) return state;
        const openBatches = new Map(state.openBatches);
        openBatches.delete(event.data.batchId);
        return { ...state, openBatches, batchesRecorded: state.batchesRecorded + 1 };
      }
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'SetErpWriteMode':
        return command.mode === state.mode ? [] : [{ type: 'ErpWriteModeSet', data: { companyId: command.companyId, mode: command.mode, setBy: command.userId, setAt: command.at } }];
      case 'PlanErpWriteBatch': {
        if (state.openBatches.has(command.batchId)) return [];
        const busy = adjustmentsInOpenBatches(state);
        const entries = command.entries.filter((e) => !busy.has(e.adjustmentId));
        return entries.length === 0 ? [] : [{ type: 'ErpWriteBatchPlanned', data: { companyId: command.companyId, batchId: command.batchId, plannedAt: command.at, entries } }];
      }
      case 'RecordErpWriteBatch':
        if (!state.openBatches.has(command.batchId)) return [];
        return [{ type: 'ErpWriteBatchRecorded', data: { companyId: command.companyId, batchId: command.batchId, recordedAt: command.at, reconciled: command.reconciled, outcomes: command.outcomes } }];
    }
  },
};
