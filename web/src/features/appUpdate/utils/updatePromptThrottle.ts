/** After a dismissal the update prompt shows again at most once per 10 minutes (spec §9). */
export const UPDATE_PROMPT_INTERVAL_MS = 10 * 60 * 1000;

/** Whether the dismissal (epoch ms, or null when never dismissed) still holds the prompt back. */
export function isPromptSnoozed(dismissedAt: number | null, now: number): boolean {
  return dismissedAt !== null && now - dismissedAt < UPDATE_PROMPT_INTERVAL_MS;
}

/** Milliseconds until a snoozed prompt may show again (0 when it may show now). */
export function snoozeRemainingMs(dismissedAt: number | null, now: number): number {
  if (dismissedAt === null) return 0;
  return Math.max(0, dismissedAt + UPDATE_PROMPT_INTERVAL_MS - now);
}
