import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  priceAnalysisDetailQuerySchema,
  priceAnalysisDetailSchema,
  priceAnalysisPageSchema,
  priceAnalysisQuerySchema,
  type PriceAnalysisDetail,
  type PriceAnalysisPage,
  type PriceAnalysisQuery,
} from '@pm/contracts';
import { staleBefore } from '@pm/contracts/domain';
import { containsText, actorOf, appError, zodRoutes, type Doc, type Filter } from '@pm/platform';
import { countryFigures } from '../analysis/priceAnalysisFigures.ts';
import { priceAnalysisRow, shippingMode, type PriceAnalysisRowDoc } from '../analysis/priceAnalysisRows.ts';
import { SORT_KEYS } from '../analysis/priceAnalysisSortKeys.ts';
import { rowsAt } from '../analysis/staleRows.ts';
import type { PriceAnalysisState } from '../analysis/priceAnalysisState.ts';
import { CATEGORIES } from '../projectors/categoriesProjector.ts';
import { PRICE_ANALYSIS, PRICE_ANALYSIS_PRODUCTS } from '../projectors/priceAnalysisProjector.ts';
import { SOURCES } from '../projectors/sourcesProjector.ts';
import type { ReadModels } from '../runtime/readModels.ts';
import { analysedOffers, toApiRow } from './priceAnalysisAnswers.ts';
import { priceAnalysisSettingsOf } from './priceAnalysisSettingsQueries.ts';
import { positionFilter } from '../analysis/positionFilter.ts';

const companyParams = z.strictObject({ companyId: z.uuid() });
const productParams = z.strictObject({ companyId: z.uuid(), productId: z.uuid() });


/** The categories and all their subcategories. */
async function categoryTree(readModels: ReadModels, companyId: string, roots: string[]): Promise<string[]> {
  const categories = await readModels.find<Doc & { parentId: string | null }>(CATEGORIES, { companyId });
  const children = new Map<string, string[]>();
  for (const category of categories) if (category.parentId) children.set(category.parentId, [...(children.get(category.parentId) ?? []), category._id]);
  const found = new Set<string>();
  const visit = (id: string) => {
    if (found.has(id)) return;
    found.add(id);
    for (const child of children.get(id) ?? []) visit(child);
  };
  roots.forEach(visit);
  return [...found];
}

export async function listFilter(readModels: ReadModels, companyId: string, query: PriceAnalysisQuery): Promise<Filter> {
  const mode = shippingMode(query.withShipping);
  const filter: Filter = { companyId, country: query.country };
  if (query.brands?.length) filter['brand'] = { $in: query.brands };
  if (query.productCategoryIds?.length) filter['categoryId'] = { $in: await categoryTree(readModels, companyId, query.productCategoryIds) };
  if (query.stores?.length) filter['sourceIds'] = { $in: query.stores };
  if (query.position) Object.assign(filter, positionFilter(mode, query.position, (await priceAnalysisSettingsOf(readModels, companyId)).tolerancePercent));
  if (query.searchText) {
    const pattern = containsText(query.searchText, { ignoreCase: true });
    filter['$or'] = ['name', 'brand', 'sku', 'gtin'].map((field) => ({ [field]: pattern }));
  }
  return filter;
}

/**
 * One page in the requested order with empty values (no offers, no own price, …) last in both
 * directions: rows with a value come from the sort key's index in order, the rest follow by name.
 */
async function pageOfRows(readModels: ReadModels, filter: Filter, query: PriceAnalysisQuery): Promise<{ rows: PriceAnalysisRowDoc[]; total: number }> {
  const mode = shippingMode(query.withShipping);
  const key = SORT_KEYS[query.sort];
  const direction = query.order === 'asc' ? 1 : -1;
  // Ties follow the direction too, so the index serves the page in both directions as stored.
  const sort = { [key.path(mode)]: direction, _id: direction } as const;
  const skip = (query.page - 1) * query.pageSize;
  const find = (f: Filter, options: { sort: Record<string, 1 | -1>; skip: number; limit: number }) => readModels.find<PriceAnalysisRowDoc>(PRICE_ANALYSIS, f, options);
  const present = key.present?.(mode);
  if (!present) {
    const [rows, total] = await Promise.all([find(filter, { sort, skip, limit: query.pageSize }), readModels.count(PRICE_ANALYSIS, filter)]);
    return { rows, total };
  }
  const withValue = { ...filter, [present]: true };
  const withoutValue = { ...filter, [present]: false };
  const [valued, empty] = await Promise.all([readModels.count(PRICE_ANALYSIS, withValue), readModels.count(PRICE_ANALYSIS, withoutValue)]);
  const rows = skip < valued ? await find(withValue, { sort, skip, limit: query.pageSize }) : [];
  if (rows.length < query.pageSize && empty > 0) {
    rows.push(...(await find(withoutValue, { sort: { name: 1, _id: 1 }, skip: Math.max(0, skip - valued), limit: query.pageSize - rows.length })));
  }
  return { rows, total: valued + empty };
}

async function sourceNames(readModels: ReadModels, ids: Iterable<string>): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const sources = await readModels.find<Doc & { name: string }>(SOURCES, { _id: { $in: unique } });
  return new Map(sources.map((source) => [source._id, source.name]));
}

/** The ISO time before which the company's offers are stale, seen from `now`. */
export async function staleCutoffOf(readModels: ReadModels, companyId: string, now: Date): Promise<string> {
  return staleBefore(now, (await priceAnalysisSettingsOf(readModels, companyId)).staleAfterDays);
}

/**
 * One page of the price analysis list (the route below; also what the benchmark measures). The
 * page's rows holding offers older than the company's stale age are recomputed without them;
 * filters and order are those of the stored rows (docs/pricing.md "Stale offers").
 */
export async function listPriceAnalysis(readModels: ReadModels, companyId: string, query: PriceAnalysisQuery, now: Date = new Date()): Promise<PriceAnalysisPage> {
  const [page, cutoff] = await Promise.all([pageOfRows(readModels, await listFilter(readModels, companyId, query), query), staleCutoffOf(readModels, companyId, now)]);
  const { total } = page;
  const rows = await rowsAt(readModels, companyId, page.rows, cutoff);
  const mode = shippingMode(query.withShipping);
  const names = await sourceNames(readModels, rows.flatMap((row) => (row[mode].cheapest ? [row[mode].cheapest.sourceId] : [])));
  return { items: rows.map((row) => toApiRow(row, mode, names)), total, page: query.page, pageSize: query.pageSize };
}

export function registerPriceAnalysisQueries(app: FastifyInstance, readModels: ReadModels, now: () => Date = () => new Date()): void {
  const api = zodRoutes(app);
  /** The price analysis list: one row per product of the country, filtered, sorted, paged. */
  api.get(
    '/api/company/:companyId/price-analysis',
    {
      config: { access: { permission: 'data.view' } },
      schema: {
        summary: 'Where the own prices stand against the cheapest competitor offers',
        description: "One row per product of the country, filtered, sorted and paged; amounts in major units of the country's currency. Empty values sort last in both directions.",
        params: companyParams,
        querystring: priceAnalysisQuerySchema,
        response: { 200: priceAnalysisPageSchema },
      },
    },
    async (request, reply): Promise<PriceAnalysisPage> => {
      const { companyId } = request.params;
      actorOf(request, 'data.view', companyId);
      await readModels.consistent(request, reply, PRICE_ANALYSIS);
      return listPriceAnalysis(readModels, companyId, request.query, now());
    },
  );

  /** One product of the analysis: its figures in the country and every URL's offer with its status. */
  api.get(
    '/api/company/:companyId/price-analysis/:productId',
    {
      config: { access: { permission: 'data.view' } },
      schema: {
        summary: "One product's price analysis with every competitor offer",
        description: "Its figures in the country, every URL's offer with its status, and the own price over time.",
        params: productParams,
        querystring: priceAnalysisDetailQuerySchema,
        response: { 200: priceAnalysisDetailSchema },
      },
    },
    async (request, reply): Promise<PriceAnalysisDetail> => {
      const { companyId, productId } = request.params;
      actorOf(request, 'data.view', companyId);
      const query = request.query;
      await readModels.consistent(request, reply, PRICE_ANALYSIS_PRODUCTS);
      const state = await readModels.findOne<PriceAnalysisState>(PRICE_ANALYSIS_PRODUCTS, { _id: productId, companyId });
      if (!state) throw appError('PRODUCT_NOT_FOUND', 'The assortment item was not found.');
      const mode = shippingMode(query.withShipping);
      const settings = await priceAnalysisSettingsOf(readModels, companyId);
      const mixed = settings.includeComparisonProducts;
      const figures = countryFigures(state, query.country, staleBefore(now(), settings.staleAfterDays), mixed ? 'mixed' : 'listed');
      const names = await sourceNames(readModels, [...Object.values(state.urls), ...Object.values(state.comparisons ?? {})].map((url) => url.sourceId));
      return {
        product: { ...toApiRow(priceAnalysisRow(state, figures), mode, names), status: state.status },
        offers: analysedOffers(state, figures, mode, names),
        includesComparisonProducts: mixed,
        ownPriceHistory: (state.ownPriceHistory[query.country] ?? []).map((change) => ({ at: change.at, price: change.salesPrice, shippingCost: change.shippingPrice })),
      };
    },
  );
}
