import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { monthSchema, priceDevelopmentQuerySchema, rangeFirstDay, priceDevelopmentSchema, type PriceDevelopment, type PriceDevelopmentQuery } from '@pm/contracts';
import { actorOf, appError, zodRoutes, type Doc } from '@pm/platform';
import { CATEGORIES } from '../projectors/categoriesProjector.ts';
import { PRICE_ANALYSIS_SETTINGS } from '../projectors/priceAnalysisSettingsProjector.ts';
import { COMPANY_SOURCES, SOURCES, type CompanySourcesDoc } from '../projectors/sourcesProjector.ts';
import type { ReadModels } from '../runtime/readModels.ts';
import { priceAnalysisSettingsOf } from '../queries/priceAnalysisSettingsQueries.ts';
import { MARKET_DAYS } from './dailyMarketProjector.ts';
import { brandChoices } from './priceDevelopmentBrands.ts';
import { knownBrandFigures } from '../insights/knownBrand.ts';
import { INSIGHT_BRANDS } from '../insights/insightsAggregates.ts';
import { daysBetween, priceIndexPoints } from './priceIndex.ts';
import { PRICE_INDEX_DAYS, priceIndexDayId, scopeId, type PriceIndexDayDoc } from './priceIndexAggregates.ts';

const companyParams = z.strictObject({ companyId: z.uuid() });

/** The period of a query: a calendar month (to today at most) or the last 2, 7, 30 days (`rangeFirstDay`: today and the days before) or all time (from `firstDay`). */
export function periodOf(query: Pick<PriceDevelopmentQuery, 'month' | 'range'>, today: string, firstDay: string | null): { from: string; to: string } {
  if (query.month !== undefined) {
    if (!monthSchema.safeParse(query.month).success) throw appError('MONTH_INVALID', `"${query.month}" is not a month (YYYY-MM).`);
    if (query.month > today.slice(0, 7)) throw appError('MONTH_IN_FUTURE', `${query.month} has not begun yet.`);
    const [year, month] = query.month.split('-').map(Number) as [number, number];
    const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
    return { from: `${query.month}-01`, to: last < today ? last : today };
  }
  const from = rangeFirstDay(query.range, today) ?? (firstDay && firstDay < today ? firstDay : today);
  return { from, to: today };
}

/** Descendants of a category (itself included). */
function withDescendants(categoryId: string, nodes: { _id: string; parentId: string | null }[]): Set<string> {
  const ids = new Set([categoryId]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const node of nodes) if (node.parentId && ids.has(node.parentId) && !ids.has(node._id)) { ids.add(node._id); grew = true; }
  }
  return ids;
}

/** GET /api/company/:companyId/price-development (spec §2): the market and own price index per day. */
export function registerPriceDevelopmentQueries(app: FastifyInstance, readModels: ReadModels, now: () => Date = () => new Date()): void {
  const api = zodRoutes(app);
  api.get(
    '/api/company/:companyId/price-development',
    {
      config: { access: { permission: 'data.view' } },
      schema: {
        summary: 'The market and own price index per day',
        description: '`month` (YYYY-MM from 2000-01; 400 MONTH_INVALID when malformed or earlier, MONTH_IN_FUTURE when it has not begun) or `range` (2d, 7d, 30d, all); optional `brand` (404 BRAND_UNKNOWN without a product of it in the country), `categoryId` (with subcategories; 422 CATEGORY_UNKNOWN), `storeId` (422 SOURCE_UNKNOWN).',
        params: companyParams,
        querystring: priceDevelopmentQuerySchema,
        response: { 200: priceDevelopmentSchema },
      },
    },
    async (request, reply): Promise<PriceDevelopment> => {
      const { companyId } = request.params;
      actorOf(request, 'data.view', companyId);
      const query = request.query;
      const today = now().toISOString().slice(0, 10);
      if (query.month !== undefined) periodOf(query, today, null);
      await readModels.consistent(request, reply, MARKET_DAYS, INSIGHT_BRANDS, PRICE_ANALYSIS_SETTINGS);
      const [categories, connections] = await Promise.all([
        readModels.find<Doc & { name: string; parentId: string | null }>(CATEGORIES, { companyId }),
        readModels.findOne<CompanySourcesDoc>(COMPANY_SOURCES, { _id: companyId }),
      ]);
      const sourceIds = Object.keys(connections?.sources ?? {});
      if (query.categoryId && !categories.some((c) => c._id === query.categoryId)) throw appError('CATEGORY_UNKNOWN', 'This category is not one of the company.');
      if (query.storeId && !sourceIds.includes(query.storeId)) throw appError('SOURCE_UNKNOWN', 'The company is not connected to this shop.');
      if (query.brand !== undefined && !(await knownBrandFigures(readModels, companyId, query.country, query.brand))) throw appError('BRAND_UNKNOWN', 'None of the products has this brand.');
      // The company's first day with prices (of any product, scope and country): the month picker starts there, and "all time".
      const [first] = await readModels.find<PriceIndexDayDoc>(PRICE_INDEX_DAYS, { companyId }, { sort: { day: 1 }, limit: 1, projection: { day: 1 } });
      const firstDay = first ? (first.day < today ? first.day : today) : null;
      const { from, to } = periodOf(query, today, firstDay);
      // The scope's day aggregates: one per day, or one per day and subcategory.
      const categoryIds = query.categoryId ? [...withDescendants(query.categoryId, categories)] : [null];
      const scopes = categoryIds.map((categoryId) => scopeId({ brand: query.brand ?? null, categoryId, storeId: query.storeId ?? null }));
      const days = daysBetween(from, to);
      const [docs, sources, brands, analysisSettings] = await Promise.all([
        readModels.find<PriceIndexDayDoc>(PRICE_INDEX_DAYS, { companyId, _id: { $in: days.flatMap((day) => scopes.map((scope) => priceIndexDayId(companyId, day, scope))) } }, { projection: { day: 1, countries: 1 } }),
        sourceIds.length ? readModels.find<Doc & { name: string }>(SOURCES, { _id: { $in: sourceIds } }, { sort: { name: 1 } }) : Promise.resolve([]),
        brandChoices(readModels, companyId, query.country),
        priceAnalysisSettingsOf(readModels, companyId),
      ]);
      const byDay = new Map<string, PriceIndexDayDoc[]>();
      for (const doc of docs) (byDay.get(doc.day) ?? byDay.set(doc.day, []).get(doc.day)!).push(doc);
      return {
        country: query.country,
        from,
        to,
        firstDay,
        points: priceIndexPoints(byDay, { from, to, country: query.country, staleAfterDays: analysisSettings.staleAfterDays }),
        brands,
        categories: categories.map((c) => ({ id: c._id, name: c.name })).sort((a, b) => a.name.localeCompare(b.name)),
        stores: sources.map((s) => ({ id: s._id, name: s.name })),
      };
    },
  );
}
