import type { DecisionTrace, HeldResult } from '@pm/contracts';
import type { PricingRunEvent } from '@pm/contracts/events';
import { exact, pricingRunDecider, roundPercent, type PricingRunState } from '@pm/contracts/domain';
import { toDomainEvent, type Doc, type RecordedEvent, type WriteOp } from '@pm/platform';
import type { Projector } from '../runtime/projector.ts';

export const PRICING_RUNS = 'pricingRuns';
export const PRICING_RUN_OUTCOMES = 'pricingRunOutcomes';
/** One state document per run: the run as the domain core's decider folds it. */
export const PRICING_RUN_STATES = 'pricingRunStates';

export interface PricingRunStateDoc extends Doc {
  run: PricingRunState;
}

/** The run after one event, by the decider's own `evolve`; an event the life cycle ignores changes nothing. */
export function evolvePricingRunDoc(doc: PricingRunStateDoc | null, recorded: RecordedEvent): PricingRunStateDoc | null {
  const event = toDomainEvent<PricingRunEvent>(recorded);
  const before = doc?.run ?? pricingRunDecider.initialState();
  const run = pricingRunDecider.evolve(before, event);
  if (run === before) return doc;
  return { _id: event.data.runId, run };
}

/** The run history's document of a run (read by the pricing-run queries); none before it is requested. */
export function derivePricingRunDoc(_before: PricingRunStateDoc | null, after: PricingRunStateDoc | null): WriteOp[] {
  if (!after || after.run.status === 'NONE') return [];
  const { run } = after;
  const { companyId, trigger, requestedBy, requestedAt, startedAt, finishedAt, durationMs, status, productCount, counts, proposals, failureReason, channelNames, rules } = run;
  // The run's own count of unmatched pairs is final only once it completed.
  const unmatched = status === 'COMPLETED' ? run.unmatched : null;
  return [
    {
      op: 'put',
      collection: PRICING_RUNS,
      doc: { _id: after._id, companyId, trigger, requestedBy, requestedAt, startedAt, finishedAt, durationMs, status, productCount, counts, proposals, unmatched, failureReason, channelNames, rules },
    },
  ];
}

/** What a recorded outcome held by a guardrail carries besides its code (PricingRunOutcomesRecorded `held`). */
type RecordedHeld = { productName: string; trace: DecisionTrace };


/** The list's view of a held result (prices, change, guardrail), and its trace kept as text for the trace route. */
export function heldFields(held: RecordedHeld): { held: HeldResult; traceJson: string } {
  const { trace } = held;
  const currentPrice = trace.costs.currentPrice ?? null;
  const heldPrice = trace.proposedPrice ?? null;
  // Exactly, as the review's delta %: (held − current) / current, half up to two decimals.
  const changePercent = currentPrice && heldPrice !== null ? roundPercent(exact(heldPrice).minus(exact(currentPrice)).times(exact(100)).div(exact(currentPrice))) : null;
  return {
    held: { currency: trace.channel.currency, currentPrice, heldPrice, changePercent, guardrail: trace.guardrail ?? null, productName: held.productName },
    traceJson: JSON.stringify(trace),
  };
}

const runIdOf = (recorded: RecordedEvent): string => toDomainEvent<PricingRunEvent>(recorded).data.runId;

/**
 * Rule-engine run history (spec §4): one document per run with its trigger, requester, times,
 * status, counts per outcome (growing while the run records its outcomes) and failure reason,
 * all from the run's decider fold; one document per outcome (product, channel, rule) for the
 * run's outcome list. The channel and rule names the run saw are kept on the run, so the list
 * reads right after renames and deletes.
 * Version 3: the run is the domain fold `pricingRunDecider.evolve`, kept per run in PRICING_RUN_STATES.
 * Outcomes held by a guardrail carry the held price, the guardrail and (as text) the decision trace.
 */
export const pricingRunsProjector: Projector = {
  name: 'pricingRuns',
  version: 3,
  collections: {
    [PRICING_RUNS]: [{ keys: { companyId: 1, requestedAt: -1 } }],
    [PRICING_RUN_OUTCOMES]: [{ keys: { companyId: 1, runId: 1, sku: 1, channelId: 1 } }, { keys: { companyId: 1, runId: 1, outcome: 1, sku: 1, channelId: 1 } }],
    [PRICING_RUN_STATES]: [],
  },
  handles: ['PricingRunRequested', 'PricingRunStarted', 'PricingRunOutcomesRecorded', 'PricingRunCompleted', 'PricingRunFailed'],
  state: {
    collection: PRICING_RUN_STATES,
    idOf: runIdOf,
    evolve: (state, event) => evolvePricingRunDoc(state as PricingRunStateDoc | null, event),
    derive: (before, after) => derivePricingRunDoc(before as PricingRunStateDoc | null, after as PricingRunStateDoc | null),
  },
  /** The outcome list is the recorded outcomes themselves, one document each (not a fold). */
  project(recorded: RecordedEvent): WriteOp[] {
    if (recorded.type !== 'PricingRunOutcomesRecorded') return [];
    const event = toDomainEvent<PricingRunEvent>(recorded);
    if (event.type !== 'PricingRunOutcomesRecorded') return [];
    const { runId, companyId } = event.data;
    return event.data.outcomes.map((recordedOutcome): WriteOp => {
      const { held, ...o } = recordedOutcome as typeof recordedOutcome & { held?: RecordedHeld };
      return { op: 'put', collection: PRICING_RUN_OUTCOMES, doc: { _id: `${runId}:${o.productId}:${o.channelId}:${o.ruleId ?? '-'}`, companyId, runId, ...o, ...(held ? heldFields(held) : {}) } };
    });
  },
  notices: (event) => (event.metadata.companyId ? [{ companyId: event.metadata.companyId, queryKeys: [['pricing-runs']] }] : []),
};
