/**
 * One rule-engine run (stream `pricingrun-<runId>`): REQUESTED → RUNNING (outcomes recorded in
 * chunks) → COMPLETED | FAILED. The one writer of the run stream (the request, the worker); its
 * state also tells a resumed worker what an earlier delivery recorded.
 */
import type { PricingRunEvent } from '../../events/pricingEvents.ts';
import { RULE_OUTCOMES, type RuleOutcome } from '../../pricing/decisionTrace.ts';
import { appError } from '../appError.ts';
import type { Decider } from '../decider.ts';

type EventData<T extends PricingRunEvent['type']> = Extract<PricingRunEvent, { type: T }>['data'];

export type PricingRunStatus = 'NONE' | 'REQUESTED' | 'RUNNING' | 'COMPLETED' | 'FAILED';

export interface PricingRunState {
  status: PricingRunStatus;
  runId: string;
  companyId: string;
  startedAt: string | null;
  /** Outcomes recorded so far, per outcome. */
  counts: Record<RuleOutcome, number>;
  unmatched: number;
  /** Products are computed in SKU order: every product up to this SKU has its outcomes recorded. */
  throughSku: string | null;
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
  initialState: () => ({ status: 'NONE', runId: '', companyId: '', startedAt: null, counts: emptyOutcomeCounts(), unmatched: 0, throughSku: null }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'PricingRunRequested':
        return state.status === 'NONE' ? { ...state, status: 'REQUESTED', runId: event.data.runId, companyId: event.data.companyId } : state;
      case 'PricingRunStarted':
        return state.status === 'REQUESTED' ? { ...state, status: 'RUNNING', startedAt: event.data.startedAt } : state;
      case 'PricingRunOutcomesRecorded': {
        if (state.status !== 'RUNNING') return state;
        const counts = { ...state.counts };
        for (const o of event.data.outcomes) counts[o.outcome]++;
        return { ...state, counts, unmatched: state.unmatched + (event.data.unmatched ?? 0), throughSku: event.data.throughSku ?? state.throughSku };
      }
      case 'PricingRunCompleted':
        return state.status === 'RUNNING' ? { ...state, status: 'COMPLETED' } : state;
      case 'PricingRunFailed':
        return finished(state.status) || state.status === 'NONE' ? state : { ...state, status: 'FAILED' };
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
