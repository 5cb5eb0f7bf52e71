/**
 * Instants as the engine compares them: observation and price-history times against the run's
 * clock. Times in the canonical UTC form `YYYY-MM-DDTHH:mm:ss.sssZ` (what toISOString writes and
 * the event log stores) compare as text, which spares a Date.parse per offer in a large run; any
 * other ISO form is parsed.
 */
const CANONICAL = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

export interface Instant {
  ms: number;
  iso: string;
}

export const instant = (ms: number): Instant => ({ ms, iso: new Date(ms).toISOString() });

/** -1, 0 or 1 as `time` is before, at or after `reference`; NaN when `time` is not a date. */
export function compareTime(time: string, reference: Instant): number {
  if (time.length === 24 && CANONICAL.test(time)) return time < reference.iso ? -1 : time > reference.iso ? 1 : 0;
  const ms = Date.parse(time);
  return Number.isNaN(ms) ? NaN : Math.sign(ms - reference.ms);
}
