import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { POSITION_HEADER, scrapeNowBodySchema, scrapeNowResultSchema } from '@pm/contracts';
import { actorOf, contextOf, zodRoutes } from '@pm/platform';
import { companyParams } from '../http/params.ts';
import type { ScrapeNowCommands } from './scrapeNowCommands.ts';

const productParams = companyParams.extend({ productId: z.uuid() });

/** "Scrape now" for company admins (and platform admins): the `scrape.now` permission. */
export function registerScrapeNowRoutes(app: FastifyInstance, commands: ScrapeNowCommands): void {
  zodRoutes(app).post(
    '/api/company/:companyId/products/:productId/scrape-now',
    {
      config: { access: { permission: 'scrape.now' } },
      schema: {
        summary: 'Scrape a product’s competitor URLs now',
        description: 'All of the product’s URLs, or the ones named; the body may be left out. URLs whose shop has scraping disabled or is no longer connected are skipped.',
        params: productParams,
        // Fastify hands a left-out body to the validator as null, so null is "left out" too.
        body: scrapeNowBodySchema.nullish(),
        response: { 202: scrapeNowResultSchema },
      },
    },
    async (request, reply) => {
      const { companyId, productId } = request.params;
      const actor = actorOf(request, 'scrape.now', companyId);
      const written = await commands.requestScrapeNow(companyId, productId, request.body ?? {}, contextOf(request, actor, companyId));
      reply.header(POSITION_HEADER, written.position.toString()).status(202);
      return { id: written.id, revision: written.revision.toString(), position: written.position.toString(), urlIds: written.urlIds, skippedUrlIds: written.skippedUrlIds };
    },
  );
}
