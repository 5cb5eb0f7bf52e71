import type { EngineSettings } from '@pm/contracts';
import { localClock } from '@pm/contracts/domain';

export { localClock };

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
