import { localClock } from '../clock/companyClock.ts';

/**
 * When a company's scheduled agent run is due (issue 18 item 3): once per local day, at or after
 * the agent's morning time, so that its morning scrape and re-checks land before the company's
 * morning sync. The agent has no per-company time yet: every company uses this one.
 */
export const AGENT_MORNING_TIME = '05:00';
export const AGENT_TIME_ZONE = 'Europe/Berlin';

const STEP_MS = 15 * 60_000;

/** Whether the scheduled run is due at `now`: the local morning has come and today has had no scheduled run. */
export function agentRunDue(now: Date, lastRunDate: string | null, timeZone: string = AGENT_TIME_ZONE): boolean {
  const local = localClock(now, timeZone);
  return local.time >= AGENT_MORNING_TIME && local.date !== lastRunDate;
}

/** The local date a scheduled run at `now` belongs to. */
export const agentRunDate = (now: Date, timeZone: string = AGENT_TIME_ZONE): string => localClock(now, timeZone).date;

/**
 * The next minute at which the run is due; `now`
 * itself when it is due already; null when the agent is off. Searches two days ahead (a day
 * always has a morning).
 */
export function nextAgentRunAt(now: Date, lastRunDate: string | null, enabled: boolean, timeZone: string = AGENT_TIME_ZONE): Date | null {
  if (!enabled) return null;
  if (agentRunDue(now, lastRunDate, timeZone)) return now;
  for (let at = now.getTime() + STEP_MS; at <= now.getTime() + 2 * 86_400_000; at += STEP_MS) {
    if (!agentRunDue(new Date(at), lastRunDate, timeZone)) continue;
    // The first due minute within the quarter hour before (the morning time is on a full minute).
    for (let minute = at - STEP_MS + 60_000; minute < at; minute += 60_000) {
      if (agentRunDue(new Date(minute), lastRunDate, timeZone)) return new Date(Math.floor(minute / 60_000) * 60_000);
    }
    return new Date(at);
  }
  return null;
}
