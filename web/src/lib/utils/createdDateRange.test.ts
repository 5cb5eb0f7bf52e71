import { describe, expect, it } from 'vitest';
import { createdRangeParams, createdRangeProblem, defaultCreatedRange, localDay, startOfLocalDay } from './createdDateRange.ts';

describe('defaultCreatedRange', () => {
  it('starts 5 days before today and is open-ended (spec §9)', () => {
    expect(defaultCreatedRange(new Date(2025, 2, 10, 15, 30))).toEqual({ from: '2025-03-05', to: '' });
  });

  it('crosses month and year ends', () => {
    expect(defaultCreatedRange(new Date(2025, 0, 3, 0, 5))).toEqual({ from: '2024-12-29', to: '' });
  });
});

describe('startOfLocalDay', () => {
  it('is local midnight, optionally some days later', () => {
    expect(startOfLocalDay('2025-03-05')).toEqual(new Date(2025, 2, 5));
    expect(startOfLocalDay('2025-02-28', 1)).toEqual(new Date(2025, 2, 1));
    expect(localDay(new Date(2025, 11, 31, 23, 59))).toBe('2025-12-31');
  });

  it('refuses what is no calendar day', () => {
    expect(startOfLocalDay('2025-02-30')).toBeNull();
    expect(startOfLocalDay('05.03.2025')).toBeNull();
    expect(startOfLocalDay('')).toBeNull();
  });
});

describe('createdRangeParams', () => {
  it('sends the start of the first day and the start of the day after the last', () => {
    expect(createdRangeParams({ from: '2025-03-05', to: '2025-03-07' })).toEqual({
      createdFrom: new Date(2025, 2, 5).toISOString(),
      createdTo: new Date(2025, 2, 8).toISOString(),
    });
    expect(createdRangeParams({ from: '', to: '2025-03-07' })).toEqual({ createdTo: new Date(2025, 2, 8).toISOString() });
  });

  it('asks for all time when both days are cleared', () => {
    expect(createdRangeParams({ from: '', to: '' })).toEqual({ days: '0' });
  });
});

describe('createdRangeProblem', () => {
  it('accepts open and ordered ranges, a single day included', () => {
    expect(createdRangeProblem({ from: '', to: '' })).toBeNull();
    expect(createdRangeProblem({ from: '2025-03-05', to: '2025-03-05' })).toBeNull();
  });

  it('names what is wrong', () => {
    expect(createdRangeProblem({ from: '2025-03-06', to: '2025-03-05' })).toBe('end-before-start');
    expect(createdRangeProblem({ from: '2025-13-01', to: '' })).toBe('invalid-from');
    expect(createdRangeProblem({ from: '', to: 'morgen' })).toBe('invalid-to');
  });
});
