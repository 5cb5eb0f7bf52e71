import { describe, expect, it } from 'vitest';
import { compareTime, instant } from './isoTime.ts';

describe('compareTime', () => {
  const ref = instant(Date.parse('2026-11-22T05:00:00.000Z'));
  it('compares canonical and other ISO forms by the instant they name', () => {
    expect(compareTime('2026-11-22T04:59:59.999Z', ref)).toBe(-1);
    expect(compareTime('2026-11-22T05:00:00.000Z', ref)).toBe(0);
    expect(compareTime('2026-11-22T05:00:00.001Z', ref)).toBe(1);
    expect(compareTime('2026-11-22T05:00:00Z', ref)).toBe(0);
    expect(compareTime('2026-11-22T06:30:00+01:00', ref)).toBe(1);
    expect(compareTime('2026-11-22T05:30:00+01:00', ref)).toBe(-1);
  });
  it('is NaN for text that is no date', () => {
    expect(compareTime('yesterday', ref)).toBeNaN();
  });
});
