import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ADMIN_SCRAPE_JOB_BULK_LIMIT,
  ADMIN_SCRAPE_JOB_DEFAULT_STATUSES,
  adminScrapeJobDetailSchema,
  adminScrapeJobFilterQuerySchema,
  adminScrapeJobIdsSchema,
  adminScrapeJobPageSchema,
  adminScrapeJobsQuerySchema,
  adminScrapeJobSourceSchema,
  type AdminScrapeJobSource,
  type AdminScrapeJob,
  type AdminScrapeJobDetail,
  type AdminScrapeJobFilter,
  type AdminScrapeJobIds,
  type AdminScrapeJobPage,
  type AdminScrapeJobsQuery,
  type ScrapeJobHistoryEntry,
  type ScrapeLogLine,
  type ScrapedOffer,
} from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import { actorOf, appError, zodRoutes, type Doc, type EventStore, type Filter, type RecordedEvent } from '@pm/platform';
import { COMPANIES } from '../projectors/companiesProjector.ts';
import { PRODUCTS } from '../projectors/productsProjector.ts';
import { SCRAPE_RECORDS } from '../projectors/scrapeRecordsProjector.ts';
import { SOURCES } from '../projectors/sourcesProjector.ts';
import type { ReadModels } from '../runtime/readModels.ts';
import { ADMIN_SCRAPE_JOBS, type AdminScrapeJobDoc } from './adminScrapeJobsProjector.ts';

type JobDoc = Doc & AdminScrapeJobDoc;

const anyOf = (values: readonly string[]) => (values.length === 1 ? values[0] : { $in: values });

function requirePlatformAdmin(request: FastifyRequest): void {
  if (!actorOf(request).isAdmin) throw appError('FORBIDDEN', 'Only platform administrators see the scrape jobs of all companies.');
}

/** The statuses asked for: the list's default is FAILED and CREATED (spec §4). */
export const statusesOf = (filter: Pick<AdminScrapeJobFilter, 'status'>): string[] => filter.status ?? [...ADMIN_SCRAPE_JOB_DEFAULT_STATUSES];

/**
 * The read-model filter of one status. The created-date range becomes bounds of `sortKey`
 * (which starts with the creation instant), so the index range holds only the window.
 */
export function adminScrapeJobsFilter(filter: AdminScrapeJobFilter, status: string): Filter {
  const result: Filter = { status };
  if (filter.companyId) result['companyId'] = filter.companyId;
  const sourceId = filter.storeId ?? filter.aggregatorId;
  if (sourceId) result['sourceId'] = sourceId;
  if (filter.resultKind?.length) result['resultKind'] = anyOf(filter.resultKind);
  if (filter.jobType?.length) result['jobType'] = anyOf(filter.jobType);
  if (filter.trigger?.length) result['trigger'] = anyOf(filter.trigger);
  if (filter.scraper?.length) result['crawler'] = anyOf(filter.scraper);
  if (filter.createdFrom || filter.createdTo) result['sortKey'] = { ...(filter.createdFrom ? { $gte: filter.createdFrom } : {}), ...(filter.createdTo ? { $lt: filter.createdTo } : {}) };
  return result;
}

/** Adds the keyset condition of a cursor to a filter's `sortKey` bounds. */
function afterCursor(filter: Filter, cursor: string | undefined, direction: 1 | -1): Filter {
  if (!cursor) return filter;
  const bounds = { ...((filter['sortKey'] as Record<string, string> | undefined) ?? {}) };
  if (direction === -1) bounds['$lt'] = bounds['$lt'] !== undefined && bounds['$lt'] < cursor ? bounds['$lt'] : cursor;
  else bounds['$gt'] = cursor;
  return { ...filter, sortKey: bounds };
}

/**
 * One page of the list: one ordered index read per selected status (each stops after a page),
 * merged by the sort key. Keyset paging: the cost does not grow with the page number.
 */
export async function adminScrapeJobPage(readModels: ReadModels, query: AdminScrapeJobsQuery): Promise<{ docs: JobDoc[]; nextCursor: string | null }> {
  const direction = query.sort === 'oldest' ? 1 : -1;
  const perStatus = await Promise.all(
    statusesOf(query).map((status) =>
      readModels.find<JobDoc>(ADMIN_SCRAPE_JOBS, afterCursor(adminScrapeJobsFilter(query, status), query.cursor, direction), { sort: { sortKey: direction }, limit: query.pageSize + 1 }),
    ),
  );
  const merged = perStatus.flat().sort((a, b) => (a.sortKey < b.sortKey ? -direction : a.sortKey > b.sortKey ? direction : 0));
  const docs = merged.slice(0, query.pageSize);
  const nextCursor = merged.length > query.pageSize ? (docs.at(-1)?.sortKey ?? null) : null;
  return { docs, nextCursor };
}

/** Company, product and source names of a page's jobs. */
async function namesOf(readModels: ReadModels, docs: readonly JobDoc[]) {
  const ids = (pick: (doc: JobDoc) => string) => [...new Set(docs.map(pick))];
  const [companies, products, sources] = await Promise.all([
    docs.length ? readModels.find<Doc & { name: string }>(COMPANIES, { _id: { $in: ids((d) => d.companyId) } }) : [],
    docs.length ? readModels.find<Doc & { name: string }>(PRODUCTS, { _id: { $in: ids((d) => d.productId) } }) : [],
    docs.length ? readModels.find<Doc & { name: string }>(SOURCES, { _id: { $in: ids((d) => d.sourceId) } }) : [],
  ]);
  const byId = (list: Array<Doc & { name: string }>) => new Map(list.map((d) => [d._id, d.name]));
  return { companies: byId(companies), products: byId(products), sources: byId(sources) };
}

function toJob(doc: JobDoc, names: Awaited<ReturnType<typeof namesOf>>): AdminScrapeJob {
  return {
    id: doc._id,
    companyId: doc.companyId,
    companyName: names.companies.get(doc.companyId) ?? null,
    productId: doc.productId,
    productName: names.products.get(doc.productId) ?? null,
    urlId: doc.urlId,
    url: doc.url,
    sourceId: doc.sourceId,
    sourceName: names.sources.get(doc.sourceId) ?? null,
    jobType: doc.jobType as AdminScrapeJob['jobType'],
    trigger: doc.trigger as AdminScrapeJob['trigger'],
    crawler: doc.crawler as AdminScrapeJob['crawler'],
    worker: doc.worker,
    viaProxy: doc.viaProxy,
    status: doc.status as AdminScrapeJob['status'],
    resultKind: doc.resultKind as AdminScrapeJob['resultKind'],
    pageStatus: doc.pageStatus as AdminScrapeJob['pageStatus'],
    trials: doc.trials,
    durationMs: doc.durationMs,
    error: doc.error,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
    replayOf: doc.replayOf,
    replayedBy: doc.replayedBy,
  };
}

/** One event of the job's stream as the history shows it (the payload's fields an operator needs). */
export function historyEntryOf(event: RecordedEvent): ScrapeJobHistoryEntry {
  const data = (event.data ?? {}) as Record<string, unknown>;
  const num = (key: string) => (typeof data[key] === 'number' ? data[key] : null);
  const str = (key: string) => (typeof data[key] === 'string' ? data[key] : null);
  return {
    revision: event.revision.toString(),
    type: event.type,
    occurredAt: event.metadata.occurredAt,
    by: event.metadata.userId ?? null,
    trial: num('trial'),
    worker: str('worker'),
    error: str('error'),
    resetTrials: typeof data['resetTrials'] === 'boolean' ? data['resetTrials'] : null,
  };
}

export function registerAdminScrapeJobQueries(app: FastifyInstance, readModels: ReadModels, events: EventStore): void {
  const api = zodRoutes(app);

  api.get(
    '/api/admin/scrape-jobs/sources',
    {
      config: { access: 'platform-admin' },
      schema: { summary: 'Every store and aggregator by name, with its hostname (the filter choices of the job list; the sources a scrape exception applies to)', querystring: z.object({ minPosition: z.string().optional() }), response: { 200: z.array(adminScrapeJobSourceSchema) } },
    },
    async (request, reply): Promise<AdminScrapeJobSource[]> => {
      requirePlatformAdmin(request);
      await readModels.consistent(request, reply, SOURCES);
      const sources = await readModels.find<Doc & { name: string; kind: AdminScrapeJobSource['kind']; hostname: string }>(SOURCES, {}, { sort: { name: 1 }, projection: { name: 1, kind: 1, hostname: 1 } });
      return sources.map((s) => ({ id: s._id, name: s.name, kind: s.kind, hostname: s.hostname }));
    },
  );

  api.get(
    '/api/admin/scrape-jobs',
    {
      config: { access: 'platform-admin' },
      schema: {
        summary: 'Scrape jobs of all companies (platform admins)',
        description: 'Filters of spec §3 plus company; without `status`: FAILED and CREATED. Keyset paging: pass `nextCursor` as `cursor` for the next page. List parameters may repeat.',
        querystring: adminScrapeJobsQuerySchema,
        response: { 200: adminScrapeJobPageSchema },
      },
    },
    async (request, reply): Promise<AdminScrapeJobPage> => {
      requirePlatformAdmin(request);
      await readModels.consistent(request, reply, ADMIN_SCRAPE_JOBS);
      const { docs, nextCursor } = await adminScrapeJobPage(readModels, request.query);
      const names = await namesOf(readModels, docs);
      return { items: docs.map((doc) => toJob(doc, names)), nextCursor };
    },
  );

  api.get(
    '/api/admin/scrape-jobs/ids',
    {
      config: { access: 'platform-admin' },
      schema: {
        summary: 'The jobs a bulk action over a filter would touch',
        description: `At most ${ADMIN_SCRAPE_JOB_BULK_LIMIT} ids (newest first) and how many jobs match in all.`,
        querystring: adminScrapeJobFilterQuerySchema,
        response: { 200: adminScrapeJobIdsSchema },
      },
    },
    async (request, reply): Promise<AdminScrapeJobIds> => {
      requirePlatformAdmin(request);
      await readModels.consistent(request, reply, ADMIN_SCRAPE_JOBS);
      const query = request.query;
      const [page, counts] = await Promise.all([
        adminScrapeJobPage(readModels, { ...query, sort: 'newest', pageSize: ADMIN_SCRAPE_JOB_BULK_LIMIT }),
        Promise.all(statusesOf(query).map((status) => readModels.count(ADMIN_SCRAPE_JOBS, adminScrapeJobsFilter(query, status)))),
      ]);
      return { ids: page.docs.map((doc) => doc._id), total: counts.reduce((sum, n) => sum + n, 0) };
    },
  );

  api.get(
    '/api/admin/scrape-jobs/:jobId',
    {
      config: { access: 'platform-admin' },
      schema: {
        summary: 'One scrape job with its trials, logs, result and event history',
        params: z.strictObject({ jobId: z.uuid() }),
        querystring: z.object({ minPosition: z.string().optional() }),
        response: { 200: adminScrapeJobDetailSchema },
      },
    },
    async (request, reply): Promise<AdminScrapeJobDetail> => {
      requirePlatformAdmin(request);
      const { jobId } = request.params;
      await readModels.consistent(request, reply, ADMIN_SCRAPE_JOBS, SCRAPE_RECORDS);
      const [doc, record, stream] = await Promise.all([
        readModels.findOne<JobDoc>(ADMIN_SCRAPE_JOBS, { _id: jobId }),
        readModels.findOne<Doc & { httpStatus: number | null; finalUrl: string | null; offers: ScrapedOffer[]; logs: ScrapeLogLine[] }>(SCRAPE_RECORDS, { _id: jobId }),
        events.readStream(streams.scrapeJob(jobId)),
      ]);
      if (!doc) throw appError('SCRAPE_JOB_NOT_FOUND', 'The scrape job was not found.');
      const names = await namesOf(readModels, [doc]);
      return {
        ...toJob(doc, names),
        httpStatus: record?.httpStatus ?? null,
        finalUrl: record?.finalUrl ?? null,
        offers: record?.offers ?? [],
        logs: record?.logs ?? [],
        history: stream.map(historyEntryOf),
      };
    },
  );
}
