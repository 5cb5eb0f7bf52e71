import type { Country } from '@pm/contracts';
import type { ImportedRow, ProductImportEvent, ProductImportQueueEvent } from '@pm/contracts/events';
import { AppError, appError } from '@pm/platform';
import type { Decider } from '@pm/platform';

export interface ImportCounts {
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
}

export interface ProductImportState {
  status: 'none' | 'accepted' | 'completed';
  importId: string;
  companyId: string;
  country: Country;
  rows: ImportedRow[];
  counts: ImportCounts | null;
}

export type ProductImportCommand =
  | { type: 'AcceptImport'; importId: string; companyId: string; country: Country; rows: ImportedRow[] }
  | ({ type: 'CompleteImport' } & ImportCounts);

/** Stream `productimport-<id>`: accepted once with all its rows, completed once with its counts. */
export const productImportDecider: Decider<ProductImportState, ProductImportCommand, ProductImportEvent> = {
  initialState: () => ({ status: 'none', importId: '', companyId: '', country: 'de', rows: [], counts: null }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'ProductImportAccepted':
        return { ...state, status: 'accepted', ...event.data };
      case 'ProductImportCompleted': {
        const { importId: _importId, ...counts } = event.data;
        return { ...state, status: 'completed', counts };
      }
    }
  },
  decide: (command, state) => {
    if (command.type === 'AcceptImport') {
      if (state.status !== 'none') throw appError('DUPLICATE_EVENT', 'The import was accepted already.');
      const { type: _type, ...data } = command;
      return [{ type: 'ProductImportAccepted', data }];
    }
    if (state.status === 'none') throw new AppError('IMPORT_NOT_ACCEPTED', 'The import was never accepted.');
    if (state.status === 'completed') return [];
    const { type: _type, ...counts } = command;
    return [{ type: 'ProductImportCompleted', data: { importId: state.importId, ...counts } }];
  },
};

export interface ImportQueueState {
  /** Open imports: announced, not yet closed. */
  open: Map<string, string>;
}

export type ImportQueueCommand = { type: 'QueueImport'; importId: string; companyId: string } | { type: 'CloseImport'; importId: string; outcome: 'completed' | 'abandoned' };

/** Stream `productimportqueue-all`: which imports may still need applying after a crash. */
export const importQueueDecider: Decider<ImportQueueState, ImportQueueCommand, ProductImportQueueEvent> = {
  initialState: () => ({ open: new Map() }),
  evolve: (state, event) => {
    const open = new Map(state.open);
    if (event.type === 'ProductImportQueued') open.set(event.data.importId, event.data.companyId);
    else open.delete(event.data.importId);
    return { open };
  },
  decide: (command, state) => {
    if (command.type === 'QueueImport') {
      return state.open.has(command.importId) ? [] : [{ type: 'ProductImportQueued', data: { importId: command.importId, companyId: command.companyId } }];
    }
    return state.open.has(command.importId) ? [{ type: 'ProductImportClosed', data: { importId: command.importId, outcome: command.outcome } }] : [];
  },
};
