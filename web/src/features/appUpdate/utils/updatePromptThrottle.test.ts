import { describe, expect, it } from 'vitest';
import { isPromptSnoozed, snoozeRemainingMs, UPDATE_PROMPT_INTERVAL_MS } from './updatePromptThrottle.ts';

describe('update prompt throttle', () => {
  const dismissedAt = 1_000_000;

  it('is not snoozed before any dismissal', () => {
    expect(isPromptSnoozed(null, dismissedAt)).toBe(false);
    expect(snoozeRemainingMs(null, dismissedAt)).toBe(0);
  });

  it('holds the prompt back for 10 minutes after a dismissal', () => {
    expect(UPDATE_PROMPT_INTERVAL_MS).toBe(600_000);
    expect(isPromptSnoozed(dismissedAt, dismissedAt)).toBe(true);
    expect(isPromptSnoozed(dismissedAt, dismissedAt + 599_999)).toBe(true);
    expect(snoozeRemainingMs(dismissedAt, dismissedAt + 600_000 - 250)).toBe(250);
  });

  it('lets it show again once the 10 minutes have passed', () => {
    expect(isPromptSnoozed(dismissedAt, dismissedAt + 600_000)).toBe(false);
    expect(snoozeRemainingMs(dismissedAt, dismissedAt + 700_000)).toBe(0);
  });
});
