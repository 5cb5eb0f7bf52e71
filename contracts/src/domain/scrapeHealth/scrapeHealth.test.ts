import { describe, expect, it } from 'vitest';
import {
  addAttempt,
  attemptIncrements,
  blockedTrend,
  completedOutcome,
  dayOf,
  dayWindowCounts,
  durationBucket,
  emptyCounts,
  failedOutcome,
  healthLevel,
  hourOf,
  medianDurationMs,
  mergeCounts,
  windowCounts,
  type HealthCounts,
} from './scrapeHealth.ts';

const counts = (attempts: number, successes: number, blocked = 0): HealthCounts => ({ ...emptyCounts(), attempts, successes, blocked });

describe('scrape health aggregation', () => {
  it('counts read pages as successes and error pages, fetch errors and timeouts as failures', () => {
    expect(completedOutcome('OK', 10).success).toBe(true);
    expect(completedOutcome('REDIRECT_301', 10).success).toBe(true);
    expect(completedOutcome('OFFER_EXPIRED', 10).success).toBe(true);
    expect(completedOutcome('NOT_FOUND_404', 10)).toMatchObject({ success: false, blocked: false, label: 'NOT_FOUND_404' });
    expect(completedOutcome('ACCESS_DENIED_403', 10)).toMatchObject({ success: false, blocked: true, label: 'ACCESS_DENIED_403' });
    expect(failedOutcome('socket hang up', false, 10)).toMatchObject({ success: false, blocked: false, label: 'FETCH_FAILED' });
    expect(failedOutcome('Captcha wall detected', false, 10)).toMatchObject({ blocked: true, label: 'CAPTCHA' });
    expect(failedOutcome('FETCH_TIMEOUT', true, 10)).toMatchObject({ label: 'TIMED_OUT' });
    // A trial failed because the site refused the page counts by its page status.
    expect(failedOutcome('The site refused the page', false, 10, 'ACCESS_DENIED_403')).toMatchObject({ success: false, blocked: true, label: 'ACCESS_DENIED_403' });
  });

  it('writes the same increments the fold adds', () => {
    const outcome = completedOutcome('GONE_410', 1_500);
    expect(attemptIncrements(outcome)).toEqual({ attempts: 1, successes: 0, blocked: 0, 'labels.GONE_410': 1, 'durations.3': 1 });
    expect(addAttempt(emptyCounts(), outcome)).toEqual({ attempts: 1, successes: 0, blocked: 0, labels: { GONE_410: 1 }, durations: { '3': 1 } });
    expect(attemptIncrements(completedOutcome('OK', 100))).not.toHaveProperty('labels.OK');
  });

  it('puts durations into bounded buckets and reads the median back', () => {
    expect(durationBucket(0)).toBe(0);
    expect(durationBucket(250)).toBe(0);
    expect(durationBucket(251)).toBe(1);
    expect(durationBucket(10 * 60_000)).toBe(11);
    expect(medianDurationMs({})).toBeNull();
    // 1 × ≤250, 1 × ≤500, 3 × ≤2 000: the middle (3rd) attempt lies in the ≤2 000 bucket.
    expect(medianDurationMs({ '0': 1, '1': 1, '3': 3 })).toBe(2_000);
    expect(medianDurationMs({ '11': 2 })).toBe(60_000);
  });

  it('slides the 24 h window over hourly buckets and sums the last 7 UTC days from daily ones', () => {
    const now = hourOf('2026-11-29T12:30:00Z');
    const hours = [
      { hour: now, attempts: 2, successes: 2 },
      { hour: now - 23, attempts: 1, successes: 0, labels: { NOT_FOUND_404: 1 } },
      { hour: now - 24, attempts: 5, successes: 5 },
    ];
    expect(windowCounts(hours, now, 24)).toMatchObject({ attempts: 3, successes: 2, labels: { NOT_FOUND_404: 1 } });
    const today = dayOf('2026-11-29T12:30:00Z');
    const days = [
      { day: today, attempts: 3, successes: 2 },
      { day: today - 6, attempts: 5, successes: 5 },
      { day: today - 7, attempts: 9, successes: 0 },
    ];
    expect(dayWindowCounts(days, today, 7)).toMatchObject({ attempts: 8, successes: 7 });
    expect(mergeCounts(counts(1, 1), { attempts: 2, successes: 1, labels: { GONE_410: 1 } })).toMatchObject({ attempts: 3, successes: 2, labels: { GONE_410: 1 } });
  });

  it('judges red, amber and green by 24 h success and blocked share', () => {
    expect(healthLevel(emptyCounts())).toBe('IDLE');
    expect(healthLevel(counts(100, 95))).toBe('GREEN');
    expect(healthLevel(counts(100, 94))).toBe('AMBER');
    expect(healthLevel(counts(100, 80))).toBe('AMBER');
    expect(healthLevel(counts(100, 79))).toBe('RED');
    // Mostly fine, but blocking rises: amber from 5 %, red from 20 % blocked.
    expect(healthLevel(counts(100, 95, 5))).toBe('AMBER');
    expect(healthLevel(counts(100, 80, 20))).toBe('RED');
  });

  it('lets the last two hours correct the day: broken now is red at once, healed is amber, too few recent attempts change nothing', () => {
    // A good day, then the shop blocks every recent attempt.
    expect(healthLevel(counts(100, 97), counts(6, 0, 6))).toBe('RED');
    // A bad day, then every recent attempt succeeds again: recovering, not red all day.
    expect(healthLevel(counts(100, 50, 40), counts(8, 8))).toBe('AMBER');
    // Recovering but not yet healthy stays red.
    expect(healthLevel(counts(100, 50, 40), counts(8, 7))).toBe('RED');
    // Four recent attempts are too few to judge: the day decides.
    expect(healthLevel(counts(100, 97), counts(4, 0, 4))).toBe('GREEN');
    expect(healthLevel(counts(100, 50), counts(4, 4))).toBe('RED');
    // A recent window never makes a day better than amber or an amber day green.
    expect(healthLevel(counts(100, 90), counts(10, 10))).toBe('AMBER');
  });

  it('lists blocked attempts per UTC day, oldest first, days without scrapes as zero', () => {
    const today = dayOf('2026-11-29T12:00:00Z');
    const trend = blockedTrend([{ day: today, attempts: 4, blocked: 3 }, { day: dayOf('2026-11-27T23:00:00Z'), attempts: 2, blocked: 1 }, { day: dayOf('2026-11-20T10:00:00Z'), attempts: 9, blocked: 9 }], today, 7);
    expect(trend.map((day) => day.day)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
    expect(trend[4]).toEqual({ day: '2026-11-27', blocked: 1, attempts: 2 });
    expect(trend[6]).toEqual({ day: '2026-11-29', blocked: 3, attempts: 4 });
    expect(trend[5]).toEqual({ day: '2026-11-28', blocked: 0, attempts: 0 });
  });
});
