import type { HealthFigures, HealthLevel } from '@pm/contracts';

/** How many rows are at each level (the screen's headline). */
export function levelCounts(rows: readonly Pick<HealthFigures, 'level'>[]): Record<HealthLevel, number> {
  const counts: Record<HealthLevel, number> = { RED: 0, AMBER: 0, GREEN: 0, IDLE: 0 };
  for (const row of rows) counts[row.level] += 1;
  return counts;
}

/** Blocked attempts today (the last day of the trend) and over the whole trend. */
export function blockedTotals(trend: HealthFigures['blockedTrend']): { today: number; week: number } {
  return { today: trend.at(-1)?.blocked ?? 0, week: trend.reduce((sum, day) => sum + day.blocked, 0) };
}
