import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  pricingRunOutcomePageSchema,
  pricingRunOutcomesQuerySchema,
  pricingRunPageSchema,
  pricingRunsQuerySchema,
  type PricingRunOutcomePage,
  type PricingRunPage,
  type PricingRunView,
  type RuleOutcome,
} from '@pm/contracts';
import { actorOf, appError, zodRoutes, type Doc, type Filter } from '@pm/platform';
import { PRICING_RUN_OUTCOMES, PRICING_RUNS } from '../projectors/pricingRunsProjector.ts';
import { USERS } from '../projectors/usersProjector.ts';
import type { ReadModels } from '../runtime/readModels.ts';

const companyParams = z.strictObject({ companyId: z.uuid() });
const runParams = z.strictObject({ companyId: z.uuid(), runId: z.uuid() });

type RunDoc = Doc & Omit<PricingRunView, 'runId' | 'requestedByName'> & { companyId: string; channelNames: Record<string, string>; rules: Record<string, { name: string; position: number }> };
type OutcomeDoc = Doc & { productId: string; sku: string; channelId: string; outcome: RuleOutcome; ruleId: string | null; reason: string | null; adjustmentId: string | null };

/** Run history and outcomes of the rule engine (spec §4), for everyone who may see the company's data. */
export function registerPricingRunQueries(app: FastifyInstance, readModels: ReadModels): void {
  const api = zodRoutes(app);
  api.get(
    '/api/company/:companyId/pricing-runs',
    {
      config: { access: { permission: 'data.view' } },
      schema: { summary: 'The rule-engine runs, newest first', params: companyParams, querystring: pricingRunsQuerySchema, response: { 200: pricingRunPageSchema } },
    },
    async (request, reply): Promise<PricingRunPage> => {
      const { companyId } = request.params;
      actorOf(request, 'data.view', companyId);
      const query = request.query;
      await readModels.consistent(request, reply, PRICING_RUNS);
      const filter: Filter = { companyId };
      const [runs, total] = await Promise.all([
        readModels.find<RunDoc>(PRICING_RUNS, filter, { sort: { requestedAt: -1, _id: 1 }, skip: (query.page - 1) * query.pageSize, limit: query.pageSize }),
        readModels.count(PRICING_RUNS, filter),
      ]);
      const userIds = [...new Set(runs.map((r) => r.requestedBy))];
      const users = userIds.length ? await readModels.find<Doc & { firstName: string; lastName: string }>(USERS, { _id: { $in: userIds } }) : [];
      const names = new Map(users.map((u) => [u._id, `${u.firstName} ${u.lastName}`.trim()]));
      return {
        items: runs.map((r) => ({
          runId: r._id,
          trigger: r.trigger,
          requestedBy: r.requestedBy,
          requestedByName: names.get(r.requestedBy) ?? null,
          requestedAt: r.requestedAt,
          startedAt: r.startedAt,
          finishedAt: r.finishedAt,
          durationMs: r.durationMs,
          status: r.status,
          productCount: r.productCount,
          counts: r.counts,
          proposals: r.proposals,
          unmatched: r.unmatched,
          failureReason: r.failureReason,
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  );

  api.get(
    '/api/company/:companyId/pricing-runs/:runId/outcomes',
    {
      config: { access: { permission: 'data.view' } },
      schema: {
        summary: "One run's outcome per product and channel",
        description: 'By SKU; `outcome` (repeatable) keeps only those outcomes.',
        params: runParams,
        querystring: pricingRunOutcomesQuerySchema,
        response: { 200: pricingRunOutcomePageSchema },
      },
    },
    async (request, reply): Promise<PricingRunOutcomePage> => {
      const { companyId, runId } = request.params;
      actorOf(request, 'data.view', companyId);
      const query = request.query;
      await readModels.consistent(request, reply, PRICING_RUNS);
      const run = await readModels.findOne<RunDoc>(PRICING_RUNS, { _id: runId, companyId });
      if (!run) throw appError('PRICING_RUN_NOT_FOUND', 'This rule-engine run was not found.');
      const filter: Filter = { companyId, runId };
      if (query.outcome?.length) filter['outcome'] = query.outcome.length === 1 ? query.outcome[0] : { $in: query.outcome };
      const [items, total] = await Promise.all([
        readModels.find<OutcomeDoc>(PRICING_RUN_OUTCOMES, filter, { sort: { sku: 1, channelId: 1, _id: 1 }, skip: (query.page - 1) * query.pageSize, limit: query.pageSize }),
        readModels.count(PRICING_RUN_OUTCOMES, filter),
      ]);
      return {
        items: items.map((o) => {
          const rule = o.ruleId ? run.rules[o.ruleId] : undefined;
          return {
            productId: o.productId,
            sku: o.sku,
            channelId: o.channelId,
            channelName: run.channelNames[o.channelId] ?? null,
            outcome: o.outcome,
            ruleId: o.ruleId,
            ruleName: rule?.name ?? null,
            rulePosition: rule?.position ?? null,
            reason: o.reason,
            adjustmentId: o.adjustmentId,
          };
        }),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  );
}
