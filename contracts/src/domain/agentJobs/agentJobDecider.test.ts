import { describe, expect, it } from 'vitest';
import type { AgentJobEvent } from '../../events/agentJobEvents.ts';
import { fold } from '../decider.ts';
import { agentJobDecider, type AgentJobCommand } from './agentJobDecider.ts';

const given = (events: AgentJobEvent[]) => fold(agentJobDecider, events);
const when = (events: AgentJobEvent[], command: AgentJobCommand) => agentJobDecider.decide(command, given(events));

const started = (runId: string): AgentJobEvent => ({ type: 'AgentRunStarted', data: { companyId: 'c1', runId, trigger: 'SCHEDULE', startedAt: '2026-11-29T05:00:00.000Z' } });
const start = (runId: string): AgentJobCommand => ({ type: 'StartAgentRun', companyId: 'c1', runId, trigger: 'MANUAL', at: '2026-11-29T06:00:00.000Z' });
const finish = (runId: string): AgentJobCommand => ({ type: 'FinishAgentRun', companyId: 'c1', runId, at: '2026-11-29T06:00:02.000Z', durationMs: 2000, sources: [{ sourceId: 's1', searchesStarted: 3, skipped: 1, error: null }], recheck: { urlsRequested: 2, urlsSkipped: 0 }, morningScrape: { urlsRequested: 1, urlsSkipped: 1 } });

describe('agentJobDecider', () => {
  it('starts a run of a company without an open one', () => {
    expect(when([], start('r1'))).toEqual([{ type: 'AgentRunStarted', data: { companyId: 'c1', runId: 'r1', trigger: 'MANUAL', startedAt: '2026-11-29T06:00:00.000Z' } }]);
  });

  it('records an open run as interrupted before the next one starts (its process stopped)', () => {
    expect(when([started('r1')], start('r2')).map((event) => [event.type, 'runId' in event.data ? event.data.runId : null])).toEqual([['AgentRunInterrupted', 'r1'], ['AgentRunStarted', 'r2']]);
    expect(given([started('r1'), { type: 'AgentRunInterrupted', data: { companyId: 'c1', runId: 'r1' } }, started('r2')])).toEqual({ running: { runId: 'r2' }, runs: 2, refreshed: null });
  });

  it('finishes the open run with each source’s results', () => {
    const events = when([started('r1')], finish('r1'));
    expect(events).toEqual([{ type: 'AgentRunFinished', data: { companyId: 'c1', runId: 'r1', finishedAt: '2026-11-29T06:00:02.000Z', durationMs: 2000, sources: [{ sourceId: 's1', searchesStarted: 3, skipped: 1, error: null }], recheck: { urlsRequested: 2, urlsSkipped: 0 }, morningScrape: { urlsRequested: 1, urlsSkipped: 1 } } }]);
    expect(given([started('r1'), ...events])).toEqual({ running: null, runs: 1, refreshed: null });
  });

  it('records nothing for a finish of a run that is not open (a repeated report, or an interrupted run)', () => {
    expect(when([], finish('r1'))).toEqual([]);
    expect(when([started('r2')], finish('r1'))).toEqual([]);
  });

  it('records every refresh with what it re-read, without touching an open run', () => {
    const refresh: AgentJobCommand = { type: 'RefreshAgentJob', companyId: 'c1', agentEnabled: true, nextRunAt: '2026-11-30T04:00:00.000Z', at: '2026-11-29T06:00:00.000Z', by: 'u1' };
    const events = when([started('r1')], refresh);
    expect(events).toEqual([{ type: 'AgentJobRefreshed', data: { companyId: 'c1', agentEnabled: true, nextRunAt: '2026-11-30T04:00:00.000Z', at: '2026-11-29T06:00:00.000Z', by: 'u1' } }]);
    expect(given([started('r1'), ...events])).toEqual({ running: { runId: 'r1' }, runs: 1, refreshed: { agentEnabled: true, nextRunAt: '2026-11-30T04:00:00.000Z' } });
  });
});
