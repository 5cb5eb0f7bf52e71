/** A job's duration in the locale: milliseconds below a second, seconds below a minute, else minutes. */
export function formatDuration(ms: number | null | undefined, locale: string): string | null {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 0) return null;
  const unit = (value: number, name: 'millisecond' | 'second' | 'minute', digits: number) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short', maximumFractionDigits: digits }).format(value);
  if (ms < 1_000) return unit(ms, 'millisecond', 0);
  if (ms < 60_000) return unit(ms / 1_000, 'second', 1);
  return unit(ms / 60_000, 'minute', 1);
}
