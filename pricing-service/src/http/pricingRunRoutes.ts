import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { commandResultSchema, POSITION_HEADER } from '@pm/contracts';
import { actorOf, contextOf, newId, zodRoutes, type EventStore } from '@pm/platform';
import { requestPricingRun } from '../runs/requestPricingRun.ts';

const companyParams = z.strictObject({ companyId: z.uuid() });

/** "Start rule engine" (spec §4): pricing-service runs it in the background; `pricing.configure`. */
export function registerPricingRunRoutes(app: FastifyInstance, store: EventStore): void {
  zodRoutes(app).post(
    '/api/company/:companyId/pricing-runs',
    {
      config: { access: { permission: 'pricing.configure' } },
      schema: {
        summary: 'Start the rule engine',
        description: 'The run is requested (its id is the answer’s `id`) and runs in the background; GET …/pricing-runs shows its progress. One run at a time per company.',
        params: companyParams,
        response: { 202: commandResultSchema },
      },
    },
    async (request, reply) => {
      const { companyId } = request.params;
      const actor = actorOf(request, 'pricing.configure', companyId);
      const runId = newId();
      const written = await requestPricingRun(store, { companyId, runId, trigger: 'USER', requestedBy: actor.userId, now: new Date() }, contextOf(request, actor, companyId));
      reply.header(POSITION_HEADER, written.position.toString()).status(202);
      return { id: runId, revision: '0', position: written.position.toString() };
    },
  );
}
