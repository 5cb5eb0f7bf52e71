import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { priceEngineOverviewSchema, type PriceEngineOverview, type RunFailureReason } from '@pm/contracts';
import { actorOf, zodRoutes, type Doc } from '@pm/platform';
import { ADJUSTMENT_CHANNELS, ADJUSTMENTS, ENGINE_RULES, ENGINE_RUNS } from '../projectors/adjustmentsProjector.ts';
import { MORNING_SYNCS, type MorningSyncDoc } from '../projectors/morningSyncProjector.ts';
import { MORNING_SYNC_STEP_NAMES } from '@pm/contracts';
import { minPositionQuery, type ReadModels } from '../runtime/readModels.ts';
import { userNames } from './userNames.ts';

const companyParams = z.strictObject({ companyId: z.uuid() });

type OutcomeCounts = NonNullable<NonNullable<PriceEngineOverview['lastRun']>['counts']>;

type RunDoc = Doc & {
  status: 'REQUESTED' | 'RUNNING' | 'COMPLETED' | 'FAILED';
  trigger: 'USER' | 'SCHEDULE';
  requestedBy: string;
  requestedAt: string;
  completedAt: string | null;
  durationMs: number | null;
  counts: OutcomeCounts | null;
  proposals: number | null;
  failureReason: RunFailureReason | null;
};

/** GET /api/company/:companyId/price-engine/overview: the engine's state at a glance. */
export function registerPriceEngineOverview(app: FastifyInstance, readModels: ReadModels): void {
  zodRoutes(app).get(
    '/api/company/:companyId/price-engine/overview',
    {
      config: { access: { permission: 'data.view' } },
      schema: {
        summary: "The price engine's state at a glance",
        description: 'Proposals per status, the last run, pending proposals per sales channel, the number of (active) price rules and the latest morning sync (inputs refresh → scheduled run → feed sync, each step completed, failed with its code and the ERP’s status, or skipped).',
        params: companyParams,
        querystring: minPositionQuery,
        response: { 200: priceEngineOverviewSchema },
      },
    },
    async (request, reply): Promise<PriceEngineOverview> => {
      const { companyId } = request.params;
      actorOf(request, 'data.view', companyId);
      await readModels.consistent(request, reply, ADJUSTMENTS);
      const count = (status: string) => readModels.count(ADJUSTMENTS, { companyId, status });
      const [pending, confirmed, pickedUp, discarded, runs, channels, rules, mornings] = await Promise.all([
        count('PENDING'),
        count('CONFIRMED'),
        count('PICKED_UP'),
        count('DISCARDED'),
        readModels.find<RunDoc>(ENGINE_RUNS, { companyId }, { sort: { requestedAt: -1 }, limit: 1 }),
        readModels.find<Doc & { name: string }>(ADJUSTMENT_CHANNELS, { companyId }, { sort: { name: 1 } }),
        readModels.find<Doc & { active: boolean }>(ENGINE_RULES, { companyId }),
        readModels.find<MorningSyncDoc>(MORNING_SYNCS, { companyId }, { sort: { date: -1 }, limit: 1 }),
      ]);
      const morning = mornings[0];
      const channelPending = await Promise.all(channels.map((c) => readModels.count(ADJUSTMENTS, { companyId, status: 'PENDING', channelId: c._id })));
      const run = runs[0];
      const names = run ? await userNames(readModels, [run.requestedBy]) : new Map<string, string>();
      return {
        counts: { pending, confirmed, pickedUp, discarded },
        lastRun: run
          ? {
              runId: run._id,
              status: run.status,
              trigger: run.trigger,
              requestedBy: { userId: run.requestedBy, name: names.get(run.requestedBy) ?? '' },
              requestedAt: run.requestedAt,
              completedAt: run.completedAt,
              durationMs: run.durationMs,
              counts: run.counts,
              proposals: run.proposals,
              failureReason: run.failureReason,
            }
          : null,
        channels: channels.map((c, i) => ({ channelId: c._id, name: c.name, pending: channelPending[i] ?? 0 })),
        rulesCount: rules.length,
        activeRulesCount: rules.filter((r) => r.active).length,
        morningSync: morning ? { date: morning.date, steps: MORNING_SYNC_STEP_NAMES.flatMap((step) => (morning.steps[step] ? [morning.steps[step]] : [])) } : null,
      };
    },
  );
}
