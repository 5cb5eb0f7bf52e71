/**
 * The write-back's view of the log (pricing-service, in memory): per company its write mode and
 * the confirmed adjustments still awaiting a write (confirmed and not written; failed ones only
 * after a retry). The writer re-reads each adjustment's stream before sending, so a view behind
 * the log never makes a price go out twice.
 */
import { ERP_WRITE_MODES, type ErpWriteMode } from '@pm/contracts/events';
import { DEFAULT_ERP_WRITE_MODE } from '@pm/contracts/domain';
import { foldView, type RecordedEvent, type ServiceView } from '@pm/platform';

export const ERP_WRITE_VIEW_EVENTS = ['AdjustmentConfirmed', 'ErpPriceWritten', 'ErpPriceWriteFailed', 'ErpPriceWriteRetried', 'ErpWriteModeSet'] as const;

export interface ErpWriteViewState {
  modes: Map<string, ErpWriteMode>;
  awaiting: Map<string, Set<string>>;
}

export const emptyErpWriteView = (): ErpWriteViewState => ({ modes: new Map(), awaiting: new Map() });

/** Folds one event; answers the company whose awaiting list grew (a write may be due), else null. */
export function evolveErpWriteView(state: ErpWriteViewState, recorded: RecordedEvent): string | null {
  const data = recorded.data as { companyId?: unknown; adjustmentId?: unknown; mode?: unknown };
  const companyId = typeof data.companyId === 'string' ? data.companyId : null;
  if (!companyId) return null;
  if (recorded.type === 'ErpWriteModeSet') {
    if ((ERP_WRITE_MODES as readonly unknown[]).includes(data.mode)) state.modes.set(companyId, data.mode as ErpWriteMode);
    return state.modes.get(companyId) === 'AUTOMATIC' ? companyId : null;
  }
  if (typeof data.adjustmentId !== 'string') return null;
  let awaiting = state.awaiting.get(companyId);
  if (recorded.type === 'AdjustmentConfirmed' || recorded.type === 'ErpPriceWriteRetried') {
    if (!awaiting) state.awaiting.set(companyId, (awaiting = new Set()));
    awaiting.add(data.adjustmentId);
    return companyId;
  }
  awaiting?.delete(data.adjustmentId);
  if (awaiting?.size === 0) state.awaiting.delete(companyId);
  return null;
}

export const modeOf = (state: ErpWriteViewState, companyId: string): ErpWriteMode => state.modes.get(companyId) ?? DEFAULT_ERP_WRITE_MODE;
export const awaitingOf = (state: ErpWriteViewState, companyId: string): string[] => [...(state.awaiting.get(companyId) ?? [])];

export function erpWriteServiceView(state: ErpWriteViewState, onAwaiting: (companyId: string) => void): ServiceView {
  return foldView(
    'erp-write',
    state,
    (s, event) => {
      const companyId = evolveErpWriteView(s, event);
      if (companyId) onAwaiting(companyId);
    },
    { handles: ERP_WRITE_VIEW_EVENTS, snapshotVersion: 1 },
  );
}
