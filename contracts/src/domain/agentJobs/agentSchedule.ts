import { localClock } from '../clock/companyClock.ts';

/**
 * When a company's scheduled agent run is due (issue 18 item 3): once per local day, at or after
 * the company's agent morning time, so that its morning scrape and re-checks land before the
 * company's morning sync.
 */
export const AGENT_MORNING_TIME = '05:00';
export const AGENT_TIME_ZONE = 'Europe/Berlin';

/**
 * A company's agent morning time: 05:00 plus a fixed 0–59 minutes taken from its id (FNV-1a), so
 * that the runs of many companies — their searches, re-checks and morning scrapes against the
 * same shops — spread over the hour instead of all starting at 05:00. Always the same for a company.
 */
export function agentMorningTime(companyId: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < companyId.length; i++) hash = Math.imul(hash ^ companyId.charCodeAt(i), 0x01000193) >>> 0;
  return `${AGENT_MORNING_TIME.slice(0, 3)}${String(hash % 60).padStart(2, '0')}`;
}

const STEP_MS = 15 * 60_000;

/** Whether the scheduled run is due at `now`: the local morning time ("HH:MM") has come and today has had no scheduled run. */
export function agentRunDue(now: Date, lastRunDate: string | null, morningTime: string = AGENT_MORNING_TIME, timeZone: string = AGENT_TIME_ZONE): boolean {
  const local = localClock(now, timeZone);
  return local.time >= morningTime && local.date !== lastRunDate;
}

/** The local date a scheduled run at `now` belongs to. */
export const agentRunDate = (now: Date, timeZone: string = AGENT_TIME_ZONE): string => localClock(now, timeZone).date;

/**
 * The next minute at which the run is due; `now`
 * itself when it is due already; null when the agent is off. Searches two days ahead (a day
 * always has a morning).
 */
export function nextAgentRunAt(now: Date, lastRunDate: string | null, enabled: boolean, morningTime: string = AGENT_MORNING_TIME, timeZone: string = AGENT_TIME_ZONE): Date | null {
  if (!enabled) return null;
  if (agentRunDue(now, lastRunDate, morningTime, timeZone)) return now;
  for (let at = now.getTime() + STEP_MS; at <= now.getTime() + 2 * 86_400_000; at += STEP_MS) {
    if (!agentRunDue(new Date(at), lastRunDate, morningTime, timeZone)) continue;
    // The first due minute within the quarter hour before (the morning time is on a full minute).
    for (let minute = at - STEP_MS + 60_000; minute < at; minute += 60_000) {
      if (agentRunDue(new Date(minute), lastRunDate, morningTime, timeZone)) return new Date(Math.floor(minute / 60_000) * 60_000);
    }
    return new Date(at);
  }
  return null;
}
