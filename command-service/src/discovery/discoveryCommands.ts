import {
  acceptedAs,
  defaultRequestType,
  type BulkDiscoveryBody,
  type CreateDiscoveryRequestBody,
  type DeclineCandidateBody,
  type DiscoveryRequestType,
  type DiscoverySettingsBody,
  type DiscoverySourceSettingsBody,
  type SearchMethod,
} from '@pm/contracts';
import {
  BUILT_IN_SEARCH_METHODS,
  discoveryRequestDecider,
  discoverySettingsDecider,
  discoverySourceSettingsDecider,
  searchMethodFor,
  type DiscoveryRequestState,
} from '@pm/contracts/domain';
import { streams, type DiscoveryRequestEvent, type DiscoverySettingsEvent } from '@pm/contracts/events';
import { AppError, appError, fold, handleCommand, newId, toDomainEvent, type CommandContext, type EventStore } from '@pm/platform';
import type { ProductCommands } from '../products/productCommands.ts';
import type { ScrapeNowCommands } from '../scraping/scrapeNowCommands.ts';
import type { SourceCommands } from '../sources/sourceCommands.ts';
import type { Written } from '../users/userCommands.ts';
import type { DiscoveryIndex } from './discoveryIndex.ts';

export interface DiscoveryCommandOptions {
  /** Search methods this deployment can run (the built-in ones plus those whose adapter is configured). */
  availableMethods?: readonly SearchMethod[];
  now?: () => Date;
}

type SettingsChanged = Extract<DiscoverySettingsEvent, { type: 'DiscoverySettingsChanged' }>;
type SourceSettingsChanged = Extract<DiscoverySettingsEvent, { type: 'DiscoverySourceSettingsChanged' }>;

/**
 * Discovery requests (issue 17): created for one product and source or in bulk, decided by a
 * person. Accepting adds the candidate's URL through the product commands — the same checks as a
 * URL typed by hand — as a competitor URL or, for a similar product, a comparison product
 * (`acceptedAs`), and asks for its first scrape.
 */
export function createDiscoveryCommands(deps: { store: EventStore; products: ProductCommands; sources: SourceCommands; scrapeNow: ScrapeNowCommands; index: DiscoveryIndex; options?: DiscoveryCommandOptions }) {
  const { store, products, sources, scrapeNow, index } = deps;
  const available = new Set(deps.options?.availableMethods ?? BUILT_IN_SEARCH_METHODS);
  const now = deps.options?.now ?? (() => new Date());

  async function loadRequest(requestId: string): Promise<DiscoveryRequestState> {
    return fold(discoveryRequestDecider, (await store.readStream(streams.discoveryRequest(requestId))).map((e) => toDomainEvent<DiscoveryRequestEvent>(e)));
  }

  async function requireRequestOfCompany(companyId: string, requestId: string): Promise<DiscoveryRequestState> {
    const request = await loadRequest(requestId);
    // Another company's request answers exactly like a missing one.
    if (!request.exists || request.companyId !== companyId) throw appError('DISCOVERY_REQUEST_NOT_FOUND', 'The discovery request was not found.');
    return request;
  }

  async function companySettings(companyId: string): Promise<DiscoverySettingsBody> {
    return fold(discoverySettingsDecider, (await store.readStream(streams.discoverySettings(companyId))).map((e) => toDomainEvent<SettingsChanged>(e)));
  }

  async function sourceSettings(sourceId: string): Promise<DiscoverySourceSettingsBody> {
    return fold(discoverySourceSettingsDecider, (await store.readStream(streams.discoverySourceSettings(sourceId))).map((e) => toDomainEvent<SourceSettingsChanged>(e)));
  }

  /** The checks every new request passes; answers what the request event needs. */
  async function prepare(companyId: string, productId: string, sourceId: string, requested: DiscoveryRequestType | undefined) {
    const product = await products.loadProduct(productId);
    if (product.status === 'none' || product.companyId !== companyId) throw appError('PRODUCT_NOT_FOUND', 'The assortment item was not found.');
    if (product.status === 'archived') throw appError('PRODUCT_ARCHIVED', 'The product is archived. Restore it first.');
    const connected = await sources.connectedSources(companyId);
    if (!connected[sourceId]) throw new AppError('SOURCE_UNKNOWN', 'The request names a shop or price comparison site your company is not connected to.', { path: 'sourceId' });
    const fields = (await sources.loadSource(sourceId)).fields;
    if (!fields) throw new AppError('SOURCE_UNKNOWN', 'The shop or price comparison site was not found.', { path: 'sourceId' });
    const requestType = requested ?? defaultRequestType(fields.kind);
    const isAggregator = fields.kind === 'AGGREGATOR';
    if ((requestType === 'NEW_AGGREGATOR_URL' && !isAggregator) || (requestType === 'NEW_STORE_URL' && isAggregator)) {
      throw new AppError('VALIDATION_FAILED', 'The request type does not fit the source: store URLs at shops, aggregator URLs at comparison sites.', { issues: [{ path: ['requestType'], message: 'Does not fit the source' }] });
    }
    const settings = await companySettings(companyId);
    const method = searchMethodFor(settings, await sourceSettings(sourceId));
    if (!available.has(method)) throw new AppError('DISCOVERY_METHOD_UNAVAILABLE', `The search method ${method} is not configured on this installation.`, { method });
    return { requestType, sourceKind: isAggregator ? ('AGGREGATOR' as const) : ('STORE' as const), method, settings };
  }

  async function writeRequest(companyId: string, productId: string, sourceId: string, body: { requestType?: DiscoveryRequestType | undefined; searchType: CreateDiscoveryRequestBody['searchType'] }, trigger: 'USER' | 'BULK' | 'AGENT', context: CommandContext): Promise<Written> {
    const prepared = await prepare(companyId, productId, sourceId, body.requestType);
    const requestId = newId();
    const outcome = await handleCommand(store, streams.discoveryRequest(requestId), discoveryRequestDecider, {
      type: 'RequestDiscovery',
      requestId,
      jobId: newId(),
      companyId,
      productId,
      sourceId,
      sourceKind: prepared.sourceKind,
      requestType: prepared.requestType,
      searchType: body.searchType,
      method: prepared.method,
      imageWeight: prepared.settings.imageWeight,
      skipWhenUrlExists: prepared.settings.skipWhenUrlExists,
      trigger,
      requestedBy: context.userId,
      at: now().toISOString(),
    }, context);
    return { id: requestId, revision: outcome.revision, position: outcome.position };
  }

  function createRequest(companyId: string, body: CreateDiscoveryRequestBody, context: CommandContext): Promise<Written> {
    return writeRequest(companyId, body.productId, body.sourceId, body, 'USER', context);
  }

  /** One request per active product of the company without a URL at the source (and no undecided request for it). */
  async function createBulk(companyId: string, body: BulkDiscoveryBody, context: CommandContext, trigger: 'BULK' | 'AGENT' = 'BULK'): Promise<{ requestIds: string[]; skipped: number; position: bigint }> {
    const connected = await sources.connectedSources(companyId);
    if (!connected[body.sourceId]) throw new AppError('SOURCE_UNKNOWN', 'The request names a shop or price comparison site your company is not connected to.', { path: 'sourceId' });
    const { productIds, skipped } = await index.productsToDiscover(companyId, body.sourceId);
    const requestIds: string[] = [];
    let position = 0n;
    for (const productId of productIds) {
      const written = await writeRequest(companyId, productId, body.sourceId, body, trigger, context);
      requestIds.push(written.id);
      position = written.position;
    }
    return { requestIds, skipped, position };
  }

  async function accept(companyId: string, requestId: string, candidateId: string, context: CommandContext): Promise<Written> {
    const request = await requireRequestOfCompany(companyId, requestId);
    // The decider's checks first, so that a refused accept writes nothing anywhere.
    discoveryRequestDecider.decide({ type: 'AcceptCandidate', candidateId, urlId: null, by: context.userId, at: now().toISOString() }, request);
    const candidate = request.candidates.find((c) => c.candidateId === candidateId);
    if (!candidate) throw appError('DISCOVERY_CANDIDATE_NOT_FOUND', 'The candidate was not found in this discovery request.');
    const product = await products.loadProduct(request.productId);
    if ([...product.urls, ...product.comparisons].some((u) => u.url === candidate.url)) throw appError('DISCOVERY_URL_ALREADY_ADDED', 'The product has this URL already: it was added in the meantime.', { requestId });
    const source = request.sourceKind === 'AGGREGATOR' ? { aggregatorId: request.sourceId } : { storeId: request.sourceId };
    const asComparison = acceptedAs(request.requestType, candidate) === 'COMPARISON_PRODUCT';
    let urlWritten: Written;
    try {
      urlWritten = asComparison
        ? await products.addComparisonProduct(companyId, request.productId, {
          url: candidate.url,
          ...source,
          name: candidate.title,
          matchResult: candidate.matchResult,
          probability: candidate.probability,
          requestId,
          candidateId,
        }, context)
        : await products.addCompetitorUrl(companyId, request.productId, { url: candidate.url, offerType: 'COMPETITOR_OFFER', ...source }, context);
    } catch (error) {
      if (error instanceof AppError && error.code === 'URL_EXISTS') throw appError('DISCOVERY_URL_ALREADY_ADDED', 'The product has this URL already: it was added in the meantime.', { requestId });
      throw error;
    }
    let outcome;
    try {
      outcome = await handleCommand(store, streams.discoveryRequest(requestId), discoveryRequestDecider, { type: 'AcceptCandidate', candidateId, urlId: urlWritten.id, by: context.userId, at: now().toISOString() }, context);
    } catch (error) {
      // Decided by someone else between the two writes: take the URL back, so nothing stays half-written.
      if (asComparison) await products.removeComparisonProduct(companyId, request.productId, urlWritten.id, context);
      else await products.removeCompetitorUrl(companyId, request.productId, urlWritten.id, context);
      throw error;
    }
    // The first scrape now, as for a URL the company wants priced at once; the scheduler scrapes it anyway when this is refused.
    await scrapeNow.requestScrapeNow(companyId, request.productId, { urlIds: [urlWritten.id] }, context).catch(() => undefined);
    return { id: urlWritten.id, revision: outcome.revision, position: outcome.position };
  }

  async function decline(companyId: string, requestId: string, body: DeclineCandidateBody, context: CommandContext): Promise<Written> {
    await requireRequestOfCompany(companyId, requestId);
    const outcome = await handleCommand(store, streams.discoveryRequest(requestId), discoveryRequestDecider, {
      type: 'DeclineCandidate',
      candidateId: body.candidateId,
      reason: body.reason,
      note: body.note?.trim() || null,
      by: context.userId,
      at: now().toISOString(),
    }, context);
    return { id: requestId, revision: outcome.revision, position: outcome.position };
  }

  async function closeObsolete(companyId: string, requestId: string, context: CommandContext): Promise<Written> {
    const request = await requireRequestOfCompany(companyId, requestId);
    if (request.status !== 'DRAFT' && request.status !== 'OPEN') throw appError('DISCOVERY_REQUEST_CLOSED', 'This discovery request has been decided already.');
    const outcome = await handleCommand(store, streams.discoveryRequest(requestId), discoveryRequestDecider, { type: 'CloseObsolete', reason: 'BY_USER', by: context.userId, at: now().toISOString() }, context);
    return { id: requestId, revision: outcome.revision, position: outcome.position };
  }

  async function changeSettings(companyId: string, settings: DiscoverySettingsBody, context: CommandContext): Promise<Written> {
    const outcome = await handleCommand(store, streams.discoverySettings(companyId), discoverySettingsDecider, { type: 'ChangeDiscoverySettings', companyId, settings }, context);
    return { id: companyId, revision: outcome.revision, position: outcome.position };
  }

  async function changeSourceSettings(sourceId: string, settings: DiscoverySourceSettingsBody, context: CommandContext): Promise<Written> {
    if (!(await sources.loadSource(sourceId)).fields) throw new AppError('SOURCE_UNKNOWN', 'The shop or price comparison site was not found.', { path: 'sourceId' });
    const outcome = await handleCommand(store, streams.discoverySourceSettings(sourceId), discoverySourceSettingsDecider, { type: 'ChangeDiscoverySourceSettings', sourceId, settings }, context);
    return { id: sourceId, revision: outcome.revision, position: outcome.position };
  }

  return { createRequest, createBulk, accept, decline, closeObsolete, changeSettings, changeSourceSettings, loadRequest, available: (method: SearchMethod) => available.has(method) };
}

export type DiscoveryCommands = ReturnType<typeof createDiscoveryCommands>;
