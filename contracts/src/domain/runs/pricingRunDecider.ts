/**
 * One rule-engine run (stream `pricingrun-<runId>`): REQUESTED → RUNNING (outcomes recorded in
 * chunks) → COMPLETED | FAILED. The one writer of the run stream (the request, the worker); its
 * state also tells a resumed worker what an earlier delivery recorded, and is what the run
 * history read model shows.
 */
import type { PricingRunEvent } from '../../events/pricingEvents.ts';
import { RULE_OUTCOMES, type RuleOutcome } from '../../pricing/decisionTrace.ts';
import type { RunFailureReason } from '../../pricing/runFailures.ts';
import { appError } from '../appError.ts';
import type { Decider } from '../decider.ts';

type EventData<T extends PricingRunEvent['type']> = Extract<PricingRunEvent, { type: T }>['data'];

export type PricingRunStatus = 'NONE' | 'REQUESTED' | 'RUNNING' | 'COMPLETED' | 'FAILED';

export interface PricingRunState {
  status: PricingRunStatus;
  runId: string;
  companyId: string;
  /** How, by whom and when the run was asked for (null until requested). */
  trigger: EventData<'PricingRunRequested'>['trigger'] | null;
  requestedBy: string | null;
  requestedAt: string | null;
  startedAt: string | null;
  /** Products the run covers (null until started). */
  productCount: number | null;
  /** Names of the channels and rules as the run saw them when it started (they may be renamed or deleted since). */
  channelNames: Record<string, string>;
  rules: Record<string, { name: string; position: number }>;
  /** Outcomes recorded so far, per outcome; once completed, the run's own totals. */
  counts: Record<RuleOutcome, number>;
  unmatched: number;
  /** Products are computed in SKU order: every product up to this SKU has its outcomes recorded. */
  throughSku: string | null;
  /** Completed or failed at (null while the run is open). */
  finishedAt: string | null;
  durationMs: number | null;
  /** Price proposals the completed run made. */
  proposals: number | null;
  failureReason: RunFailureReason | null;
}

export type PricingRunCommand =
  | { type: 'RequestPricingRun'; request: EventData<'PricingRunRequested'> }
  | { type: 'StartPricingRun'; start: EventData<'PricingRunStarted'> }
  | { type: 'RecordRunOutcomes'; outcomes: EventData<'PricingRunOutcomesRecorded'> }
  | { type: 'CompletePricingRun'; completion: EventData<'PricingRunCompleted'> }
  | { type: 'FailPricingRun'; failure: EventData<'PricingRunFailed'> };

export const emptyOutcomeCounts = (): Record<RuleOutcome, number> => Object.fromEntries(RULE_OUTCOMES.map((o) => [o, 0])) as Record<RuleOutcome, number>;

const finished = (status: PricingRunStatus) => status === 'COMPLETED' || status === 'FAILED';

export const pricingRunDecider: Decider<PricingRunState, PricingRunCommand, PricingRunEvent> = {
  initialState: () => ({
    status: 'NONE',
    runId: '',
    companyId: '',
    trigger: null,
    requestedBy: null,
    requestedAt: null,
    startedAt: null,
    productCount: null,
    channelNames: {},
    rules: {},
    counts: emptyOutcomeCounts(),
    unmatched: 0,
    throughSku: null,
    finishedAt: null,
    durationMs: null,
    proposals: null,
    failureReason: null,
  }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'PricingRunRequested': {
        if (state.status !== 'NONE') return state;
        const { runId, companyId, trigger, requestedBy, requestedAt } = event.data;
        return { ...state, status: 'REQUESTED', runId, companyId, trigger, requestedBy, requestedAt };
      }
      case 'PricingRunStarted': {
        if (state.status !== 'REQUESTED') return state;
        const { startedAt, productCount, channels = [], rules = [] } = event.data;
        return {
          ...state,
          status: 'RUNNING',
          startedAt,
          productCount,
          channelNames: Object.fromEntries(channels.map((c) => [c.channelId, c.name])),
          rules: Object.fromEntries(rules.map((r) => [r.ruleId, { name: r.name, position: r.position }])),
        };
      }
      case 'PricingRunOutcomesRecorded': {
        if (state.status !== 'RUNNING') return state;
        const counts = { ...state.counts };
        for (const o of event.data.outcomes) counts[o.outcome]++;
        return { ...state, counts, unmatched: state.unmatched + (event.data.unmatched ?? 0), throughSku: event.data.throughSku ?? state.throughSku };
      }
      case 'PricingRunCompleted': {
        if (state.status !== 'RUNNING') return state;
        // The completion states the run's totals (the worker counts what every delivery recorded).
        const { completedAt, durationMs, counts, proposals, unmatched } = event.data;
        return { ...state, status: 'COMPLETED', finishedAt: completedAt, durationMs, counts, proposals, unmatched };
      }
      case 'PricingRunFailed':
        return finished(state.status) || state.status === 'NONE' ? state : { ...state, status: 'FAILED', finishedAt: event.data.failedAt, failureReason: event.data.reason };
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'RequestPricingRun':
        return state.status === 'NONE' ? [{ type: 'PricingRunRequested', data: command.request }] : [];
      case 'StartPricingRun':
        if (state.status === 'NONE') throw appError('PRICING_RUN_NOT_FOUND', 'This rule-engine run was not found.');
        return state.status === 'REQUESTED' ? [{ type: 'PricingRunStarted', data: command.start }] : [];
      case 'RecordRunOutcomes':
        if (state.status !== 'RUNNING') throw appError('PRICING_RUN_NOT_RUNNING', 'The rule-engine run is not running.');
        return [{ type: 'PricingRunOutcomesRecorded', data: command.outcomes }];
      case 'CompletePricingRun':
        if (state.status !== 'RUNNING') throw appError('PRICING_RUN_NOT_RUNNING', 'The rule-engine run is not running.');
        return [{ type: 'PricingRunCompleted', data: command.completion }];
      case 'FailPricingRun':
        if (state.status === 'NONE') throw appError('PRICING_RUN_NOT_FOUND', 'This rule-engine run was not found.');
        return finished(state.status) ? [] : [{ type: 'PricingRunFailed', data: command.failure }];
    }
  },
};
