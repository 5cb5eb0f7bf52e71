import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { commandResultSchema } from '@pm/contracts';
import { updateSourceBodySchema } from '@pm/contracts/patterns';
import { actorOf, appError, contextOf, zodRoutes } from '@pm/platform';
import { sendWritten } from '../http/written.ts';
import type { SourceCommands } from '../sources/sourceCommands.ts';

const sourceParams = z.strictObject({ sourceId: z.uuid() });

/**
 * Admin › Stores and Aggregators: a platform admin changes a source's shared fields (name, logo,
 * icon, shipping cost model, market, crawler, search patterns) without connecting it to a
 * company. The same command as the company route, through the source decider.
 */
export function registerAdminSourceRoutes(app: FastifyInstance, sources: SourceCommands): void {
  const api = zodRoutes(app);
  api.put(
    '/api/admin/sources/:sourceId',
    {
      config: { access: 'platform-admin' },
      schema: {
        summary: "Change a store's or comparison site's shared fields (platform admins)",
        description: 'Domain and kind stay. Each company keeps its own scraping settings of the source. Unknown source: 404 SOURCE_NOT_FOUND.',
        params: sourceParams,
        body: updateSourceBodySchema,
        response: { 200: commandResultSchema },
      },
      // Before the body is checked: anyone else is refused whatever they send.
      preValidation: async (request) => {
        if (!actorOf(request).isAdmin) throw appError('FORBIDDEN', 'Only platform administrators change stores and comparison sites.');
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      return sendWritten(reply, await sources.updateSource(request.params.sourceId, request.body, contextOf(request, actor)));
    },
  );
}
