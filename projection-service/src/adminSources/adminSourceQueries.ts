import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminSourceSchema, adminSourcesQuerySchema, type AdminSource, type SourceFields } from '@pm/contracts';
import type { ConnectedSources } from '@pm/contracts/domain';
import { actorOf, appError, containsText, zodRoutes, type Doc, type Filter } from '@pm/platform';
import { COMPANY_SOURCES, SOURCES } from '../projectors/sourcesProjector.ts';
import type { ReadModels } from '../runtime/readModels.ts';
import { SCRAPE_HEALTH_HOURS } from '../scrapeHealth/scrapeHealthProjector.ts';
import { scrapeHealth } from '../scrapeHealth/scrapeHealthQueries.ts';

type SourceDoc = Doc & SourceFields & { createdAt?: string };

const KINDS = { store: ['STORE', 'MARKETPLACE'], aggregator: ['AGGREGATOR'] } as const;

/**
 * Every registered source of one group (stores: shops and marketplaces; aggregators: comparison
 * sites) with its shared fields, how many companies connect and scrape it, and its scrape health
 * of the last 24 hours — the list behind Admin › Stores and Admin › Aggregators.
 */
export function registerAdminSourceQueries(app: FastifyInstance, readModels: ReadModels, now: () => number = Date.now): void {
  const api = zodRoutes(app);
  api.get(
    '/api/admin/sources',
    {
      config: { access: 'platform-admin' },
      schema: {
        summary: 'Every store or comparison site of the platform, with its use and scrape health (platform admins)',
        querystring: adminSourcesQuerySchema,
        response: { 200: z.array(adminSourceSchema) },
      },
    },
    async (request, reply): Promise<AdminSource[]> => {
      if (!actorOf(request).isAdmin) throw appError('FORBIDDEN', 'Only platform administrators see every store and comparison site.');
      const { group, searchText } = request.query;
      await readModels.consistent(request, reply, SOURCES, COMPANY_SOURCES, SCRAPE_HEALTH_HOURS);
      const filter: Filter = { kind: { $in: [...KINDS[group]] } };
      if (searchText) {
        const pattern = containsText(searchText, { ignoreCase: true });
        filter['$or'] = [{ name: pattern }, { hostname: pattern }];
      }
      const [sources, connections, health] = await Promise.all([
        readModels.find<SourceDoc>(SOURCES, filter, { sort: { name: 1, _id: 1 } }),
        readModels.find<Doc & { sources: ConnectedSources }>(COMPANY_SOURCES, {}),
        scrapeHealth(readModels, { window: '24h' }, now()),
      ]);
      const use = new Map<string, { companies: number; scraping: number }>();
      for (const { sources: connected } of connections) {
        for (const [sourceId, connection] of Object.entries(connected)) {
          const counts = use.get(sourceId) ?? { companies: 0, scraping: 0 };
          counts.companies += 1;
          if (connection.settings.scrapingEnabled) counts.scraping += 1;
          use.set(sourceId, counts);
        }
      }
      const healthOf = new Map(health.sources.map((row) => [row.sourceId, row]));
      return sources.map(({ _id, _pos: _position, createdAt, ...fields }) => {
        const figures = healthOf.get(_id);
        return {
          id: _id,
          ...fields,
          createdAt: createdAt ?? null,
          companies: use.get(_id)?.companies ?? 0,
          scrapingCompanies: use.get(_id)?.scraping ?? 0,
          health: {
            level: figures?.level ?? 'IDLE',
            attempts24h: figures?.attempts24h ?? 0,
            successRate24h: figures?.successRate24h ?? null,
            lastSuccessAt: figures?.lastSuccessAt ?? null,
            overdueUrls: figures?.overdueUrls ?? 0,
          },
        };
      });
    },
  );
}
