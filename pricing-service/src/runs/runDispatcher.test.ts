import type { RecordedEvent, ServiceView } from '@pm/platform';
import { describe, expect, it } from 'vitest';
import { recorded } from '../view/testEvents.ts';
import { createRunDispatcher, runMessageId } from './runDispatcher.ts';

/** What the view runtime does with a batch. */
const applyAll = (view: ServiceView, events: RecordedEvent[]) => events.forEach((e) => view.apply(e));

const requested = (runId: string) => recorded('PricingRunRequested', { runId, companyId: 'c1', trigger: 'USER', requestedBy: 'u', requestedAt: '2026-02-01T10:00:00.000Z' }, '2026-02-01T10:00:00.000Z');
const completed = (runId: string) => recorded('PricingRunCompleted', { runId, companyId: 'c1' }, '2026-02-01T10:00:00.000Z');

describe('run dispatcher', () => {
  it('enqueues the runs still open when it goes live, then each new request at once, with ids derived from the run', async () => {
    const sent: [string, string][] = [];
    const dispatcher = createRunDispatcher(async (message, msgId) => void sent.push([message.runId, msgId]), () => undefined);
    applyAll(dispatcher.view(), [requested('r1'), requested('r2'), completed('r1')]);
    expect(sent).toEqual([]);
    expect(dispatcher.goLive()).toBe(1);
    applyAll(dispatcher.view(), [requested('r3'), requested('r3')]);
    expect(sent).toEqual([['r2', runMessageId('r2')], ['r3', runMessageId('r3')]]);
    expect(runMessageId('r2')).toBe(runMessageId('r2'));
    expect(dispatcher.knows('r1')).toBe(true);
    expect(dispatcher.openRuns()).toEqual(['r2', 'r3']);
  });
});
