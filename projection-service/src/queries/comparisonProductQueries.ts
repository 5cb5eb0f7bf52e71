import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  comparisonProductListSchema,
  comparisonProductQuerySchema,
  comparisonProductSchema,
  type ComparisonProduct,
  type ComparisonProductList,
  type MatchResult,
  type OfferType,
  rangeStartTime,
  type SourceKind,
} from '@pm/contracts';
import { actorOf, appError, zodRoutes, type Doc, type Filter } from '@pm/platform';
import { OFFERS, PRICE_HISTORY, type OfferDoc } from '../projectors/offersProjector.ts';
import { PRODUCTS } from '../projectors/productsProjector.ts';
import { SOURCES } from '../projectors/sourcesProjector.ts';
import type { ReadModels } from '../runtime/readModels.ts';

const productParams = z.strictObject({ companyId: z.uuid(), productId: z.uuid() });
const urlParams = productParams.extend({ urlId: z.uuid() });

interface ComparisonEntry {
  urlId: string;
  url: string;
  sourceId: string;
  name: string;
  matchResult: MatchResult;
  probability: number;
  addedAt: string;
}
/** `comparisons` is absent in documents of products that never had one (issue 17 item 7). */
type ProductDoc = Doc & { name: string; sku: string; brand: string | null; gtin: string | null; status: string; urls: { urlId: string; url: string; sourceId: string; offerType: OfferType; addedAt: string }[]; comparisons?: ComparisonEntry[] };
type Point = ComparisonProduct['priceHistory'][number];


export function registerComparisonProductQueries(app: FastifyInstance, readModels: ReadModels): void {
  /**
   * A comparison product: one competitor URL of a lead product (the URL's id is the comparison
   * product's id) with what was last scraped from it, its plausibility and its price history.
   * Another company's product or URL answers exactly like a missing one.
   */
  zodRoutes(app).get(
    '/api/company/:companyId/products/:productId/urls/:urlId',
    {
      config: { access: { permission: 'data.view' } },
      schema: {
        summary: 'One competitor URL of a product (a comparison product)',
        description: 'What was last scraped from it, its plausibility and its price history in the range.',
        params: urlParams,
        querystring: comparisonProductQuerySchema,
        response: { 200: comparisonProductSchema },
      },
    },
    async (request, reply): Promise<ComparisonProduct> => {
      const { companyId, productId, urlId } = request.params;
      actorOf(request, 'data.view', companyId);
      const { range } = request.query;
      await readModels.consistent(request, reply, PRODUCTS, OFFERS, PRICE_HISTORY);
      const product = await readModels.findOne<ProductDoc>(PRODUCTS, { _id: productId, companyId });
      if (!product) throw appError('PRODUCT_NOT_FOUND', 'The assortment item was not found.');
      const comparison = product.comparisons?.find((c) => c.urlId === urlId);
      // A comparison product's URL is shown like a competitor URL, marked as what it is.
      const url = product.urls.find((u) => u.urlId === urlId) ?? (comparison ? { ...comparison, offerType: 'COMPETITOR_OFFER' as const } : undefined);
      if (!url) throw appError('URL_NOT_FOUND', 'This URL does not exist for the product.');

      const since = rangeStartTime(range, new Date());
      const historyFilter: Filter = { companyId, urlId };
      if (since) historyFilter['month'] = { $gte: since.slice(0, 7) };
      const [offer, source, buckets] = await Promise.all([
        readModels.findOne<OfferDoc>(OFFERS, { _id: urlId, companyId }),
        readModels.findOne<Doc & { name: string; kind: SourceKind; hostname: string }>(SOURCES, { _id: url.sourceId }),
        readModels.find<Doc & { points: Point[] }>(PRICE_HISTORY, historyFilter, { sort: { month: 1 } }),
      ]);
      const last = offer?.lastObservation;
      return {
        leadProduct: { id: product._id, name: product.name, sku: product.sku, brand: product.brand, gtin: product.gtin, status: product.status },
        url: { urlId: url.urlId, url: url.url, sourceId: url.sourceId, offerType: url.offerType, addedAt: url.addedAt },
        source: source ? { id: source._id, name: source.name, kind: source.kind, hostname: source.hostname } : null,
        current: offer?.current ? { ...offer.current, confirmed: offer.current['confirmed'] === true } : null,
        pending: offer?.pending ? { ...offer.pending, flagReason: offer.pending['flagReason'] ?? null } : null,
        lastObservation: last ? { ...last, flagReason: last['flagReason'] ?? null, offer: last.offer ?? null } : null,
        priceHistory: buckets.flatMap((bucket) => bucket.points.filter((p) => !since || p.at >= since)),
        comparison: comparison ? { name: comparison.name, matchResult: comparison.matchResult, probability: comparison.probability } : null,
      };
    },
  );

  /**
   * The lead product's comparison products (issue 17 item 7), newest first, each with its source
   * and current offer. Another company's product answers exactly like a missing one.
   */
  zodRoutes(app).get(
    '/api/company/:companyId/products/:productId/comparison-products',
    {
      config: { access: { permission: 'data.view' } },
      schema: {
        summary: "A product's comparison products",
        description: 'Similar products chosen in discovery, monitored beside the product: name, shop, current price and stock, match result and probability.',
        params: productParams,
        querystring: z.strictObject({ minPosition: z.string().optional() }),
        response: { 200: comparisonProductListSchema },
      },
    },
    async (request, reply): Promise<ComparisonProductList> => {
      const { companyId, productId } = request.params;
      actorOf(request, 'data.view', companyId);
      await readModels.consistent(request, reply, PRODUCTS, OFFERS);
      const product = await readModels.findOne<ProductDoc>(PRODUCTS, { _id: productId, companyId });
      if (!product) throw appError('PRODUCT_NOT_FOUND', 'The assortment item was not found.');
      const comparisons = [...(product.comparisons ?? [])].sort((a, b) => b.addedAt.localeCompare(a.addedAt) || a.urlId.localeCompare(b.urlId));
      if (comparisons.length === 0) return { items: [] };
      const [offers, sources] = await Promise.all([
        readModels.find<OfferDoc>(OFFERS, { companyId, _id: { $in: comparisons.map((c) => c.urlId) } }),
        readModels.find<Doc & { name: string; kind: SourceKind }>(SOURCES, { _id: { $in: [...new Set(comparisons.map((c) => c.sourceId))] } }),
      ]);
      const offerOf = new Map(offers.map((o) => [o._id, o]));
      const sourceOf = new Map(sources.map((s) => [s._id, s]));
      return {
        items: comparisons.map((c) => {
          const source = sourceOf.get(c.sourceId);
          return {
            urlId: c.urlId,
            url: c.url,
            name: c.name,
            source: source ? { id: source._id, name: source.name, kind: source.kind } : null,
            matchResult: c.matchResult,
            probability: c.probability,
            current: offerOf.get(c.urlId)?.current ?? null,
            addedAt: c.addedAt,
          };
        }),
      };
    },
  );
}
