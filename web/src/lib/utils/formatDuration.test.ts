import { describe, expect, it } from 'vitest';
import { formatDuration } from './formatDuration.ts';

describe('formatDuration', () => {
  it('picks milliseconds, seconds or minutes', () => {
    expect(formatDuration(217, 'en')).toBe('217 ms');
    expect(formatDuration(1_250, 'en')).toBe('1.3 sec');
    expect(formatDuration(90_000, 'en')).toBe('1.5 min');
  });

  it('uses the locale', () => {
    expect(formatDuration(1_250, 'de-DE')).toBe('1,3 Sek.');
  });

  it('shows nothing without a duration', () => {
    expect(formatDuration(null, 'en')).toBeNull();
    expect(formatDuration(-1, 'en')).toBeNull();
  });
});
