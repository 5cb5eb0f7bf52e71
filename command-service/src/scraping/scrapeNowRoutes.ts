import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { POSITION_HEADER, scrapeNowBodySchema, type ScrapeNowResult } from '@pm/contracts';
import { actorOf, parseInput, contextOf } from '@pm/platform';
import type { ScrapeNowCommands } from './scrapeNowCommands.ts';

const productParams = z.strictObject({ companyId: z.uuid(), productId: z.uuid() });

/** "Scrape now" for company admins (and platform admins): the `scrape.now` permission. */
export function registerScrapeNowRoutes(app: FastifyInstance, commands: ScrapeNowCommands): void {
  app.post('/api/company/:companyId/products/:productId/scrape-now', { config: { access: { permission: 'scrape.now' } } }, async (request, reply): Promise<ScrapeNowResult> => {
    const { companyId, productId } = parseInput(productParams, request.params);
    const actor = actorOf(request, 'scrape.now', companyId);
    const body = parseInput(scrapeNowBodySchema, request.body ?? {});
    const written = await commands.requestScrapeNow(companyId, productId, body, contextOf(request, actor, companyId));
    reply.header(POSITION_HEADER, written.position.toString()).status(202);
    return { id: written.id, revision: written.revision.toString(), position: written.position.toString(), urlIds: written.urlIds, skippedUrlIds: written.skippedUrlIds };
  });
}
