import { defaultSourceFields, type SourceFields, type SourceKind, type UpdateSourceBody } from '@pm/contracts';
import type { SourceEvent, SourceHostEvent } from '@pm/contracts/events';
import { appError } from '@pm/platform';
import type { Decider } from '@pm/platform';

export interface SourceState {
  exists: boolean;
  sourceId: string;
  fields: SourceFields | null;
}

/** The shared fields a connect request may name besides kind and domain (used for a new domain registered by a platform admin only). */
export type RequestedSourceFields = Partial<Omit<SourceFields, 'kind' | 'hostname'>>;

export type SourceCommand =
  | { type: 'RegisterSource'; sourceId: string; kind: SourceKind; hostname: string; requested: RequestedSourceFields; byPlatformAdmin: boolean }
  | { type: 'UpdateSource'; changes: UpdateSourceBody };

const defined = <T extends object>(value: T): Partial<T> => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * A source's shared fields (the same for every company that connects its domain). A domain is
 * registered from safe defaults (its hostname as name, the default crawler): what a connecting
 * company chose never becomes another company's setting. Only a platform admin's request names
 * the shared fields, at registration or later (`UpdateSource`, which the route allows platform
 * admins only).
 */
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
      case 'RegisterSource': {
        if (state.exists) throw appError('SOURCE_HOST_TAKEN', 'This domain is registered already.');
        const safe = defaultSourceFields(command.kind, command.hostname);
        const fields: SourceFields = command.byPlatformAdmin ? { ...safe, ...defined(command.requested) } : safe;
        return [{ type: 'SourceRegistered', data: { sourceId: command.sourceId, fields } }];
      }
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
