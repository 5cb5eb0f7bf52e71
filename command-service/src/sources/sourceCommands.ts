import { DEFAULT_SOURCE_SETTINGS, type SourceFields, type ConnectSourceBody, type SourceSettingsBody, type UpdateSourceBody } from '@pm/contracts';
import { sourceSettingsChange, type ConnectedSources } from '@pm/contracts/domain';
import { streams } from '@pm/contracts/events';
import { fold, handleCommand, newId, appError, toDomainEvent, type CommandContext, type EventStore } from '@pm/platform';
import type { SourceEvent, SourceHostEvent } from '@pm/contracts/events';
import { companyDecider } from '../companies/companyDecider.ts';
import type { Written } from '../users/userCommands.ts';
import { sourceDecider, sourceHostDecider, type SourceState } from './sourceDecider.ts';
import type { CompanyEvent } from '@pm/contracts/events';

export interface SourceCommandOptions {
  /** Ids of the proxies the deployment configures (`SCRAPE_PROXIES`): the ones a company may choose. */
  proxyIds?: readonly string[];
}

/**
 * Sources are shared by all companies (one per domain, its shared fields set by platform admins);
 * each company connects the ones it compares with and keeps its own settings of each.
 */
export function createSourceCommands(store: EventStore, options: SourceCommandOptions = {}) {
  const proxyIds = options.proxyIds ?? [];

  async function loadSource(sourceId: string): Promise<SourceState> {
    return fold(sourceDecider, (await store.readStream(streams.source(sourceId))).map((e) => toDomainEvent<SourceEvent>(e)));
  }

  async function hostHolder(hostname: string): Promise<string | null> {
    return fold(sourceHostDecider, (await store.readStream(streams.sourceHost(hostname))).map((e) => toDomainEvent<SourceHostEvent>(e))).sourceId;
  }

  /** The company's connected sources with its own settings of each. */
  async function connectedSources(companyId: string): Promise<ConnectedSources> {
    return fold(companyDecider, (await store.readStream(streams.company(companyId))).map((e) => toDomainEvent<CompanyEvent>(e))).sources;
  }

  /** The source of a domain: the one that holds it, or a new one reserved now (a concurrent request's reservation wins). */
  async function sourceOfHost(hostname: string, context: CommandContext): Promise<string> {
    const held = await hostHolder(hostname);
    if (held) return held;
    const sourceId = newId();
    try {
      await handleCommand(store, streams.sourceHost(hostname), sourceHostDecider, { type: 'ReserveHost', hostname, sourceId }, context);
      return sourceId;
    } catch (error) {
      // Taken by a concurrent request (refused, or its append won the revision): that source it is.
      const winner = await hostHolder(hostname);
      if (winner) return winner;
      throw error;
    }
  }

  /**
   * Connect the source of this domain to the company with the company's own settings, registering
   * the source first when the domain is new: from the request's shared fields when a platform
   * admin connects it, else from safe defaults. A known source's shared fields never change here.
   */
  async function connectSource(companyId: string, body: ConnectSourceBody, context: CommandContext, by: { platformAdmin: boolean } = { platformAdmin: false }): Promise<Written> {
    const { kind, hostname, scrapingEnabled, scrapeFrequency, proxyId, ...requested } = body;
    const settings: SourceSettingsBody = {
      ...(scrapingEnabled !== undefined ? { scrapingEnabled } : {}),
      ...(scrapeFrequency !== undefined ? { scrapeFrequency } : {}),
      ...(proxyId !== undefined ? { proxyId } : {}),
    };
    // The company's choices are checked before anything is written: a refusal writes nothing.
    sourceSettingsChange(companyId, '', DEFAULT_SOURCE_SETTINGS, settings, proxyIds);
    const sourceId = await sourceOfHost(hostname, context);
    let source = await loadSource(sourceId);
    if (!source.fields) {
      // New (or reserved by a request that stopped before registering it).
      try {
        await handleCommand(store, streams.source(sourceId), sourceDecider, { type: 'RegisterSource', sourceId, kind, hostname, requested, byPlatformAdmin: by.platformAdmin }, context);
      } catch (error) {
        // A concurrent request registered it first: connect that registration.
        if (!(await loadSource(sourceId)).fields) throw error;
      }
      source = await loadSource(sourceId);
    }
    const outcome = await handleCommand(store, streams.company(companyId), companyDecider, { type: 'ConnectSource', sourceId, kind: source.fields?.kind ?? kind, settings, configuredProxyIds: proxyIds }, context);
    const position = outcome.position || (await store.headPosition());
    return { id: sourceId, revision: outcome.revision, position };
  }

  async function disconnectSource(companyId: string, sourceId: string, context: CommandContext): Promise<Written> {
    const outcome = await handleCommand(store, streams.company(companyId), companyDecider, { type: 'DisconnectSource', sourceId }, context);
    return { id: sourceId, revision: outcome.revision, position: outcome.position };
  }

  /** The company's own settings of a connected source (scraping, frequency, proxy). */
  async function changeSourceSettings(companyId: string, sourceId: string, settings: SourceSettingsBody, context: CommandContext): Promise<Written> {
    const outcome = await handleCommand(store, streams.company(companyId), companyDecider, { type: 'ChangeSourceSettings', sourceId, settings, configuredProxyIds: proxyIds }, context);
    return { id: sourceId, revision: outcome.revision, position: outcome.position || (await store.headPosition()) };
  }

  /** The shared fields of a source (the route lets platform admins only). */
  async function updateSource(sourceId: string, changes: UpdateSourceBody, context: CommandContext): Promise<Written> {
    const outcome = await handleCommand(store, streams.source(sourceId), sourceDecider, { type: 'UpdateSource', changes }, context);
    return { id: sourceId, revision: outcome.revision, position: outcome.position || (await store.headPosition()) };
  }

  async function requireConnected(companyId: string, sourceId: string): Promise<void> {
    if (!(await connectedSources(companyId))[sourceId]) throw appError('SOURCE_NOT_FOUND', 'This shop or price comparison site is not connected.');
  }

  /**
   * A new source registered by a platform admin without connecting it to a company (the store and
   * aggregator wizards): refused with SOURCE_HOST_TAKEN when the domain has a source already.
   */
  async function registerSource(fields: SourceFields, context: CommandContext): Promise<Written> {
    const { kind, hostname, ...requested } = fields;
    const sourceId = newId();
    await handleCommand(store, streams.sourceHost(hostname), sourceHostDecider, { type: 'ReserveHost', hostname, sourceId }, context);
    const outcome = await handleCommand(store, streams.source(sourceId), sourceDecider, { type: 'RegisterSource', sourceId, kind, hostname, requested, byPlatformAdmin: true }, context);
    return { id: sourceId, revision: outcome.revision, position: outcome.position };
  }

  return { loadSource, connectedSources, connectSource, registerSource, hostHolder, disconnectSource, changeSourceSettings, updateSource, requireConnected };
}

export type SourceCommands = ReturnType<typeof createSourceCommands>;
