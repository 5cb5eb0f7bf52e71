import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  pricingRunOutcomePageSchema,
  pricingRunOutcomesQuerySchema,
  pricingRunOutcomeTraceSchema,
  pricingRunPageSchema,
  pricingRunsQuerySchema,
  type DecisionTrace,
  type HeldResult,
  type PricingRunOutcome,
  type PricingRunOutcomePage,
  type PricingRunOutcomeTrace,
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
type OutcomeDoc = Doc & { productId: string; sku: string; channelId: string; outcome: RuleOutcome; ruleId: string | null; reason: string | null; adjustmentId: string | null; held?: HeldResult; traceJson?: string };
const outcomeTraceParams = z.strictObject({ companyId: z.uuid(), runId: z.uuid(), productId: z.string().min(1).max(200), channelId: z.string().min(1).max(200) });

function toOutcome(o: OutcomeDoc, run: RunDoc): PricingRunOutcome {
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
    held: o.held ?? null,
  };
}

async function requireRun(readModels: ReadModels, companyId: string, runId: string): Promise<RunDoc> {
  const run = await readModels.findOne<RunDoc>(PRICING_RUNS, { _id: runId, companyId });
  if (!run) throw appError('PRICING_RUN_NOT_FOUND', 'This rule-engine run was not found.');
  return run;
}

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
        description: 'By SKU; `outcome` and `reason` (each repeatable) keep only those outcomes and reason codes (e.g. `reason=GUARDRAIL_MAX_CHANGE` for the prices a guardrail held).',
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
      const run = await requireRun(readModels, companyId, runId);
      const filter: Filter = { companyId, runId };
      if (query.outcome?.length) filter['outcome'] = query.outcome.length === 1 ? query.outcome[0] : { $in: query.outcome };
      if (query.reason?.length) filter['reason'] = query.reason.length === 1 ? query.reason[0] : { $in: query.reason };
      const [items, total] = await Promise.all([
        readModels.find<OutcomeDoc>(PRICING_RUN_OUTCOMES, filter, { sort: { sku: 1, channelId: 1, _id: 1 }, skip: (query.page - 1) * query.pageSize, limit: query.pageSize, projection: { traceJson: 0 } }),
        readModels.count(PRICING_RUN_OUTCOMES, filter),
      ]);
      return {
        items: items.map((o) => toOutcome(o, run)),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  );

  api.get(
    '/api/company/:companyId/pricing-runs/:runId/outcomes/:productId/:channelId/trace',
    {
      config: { access: { permission: 'data.view' } },
      schema: {
        summary: 'A result held by a guardrail, with its decision trace',
        description: 'Only results held by a guardrail keep their trace (a proposal keeps its own on the adjustment); any other result answers 404.',
        params: outcomeTraceParams,
        querystring: z.strictObject({ minPosition: z.string().optional() }),
        response: { 200: pricingRunOutcomeTraceSchema },
      },
    },
    async (request, reply): Promise<PricingRunOutcomeTrace> => {
      const { companyId, runId, productId, channelId } = request.params;
      actorOf(request, 'data.view', companyId);
      await readModels.consistent(request, reply, PRICING_RUNS);
      const run = await requireRun(readModels, companyId, runId);
      const [doc] = await readModels.find<OutcomeDoc>(PRICING_RUN_OUTCOMES, { companyId, runId, productId, channelId, traceJson: { $exists: true } }, { limit: 1 });
      if (!doc?.traceJson) throw appError('NOT_FOUND', 'This result of the rule-engine run has no decision trace.');
      return { ...toOutcome(doc, run), trace: JSON.parse(doc.traceJson) as DecisionTrace };
    },
  );
}
