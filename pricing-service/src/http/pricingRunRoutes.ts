import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { POSITION_HEADER, type CommandResult } from '@pm/contracts';
import { actorOf, contextOf, newId, parseInput, type EventStore } from '@pm/platform';
import { requestPricingRun } from '../runs/requestPricingRun.ts';

const companyParams = z.strictObject({ companyId: z.uuid() });

/** "Start rule engine" (spec §4): pricing-service runs it in the background; `pricing.configure`. */
export function registerPricingRunRoutes(app: FastifyInstance, store: EventStore): void {
  app.post('/api/company/:companyId/pricing-runs', { config: { access: { permission: 'pricing.configure' } } }, async (request, reply): Promise<CommandResult> => {
    const { companyId } = parseInput(companyParams, request.params);
    const actor = actorOf(request, 'pricing.configure', companyId);
    const runId = newId();
    const written = await requestPricingRun(store, { companyId, runId, trigger: 'USER', requestedBy: actor.userId, now: new Date() }, contextOf(request, actor, companyId));
    reply.header(POSITION_HEADER, written.position.toString()).status(202);
    return { id: runId, revision: '0', position: written.position.toString() };
  });
}
