import type { PricingRunEvent } from '@pm/contracts/events';
import { toDomainEvent, type RecordedEvent, type WriteOp } from '@pm/platform';
import type { Projector } from '../runtime/projector.ts';

export const PRICING_RUNS = 'pricingRuns';
export const PRICING_RUN_OUTCOMES = 'pricingRunOutcomes';

const zeroCounts = { EXECUTED: 0, OVERWRITTEN: 0, ERROR: 0, TARGET_FULFILLED: 0, CONSTRAINTS_NOT_MET: 0 };

/**
 * Rule-engine run history (spec §4): one document per run with its trigger, requester, times,
 * status, counts per outcome (growing while the run records its outcomes) and failure reason;
 * one document per outcome (product, channel, rule) for the run's outcome list. The channel and
 * rule names the run saw are kept on the run, so the list reads right after renames and deletes.
 */
export const pricingRunsProjector: Projector = {
  name: 'pricingRuns',
  version: 2,
  collections: {
    [PRICING_RUNS]: [{ keys: { companyId: 1, requestedAt: -1 } }],
    [PRICING_RUN_OUTCOMES]: [{ keys: { companyId: 1, runId: 1, sku: 1, channelId: 1 } }, { keys: { companyId: 1, runId: 1, outcome: 1, sku: 1, channelId: 1 } }],
  },
  handles: ['PricingRunRequested', 'PricingRunStarted', 'PricingRunOutcomesRecorded', 'PricingRunCompleted', 'PricingRunFailed'],
  project(recorded: RecordedEvent): WriteOp[] {
    const event = toDomainEvent<PricingRunEvent>(recorded);
    const { runId, companyId } = event.data;
    switch (event.type) {
      case 'PricingRunRequested': {
        const { trigger, requestedBy, requestedAt } = event.data;
        return [{
          op: 'put',
          collection: PRICING_RUNS,
          doc: { _id: runId, companyId, trigger, requestedBy, requestedAt, startedAt: null, finishedAt: null, durationMs: null, status: 'REQUESTED', productCount: null, counts: zeroCounts, proposals: null, unmatched: null, failureReason: null, channelNames: {}, rules: {} },
        }];
      }
      case 'PricingRunStarted': {
        const { startedAt, productCount, channels = [], rules = [] } = event.data;
        const channelNames = Object.fromEntries(channels.map((c) => [c.channelId, c.name]));
        const ruleInfo = Object.fromEntries(rules.map((r) => [r.ruleId, { name: r.name, position: r.position }]));
        return [{ op: 'update', collection: PRICING_RUNS, id: runId, update: { $set: { status: 'RUNNING', startedAt, productCount, channelNames, rules: ruleInfo } } }];
      }
      case 'PricingRunOutcomesRecorded': {
        const inc: Record<string, number> = {};
        const ops: WriteOp[] = event.data.outcomes.map((o) => {
          inc[`counts.${o.outcome}`] = (inc[`counts.${o.outcome}`] ?? 0) + 1;
          return { op: 'put', collection: PRICING_RUN_OUTCOMES, doc: { _id: `${runId}:${o.productId}:${o.channelId}:${o.ruleId ?? '-'}`, companyId, runId, ...o } };
        });
        if (Object.keys(inc).length > 0) ops.push({ op: 'update', collection: PRICING_RUNS, id: runId, update: { $inc: inc } });
        return ops;
      }
      case 'PricingRunCompleted': {
        const { completedAt, durationMs, counts, proposals, unmatched } = event.data;
        return [{ op: 'update', collection: PRICING_RUNS, id: runId, update: { $set: { status: 'COMPLETED', finishedAt: completedAt, durationMs, counts, proposals, unmatched } } }];
      }
      case 'PricingRunFailed': {
        const { failedAt, reason } = event.data;
        return [{ op: 'update', collection: PRICING_RUNS, id: runId, update: { $set: { status: 'FAILED', finishedAt: failedAt, failureReason: reason } } }];
      }
    }
    return [];
  },
  notices: (event) => (event.metadata.companyId ? [{ companyId: event.metadata.companyId, queryKeys: [['pricing-runs']] }] : []),
};
