import { describe, expect, it } from 'vitest';
import { defaultStrikeEnd, strikeParams, strikePeriodProblem } from './strikePeriod.ts';

describe('strike price period', () => {
  const today = '2026-11-26';
  it('ends 30 days after its start by default', () => {
    expect(defaultStrikeEnd('2026-11-01')).toBe('2026-12-01');
    expect(defaultStrikeEnd('')).toBe('');
  });

  it('needs a start that is not in the future and an end not before it, at most 366 days later', () => {
    expect(strikePeriodProblem('', '', today)).toBe('start-missing');
    expect(strikePeriodProblem('0001-01-01', '', today)).toBe('start-too-early');
    expect(strikePeriodProblem('1999-12-31', '', today)).toBe('start-too-early');
    expect(strikePeriodProblem('2000-01-01', '', today)).toBeNull();
    expect(strikePeriodProblem('2026-11-27', '', today)).toBe('start-in-future');
    expect(strikePeriodProblem('2026-11-20', '2026-11-19', today)).toBe('end-before-start');
    expect(strikePeriodProblem('2025-11-20', '2026-11-22', today)).toBe('too-long');
    expect(strikePeriodProblem('2026-11-26', '', today)).toBeNull();
    expect(strikePeriodProblem('2026-11-20', '2026-11-20', today)).toBeNull();
  });

  it('asks with the start, the end when given and the channel when chosen', () => {
    expect(strikeParams('2026-11-01', '', '')).toBe('start=2026-11-01');
    expect(strikeParams('2026-11-01', '2026-11-15', 'ch1')).toBe('start=2026-11-01&end=2026-11-15&channelId=ch1');
  });
});
