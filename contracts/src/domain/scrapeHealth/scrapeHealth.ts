/**
 * Scrape health (issue 18, item 4): pure aggregation of scrape attempts into hourly and daily
 * buckets per source, per company and per company × source, and the red/amber/green rule the admin
 * screen shows. The projector folds events with these functions; the query sums buckets of a
 * window: the last 24 hours from hourly buckets (sliding), 7 days and the blocked trend from daily
 * ones (the last 7 UTC days including today) — so a query reads 24 + 7 small documents per row,
 * never a job. Durations go into a fixed histogram (no unbounded arrays), whose median is read
 * back as a bucket bound.
 */
import type { HealthLevel, HealthOutcomeLabel, PageStatus } from '../../index.ts';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
/** Hourly buckets are kept this long (the 24 h window plus a day of slack). */
export const HEALTH_RETENTION_HOURS = 48;
/** Daily buckets are kept this long (the 7-day window plus a day of slack). */
export const HEALTH_RETENTION_DAYS = 8;

/** Upper bounds (ms) of the duration histogram's buckets; the last bucket is open-ended. */
export const DURATION_BOUNDS_MS = [250, 500, 1_000, 2_000, 3_000, 5_000, 8_000, 13_000, 20_000, 30_000, 60_000] as const;

/** The histogram bucket of one duration: index into DURATION_BOUNDS_MS, or its length for "longer". */
export function durationBucket(ms: number): number {
  const index = DURATION_BOUNDS_MS.findIndex((bound) => ms <= bound);
  return index === -1 ? DURATION_BOUNDS_MS.length : index;
}

/** The hour (since the epoch) an instant falls into. */
export const hourOf = (iso: string): number => Math.floor(Date.parse(iso) / HOUR_MS);
/** The UTC day (since the epoch) an instant falls into. */
export const dayOf = (iso: string): number => Math.floor(Date.parse(iso) / DAY_MS);

/** What one scrape attempt (a trial's outcome) counts as. */
export interface AttemptOutcome {
  success: boolean;
  /** Refused by the site (403 or a captcha wall). */
  blocked: boolean;
  label: HealthOutcomeLabel;
  durationMs: number;
}

/** Page statuses that mean the page answered and was read: the scraping itself worked. */
const READ_PAGES: ReadonlySet<PageStatus> = new Set<PageStatus>(['OK', 'REDIRECT_301', 'REDIRECT_302', 'REDIRECT_307', 'OFFER_EXPIRED', 'USED_OFFER', 'PRICE_TABLE_MISSING']);
const CAPTCHA = /captcha/i;

/**
 * A completed trial succeeds when its page was read (a clean offer, a plain redirect, or an offer
 * that is expired/used/without price table — the shop's data, not a scraping fault); error pages
 * (403, 404, 410, 500, product not found, redirect to category, no clean data) count as failures.
 */
export function completedOutcome(pageStatus: PageStatus, durationMs: number): AttemptOutcome {
  return { success: READ_PAGES.has(pageStatus), blocked: pageStatus === 'ACCESS_DENIED_403', label: pageStatus, durationMs };
}

/**
 * A failed trial (fetch error or timeout): a failure; a captcha wall counts as blocked. A trial
 * failed because the site refused the page it returned (`pageStatus`, see blockedPage) counts by
 * that page status, as it did when such trials completed.
 */
export function failedOutcome(error: string, timedOut: boolean, durationMs: number, pageStatus?: PageStatus): AttemptOutcome {
  if (pageStatus) return completedOutcome(pageStatus, durationMs);
  const blocked = CAPTCHA.test(error);
  return { success: false, blocked, label: timedOut ? 'TIMED_OUT' : blocked ? 'CAPTCHA' : 'FETCH_FAILED', durationMs };
}

/** Counts of one bucket (one hour, or a window's sum). */
export interface HealthCounts {
  attempts: number;
  successes: number;
  blocked: number;
  /** Failures by label (page status of spec §8, TIMED_OUT, FETCH_FAILED, CAPTCHA). */
  labels: Partial<Record<HealthOutcomeLabel, number>>;
  /** Duration histogram: bucket index → attempts. */
  durations: Record<string, number>;
}

export const emptyCounts = (): HealthCounts => ({ attempts: 0, successes: 0, blocked: 0, labels: {}, durations: {} });

/** The `$inc` of one attempt on a bucket document (field paths as the store's update operators take them). */
export function attemptIncrements(outcome: AttemptOutcome): Record<string, number> {
  return {
    attempts: 1,
    successes: outcome.success ? 1 : 0,
    blocked: outcome.blocked ? 1 : 0,
    ...(outcome.success ? {} : { [`labels.${outcome.label}`]: 1 }),
    [`durations.${durationBucket(outcome.durationMs)}`]: 1,
  };
}

/** Folds one attempt into counts (the same arithmetic as attemptIncrements, for tests and the bench). */
export function addAttempt(counts: HealthCounts, outcome: AttemptOutcome): HealthCounts {
  const bucket = String(durationBucket(outcome.durationMs));
  return {
    attempts: counts.attempts + 1,
    successes: counts.successes + (outcome.success ? 1 : 0),
    blocked: counts.blocked + (outcome.blocked ? 1 : 0),
    labels: outcome.success ? counts.labels : { ...counts.labels, [outcome.label]: (counts.labels[outcome.label] ?? 0) + 1 },
    durations: { ...counts.durations, [bucket]: (counts.durations[bucket] ?? 0) + 1 },
  };
}

function addMap<K extends string>(a: Partial<Record<K, number>>, b: Partial<Record<K, number>> | undefined): Partial<Record<K, number>> {
  const sum: Partial<Record<K, number>> = { ...a };
  for (const [key, value] of Object.entries(b ?? {}) as [K, number][]) sum[key] = (sum[key] ?? 0) + value;
  return sum;
}

export function mergeCounts(a: HealthCounts, b: Partial<HealthCounts>): HealthCounts {
  return {
    attempts: a.attempts + (b.attempts ?? 0),
    successes: a.successes + (b.successes ?? 0),
    blocked: a.blocked + (b.blocked ?? 0),
    labels: addMap(a.labels, b.labels),
    durations: addMap(a.durations, b.durations) as Record<string, number>,
  };
}

/** An hourly bucket as stored. */
export interface HourBucket extends Partial<HealthCounts> {
  hour: number;
}

/** A daily bucket as stored. */
export interface DayBucket extends Partial<HealthCounts> {
  day: number;
}

/** The sum of the daily buckets of the last `days` UTC days up to and including `today`. */
export function dayWindowCounts(buckets: readonly DayBucket[], today: number, days: number): HealthCounts {
  let sum = emptyCounts();
  for (const bucket of buckets) if (bucket.day > today - days && bucket.day <= today) sum = mergeCounts(sum, bucket);
  return sum;
}

/** The sum of the buckets within the last `hours` hours up to and including `nowHour`. */
export function windowCounts(buckets: readonly HourBucket[], nowHour: number, hours: number): HealthCounts {
  let sum = emptyCounts();
  for (const bucket of buckets) if (bucket.hour > nowHour - hours && bucket.hour <= nowHour) sum = mergeCounts(sum, bucket);
  return sum;
}

/**
 * The median duration from the histogram: the upper bound of the bucket holding the middle
 * attempt (ms), or the last bound for the open bucket; null without attempts.
 */
export function medianDurationMs(durations: Record<string, number>): number | null {
  const total = Object.values(durations).reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  const middle = Math.ceil(total / 2);
  let seen = 0;
  for (let index = 0; index <= DURATION_BOUNDS_MS.length; index++) {
    seen += durations[String(index)] ?? 0;
    if (seen >= middle) return DURATION_BOUNDS_MS[Math.min(index, DURATION_BOUNDS_MS.length - 1)] ?? null;
  }
  return null;
}

export const successRate = (counts: HealthCounts): number | null => (counts.attempts === 0 ? null : counts.successes / counts.attempts);
export const blockedShare = (counts: HealthCounts): number | null => (counts.attempts === 0 ? null : counts.blocked / counts.attempts);

/** Thresholds of the red/amber/green rule (docs/operations.md, "Scrape health"). */
export const HEALTH_THRESHOLDS = {
  /** Green from this 24 h success rate up. */
  green: 0.95,
  /** Amber from this 24 h success rate up; below: red. */
  amber: 0.8,
  /** A blocked (403/captcha) share of the 24 h attempts from this on is at least amber… */
  blockedAmber: 0.05,
  /** …and from this on red, whatever the success rate. */
  blockedRed: 0.2,
} as const;

/** The recent window that corrects the 24 h judgement, and how many attempts it needs to count. */
export const RECENT_HEALTH = { hours: 2, minAttempts: 5 } as const;

function judge(counts: HealthCounts): HealthLevel {
  const rate = successRate(counts);
  const blocked = blockedShare(counts);
  if (rate === null || blocked === null) return 'IDLE';
  if (rate < HEALTH_THRESHOLDS.amber || blocked >= HEALTH_THRESHOLDS.blockedRed) return 'RED';
  if (rate < HEALTH_THRESHOLDS.green || blocked >= HEALTH_THRESHOLDS.blockedAmber) return 'AMBER';
  return 'GREEN';
}

/**
 * Red/amber/green of one source or company from its last 24 h: green when ≥ 95 % of the attempts
 * succeeded and under 5 % were blocked; amber from 80 % success (or 5–20 % blocked); red below
 * 80 % or with 20 % and more blocked. Without attempts in 24 h: idle (nothing to judge).
 * The last two hours correct it when they hold at least five attempts: a shop that breaks now is
 * red at once (its good hours before do not hide it), and a red shop whose recent attempts are
 * all healthy again shows amber (recovering) instead of red for the rest of the day.
 */
export function healthLevel(last24h: HealthCounts, recent: HealthCounts = emptyCounts()): HealthLevel {
  const level = judge(last24h);
  if (recent.attempts < RECENT_HEALTH.minAttempts) return level;
  const now = judge(recent);
  if (now === 'RED') return 'RED';
  if (level === 'RED' && now === 'GREEN') return 'AMBER';
  return level;
}

/** Blocked attempts per UTC day for the last `days` days up to `today` (oldest first), from daily buckets. */
export function blockedTrend(buckets: readonly DayBucket[], today: number, days: number): { day: string; blocked: number; attempts: number }[] {
  const byDay = new Map(buckets.map((bucket) => [bucket.day, bucket]));
  const trend: { day: string; blocked: number; attempts: number }[] = [];
  for (let day = today - days + 1; day <= today; day++) {
    const bucket = byDay.get(day);
    trend.push({ day: new Date(day * DAY_MS).toISOString().slice(0, 10), blocked: bucket?.blocked ?? 0, attempts: bucket?.attempts ?? 0 });
  }
  return trend;
}
