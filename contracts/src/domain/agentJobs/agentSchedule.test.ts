import { describe, expect, it } from 'vitest';
import { agentRunDate, agentRunDue, nextAgentRunAt } from './agentSchedule.ts';

// Europe/Berlin is UTC+1 in November: the agent's morning (05:00 local) is 04:00 UTC.
describe('agent schedule', () => {
  it('is due once per local day, from the morning time on', () => {
    expect(agentRunDue(new Date('2026-11-29T03:59:00.000Z'), null)).toBe(false);
    expect(agentRunDue(new Date('2026-11-29T04:00:00.000Z'), null)).toBe(true);
    expect(agentRunDue(new Date('2026-11-29T22:00:00.000Z'), '2026-11-29')).toBe(false);
    // 23:30 UTC is already the next local day, after midnight but before the morning.
    expect(agentRunDate(new Date('2026-11-29T23:30:00.000Z'))).toBe('2026-11-30');
    expect(agentRunDue(new Date('2026-11-29T23:30:00.000Z'), '2026-11-29')).toBe(false);
  });

  it('computes the next run: now when due, else the next morning on the minute; none when off', () => {
    expect(nextAgentRunAt(new Date('2026-11-29T10:07:00.000Z'), null, true)?.toISOString()).toBe('2026-11-29T10:07:00.000Z');
    expect(nextAgentRunAt(new Date('2026-11-29T10:07:00.000Z'), '2026-11-29', true)?.toISOString()).toBe('2026-11-30T04:00:00.000Z');
    expect(nextAgentRunAt(new Date('2026-11-29T03:52:30.000Z'), null, true)?.toISOString()).toBe('2026-11-29T04:00:00.000Z');
    expect(nextAgentRunAt(new Date('2026-11-29T10:07:00.000Z'), null, false)).toBeNull();
  });
});
