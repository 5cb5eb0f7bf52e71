import { describe, expect, it } from 'vitest';
import { countsAsCompetitor } from './comparisonCompetitor.ts';

describe('countsAsCompetitor', () => {
  it('counts a same-product offer whatever the setting says', () => {
    expect(countsAsCompetitor({ comparison: false }, { includeComparisonProducts: false })).toBe(true);
    expect(countsAsCompetitor({ comparison: false }, { includeComparisonProducts: true })).toBe(true);
    expect(countsAsCompetitor({ comparison: false }, {})).toBe(true);
  });

  it('mixes a comparison product in only when the company switched it on', () => {
    expect(countsAsCompetitor({ comparison: true }, { includeComparisonProducts: true })).toBe(true);
    expect(countsAsCompetitor({ comparison: true }, { includeComparisonProducts: false })).toBe(false);
    // A company that never saved the setting has its default: off.
    expect(countsAsCompetitor({ comparison: true }, {})).toBe(false);
  });
});
