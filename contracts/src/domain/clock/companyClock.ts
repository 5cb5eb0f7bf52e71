import { DEFAULT_ENGINE_SETTINGS } from '../../pricing/pricingSettings.ts';

export interface LocalClock {
  /** YYYY-MM-DD in the zone. */
  date: string;
  /** HH:MM (24 h) in the zone. */
  time: string;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formats.set(timeZone, format);
  }
  return format;
}

/**
 * A company's local date and time of day at an instant (scheduled runs, the morning feed sync).
 * The settings command refuses unknown zones; one stored before that rule (or by another
 * runtime's zone data) falls back to the default zone rather than stopping the company's clock.
 */
export function localClock(at: Date, timeZone: string): LocalClock {
  let format: Intl.DateTimeFormat;
  try {
    format = formatFor(timeZone);
  } catch {
    format = formatFor(DEFAULT_ENGINE_SETTINGS.timeZone);
  }
  const parts = format.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}
