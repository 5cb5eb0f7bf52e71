/**
 * One refresh of a company's inputs or output channels from its ERP/shop system
 * (`erprefresh-<refreshId>`): started, progressing, then completed with its summary or failed with
 * the ERP's code. Only a running refresh moves on; a finished one takes no more events.
 */
import type { ErpRefreshKind, ErpRefreshSummary, ErpRejectedRow, ErpSystem, ErpOutputChannel } from '../../http/erpConnection.ts';
import type { ErpRefreshEvent } from '../../events/erpEvents.ts';
import { appError } from '../appError.ts';
import type { Decider } from '../decider.ts';

export interface ErpRefreshState {
  status: 'none' | 'RUNNING' | 'COMPLETED' | 'FAILED';
  refreshId: string;
  companyId: string;
  kind: ErpRefreshKind | null;
}

export type ErpRefreshCommand =
  | { type: 'StartErpRefresh'; refreshId: string; companyId: string; kind: ErpRefreshKind; system: ErpSystem; requestedBy: string; now: string }
  | { type: 'ReportErpRefreshProgress'; phase: 'READING' | 'APPLYING'; done: number; total: number | null }
  | { type: 'RecordErpOutputChannels'; channels: ErpOutputChannel[] }
  | { type: 'CompleteErpRefresh'; summary: ErpRefreshSummary; rejectedRows: ErpRejectedRow[]; now: string }
  | { type: 'FailErpRefresh'; code: string; statusCode: number | null; message: string; now: string };

export const initialErpRefresh = (): ErpRefreshState => ({ status: 'none', refreshId: '', companyId: '', kind: null });

export function evolveErpRefresh(state: ErpRefreshState, event: ErpRefreshEvent): ErpRefreshState {
  switch (event.type) {
    case 'ErpRefreshStarted':
      return { status: 'RUNNING', refreshId: event.data.refreshId, companyId: event.data.companyId, kind: event.data.kind };
    case 'ErpRefreshCompleted':
      return { ...state, status: 'COMPLETED' };
    case 'ErpRefreshFailed':
      return { ...state, status: 'FAILED' };
    default:
      return state;
  }
}

export const erpRefreshDecider: Decider<ErpRefreshState, ErpRefreshCommand, ErpRefreshEvent> = {
  initialState: initialErpRefresh,
  evolve: evolveErpRefresh,
  decide: (command, state) => {
    if (command.type === 'StartErpRefresh') {
      if (state.status !== 'none') return [];
      const { type: _type, now, ...data } = command;
      return [{ type: 'ErpRefreshStarted', data: { ...data, startedAt: now } }];
    }
    if (state.status === 'none') throw appError('NOT_FOUND', 'The refresh was not found.');
    // A finished refresh stays as it ended (a late progress report or a second outcome changes nothing).
    if (state.status !== 'RUNNING') return [];
    const ids = { refreshId: state.refreshId, companyId: state.companyId };
    switch (command.type) {
      case 'ReportErpRefreshProgress':
        return [{ type: 'ErpRefreshProgressed', data: { ...ids, phase: command.phase, done: command.done, total: command.total } }];
      case 'RecordErpOutputChannels':
        return [{ type: 'ErpOutputChannelsRead', data: { ...ids, channels: command.channels } }];
      case 'CompleteErpRefresh':
        return [{ type: 'ErpRefreshCompleted', data: { ...ids, summary: command.summary, rejectedRows: command.rejectedRows, completedAt: command.now } }];
      case 'FailErpRefresh':
        return [{ type: 'ErpRefreshFailed', data: { ...ids, code: command.code, statusCode: command.statusCode, message: command.message, failedAt: command.now } }];
    }
  },
};
