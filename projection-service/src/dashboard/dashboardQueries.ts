import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DEFAULT_METRIC_SETTINGS, dashboardQuerySchema, dashboardSchema, type Dashboard } from '@pm/contracts';
import { staleBefore } from '@pm/contracts/domain';
import { actorOf, zodRoutes, type Doc } from '@pm/platform';
import type { PriceAnalysisRowDoc } from '../analysis/priceAnalysisRows.ts';
import { rowsAt } from '../analysis/staleRows.ts';
import { PRICE_ANALYSIS_SETTINGS } from '../projectors/priceAnalysisSettingsProjector.ts';
import { priceAnalysisSettingsOf } from '../queries/priceAnalysisSettingsQueries.ts';
import { ADJUSTMENTS } from '../projectors/adjustmentsProjector.ts';
import { PRICE_ANALYSIS } from '../projectors/priceAnalysisProjector.ts';
import { PRICING_RUNS } from '../projectors/pricingRunsProjector.ts';
import { PRICING_SETTINGS } from '../projectors/pricingSettingsProjector.ts';
import { SCRAPE_RECORDS } from '../projectors/scrapeRecordsProjector.ts';
import { USERS } from '../projectors/usersProjector.ts';
import type { ReadModels } from '../runtime/readModels.ts';
import { countryChanges, MARKET_CHANGE_DAYS, MARKET_COMPANIES, marketChangeDayId, type MarketChangeDayDoc, type MarketCompanyDoc } from './dailyMarketAggregates.ts';
import { MARKET_DAYS } from './dailyMarketProjector.ts';
import { positionCountsAt } from './dashboardPosition.ts';
import { createDashboardTopMetric, type DashboardTopMetric, type PricingSettingsDoc } from './dashboardTopMetric.ts';

const companyParams = z.strictObject({ companyId: z.uuid() });
const DAY_MS = 86_400_000;

type RunDoc = Doc & { companyId: string; status: string; requestedAt: string; finishedAt: string | null; proposals: number | null };

/** GET /api/company/:companyId/dashboard: every tile of the dashboard in one answer (spec §1). */
export function registerDashboardQueries(app: FastifyInstance, readModels: ReadModels, options: { now?: () => Date; topMetric?: DashboardTopMetric } = {}): void {
  const api = zodRoutes(app);
  const now = options.now ?? (() => new Date());
  const topMetric = options.topMetric ?? createDashboardTopMetric(readModels);
  api.get(
    '/api/company/:companyId/dashboard',
    {
      config: { access: { permission: 'data.view' } },
      schema: {
        summary: "The dashboard: position, top metric, proposals, today's changes, scrape health, favourites",
        description: 'For one country (`country`, default de), with or without shipping (`withShipping`, default true).',
        params: companyParams,
        querystring: dashboardQuerySchema,
        response: { 200: dashboardSchema },
      },
    },
    async (request, reply): Promise<Dashboard> => {
      const { companyId } = request.params;
      const actor = actorOf(request, 'data.view', companyId);
      const { country, withShipping } = request.query;
      await readModels.consistent(request, reply, PRICE_ANALYSIS, MARKET_DAYS, ADJUSTMENTS, PRICING_RUNS, SCRAPE_RECORDS, PRICE_ANALYSIS_SETTINGS);
      const at = now();
      const today = at.toISOString().slice(0, 10);
      const since = new Date(at.getTime() - DAY_MS).toISOString();
      const [company, settings, analysisSettings, pending, runs, changesToday, scrapes, scrapeOk, scrapeErrors, user] = await Promise.all([
        readModels.findOne<MarketCompanyDoc>(MARKET_COMPANIES, { _id: companyId }),
        readModels.findOne<PricingSettingsDoc>(PRICING_SETTINGS, { _id: companyId }),
        priceAnalysisSettingsOf(readModels, companyId),
        readModels.count(ADJUSTMENTS, { companyId, status: 'PENDING' }),
        readModels.find<RunDoc>(PRICING_RUNS, { companyId }, { sort: { requestedAt: -1, _id: 1 }, limit: 1 }),
        readModels.findOne<MarketChangeDayDoc>(MARKET_CHANGE_DAYS, { _id: marketChangeDayId(companyId, today), companyId }),
        readModels.count(SCRAPE_RECORDS, { companyId, createdAt: { $gte: since } }),
        readModels.count(SCRAPE_RECORDS, { companyId, resultKind: 'SUCCESS', createdAt: { $gte: since } }),
        readModels.count(SCRAPE_RECORDS, { companyId, resultKind: { $in: ['ERROR', 'EXECUTION_FAILED'] }, createdAt: { $gte: since } }),
        readModels.findOne<Doc & { settings?: { favoriteProducts?: string[] } }>(USERS, { _id: actor.userId }),
      ]);
      const metrics = settings?.metrics ?? DEFAULT_METRIC_SETTINGS;
      const metric = await topMetric.of(companyId, country, company, settings);
      // Offers older than the company's stale age count for no position (analysis/staleRows.ts).
      const cutoff = staleBefore(at, analysisSettings.staleAfterDays);
      const favoriteIds = (user?.settings?.favoriteProducts ?? []).slice(0, 50);
      // The favourites' whole rows (name, prices), read by id and as of the cutoff like the others.
      const favoriteRows = favoriteIds.length === 0 ? [] : await rowsAt(readModels, companyId, await readModels.find<PriceAnalysisRowDoc>(PRICE_ANALYSIS, { companyId, country, productId: { $in: favoriteIds } }), cutoff);
      const byProduct = new Map(favoriteRows.map((row) => [row.productId, row]));
      const [run] = runs;
      return {
        country,
        withShipping,
        today,
        position: await positionCountsAt(readModels, companyId, country, withShipping, analysisSettings.tolerancePercent, cutoff),
        topMetric: { metric: metrics.topMetric, value: metric.value, productCount: metric.count, greenThreshold: metrics.greenThreshold, yellowThreshold: metrics.yellowThreshold },
        proposals: { pending, lastRun: run ? { runId: run._id, status: run.status, requestedAt: run.requestedAt, finishedAt: run.finishedAt ?? null, proposals: run.proposals ?? 0 } : null },
        changes: { day: today, ...countryChanges(changesToday, country) },
        scrapeHealth: { since, total: scrapes, ok: scrapeOk, errors: scrapeErrors },
        favorites: favoriteIds.flatMap((productId) => {
          const row = byProduct.get(productId);
          if (!row) return [];
          const figures = withShipping ? row.withShipping : row.withoutShipping;
          return [{
            productId,
            name: row.name,
            sku: row.sku,
            currency: row.currency,
            position: figures.position,
            ownPrice: figures.ownCents === null ? null : figures.ownCents / 100,
            cheapestPrice: figures.cheapestCents === null ? null : figures.cheapestCents / 100,
            deviationPercent: figures.deviationPercent,
          }];
        }),
      };
    },
  );
}
