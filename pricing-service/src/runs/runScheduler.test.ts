import { describe, expect, it } from 'vitest';
import { emptyPricingView, evolvePricingView } from '../view/pricingView.ts';
import { channelFields, recorded } from '../view/testEvents.ts';
import { dueScheduledRuns, scheduledRunId } from './runScheduler.ts';

const engine = (enabled: boolean, time = '05:30', timeZone = 'Europe/Berlin') => ({ maxOfferAgeHours: 48, scheduledRun: { enabled, time }, feedSyncTime: '06:30', timeZone });
const viewWith = (enabled: boolean, withChannel = true) =>
  [
    recorded('EngineSettingsSet', { companyId: 'c1', settings: engine(enabled) }, '2026-01-01T00:00:00.000Z'),
    ...(withChannel ? [recorded('SalesChannelCreated', { companyId: 'c1', channelId: 'ch1', fields: channelFields() }, '2026-01-01T00:00:00.000Z')] : []),
  ].reduce(evolvePricingView, emptyPricingView());

describe('scheduled runs', () => {
  it('is due once the local time has passed the scheduled time, once per local day', () => {
    const view = viewWith(true);
    const none = () => false;
    expect(dueScheduledRuns(view, new Date('2026-02-01T04:29:00.000Z'), none)).toEqual([]); // 05:29 in Berlin
    const due = dueScheduledRuns(view, new Date('2026-02-01T04:30:00.000Z'), none);
    expect(due).toEqual([{ companyId: 'c1', runId: scheduledRunId('c1', '2026-02-01') }]);
    expect(dueScheduledRuns(view, new Date('2026-02-01T12:00:00.000Z'), (runId) => runId === due[0]?.runId)).toEqual([]);
    expect(dueScheduledRuns(view, new Date('2026-02-02T04:30:00.000Z'), (runId) => runId === due[0]?.runId)).toEqual([{ companyId: 'c1', runId: scheduledRunId('c1', '2026-02-02') }]);
  });

  it('is never due when disabled or without a sales channel', () => {
    expect(dueScheduledRuns(viewWith(false), new Date('2026-02-01T12:00:00.000Z'), () => false)).toEqual([]);
    expect(dueScheduledRuns(viewWith(true, false), new Date('2026-02-01T12:00:00.000Z'), () => false)).toEqual([]);
  });
});
