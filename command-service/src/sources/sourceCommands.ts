import { type SourceFields, type SourceKind } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import { fold, handleCommand, newId, appError, toDomainEvent, type CommandContext, type EventStore } from '@pm/platform';
import type { SourceEvent, SourceHostEvent } from '@pm/contracts/events';
import { companyDecider } from '../companies/companyDecider.ts';
import type { Written } from '../users/userCommands.ts';
import { sourceDecider, sourceHostDecider, type SourceState } from './sourceDecider.ts';
import type { CompanyEvent } from '@pm/contracts/events';

/** Sources are shared by all companies (one per domain); each company connects the ones it compares with. */
export function createSourceCommands(store: EventStore) {
  async function loadSource(sourceId: string): Promise<SourceState> {
    return fold(sourceDecider, (await store.readStream(streams.source(sourceId))).map((e) => toDomainEvent<SourceEvent>(e)));
  }

  async function hostHolder(hostname: string): Promise<string | null> {
    return fold(sourceHostDecider, (await store.readStream(streams.sourceHost(hostname))).map((e) => toDomainEvent<SourceHostEvent>(e))).sourceId;
  }

  async function connectedSources(companyId: string): Promise<Record<string, SourceKind>> {
    return fold(companyDecider, (await store.readStream(streams.company(companyId))).map((e) => toDomainEvent<CompanyEvent>(e))).sources;
  }

  /** Connect the source of this domain to the company, registering it first when the domain is new. */
  async function connectSource(companyId: string, fields: SourceFields, context: CommandContext): Promise<Written> {
    let sourceId = await hostHolder(fields.hostname);
    let kind = fields.kind;
    if (sourceId) {
      kind = (await loadSource(sourceId)).fields?.kind ?? kind;
    } else {
      sourceId = newId();
      await handleCommand(store, streams.sourceHost(fields.hostname), sourceHostDecider, { type: 'ReserveHost', hostname: fields.hostname, sourceId }, context);
      await handleCommand(store, streams.source(sourceId), sourceDecider, { type: 'RegisterSource', sourceId, fields }, context);
    }
    const outcome = await handleCommand(store, streams.company(companyId), companyDecider, { type: 'ConnectSource', sourceId, kind }, context);
    const position = outcome.position || (await store.headPosition());
    return { id: sourceId, revision: outcome.revision, position };
  }

  async function disconnectSource(companyId: string, sourceId: string, context: CommandContext): Promise<Written> {
    const outcome = await handleCommand(store, streams.company(companyId), companyDecider, { type: 'DisconnectSource', sourceId }, context);
    return { id: sourceId, revision: outcome.revision, position: outcome.position };
  }

  async function updateSource(sourceId: string, changes: Partial<SourceFields>, context: CommandContext): Promise<Written> {
    const outcome = await handleCommand(store, streams.source(sourceId), sourceDecider, { type: 'UpdateSource', changes }, context);
    return { id: sourceId, revision: outcome.revision, position: outcome.position || (await store.headPosition()) };
  }

  async function requireConnected(companyId: string, sourceId: string): Promise<void> {
    if (!(await connectedSources(companyId))[sourceId]) throw appError('SOURCE_NOT_FOUND', 'This shop or price comparison site is not connected.');
  }

  return { loadSource, connectedSources, connectSource, disconnectSource, updateSource, requireConnected };
}

export type SourceCommands = ReturnType<typeof createSourceCommands>;
