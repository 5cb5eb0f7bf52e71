import type { SourceFields } from '@pm/contracts';
import type { SourceEvent, SourceHostEvent } from '@pm/contracts/events';
import { appError } from '@pm/platform';
import type { Decider } from '@pm/platform';

export interface SourceState {
  exists: boolean;
  sourceId: string;
  fields: SourceFields | null;
}

export type SourceCommand =
  | { type: 'RegisterSource'; sourceId: string; fields: SourceFields }
  | { type: 'UpdateSource'; changes: Partial<SourceFields> };

export const sourceDecider: Decider<SourceState, SourceCommand, SourceEvent> = {
  initialState: () => ({ exists: false, sourceId: '', fields: null }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'SourceRegistered':
        return { exists: true, sourceId: event.data.sourceId, fields: event.data.fields };
      case 'SourceUpdated':
        return state.fields ? { ...state, fields: { ...state.fields, ...event.data.changes } } : state;
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'RegisterSource':
        if (state.exists) throw appError('SOURCE_HOST_TAKEN', 'This domain is registered already.');
        return [{ type: 'SourceRegistered', data: { sourceId: command.sourceId, fields: command.fields } }];
      case 'UpdateSource': {
        if (!state.exists || !state.fields) throw appError('SOURCE_NOT_FOUND', 'The requested resource was not found.');
        const current = state.fields;
        const changes = Object.fromEntries(Object.entries(command.changes).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(current[k as keyof SourceFields])));
        return Object.keys(changes).length === 0 ? [] : [{ type: 'SourceUpdated', data: { sourceId: state.sourceId, changes } }];
      }
    }
  },
};

/** One source per domain: the first registration of a hostname holds it. */
export const sourceHostDecider: Decider<{ sourceId: string | null }, { type: 'ReserveHost'; hostname: string; sourceId: string }, SourceHostEvent> = {
  initialState: () => ({ sourceId: null }),
  evolve: (_state, event) => ({ sourceId: event.data.sourceId }),
  decide: (command, state) => {
    if (state.sourceId === command.sourceId) return [];
    if (state.sourceId) throw appError('SOURCE_HOST_TAKEN', 'This domain is registered already.', { sourceId: state.sourceId });
    return [{ type: 'SourceHostReserved', data: { hostname: command.hostname, sourceId: command.sourceId } }];
  },
};
