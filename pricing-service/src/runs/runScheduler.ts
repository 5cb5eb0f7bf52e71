/**
 * Scheduled runs (spec §4): when a company's engine settings enable them, once a day at the set
 * time (in the settings' time zone) the service requests a run (trigger SCHEDULE). The run id is
 * derived from company and local date, so two instances — or a restart the same day — request it
 * once; a run already in progress at that time delays the scheduled one to a later tick that day.
 */
import { localClock } from '@pm/contracts/domain';
import { AppError, derivedId, type EventStore } from '@pm/platform';
import type { PricingView } from '../view/pricingView.ts';
import { requestPricingRun } from './requestPricingRun.ts';

export const SCHEDULER_ACTOR = 'scheduler';

export interface SchedulerLog {
  info(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

export const scheduledRunId = (companyId: string, localDate: string) => derivedId('scheduled-pricing-run', companyId, localDate);

/** The companies whose scheduled run of today is due at `now` and not requested yet. */
/** `mayStart`: the morning sync's say (issue 15: not before the day's inputs refresh has ended); absent, always. */
export function dueScheduledRuns(view: PricingView, now: Date, requested: (runId: string) => boolean, mayStart?: (companyId: string, localDate: string) => boolean): { companyId: string; runId: string }[] {
  const due: { companyId: string; runId: string }[] = [];
  for (const company of view.companies.values()) {
    const schedule = company.settings.engine.scheduledRun;
    if (!schedule.enabled || Object.keys(company.settings.channels).length === 0) continue;
    const local = localClock(now, company.settings.engine.timeZone);
    if (local.time < schedule.time) continue;
    const runId = scheduledRunId(company.companyId, local.date);
    if (!requested(runId) && (!mayStart || mayStart(company.companyId, local.date))) due.push({ companyId: company.companyId, runId });
  }
  return due;
}

export function startRunScheduler(deps: { events: EventStore; view: PricingView; requested: (runId: string) => boolean; intervalMs: number; log: SchedulerLog; now?: () => Date; mayStart?: (companyId: string, localDate: string) => boolean }) {
  const now = deps.now ?? (() => new Date());
  let running: Promise<number> | null = null;

  async function tick(): Promise<number> {
    let requested = 0;
    const at = now();
    for (const { companyId, runId } of dueScheduledRuns(deps.view, at, deps.requested, deps.mayStart)) {
      try {
        const written = await requestPricingRun(deps.events, { companyId, runId, trigger: 'SCHEDULE', requestedBy: SCHEDULER_ACTOR, now: at }, { companyId, userId: SCHEDULER_ACTOR, correlationId: runId, causationId: null });
        if (written.position > 0n) requested++;
      } catch (error) {
        // A run in progress (or no channel any more): the next tick tries again.
        if (error instanceof AppError && (error.code === 'PRICING_RUN_IN_PROGRESS' || error.code === 'NO_SALES_CHANNELS' || error.code === 'CONCURRENCY_CONFLICT')) continue;
        deps.log.error({ err: error, companyId }, 'could not request the scheduled rule-engine run');
      }
    }
    if (requested > 0) deps.log.info({ requested }, 'scheduled rule-engine runs requested');
    return requested;
  }

  const timer = setInterval(() => {
    running ??= tick().finally(() => (running = null));
  }, deps.intervalMs);
  timer.unref();

  return {
    tick,
    async stop(): Promise<void> {
      clearInterval(timer);
      await running;
    },
  };
}
