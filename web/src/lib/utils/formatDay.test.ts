import { describe, expect, it } from 'vitest';
import { formatDay } from './formatDay.ts';

describe('formatDay', () => {
  it('shows a day in the locale, never the ISO form', () => {
    expect(formatDay('2026-12-30', 'de-DE')).toBe('30.12.2026');
    expect(formatDay('2026-12-30', 'en')).toBe('Dec 30, 2026');
  });

  it('keeps the day itself, whatever the time zone (read as UTC)', () => {
    expect(formatDay('2026-01-01', 'de-DE')).toBe('01.01.2026');
    expect(formatDay('2026-12-31', 'de-DE')).toBe('31.12.2026');
  });

  it('answers text that is no day as it is', () => {
    expect(formatDay('', 'de-DE')).toBe('');
    expect(formatDay('2026-13-45', 'de-DE')).toBe('2026-13-45');
    expect(formatDay('30.12.2026', 'de-DE')).toBe('30.12.2026');
  });
});
