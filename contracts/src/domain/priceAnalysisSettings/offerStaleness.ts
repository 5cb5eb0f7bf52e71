/**
 * When an offer stops counting as current, and when an own price is "within the tolerance"
 * (Settings › Price analysis). Decided at query time, against the time of the query: an offer's
 * age grows while nothing is written, so no projection could keep it up to date.
 */
const DAY_MS = 86_400_000;

/** The ISO time before which an offer's last observation is stale, `staleAfterDays` before `now`. */
export function staleBefore(now: Date, staleAfterDays: number): string {
  return new Date(now.getTime() - staleAfterDays * DAY_MS).toISOString();
}

/** An offer last seen before the cutoff is stale (ISO times of the same form compare as text). */
export const isStale = (lastSeenAt: string | null | undefined, cutoff: string | null): boolean => cutoff !== null && lastSeenAt != null && lastSeenAt < cutoff;

/** Not the cheapest, but at most `tolerancePercent` above the cheapest offer. */
export const isWithinTolerance = (deviationPercent: number | null, tolerancePercent: number): boolean => deviationPercent !== null && deviationPercent <= tolerancePercent;
