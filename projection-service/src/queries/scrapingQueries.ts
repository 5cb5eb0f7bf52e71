import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pageStatusSchema, scrapeJobStatusSchema, scrapeJobTypeSchema, scrapeTriggerSchema } from '@pm/contracts';
import { actorOf, parseInput, type Doc, type Filter } from '@pm/platform';
import { OFFERS, PRICE_HISTORY } from '../projectors/offersProjector.ts';
import { SCRAPE_RECORDS } from '../projectors/scrapeRecordsProjector.ts';
import type { ReadModels } from '../runtime/readModels.ts';

const productParams = z.strictObject({ companyId: z.uuid(), productId: z.uuid() });
const companyParams = z.strictObject({ companyId: z.uuid() });
const DAY = 24 * 60 * 60 * 1000;
/** Spec §9: the default created-date filter of scrape records is the last 5 days. */
const DEFAULT_RECORD_DAYS = 5;

const recordsQuery = z.strictObject({
  status: z.array(scrapeJobStatusSchema).or(scrapeJobStatusSchema.transform((s) => [s])).optional(),
  jobType: scrapeJobTypeSchema.optional(),
  trigger: scrapeTriggerSchema.optional(),
  storeId: z.string().max(64).optional(),
  productId: z.string().max(64).optional(),
  dataStatus: pageStatusSchema.optional(),
  scrapeUrl: z.string().trim().max(500).optional(),
  /** Days back from now; 0 means all time. Default 5. */
  days: z.coerce.number().int().min(0).max(3650).default(DEFAULT_RECORD_DAYS),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(50),
  minPosition: z.string().optional(),
});

const historyQuery = z.strictObject({
  range: z.enum(['2d', '7d', '30d', 'all']).default('30d'),
  minPosition: z.string().optional(),
});

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const strip = ({ _id, _pos: _p, ...rest }: Doc) => ({ id: _id, ...rest });

export function registerScrapingQueries(app: FastifyInstance, readModels: ReadModels): void {
  /** The product's competitor offers: current price per URL, flagged observations, last page status. */
  app.get('/api/company/:companyId/products/:productId/offers', async (request, reply) => {
    const { companyId, productId } = parseInput(productParams, request.params);
    actorOf(request, 'data.view', companyId);
    await readModels.consistent(request, reply, OFFERS);
    return (await readModels.find(OFFERS, { companyId, productId })).map(strip);
  });

  app.get('/api/company/:companyId/products/:productId/price-history', async (request, reply) => {
    const { companyId, productId } = parseInput(productParams, request.params);
    actorOf(request, 'data.view', companyId);
    const { range } = parseInput(historyQuery, request.query);
    await readModels.consistent(request, reply, PRICE_HISTORY);
    const since = range === 'all' ? null : new Date(Date.now() - Number.parseInt(range, 10) * DAY).toISOString();
    const filter: Filter = { companyId, productId };
    if (since) filter['month'] = { $gte: since.slice(0, 7) };
    const buckets = await readModels.find<Doc & { urlId: string; sourceId: string; points: { at: string }[] }>(PRICE_HISTORY, filter, { sort: { month: 1 } });
    const byUrl = new Map<string, { urlId: string; sourceId: string; points: unknown[] }>();
    for (const bucket of buckets) {
      const series = byUrl.get(bucket.urlId) ?? { urlId: bucket.urlId, sourceId: bucket.sourceId, points: [] };
      series.points.push(...bucket.points.filter((p) => !since || p.at >= since));
      byUrl.set(bucket.urlId, series);
    }
    return [...byUrl.values()];
  });

  app.get('/api/company/:companyId/scrape-records', async (request, reply) => {
    const { companyId } = parseInput(companyParams, request.params);
    actorOf(request, 'data.view', companyId);
    const query = parseInput(recordsQuery, request.query);
    await readModels.consistent(request, reply, SCRAPE_RECORDS);
    const filter: Filter = { companyId };
    if (query.status?.length) filter['status'] = { $in: query.status };
    if (query.jobType) filter['jobType'] = query.jobType;
    if (query.trigger) filter['trigger'] = query.trigger;
    if (query.storeId) filter['sourceId'] = query.storeId;
    if (query.productId) filter['productId'] = query.productId;
    if (query.dataStatus) filter['pageStatus'] = query.dataStatus;
    if (query.scrapeUrl) filter['url'] = { $regex: escapeRegex(query.scrapeUrl), $options: 'i' };
    if (query.days > 0) filter['createdAt'] = { $gte: new Date(Date.now() - query.days * DAY).toISOString() };
    const [items, total] = await Promise.all([
      readModels.find(SCRAPE_RECORDS, filter, { sort: { createdAt: -1, _id: 1 }, skip: (query.page - 1) * query.pageSize, limit: query.pageSize }),
      readModels.count(SCRAPE_RECORDS, filter),
    ]);
    return { items: items.map(strip), total, page: query.page, pageSize: query.pageSize };
  });
}
