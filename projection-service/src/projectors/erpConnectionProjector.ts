/**
 * The ERP/shop connection screen's read models (issue 15 items 3, 4): the settings without the
 * secret (only whether one is set — the sealed envelope is never copied here), the last test, each
 * refresh with its progress and result, and the output channels last read.
 */
import type { ErpConnectionTest, ErpOutputChannel, ErpRefreshView } from '@pm/contracts';
import type { ErpConnectionEvent, ErpRefreshEvent } from '@pm/contracts/events';
import { toDomainEvent, type Doc, type RecordedEvent, type WriteOp } from '@pm/platform';
import type { Projector } from '../runtime/projector.ts';

export const ERP_CONNECTIONS = 'erpConnections';
export const ERP_REFRESHES = 'erpRefreshes';
export const ERP_OUTPUT_CHANNELS = 'erpOutputChannels';

export interface ErpConnectionDoc extends Doc {
  companyId: string;
  system?: 'PLENTY' | 'EXPORT_URL';
  url?: string;
  username?: string;
  secretSet?: boolean;
  lastTest?: ErpConnectionTest | null;
  revision?: string;
  lastInputsRefreshId?: string;
  lastOutputChannelsRefreshId?: string;
}
export interface ErpRefreshDoc extends Doc, ErpRefreshView {
  companyId: string;
}
export interface ErpOutputChannelsDoc extends Doc {
  companyId: string;
  channels: ErpOutputChannel[];
  readAt: string;
}

const HANDLES = ['ErpConnectionSet', 'ErpConnectionTested', 'ErpRefreshStarted', 'ErpRefreshProgressed', 'ErpOutputChannelsRead', 'ErpRefreshCompleted', 'ErpRefreshFailed'] as const;

function project(recorded: RecordedEvent): WriteOp[] {
  const event = toDomainEvent<ErpConnectionEvent | ErpRefreshEvent>(recorded);
  const revision = recorded.revision.toString();
  const connection = (companyId: string, set: Partial<ErpConnectionDoc>): WriteOp => ({ op: 'update', collection: ERP_CONNECTIONS, id: companyId, update: { $set: { companyId, ...set } }, upsert: true });
  const refresh = (refreshId: string, set: Partial<ErpRefreshDoc>): WriteOp => ({ op: 'update', collection: ERP_REFRESHES, id: refreshId, update: { $set: set } });
  switch (event.type) {
    case 'ErpConnectionSet': {
      const { companyId, system, url, username, secret } = event.data;
      return [connection(companyId, { system, url, username, secretSet: secret !== null, lastTest: null, revision })];
    }
    case 'ErpConnectionTested': {
      const { companyId, ...test } = event.data;
      return [connection(companyId, { lastTest: test, revision })];
    }
    case 'ErpRefreshStarted': {
      const { refreshId, companyId, kind, startedAt } = event.data;
      const doc: ErpRefreshDoc = { _id: refreshId, refreshId, companyId, kind, status: 'RUNNING', phase: null, done: 0, total: null, startedAt, finishedAt: null, summary: null, rejectedRows: [], error: null };
      return [{ op: 'put', collection: ERP_REFRESHES, doc }, connection(companyId, kind === 'INPUTS' ? { lastInputsRefreshId: refreshId } : { lastOutputChannelsRefreshId: refreshId })];
    }
    case 'ErpRefreshProgressed':
      return [refresh(event.data.refreshId, { phase: event.data.phase, done: event.data.done, total: event.data.total })];
    case 'ErpOutputChannelsRead': {
      const { companyId, channels } = event.data;
      const doc: ErpOutputChannelsDoc = { _id: companyId, companyId, channels, readAt: recorded.metadata.occurredAt };
      return [{ op: 'put', collection: ERP_OUTPUT_CHANNELS, doc }];
    }
    case 'ErpRefreshCompleted':
      return [refresh(event.data.refreshId, { status: 'COMPLETED', summary: event.data.summary, rejectedRows: event.data.rejectedRows, finishedAt: event.data.completedAt })];
    case 'ErpRefreshFailed':
      return [refresh(event.data.refreshId, { status: 'FAILED', error: { code: event.data.code, statusCode: event.data.statusCode }, finishedAt: event.data.failedAt })];
  }
}

export const erpConnectionProjector: Projector = {
  name: 'erpConnection',
  version: 1,
  collections: { [ERP_CONNECTIONS]: [], [ERP_REFRESHES]: [{ keys: { companyId: 1 } }], [ERP_OUTPUT_CHANNELS]: [] },
  handles: HANDLES,
  project,
  notices: (recorded) => {
    const companyId = (recorded.data as { companyId?: unknown }).companyId;
    if (typeof companyId !== 'string') return [];
    return [{ companyId, queryKeys: recorded.type === 'ErpOutputChannelsRead' ? [['erp-connection'], ['erp-output-channels']] : [['erp-connection']] }];
  },
};
