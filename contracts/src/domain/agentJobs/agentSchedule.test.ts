import { describe, expect, it } from 'vitest';
import { agentMorningTime, agentRunDate, agentRunDue, nextAgentRunAt } from './agentSchedule.ts';

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

  it("runs each company at its own time between 05:00 and 05:59, the same every day, spread over the hour", () => {
    const ids = Array.from({ length: 240 }, (_, i) => `01a224ad-1db5-778b-9df4-${String(i).padStart(12, '0')}`);
    const times = ids.map(agentMorningTime);
    for (const time of times) expect(time).toMatch(/^05:[0-5]\d$/);
    expect(agentMorningTime(ids[7]!)).toBe(times[7]);
    // 240 companies over 60 minutes: no minute holds a large share of them.
    const perMinute = new Map<string, number>();
    for (const time of times) perMinute.set(time, (perMinute.get(time) ?? 0) + 1);
    expect(perMinute.size).toBeGreaterThan(45);
    expect(Math.max(...perMinute.values())).toBeLessThan(15);
  });

  it("is due at the company's own morning time, and names it as the next run", () => {
    expect(agentRunDue(new Date('2026-11-29T04:36:00.000Z'), null, '05:37')).toBe(false);
    expect(agentRunDue(new Date('2026-11-29T04:37:00.000Z'), null, '05:37')).toBe(true);
    expect(nextAgentRunAt(new Date('2026-11-29T10:07:00.000Z'), '2026-11-29', true, '05:37')?.toISOString()).toBe('2026-11-30T04:37:00.000Z');
  });
});
