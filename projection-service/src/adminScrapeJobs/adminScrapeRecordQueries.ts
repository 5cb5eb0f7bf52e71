import type { FastifyInstance } from 'fastify';
import { adminScrapeRecordPageSchema, adminScrapeRecordsQuerySchema, type AdminScrapeRecordPage } from '@pm/contracts';
import { actorOf, appError, zodRoutes, type Doc } from '@pm/platform';
import { COMPANIES } from '../projectors/companiesProjector.ts';
import { SCRAPE_RECORDS } from '../projectors/scrapeRecordsProjector.ts';
import { scrapeRecordsFilter, withNames, type RecordDoc } from '../queries/scrapeRecordQueries.ts';
import type { ReadModels } from '../runtime/readModels.ts';

/**
 * The scrape records of every company (issue 18, `/admin/records`): the company screen's filters
 * plus company. With a company the company's indexes serve it; across all companies the
 * created-date window (default: the last 5 days) is read whole — a support screen, not a hot path.
 */
export function registerAdminScrapeRecordQueries(app: FastifyInstance, readModels: ReadModels): void {
  zodRoutes(app).get(
    '/api/admin/scrape-records',
    {
      config: { access: 'platform-admin' },
      schema: {
        summary: 'Scrape records of all companies (platform admins)',
        description: 'The list parameters of /company/{companyId}/scrape-records plus `companyId`.',
        querystring: adminScrapeRecordsQuerySchema,
        response: { 200: adminScrapeRecordPageSchema },
      },
    },
    async (request, reply): Promise<AdminScrapeRecordPage> => {
      if (!actorOf(request).isAdmin) throw appError('FORBIDDEN', 'Only platform administrators see the scrape records of all companies.');
      const { companyId, ...query } = request.query;
      await readModels.consistent(request, reply, SCRAPE_RECORDS);
      const { companyId: _all, ...anyCompany } = scrapeRecordsFilter('', query, new Date());
      const filter = companyId ? { companyId, ...anyCompany } : anyCompany;
      const [items, total] = await Promise.all([
        readModels.find<RecordDoc & { companyId: string }>(SCRAPE_RECORDS, filter, { sort: { createdAt: -1, _id: 1 }, skip: (query.page - 1) * query.pageSize, limit: query.pageSize }),
        readModels.count(SCRAPE_RECORDS, filter),
      ]);
      const [records, companies] = await Promise.all([
        withNames(readModels, items, companyId ?? null),
        items.length ? readModels.find<Doc & { name: string }>(COMPANIES, { _id: { $in: [...new Set(items.map((item) => item.companyId))] } }) : [],
      ]);
      const companyName = new Map(companies.map((c) => [c._id, c.name]));
      return {
        items: records.map((record, i) => {
          const owner = items[i]?.companyId ?? '';
          return { ...record, companyId: owner, companyName: companyName.get(owner) ?? null };
        }),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  );
}
