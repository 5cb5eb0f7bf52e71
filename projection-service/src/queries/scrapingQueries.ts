import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { priceHistorySchema, rangeStartTime, urlOffersSchema, type PriceHistorySeries, type UrlOffer } from '@pm/contracts';
import { actorOf, zodRoutes, type Doc, type Filter } from '@pm/platform';
import { OFFERS, PRICE_HISTORY, type OfferDoc } from '../projectors/offersProjector.ts';
import { minPositionParam, minPositionQuery, type ReadModels } from '../runtime/readModels.ts';

const productParams = z.strictObject({ companyId: z.uuid(), productId: z.uuid() });

const historyQuery = z.strictObject({
  range: z.enum(['2d', '7d', '30d', 'all']).default('30d'),
  minPosition: minPositionParam,
});

type Point = PriceHistorySeries['points'][number];

const toUrlOffer = ({ _id, _pos: _p, ...rest }: OfferDoc): UrlOffer => ({ id: _id, ...rest });

export function registerScrapingQueries(app: FastifyInstance, readModels: ReadModels): void {
  const api = zodRoutes(app);
  /** The product's competitor offers: current price per URL, flagged observations, last page status. */
  api.get(
    '/api/company/:companyId/products/:productId/offers',
    {
      config: { access: { permission: 'data.view' } },
      schema: {
        summary: "The offer behind each of a product's competitor URLs",
        description: 'Per URL the current price, a flagged price awaiting confirmation, and the last page status.',
        params: productParams,
        querystring: minPositionQuery,
        response: { 200: urlOffersSchema },
      },
    },
    async (request, reply): Promise<UrlOffer[]> => {
      const { companyId, productId } = request.params;
      actorOf(request, 'data.view', companyId);
      await readModels.consistent(request, reply, OFFERS);
      return (await readModels.find<OfferDoc>(OFFERS, { companyId, productId })).map(toUrlOffer);
    },
  );

  api.get(
    '/api/company/:companyId/products/:productId/price-history',
    {
      config: { access: { permission: 'data.view' } },
      schema: { summary: "Every competitor URL's observed prices in a range", params: productParams, querystring: historyQuery, response: { 200: priceHistorySchema } },
    },
    async (request, reply): Promise<PriceHistorySeries[]> => {
      const { companyId, productId } = request.params;
      actorOf(request, 'data.view', companyId);
      const { range } = request.query;
      await readModels.consistent(request, reply, PRICE_HISTORY);
      const since = rangeStartTime(range, new Date());
      const filter: Filter = { companyId, productId };
      if (since) filter['month'] = { $gte: since.slice(0, 7) };
      const buckets = await readModels.find<Doc & { urlId: string; sourceId: string; points: Point[] }>(PRICE_HISTORY, filter, { sort: { month: 1 } });
      const byUrl = new Map<string, PriceHistorySeries>();
      for (const bucket of buckets) {
        const series = byUrl.get(bucket.urlId) ?? { urlId: bucket.urlId, sourceId: bucket.sourceId, points: [] };
        series.points.push(...bucket.points.filter((p) => !since || p.at >= since));
        byUrl.set(bucket.urlId, series);
      }
      return [...byUrl.values()];
    },
  );
}
