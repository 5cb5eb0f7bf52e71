import { describe, expect, it } from 'vitest';
import { localClock } from './companyClock.ts';

describe('company clock', () => {
  it('tells the local date and time in the zone, across the date line of UTC', () => {
    expect(localClock(new Date('2026-11-25T23:30:00.000Z'), 'Europe/Berlin')).toEqual({ date: '2026-11-26', time: '00:30' });
    expect(localClock(new Date('2026-07-01T04:00:00.000Z'), 'Europe/Berlin')).toEqual({ date: '2026-07-01', time: '06:00' });
    expect(localClock(new Date('2026-11-26T03:00:00.000Z'), 'America/New_York')).toEqual({ date: '2026-11-25', time: '22:00' });
  });
  it('falls back to the default zone for an unknown one', () => {
    expect(localClock(new Date('2026-11-25T23:30:00.000Z'), 'Mars/Olympus')).toEqual({ date: '2026-11-26', time: '00:30' });
  });
});
