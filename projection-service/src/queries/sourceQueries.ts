import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { listedSourceSchema, scrapeProxySchema, type ListedSource, type ScrapeProxy, type SourceFields } from '@pm/contracts';
import { actorOf, zodRoutes, type Doc } from '@pm/platform';
import { urlCountsBySource } from './catalogCounts.ts';
import { PRODUCTS } from '../projectors/productsProjector.ts';
import { COMPANY_SOURCES, SOURCES, type CompanySourcesDoc } from '../projectors/sourcesProjector.ts';
import { minPositionQuery, type ReadModels } from '../runtime/readModels.ts';

const companyParams = z.strictObject({ companyId: z.uuid() });

type SourceDoc = Doc & SourceFields & { createdAt?: string };

/**
 * The company's sources: the shared fields of each connected source with the company's own
 * settings, and the proxies of the deployment it may choose from (id and name: a proxy's URL is
 * configuration, never answered).
 */
export function registerSourceQueries(app: FastifyInstance, readModels: ReadModels, proxies: readonly ScrapeProxy[]): void {
  const api = zodRoutes(app);
  const proxyNames = new Map(proxies.map((proxy) => [proxy.id, proxy.name]));

  api.get(
    '/api/company/:companyId/sources',
    {
      config: { access: { permission: 'data.view' } },
      schema: {
        summary: 'The sources (stores, marketplaces, comparison sites) connected to the company',
        description:
          "Each with its shared fields, the company's own settings (scraping, frequency, proxy by id and name) and the number of the company's competitor URLs at it. `proxyName` is null without a proxy or when the chosen one is no longer configured (the source is then not scraped).",
        params: companyParams,
        querystring: minPositionQuery,
        response: { 200: z.array(listedSourceSchema) },
      },
    },
    async (request, reply): Promise<ListedSource[]> => {
      const { companyId } = request.params;
      actorOf(request, 'data.view', companyId);
      await readModels.consistent(request, reply, SOURCES, COMPANY_SOURCES, PRODUCTS);
      const connections = (await readModels.findOne<CompanySourcesDoc>(COMPANY_SOURCES, { _id: companyId }))?.sources ?? {};
      const ids = Object.keys(connections);
      const [sources, urlCounts] = await Promise.all([
        ids.length ? readModels.find<SourceDoc>(SOURCES, { _id: { $in: ids } }, { sort: { name: 1 } }) : Promise.resolve([]),
        urlCountsBySource(readModels, companyId),
      ]);
      return sources.flatMap(({ _id, _pos: _p, createdAt: _c, ...source }) => {
        const settings = connections[_id]?.settings;
        if (!settings) return [];
        return [{
          id: _id,
          ...source,
          ...settings,
          proxyName: settings.proxyId === null ? null : (proxyNames.get(settings.proxyId) ?? null),
          hasProxy: settings.proxyId !== null,
          urlCount: urlCounts.get(_id) ?? 0,
        }];
      });
    },
  );

  api.get(
    '/api/company/:companyId/scrape-proxies',
    {
      config: { access: { permission: 'data.view' } },
      schema: {
        summary: 'The proxies the company may choose for its sources',
        description: "Configured by the platform (`SCRAPE_PROXIES`); id and name only — a proxy's URL may carry credentials and is never answered.",
        params: companyParams,
        response: { 200: z.array(scrapeProxySchema) },
      },
    },
    async (request): Promise<ScrapeProxy[]> => {
      actorOf(request, 'data.view', request.params.companyId);
      return proxies.map(({ id, name }) => ({ id, name }));
    },
  );
}
