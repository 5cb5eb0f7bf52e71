/**
 * Where one adjustment stands with the ERP write-back (issue 15 item 7), the one fold of its
 * `ErpPrice*` events that the decider, the writer and the submitted list use:
 *
 *   NONE ── written ──► WRITTEN (final: a price is written once)
 *   NONE | RETRY ── failed ──► FAILED ── retried (a user) ──► RETRY ── written / failed …
 *
 * A FAILED write is not tried again by itself: the ERP's answer is shown until a user retries.
 */
import type { AdjustmentErpWriteEvent } from '../../events/erpWriteEvents.ts';

export type ErpWriteStatus = 'NONE' | 'WRITTEN' | 'FAILED' | 'RETRY';

export interface ErpWriteState {
  status: ErpWriteStatus;
  writtenAt: string | null;
  /** The batch that wrote it or failed last (null for failures before any batch, e.g. no mapping). */
  batchId: string | null;
  failedAt: string | null;
  failure: { statusCode: number | null; code: string; message: string } | null;
  /** Writes tried: failures plus the one that wrote it. */
  attempts: number;
}

export const initialErpWriteState = (): ErpWriteState => ({ status: 'NONE', writtenAt: null, batchId: null, failedAt: null, failure: null, attempts: 0 });

const ERP_TYPES = new Set<string>(['ErpPriceWritten', 'ErpPriceWriteFailed', 'ErpPriceWriteRetried']);
export const isErpWriteEvent = (event: { type: string }): event is AdjustmentErpWriteEvent => ERP_TYPES.has(event.type);

/** Whether the writer is to send the adjustment's prices (given it is confirmed). */
export const awaitsErpWrite = (state: ErpWriteState): boolean => state.status === 'NONE' || state.status === 'RETRY';

export function evolveErpWriteState(state: ErpWriteState, event: AdjustmentErpWriteEvent): ErpWriteState {
  if (state.status === 'WRITTEN') return state;
  switch (event.type) {
    case 'ErpPriceWritten':
      return { ...state, status: 'WRITTEN', writtenAt: event.data.writtenAt, batchId: event.data.batchId, attempts: state.attempts + 1 };
    case 'ErpPriceWriteFailed':
      return {
        ...state,
        status: 'FAILED',
        batchId: event.data.batchId,
        failedAt: event.data.failedAt,
        failure: { statusCode: event.data.statusCode, code: event.data.code, message: event.data.message },
        attempts: state.attempts + 1,
      };
    case 'ErpPriceWriteRetried':
      return state.status === 'FAILED' ? { ...state, status: 'RETRY' } : state;
  }
}
