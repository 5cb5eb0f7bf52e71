import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { adjustmentIdsBodySchema, confirmAllBodySchema, POSITION_HEADER, type BulkDecisionResult } from '@pm/contracts';
import { actorOf, parseInput, contextOf } from '@pm/platform';
import { sendWritten } from '../http/written.ts';
import type { AdjustmentCommands, BulkOutcome, Decision } from './adjustmentCommands.ts';

const companyParams = z.strictObject({ companyId: z.uuid() });
const adjustmentParams = z.strictObject({ companyId: z.uuid(), adjustmentId: z.uuid() });

function sendBulk(reply: FastifyReply, outcome: BulkOutcome): BulkDecisionResult {
  const position = outcome.position.toString();
  reply.header(POSITION_HEADER, position);
  return { succeeded: outcome.succeeded, failed: outcome.failed, position };
}

/** Deciding on price proposals: COMPANY_ADMIN and COMPANY_MAINTAINER (`prices.decide`, spec §6). */
export function registerAdjustmentRoutes(app: FastifyInstance, adjustments: AdjustmentCommands): void {
  for (const decision of ['confirm', 'discard'] as const satisfies readonly Decision[]) {
    app.post(`/api/company/:companyId/adjustments/:adjustmentId/${decision}`, { config: { access: { permission: 'prices.decide' } } }, async (request, reply) => {
      const { companyId, adjustmentId } = parseInput(adjustmentParams, request.params);
      const actor = actorOf(request, 'prices.decide', companyId);
      return sendWritten(reply, await adjustments.decide(decision, companyId, adjustmentId, contextOf(request, actor, companyId)));
    });

    /** Several: partial success is fine; every refusal is reported with its code. */
    app.post(`/api/company/:companyId/adjustments/${decision}`, { config: { access: { permission: 'prices.decide' } } }, async (request, reply) => {
      const { companyId } = parseInput(companyParams, request.params);
      const actor = actorOf(request, 'prices.decide', companyId);
      const { adjustmentIds } = parseInput(adjustmentIdsBodySchema, request.body);
      return sendBulk(reply, await adjustments.decideMany(decision, companyId, adjustmentIds, contextOf(request, actor, companyId)));
    });

    /** All pending ones of the company (optionally of one channel): for discard, every unsubmitted one. */
    app.post(`/api/company/:companyId/adjustments/${decision}-all`, { config: { access: { permission: 'prices.decide' } } }, async (request, reply) => {
      const { companyId } = parseInput(companyParams, request.params);
      const actor = actorOf(request, 'prices.decide', companyId);
      const { channelId } = parseInput(confirmAllBodySchema, request.body ?? {});
      return sendBulk(reply, await adjustments.decideAllPending(decision, companyId, channelId, contextOf(request, actor, companyId)));
    });
  }
}
