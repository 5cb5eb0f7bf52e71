import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { adjustmentIdsBodySchema, bulkDecisionResultSchema, commandResultSchema, confirmAllBodySchema, POSITION_HEADER, type BulkDecisionResult } from '@pm/contracts';
import { actorOf, contextOf, zodRoutes } from '@pm/platform';
import { companyParams } from '../http/params.ts';
import { sendWritten } from '../http/written.ts';
import type { AdjustmentCommands, BulkOutcome, Decision } from './adjustmentCommands.ts';

const adjustmentParams = companyParams.extend({ adjustmentId: z.uuid() });

function sendBulk(reply: FastifyReply, outcome: BulkOutcome): BulkDecisionResult {
  const position = outcome.position.toString();
  reply.header(POSITION_HEADER, position);
  return { succeeded: outcome.succeeded, failed: outcome.failed, position };
}

/** Deciding on price proposals: COMPANY_ADMIN and COMPANY_MAINTAINER (`prices.decide`, spec §6). */
export function registerAdjustmentRoutes(app: FastifyInstance, adjustments: AdjustmentCommands): void {
  const api = zodRoutes(app);
  const access = { permission: 'prices.decide' } as const;
  for (const decision of ['confirm', 'discard'] as const satisfies readonly Decision[]) {
    api.post(
      `/api/company/:companyId/adjustments/:adjustmentId/${decision}`,
      { config: { access }, schema: { summary: `${decision === 'confirm' ? 'Confirm' : 'Discard'} one price proposal`, params: adjustmentParams, response: { 200: commandResultSchema } } },
      async (request, reply) => {
        const { companyId, adjustmentId } = request.params;
        const actor = actorOf(request, 'prices.decide', companyId);
        return sendWritten(reply, await adjustments.decide(decision, companyId, adjustmentId, contextOf(request, actor, companyId)));
      },
    );

    api.post(
      `/api/company/:companyId/adjustments/${decision}`,
      {
        config: { access },
        schema: {
          summary: `${decision === 'confirm' ? 'Confirm' : 'Discard'} several price proposals`,
          description: 'Partial success is fine: every refusal is reported with its code.',
          params: companyParams,
          body: adjustmentIdsBodySchema,
          response: { 200: bulkDecisionResultSchema },
        },
      },
      async (request, reply) => {
        const { companyId } = request.params;
        const actor = actorOf(request, 'prices.decide', companyId);
        return sendBulk(reply, await adjustments.decideMany(decision, companyId, request.body.adjustmentIds, contextOf(request, actor, companyId)));
      },
    );

    api.post(
      `/api/company/:companyId/adjustments/${decision}-all`,
      {
        config: { access },
        schema: {
          summary: decision === 'confirm' ? 'Confirm every pending price proposal' : 'Discard every unsubmitted price proposal',
          description: 'Optionally of one sales channel. The body may be left out.',
          params: companyParams,
          body: confirmAllBodySchema.optional(),
          response: { 200: bulkDecisionResultSchema },
        },
      },
      async (request, reply) => {
        const { companyId } = request.params;
        const actor = actorOf(request, 'prices.decide', companyId);
        return sendBulk(reply, await adjustments.decideAllPending(decision, companyId, request.body?.channelId, contextOf(request, actor, companyId)));
      },
    );
  }
}
