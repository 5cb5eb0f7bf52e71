/**
 * The ERP/shop-system connection of a company (`erpconnection-<companyId>`): system, address,
 * user name, the sealed secret and what the last test said. pricing-service is its one writer;
 * the projection folds it with the same `evolve` (and drops the secret).
 */
import type { z } from 'zod';
import type { ErpSystem } from '../../http/erpConnection.ts';
import type { ErpConnectionEvent, sealedSecretSchema } from '../../events/erpEvents.ts';
import type { Decider } from '../decider.ts';

export type SealedSecretEnvelope = z.infer<typeof sealedSecretSchema>;

export interface ErpConnectionState {
  status: 'none' | 'untested' | 'ok' | 'failed';
  companyId: string;
  system: ErpSystem | null;
  url: string | null;
  username: string | null;
  secret: SealedSecretEnvelope | null;
  lastTest: { ok: boolean; description: string | null; code: string | null; statusCode: number | null; testedAt: string } | null;
}

export type ErpConnectionCommand =
  | { type: 'SetErpConnection'; companyId: string; system: ErpSystem; url: string; username: string; secret: SealedSecretEnvelope | 'keep' }
  | { type: 'RecordErpConnectionTest'; companyId: string; ok: boolean; description: string | null; code: string | null; statusCode: number | null; testedAt: string };

export const initialErpConnection = (): ErpConnectionState => ({ status: 'none', companyId: '', system: null, url: null, username: null, secret: null, lastTest: null });

export function evolveErpConnection(state: ErpConnectionState, event: ErpConnectionEvent): ErpConnectionState {
  switch (event.type) {
    case 'ErpConnectionSet':
      // New settings are untested: a test of the old ones says nothing about them.
      return { status: 'untested', companyId: event.data.companyId, system: event.data.system, url: event.data.url, username: event.data.username, secret: event.data.secret, lastTest: null };
    case 'ErpConnectionTested': {
      const { companyId: _companyId, ...test } = event.data;
      return { ...state, status: test.ok ? 'ok' : 'failed', lastTest: test };
    }
  }
}

export const erpConnectionDecider: Decider<ErpConnectionState, ErpConnectionCommand, ErpConnectionEvent> = {
  initialState: initialErpConnection,
  evolve: evolveErpConnection,
  decide: (command, state) => {
    if (command.type === 'SetErpConnection') {
      const secret = command.secret === 'keep' ? state.secret : command.secret;
      const same = state.system === command.system && state.url === command.url && state.username === command.username && command.secret === 'keep';
      if (same) return [];
      return [{ type: 'ErpConnectionSet', data: { companyId: command.companyId, system: command.system, url: command.url, username: command.username, secret } }];
    }
    const { type: _type, ...test } = command;
    return [{ type: 'ErpConnectionTested', data: test }];
  },
};
