/**
 * Platform admins' scrape-job commands (issue 18): reset, reset trials, delete, create by hand,
 * replay, and the same over many jobs. Every write goes through the one scrape-job decider and
 * appends to one stream with the revision it read, so a worker that fetched the job meanwhile
 * makes the command fail with a conflict instead of half-writing. New jobs (by hand, replays)
 * are plain ScrapeJobCreated events: the scraper's dispatcher queues them like any other.
 */
import { DEFAULT_SOURCE_SETTINGS, type AdminScrapeJobBulkBody, type AdminScrapeJobBulkResult, type CreateScrapeJobBody } from '@pm/contracts';
import { fold, productDecider, replayInputOf, scrapeJobDecider, type ScrapeJobCommand, type ScrapeJobState } from '@pm/contracts/domain';
import { streams, type ProductEvent, type ScrapeJobEvent } from '@pm/contracts/events';
import { appError, AppError, newId, toDomainEvent, toEventToAppend, type CommandContext, type EventStore } from '@pm/platform';
import type { SourceCommands } from '../sources/sourceCommands.ts';
import type { Written } from '../users/userCommands.ts';

const DEFAULT_CRAWLER = 'crawlee-cheerio-crawler' as const;

export interface AdminScrapeJobOptions {
  /** The configured proxies (`SCRAPE_PROXIES`) a job made by hand may name. */
  proxyIds: readonly string[];
}

export function createAdminScrapeJobCommands(store: EventStore, sources: SourceCommands, options: AdminScrapeJobOptions) {
  async function load(jobId: string): Promise<{ state: ScrapeJobState; revision: bigint | null }> {
    const recorded = await store.readStream(streams.scrapeJob(jobId));
    return { state: fold(scrapeJobDecider, recorded.map((e) => toDomainEvent<ScrapeJobEvent>(e))), revision: recorded.at(-1)?.revision ?? null };
  }

  /** Decides on the state read and appends with that revision; the event carries the job's company. */
  async function decideOn(jobId: string, command: ScrapeJobCommand, context: CommandContext): Promise<Written> {
    const { state, revision } = await load(jobId);
    const events = scrapeJobDecider.decide(command, state);
    const companyContext = { ...context, companyId: state.input?.companyId ?? context.companyId };
    const result = await store.append(streams.scrapeJob(jobId), events.map((e) => toEventToAppend(e, companyContext)), revision ?? 'no_stream');
    return { id: jobId, revision: result.nextExpectedRevision, position: result.position };
  }

  async function create(jobId: string, command: Extract<ScrapeJobCommand, { type: 'CreateScrapeJob' }>, context: CommandContext): Promise<Written> {
    const events = scrapeJobDecider.decide(command, scrapeJobDecider.initialState());
    const result = await store.append(streams.scrapeJob(jobId), events.map((e) => toEventToAppend(e, { ...context, companyId: command.companyId })), 'no_stream');
    return { id: jobId, revision: result.nextExpectedRevision, position: result.position };
  }

  async function productOf(productId: string) {
    return fold(productDecider, (await store.readStream(streams.product(productId))).map((e) => toDomainEvent<ProductEvent>(e)));
  }

  const resetJob = (jobId: string, resetTrials: boolean, context: CommandContext) => decideOn(jobId, { type: 'ResetScrapeJob', resetTrials }, context);
  const deleteJob = (jobId: string, context: CommandContext) => decideOn(jobId, { type: 'DeleteScrapeJob' }, context);

  /** A new job with the old one's input, linked by `replayOf`; refused when its URL was removed since. */
  async function replayJob(jobId: string, context: CommandContext): Promise<Written & { replayOf: string }> {
    const { state } = await load(jobId);
    const input = replayInputOf(state);
    const product = await productOf(input.productId);
    if (product.status === 'none' || product.companyId !== input.companyId || !product.urls.some((u) => u.urlId === input.urlId)) {
      throw appError('SCRAPE_JOB_URL_REMOVED', 'The competitor URL of this job was removed; the job cannot be replayed.', { urlId: input.urlId });
    }
    const replayId = newId();
    const written = await create(replayId, { type: 'CreateScrapeJob', jobId: replayId, ...input, requestId: null, createdBy: context.userId }, context);
    return { ...written, replayOf: jobId };
  }

  /** A job for one of a company's competitor URLs, as the admin sets it up (trigger, crawler, proxy). */
  async function createJob(body: CreateScrapeJobBody, context: CommandContext): Promise<Written> {
    const product = await productOf(body.productId);
    if (product.status === 'none' || product.companyId !== body.companyId) throw appError('PRODUCT_NOT_FOUND', 'The assortment item was not found.');
    const url = product.urls.find((u) => u.urlId === body.urlId);
    if (!url) throw appError('URL_NOT_FOUND', 'A competitor URL was not found for this product.');
    const connection = (await sources.connectedSources(body.companyId))[url.sourceId];
    if (!connection) throw appError('SOURCE_NOT_FOUND', 'This shop or price comparison site is not connected.');
    if (body.proxyId && !options.proxyIds.includes(body.proxyId)) throw appError('SCRAPE_PROXY_NOT_FOUND', 'The proxy is not configured.', { proxyId: body.proxyId });
    const source = await sources.loadSource(url.sourceId);
    const jobId = newId();
    return create(jobId, {
      type: 'CreateScrapeJob',
      jobId,
      companyId: body.companyId,
      productId: body.productId,
      urlId: url.urlId,
      url: url.url,
      sourceId: url.sourceId,
      jobType: url.sourceKind === 'AGGREGATOR' ? 'AGGREGATOR_PRICE_TABLE' : 'PRODUCT_PAGE',
      trigger: body.trigger,
      crawler: body.crawler ?? source.fields?.crawler ?? DEFAULT_CRAWLER,
      proxyUrl: null,
      proxyId: body.proxyId === undefined ? (connection.settings.proxyId ?? DEFAULT_SOURCE_SETTINGS.proxyId ?? null) : body.proxyId,
      createdBy: context.userId,
    }, context);
  }

  /**
   * One action over many jobs (bounded by the body schema), one job after the other: each is
   * decided on its own, so a running or vanished job is counted as refused by its code and the
   * others still happen.
   */
  async function bulk(body: AdminScrapeJobBulkBody, context: CommandContext): Promise<AdminScrapeJobBulkResult> {
    let done = 0;
    let position = 0n;
    const refused: Record<string, number> = {};
    for (const jobId of new Set(body.jobIds)) {
      try {
        const written =
          body.action === 'DELETE' ? await deleteJob(jobId, context)
          : body.action === 'REPLAY' ? await replayJob(jobId, context)
          : await resetJob(jobId, body.action === 'RESET_TRIALS', context);
        done++;
        if (written.position > position) position = written.position;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        refused[error.code] = (refused[error.code] ?? 0) + 1;
      }
    }
    return { done, refused, position: (position || (await store.headPosition())).toString() };
  }

  return { resetJob, deleteJob, replayJob, createJob, bulk };
}

export type AdminScrapeJobCommands = ReturnType<typeof createAdminScrapeJobCommands>;
