import type { FastifyInstance } from 'fastify';
import { generateFeedIdResultSchema, POSITION_HEADER, roleAllows } from '@pm/contracts';
import { actorOf, appError, contextOf, zodRoutes } from '@pm/platform';
import { companyParams } from '../http/params.ts';
import type { OutputFeedCommands } from './outputFeedCommands.ts';

/** The output feed's command: a new feed id (company administrators, permission `pricing.admin`). */
export function registerOutputFeedRoutes(app: FastifyInstance, feed: OutputFeedCommands): void {
  zodRoutes(app).post(
    '/api/company/:companyId/output-feed/feed-id',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'Generate a new feed id',
        description: 'Company administrators only (`pricing.admin`). The feed URLs with the old id stop working.',
        params: companyParams,
        response: { 201: generateFeedIdResultSchema },
      },
    },
    async (request, reply) => {
      const { companyId } = request.params;
      const actor = actorOf(request, undefined, companyId);
      // The spec's own unauthorised message for generating a feed ID (§6).
      if (!roleAllows(actor.role, actor.isAdmin, 'pricing.admin')) throw appError('ROLE_NOT_ALLOWED', 'You may not generate a feed ID. Please talk to your administrator.');
      const written = await feed.generateFeedId(companyId, contextOf(request, actor, companyId));
      reply.header(POSITION_HEADER, written.position.toString()).status(201);
      return { id: written.id, feedId: written.feedId, revision: written.revision.toString(), position: written.position.toString() };
    },
  );
}
