import { describe, expect, it } from 'vitest';
import { feedSyncDue, localClock } from './feedSyncDue.ts';

const berlin = { feedSyncTime: '06:30', timeZone: 'Europe/Berlin' };

describe('feed sync due', () => {
  it('is due from the sync time of the local morning on, once per local date', () => {
    // 05:29 UTC in May is 07:29 in Berlin (summer time).
    expect(feedSyncDue(new Date('2026-05-04T04:29:00Z'), berlin, '2026-05-03')).toEqual({ due: false, date: '2026-05-04' });
    expect(feedSyncDue(new Date('2026-05-04T04:30:00Z'), berlin, '2026-05-03')).toEqual({ due: true, date: '2026-05-04' });
    expect(feedSyncDue(new Date('2026-05-04T15:00:00Z'), berlin, '2026-05-04')).toEqual({ due: false, date: '2026-05-04' });
    expect(feedSyncDue(new Date('2026-05-04T15:00:00Z'), berlin, null)).toEqual({ due: true, date: '2026-05-04' });
  });
  it('follows the time zone across midnight and daylight saving', () => {
    // 23:30 UTC on 4 May is already 5 May in Berlin, but before its sync time.
    expect(feedSyncDue(new Date('2026-05-04T23:30:00Z'), berlin, '2026-05-04')).toEqual({ due: false, date: '2026-05-05' });
    // Winter time: 06:30 in Berlin is 05:30 UTC.
    expect(feedSyncDue(new Date('2026-01-15T05:29:00Z'), berlin, null).due).toBe(false);
    expect(feedSyncDue(new Date('2026-01-15T05:30:00Z'), berlin, null).due).toBe(true);
    expect(feedSyncDue(new Date('2026-01-15T06:29:00Z'), { feedSyncTime: '06:30', timeZone: 'UTC' }, null).due).toBe(false);
  });
  it('reads an unknown time zone as the default one', () => {
    expect(localClock(new Date('2026-01-15T05:30:00Z'), 'Nowhere/Atlantis')).toEqual({ date: '2026-01-15', time: '06:30' });
  });
});
