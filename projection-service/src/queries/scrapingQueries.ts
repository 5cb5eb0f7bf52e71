import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf, parseInput, type Doc, type Filter } from '@pm/platform';
import { OFFERS, PRICE_HISTORY } from '../projectors/offersProjector.ts';
import type { ReadModels } from '../runtime/readModels.ts';

const productParams = z.strictObject({ companyId: z.uuid(), productId: z.uuid() });
const DAY = 24 * 60 * 60 * 1000;

const historyQuery = z.strictObject({
  range: z.enum(['2d', '7d', '30d', 'all']).default('30d'),
  minPosition: z.string().optional(),
});

const strip = ({ _id, _pos: _p, ...rest }: Doc) => ({ id: _id, ...rest });

export function registerScrapingQueries(app: FastifyInstance, readModels: ReadModels): void {
  /** The product's competitor offers: current price per URL, flagged observations, last page status. */
  app.get('/api/company/:companyId/products/:productId/offers', { config: { access: { permission: 'data.view' } } }, async (request, reply) => {
    const { companyId, productId } = parseInput(productParams, request.params);
    actorOf(request, 'data.view', companyId);
    await readModels.consistent(request, reply, OFFERS);
    return (await readModels.find(OFFERS, { companyId, productId })).map(strip);
  });

  app.get('/api/company/:companyId/products/:productId/price-history', { config: { access: { permission: 'data.view' } } }, async (request, reply) => {
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
}
