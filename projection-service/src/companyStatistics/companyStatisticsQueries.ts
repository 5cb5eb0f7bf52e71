import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { companyStatisticsQuerySchema, companyStatisticsSchema, type CompanyStatistics, type CompanyStatisticsDay } from '@pm/contracts';
import { actorOf, appError, zodRoutes, type Doc } from '@pm/platform';
import { COMPANIES } from '../projectors/companiesProjector.ts';
import { PRODUCTS } from '../projectors/productsProjector.ts';
import type { ReadModels } from '../runtime/readModels.ts';
import { COMPANY_DAILY_STATS, DAILY_COUNTERS, type DailyCounter } from './companyStatisticsProjector.ts';

const DAY_MS = 86_400_000;
const companyParams = z.strictObject({ companyId: z.uuid() });

type DailyDoc = Doc & { companyId: string; day: string } & Partial<Record<DailyCounter, number>>;

const zeroCounters = (): Record<DailyCounter, number> => Object.fromEntries(DAILY_COUNTERS.map((counter) => [counter, 0])) as Record<DailyCounter, number>;

/** The last `days` UTC days ending today, oldest first. */
export function lastDays(days: number, now: number): string[] {
  const today = Math.floor(now / DAY_MS);
  return Array.from({ length: days }, (_, i) => new Date((today - days + 1 + i) * DAY_MS).toISOString().slice(0, 10));
}

export function registerCompanyStatisticsQueries(app: FastifyInstance, readModels: ReadModels, now: () => number = Date.now): void {
  const api = zodRoutes(app);
  api.get(
    '/api/admin/companies/:companyId/statistics',
    {
      config: { access: 'platform-admin' },
      schema: {
        summary: "A company's statistics over time: products, URLs, scrapes and their success, runs, proposals, confirmations, pickups (platform admins)",
        params: companyParams,
        querystring: companyStatisticsQuerySchema,
        response: { 200: companyStatisticsSchema },
      },
    },
    async (request, reply): Promise<CompanyStatistics> => {
      if (!actorOf(request).isAdmin) throw appError('FORBIDDEN', "Only platform administrators see a company's statistics.");
      const { companyId } = request.params;
      await readModels.consistent(request, reply, COMPANY_DAILY_STATS, PRODUCTS, COMPANIES);
      const company = await readModels.findOne<Doc & { name?: string }>(COMPANIES, { _id: companyId });
      if (!company) throw appError('COMPANY_NOT_FOUND', 'No company found.');
      const days = lastDays(request.query.days, now());
      const [rows, products, archivedProducts, urls] = await Promise.all([
        readModels.find<DailyDoc>(COMPANY_DAILY_STATS, { companyId, day: { $gte: days[0]!, $lte: days.at(-1)! } }),
        readModels.count(PRODUCTS, { companyId, status: 'active' }),
        readModels.count(PRODUCTS, { companyId, status: 'archived' }),
        readModels.aggregate<{ _id: null; count: number }>(PRODUCTS, [{ $match: { companyId, status: 'active' } }, { $project: { n: { $size: '$urls' } } }, { $group: { _id: null, count: { $sum: '$n' } } }]),
      ]);
      const byDay = new Map(rows.map((row) => [row.day, row]));
      const totals = zeroCounters();
      const perDay: CompanyStatisticsDay[] = days.map((day) => {
        const row = byDay.get(day);
        const counters = zeroCounters();
        for (const counter of DAILY_COUNTERS) {
          counters[counter] = row?.[counter] ?? 0;
          totals[counter] += counters[counter];
        }
        return { day, ...counters };
      });
      return { companyId, name: company.name ?? companyId, products, archivedProducts, urls: urls[0]?.count ?? 0, totals, days: perDay };
    },
  );
}
