import { describe, expect, it } from 'vitest';
import { blockedTotals, levelCounts } from './healthSummary.ts';

describe('health summary', () => {
  it('counts the rows per level', () => {
    expect(levelCounts([{ level: 'RED' }, { level: 'GREEN' }, { level: 'GREEN' }])).toEqual({ RED: 1, AMBER: 0, GREEN: 2, IDLE: 0 });
  });

  it('takes today as the trend’s last day and sums the week', () => {
    expect(blockedTotals([{ day: '2026-11-28', blocked: 2, attempts: 4 }, { day: '2026-11-29', blocked: 3, attempts: 3 }])).toEqual({ today: 3, week: 5 });
    expect(blockedTotals([])).toEqual({ today: 0, week: 0 });
  });
});
