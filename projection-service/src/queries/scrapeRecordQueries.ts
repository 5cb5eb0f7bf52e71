import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SCRAPE_RECORD_DEFAULT_DAYS, scrapeRecordPageSchema, scrapeRecordsQuerySchema, type ScrapeRecord, type ScrapeRecordPage, type ScrapeRecordsQuery, type SourceKind } from '@pm/contracts';
import { containsText, actorOf, zodRoutes, type Doc, type Filter } from '@pm/platform';
import { PRODUCTS } from '../projectors/productsProjector.ts';
import { SCRAPE_RECORDS } from '../projectors/scrapeRecordsProjector.ts';
import { SOURCES } from '../projectors/sourcesProjector.ts';
import type { ReadModels } from '../runtime/readModels.ts';

const companyParams = z.strictObject({ companyId: z.uuid() });
const DAY = 24 * 60 * 60 * 1000;

const anyOf = (values: readonly string[]) => (values.length === 1 ? values[0] : { $in: values });

/**
 * The created-date window: an explicit range when given, else the last `days` days (0: all
 * time), else the default of the last 5 days (spec §9).
 */
export function createdWindow(query: Pick<ScrapeRecordsQuery, 'days' | 'createdFrom' | 'createdTo'>, now: Date): { $gte?: string; $lt?: string } | null {
  if (query.createdFrom || query.createdTo) return { ...(query.createdFrom ? { $gte: query.createdFrom } : {}), ...(query.createdTo ? { $lt: query.createdTo } : {}) };
  const days = query.days ?? SCRAPE_RECORD_DEFAULT_DAYS;
  return days > 0 ? { $gte: new Date(now.getTime() - days * DAY).toISOString() } : null;
}

/** The read-model filter of the list parameters (spec §3), always within the company. */
export function scrapeRecordsFilter(companyId: string, query: ScrapeRecordsQuery, now: Date): Filter {
  const filter: Filter = { companyId };
  if (query.status?.length) filter['status'] = anyOf(query.status);
  if (query.resultKind?.length) filter['resultKind'] = anyOf(query.resultKind);
  if (query.dataStatus?.length) filter['pageStatus'] = anyOf(query.dataStatus);
  if (query.jobType?.length) filter['jobType'] = anyOf(query.jobType);
  if (query.trigger?.length) filter['trigger'] = anyOf(query.trigger);
  if (query.scraper?.length) filter['crawler'] = anyOf(query.scraper);
  const sourceId = query.storeId ?? query.aggregatorId;
  if (sourceId) filter['sourceId'] = sourceId;
  if (query.productId) filter['productId'] = query.productId;
  if (query.urlId) filter['urlId'] = query.urlId;
  if (query.scrapeUrl) filter['url'] = containsText(query.scrapeUrl, { ignoreCase: true });
  const window = createdWindow(query, now);
  if (window) filter['createdAt'] = window;
  return filter;
}

export type RecordDoc = Doc & Omit<ScrapeRecord, 'id' | 'viaProxy' | 'product' | 'source'> & { proxyUrl?: string | null; proxyId?: string | null; worker?: string; companyId?: string };

/** Records as answered: product and source names, whether a proxy was used (never its URL). Products within `companyId` when given. */
export async function withNames(readModels: ReadModels, items: readonly RecordDoc[], companyId: string | null): Promise<ScrapeRecord[]> {
  const productIds = [...new Set(items.map((item) => item.productId))];
  const sourceIds = [...new Set(items.map((item) => item.sourceId))];
  const [products, sources] = await Promise.all([
    productIds.length ? readModels.find<Doc & { name: string; sku: string }>(PRODUCTS, { _id: { $in: productIds }, ...(companyId ? { companyId } : {}) }) : [],
    sourceIds.length ? readModels.find<Doc & { name: string; kind: SourceKind }>(SOURCES, { _id: { $in: sourceIds } }) : [],
  ]);
  const productById = new Map(products.map((p) => [p._id, { name: p.name, sku: p.sku }]));
  const sourceById = new Map(sources.map((s) => [s._id, { name: s.name, kind: s.kind }]));
  return items.map(({ _id, _pos: _p, proxyUrl, proxyId, worker: _w, companyId: _c, ...record }) => ({
    id: _id,
    ...record,
    // Jobs name the configured proxy by id (older ones carried a URL).
    viaProxy: Boolean(proxyId) || Boolean(proxyUrl),
    product: productById.get(record.productId) ?? null,
    source: sourceById.get(record.sourceId) ?? null,
  }));
}

export function registerScrapeRecordQueries(app: FastifyInstance, readModels: ReadModels): void {
  /** Every scrape attempt of the company, newest first, with its product and source names. */
  zodRoutes(app).get(
    '/api/company/:companyId/scrape-records',
    {
      config: { access: { permission: 'data.view' } },
      schema: {
        summary: "The company's scrape attempts, newest first",
        description: 'With their product and source names. Without a date parameter: the last 5 days. List parameters may repeat (`status=A&status=B`).',
        params: companyParams,
        querystring: scrapeRecordsQuerySchema,
        response: { 200: scrapeRecordPageSchema },
      },
    },
    async (request, reply): Promise<ScrapeRecordPage> => {
      const { companyId } = request.params;
      actorOf(request, 'data.view', companyId);
      const query = request.query;
      await readModels.consistent(request, reply, SCRAPE_RECORDS);
      const filter = scrapeRecordsFilter(companyId, query, new Date());
      const [items, total] = await Promise.all([
        readModels.find<RecordDoc>(SCRAPE_RECORDS, filter, { sort: { createdAt: -1, _id: 1 }, skip: (query.page - 1) * query.pageSize, limit: query.pageSize }),
        readModels.count(SCRAPE_RECORDS, filter),
      ]);
      return {
        items: await withNames(readModels, items, companyId),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  );
}
