/**
 * The write-back's HTTP routes (pricing-service, the one writer of everything ERP): the company's
 * mode (company admins), "write now" and "retry" (who may decide prices: admins and maintainers —
 * spec §6 "update prices"; a viewer gets ROLE_NOT_ALLOWED, shown as the spec's unauthorised
 * message). A write answers when the ERP has answered and the outcomes are recorded.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { commandResultSchema, erpRetryBodySchema, erpWriteBackAnswerSchema, erpWriteModeBodySchema, erpWriteNowBodySchema, erpWriteSummarySchema, POSITION_HEADER } from '@pm/contracts';
import { actorOf, contextOf, zodRoutes } from '@pm/platform';
import type { ErpWriteBack } from './erpWriteBack.ts';

const companyParams = z.strictObject({ companyId: z.uuid() });
const ERP_ANSWERS = 'When the whole call fails: 502/503/504 with an ERP_* code and `details.statusCode` (the ERP’s status); ERP_CONNECTION_MISSING without a connection; ERP_READ_ONLY for an export URL source. Refusals of single prices are recorded on their adjustments and counted as failed.';

export function registerErpWriteRoutes(app: FastifyInstance, writeBack: ErpWriteBack): void {
  const api = zodRoutes(app);

  api.get(
    '/api/company/:companyId/erp/write-back',
    {
      config: { access: { permission: 'data.view' } },
      schema: { summary: 'Write-back mode', description: 'Whether confirmed prices are written to the ERP automatically or on demand, and how many await a write.', params: companyParams, response: { 200: erpWriteBackAnswerSchema } },
    },
    async (request) => {
      const { companyId } = request.params;
      actorOf(request, 'data.view', companyId);
      return { mode: writeBack.modeOf(companyId), pending: writeBack.awaitingOf(companyId).length };
    },
  );

  api.put(
    '/api/company/:companyId/erp/write-back/mode',
    {
      config: { access: { permission: 'pricing.admin' } },
      schema: { summary: 'Set the write-back mode', description: 'AUTOMATIC: a confirmed price is written to the ERP shortly after its confirmation. ON_DEMAND: only "write now" writes. Company admins.', params: companyParams, body: erpWriteModeBodySchema, response: { 200: commandResultSchema } },
    },
    async (request, reply) => {
      const { companyId } = request.params;
      const actor = actorOf(request, 'pricing.admin', companyId);
      const context = contextOf(request, actor, companyId);
      const written = await writeBack.setMode(companyId, request.body.mode, { userId: actor.userId, correlationId: context.correlationId });
      reply.header(POSITION_HEADER, written.position.toString());
      return { id: companyId, revision: written.revision.toString(), position: written.position.toString() };
    },
  );

  api.post(
    '/api/company/:companyId/erp/write-back/write-now',
    {
      config: { access: { permission: 'prices.decide' } },
      schema: {
        summary: 'Write confirmed prices to the ERP now',
        description: `The given confirmed adjustments (or every one awaiting a write) that are not written yet; each is written once (a written one is skipped, a failed one needs "retry"). ${ERP_ANSWERS}`,
        params: companyParams,
        body: erpWriteNowBodySchema,
        response: { 200: erpWriteSummarySchema },
      },
    },
    async (request) => {
      const { companyId } = request.params;
      const actor = actorOf(request, 'prices.decide', companyId);
      const context = contextOf(request, actor, companyId);
      return writeBack.writePending(companyId, { userId: actor.userId, correlationId: context.correlationId }, request.body.adjustmentIds);
    },
  );

  api.post(
    '/api/company/:companyId/erp/write-back/retry',
    {
      config: { access: { permission: 'prices.decide' } },
      schema: {
        summary: 'Retry failed writes to the ERP',
        description: `Records the retry on each adjustment (409 ERP_WRITE_NOT_FAILED for one whose write has not failed) and writes them. ${ERP_ANSWERS}`,
        params: companyParams,
        body: erpRetryBodySchema,
        response: { 200: erpWriteSummarySchema },
      },
    },
    async (request) => {
      const { companyId } = request.params;
      const actor = actorOf(request, 'prices.decide', companyId);
      const context = contextOf(request, actor, companyId);
      return writeBack.retry(companyId, request.body.adjustmentIds, { userId: actor.userId, correlationId: context.correlationId });
    },
  );
}
