import { DEFAULT_ENGINE_SETTINGS, type EngineSettings } from '@pm/contracts';

export interface LocalClock {
  /** YYYY-MM-DD in the zone. */
  date: string;
  /** HH:MM (24 h) in the zone. */
  time: string;
}

/** Date and time of day of `at` in a time zone; an unknown zone falls back to the default one. */
export function localClock(at: Date, timeZone: string): LocalClock {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  } catch {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: DEFAULT_ENGINE_SETTINGS.timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => format.formatToParts(at).find((p) => p.type === type)?.value ?? '00';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}

/**
 * Whether a company's morning feed sync is due at `now`: the local time has reached the
 * configured sync time and no sync has happened on this local date yet. A process that was down
 * at sync time therefore catches up when it comes back the same day. Answers the local date the
 * sync belongs to (its id is derived from it, so two instances never double it).
 */
export function feedSyncDue(now: Date, settings: Pick<EngineSettings, 'feedSyncTime' | 'timeZone'>, lastSyncDate: string | null): { due: boolean; date: string } {
  const local = localClock(now, settings.timeZone);
  return { due: local.time >= settings.feedSyncTime && lastSyncDate !== local.date, date: local.date };
}
