import { describe, expect, it } from 'vitest';
import { rangeFirstDay, rangeStartTime, utcDay } from './periods.ts';

const daysFrom = (first: string, last: string) => (Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000 + 1;

describe('the first day of "the last N days"', () => {
  it('counts today: the last 30 days are today and the 29 days before', () => {
    expect(rangeFirstDay('30d', '2026-11-30')).toBe('2026-11-01');
    expect(daysFrom(rangeFirstDay('30d', '2026-11-30')!, '2026-11-30')).toBe(30);
    expect(rangeFirstDay('7d', '2026-11-30')).toBe('2026-11-24');
    expect(rangeFirstDay('2d', '2026-11-30')).toBe('2026-11-29');
    expect(rangeFirstDay('all', '2026-11-30')).toBeNull();
  });

  it('goes by the UTC day of the time, whatever its hour, and across months and years', () => {
    for (const at of ['2026-11-30T00:00:00.000Z', '2026-11-30T23:59:59.999Z', Date.parse('2026-11-30T12:00:00Z'), new Date('2026-11-30T06:00:00Z')]) {
      expect(rangeFirstDay('30d', at), String(at)).toBe('2026-11-01');
    }
    expect(rangeFirstDay('30d', '2026-03-01')).toBe('2026-01-31');
    expect(rangeFirstDay('7d', '2027-01-03')).toBe('2026-12-28');
    expect(rangeFirstDay('2d', '2028-03-01')).toBe('2028-02-29');
  });

  it('reads the UTC day of a time', () => {
    expect(utcDay('2026-11-30T23:59:59.999Z')).toBe('2026-11-30');
    expect(utcDay(Date.parse('2026-12-01T00:00:00Z'))).toBe('2026-12-01');
  });

  it('starts a period at midnight (UTC) of its first day, for price histories and charts', () => {
    expect(rangeStartTime('7d', '2026-11-30T15:30:00.000Z')).toBe('2026-11-24T00:00:00.000Z');
    expect(rangeStartTime('all', '2026-11-30T15:30:00.000Z')).toBeNull();
  });
});
