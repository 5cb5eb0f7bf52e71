/**
 * The morning sync (issue 15 item 9, spec §1): per company, each day at its configured time (the
 * earlier of the scheduled run's time, when scheduled runs are on, and the feed sync time):
 *
 *   1. refresh the inputs and the output channels from the ERP (when one is connected),
 *   2. then the scheduled rule-engine run (the run scheduler requests it once step 1 is recorded),
 *   3. then the output feed sync (at its time, once step 2 is recorded),
 *
 * in that order. Each step's outcome is an event on `morningsync-<companyId>` (completed, failed
 * with its code and the ERP's status, skipped), read by the price-engine overview. A failed step
 * is recorded and the chain goes on (a failed refresh still lets the run go on yesterday's data;
 * a run that fails or has not finished in time still lets the feed be synchronised), and the next
 * day starts afresh.
 */
import { morningStepOf, morningSyncDecider, type MorningSyncState, type MorningSyncStepRecord, localClock } from '@pm/contracts/domain';
import { streams, type ErpRefreshEvent, type MorningSyncEvent, type MorningSyncStep, type PricingRunEvent } from '@pm/contracts/events';
import { AppError, derivedId, handleCommand, toDomainEvent, WrongExpectedRevisionError, type EventStore } from '@pm/platform';
import { fold } from '@pm/contracts/domain';
import type { ErpRefreshRunner } from '../erpRefresh/erpRefreshRunner.ts';
import { failureOf } from '../erpRefresh/refreshAppend.ts';
import { scheduledRunId } from '../runs/runScheduler.ts';
import { loadErpConnection } from '../shopSystem/openShopSystem.ts';
import type { FeedSyncCompany, FeedSyncScheduler } from './feedSyncScheduler.ts';

export const MORNING_SYNC_ACTOR = 'scheduler';
/** How long the feed sync waits for the day's scheduled run after the run's time before it goes anyway (recorded as RUN_NOT_FINISHED). */
export const MORNING_RUN_WAIT_MINUTES = 180;

export interface MorningSyncLog {
  info(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

export interface MorningSyncOptions {
  events: EventStore;
  log: MorningSyncLog;
  refreshes: ErpRefreshRunner;
  feedSync: Pick<FeedSyncScheduler, 'view' | 'syncCompany' | 'isCaughtUp'>;
  now?: () => Date;
  checkEveryMs?: number;
}

const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** When a company's morning starts: the earlier of its enabled scheduled run and its feed sync. */
export function morningStartOf(settings: FeedSyncCompany['settings']): string {
  const run = settings.scheduledRun;
  return run.enabled && run.time < settings.feedSyncTime ? run.time : settings.feedSyncTime;
}

export function createMorningSync(options: MorningSyncOptions) {
  const now = options.now ?? (() => new Date());
  const { events } = options;
  /** Each company's fold of its stream, read once and kept current by this process's own appends. */
  const states = new Map<string, MorningSyncState>();
  const refreshing = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();

  async function stateOf(companyId: string): Promise<MorningSyncState> {
    let state = states.get(companyId);
    if (!state) {
      state = fold(morningSyncDecider, (await events.readStream(streams.morningSync(companyId))).map((r) => toDomainEvent<MorningSyncEvent>(r)));
      states.set(companyId, state);
    }
    return state;
  }

  async function record(companyId: string, date: string, step: MorningSyncStep, outcome: Pick<MorningSyncStepRecord, 'status'> & Partial<Pick<MorningSyncStepRecord, 'refId' | 'code' | 'statusCode'>>): Promise<void> {
    const data: MorningSyncStepRecord = { companyId, date, step, status: outcome.status, at: now().toISOString(), refId: outcome.refId ?? null, code: outcome.code ?? null, statusCode: outcome.statusCode ?? null };
    const context = { companyId, userId: MORNING_SYNC_ACTOR, correlationId: derivedId('morning-sync', companyId, date), causationId: null };
    try {
      await handleCommand(events, streams.morningSync(companyId), morningSyncDecider, { type: 'RecordMorningSyncStep', record: data }, context);
    } catch (error) {
      // Another instance recorded a step meanwhile: read the stream again below.
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
    }
    states.delete(companyId);
    await stateOf(companyId);
    if (outcome.status === 'FAILED') options.log.error({ companyId, date, step, code: data.code, statusCode: data.statusCode }, 'a step of the morning sync failed');
  }

  /** One refresh of the kind, to its end: its id and, when it failed, the code and the ERP's status. */
  async function refreshOnce(companyId: string, kind: 'INPUTS' | 'OUTPUT_CHANNELS', system: Parameters<ErpRefreshRunner['start']>[3]) {
    const { refreshId } = await options.refreshes.start(companyId, kind, MORNING_SYNC_ACTOR, system);
    await options.refreshes.settled(companyId);
    const last = (await events.readStream(streams.erpRefresh(refreshId))).map((r) => toDomainEvent<ErpRefreshEvent>(r)).at(-1);
    if (last?.type === 'ErpRefreshCompleted') return { refreshId, failure: null };
    if (last?.type === 'ErpRefreshFailed') return { refreshId, failure: { code: last.data.code, statusCode: last.data.statusCode } };
    // Neither: the process is stopping mid-refresh; the next start tries again.
    return null;
  }

  /**
   * Step 1 in the background (it runs as long as the ERP takes): the inputs, then the output
   * channels (issue 15 item 4: both every morning); recorded once both have ended — failed with
   * the first failure's code and status.
   */
  function refreshInputs(companyId: string, date: string, system: Parameters<ErpRefreshRunner['start']>[3]): void {
    refreshing.add(companyId);
    const done = (async () => {
      try {
        const inputs = await refreshOnce(companyId, 'INPUTS', system);
        if (!inputs) return;
        const channels = await refreshOnce(companyId, 'OUTPUT_CHANNELS', system);
        if (!channels) return;
        const failure = inputs.failure ?? channels.failure;
        await record(companyId, date, 'INPUTS_REFRESH', failure ? { status: 'FAILED', refId: inputs.refreshId, ...failure } : { status: 'COMPLETED', refId: inputs.refreshId });
      } catch (error) {
        // A user's refresh is running: the next check starts the morning's own once it has ended.
        if (error instanceof AppError && error.code === 'ERP_REFRESH_RUNNING') return;
        const failure = failureOf(error);
        await record(companyId, date, 'INPUTS_REFRESH', { status: 'FAILED', code: failure.code, statusCode: failure.statusCode });
      }
    })();
    void done
      .catch((error: unknown) => options.log.error({ err: error, companyId }, 'the morning refresh could not be recorded; retrying at the next check'))
      .finally(() => refreshing.delete(companyId));
  }

  /** The day's scheduled run, once it has ended: COMPLETED / FAILED with its reason; null while it has not. */
  async function runOutcome(companyId: string, date: string): Promise<{ status: 'COMPLETED' | 'FAILED'; refId: string; code: string | null } | null> {
    const runId = scheduledRunId(companyId, date);
    for (const recorded of (await events.readStream(streams.pricingRun(runId))).reverse()) {
      const event = toDomainEvent<PricingRunEvent>(recorded);
      if (event.type === 'PricingRunCompleted') return { status: 'COMPLETED', refId: runId, code: null };
      if (event.type === 'PricingRunFailed') return { status: 'FAILED', refId: runId, code: event.data.reason };
    }
    return null;
  }

  /** One check of one company: the next step of its morning that is due. */
  async function checkCompany(company: FeedSyncCompany, at: Date): Promise<void> {
    const { companyId, settings } = company;
    const local = localClock(at, settings.timeZone);
    if (local.time < morningStartOf(settings)) return;
    const state = await stateOf(companyId);
    const done = (step: MorningSyncStep) => morningStepOf(state, local.date, step) !== null;

    if (!done('INPUTS_REFRESH')) {
      if (refreshing.has(companyId)) return;
      const connection = await loadErpConnection(events, companyId);
      if (connection.status === 'none' || !connection.system) await record(companyId, local.date, 'INPUTS_REFRESH', { status: 'SKIPPED', code: 'NO_ERP_CONNECTION' });
      else refreshInputs(companyId, local.date, connection.system);
      return;
    }

    if (!done('SCHEDULED_RUN')) {
      const schedule = settings.scheduledRun;
      if (!schedule.enabled) {
        await record(companyId, local.date, 'SCHEDULED_RUN', { status: 'SKIPPED', code: 'SCHEDULED_RUN_OFF' });
      } else {
        const outcome = await runOutcome(companyId, local.date);
        if (outcome) await record(companyId, local.date, 'SCHEDULED_RUN', outcome);
        else if (minutesOf(local.time) >= minutesOf(schedule.time) + MORNING_RUN_WAIT_MINUTES) {
          await record(companyId, local.date, 'SCHEDULED_RUN', { status: 'FAILED', refId: scheduledRunId(companyId, local.date), code: 'RUN_NOT_FINISHED' });
        } else return;
      }
    }

    if (!done('FEED_SYNC') && local.time >= settings.feedSyncTime) {
      try {
        await options.feedSync.syncCompany(company, at);
        await record(companyId, local.date, 'FEED_SYNC', { status: 'COMPLETED' });
      } catch (error) {
        const failure = failureOf(error);
        await record(companyId, local.date, 'FEED_SYNC', { status: 'FAILED', code: failure.code });
      }
    }
  }

  /** Checks every company with sales channels; one company's trouble never stops the others. */
  async function check(): Promise<void> {
    if (!options.feedSync.isCaughtUp()) return;
    const at = now();
    for (const company of options.feedSync.view.companiesWithChannels()) {
      try {
        await checkCompany(company, at);
      } catch (error) {
        options.log.error({ err: error, companyId: company.companyId }, 'morning sync check failed; retrying at the next check');
      }
    }
  }

  return {
    check,
    /** The run scheduler's gate: the day's scheduled run goes once the day's inputs refresh is recorded. */
    runMayStart: (companyId: string, localDate: string): boolean => {
      const state = states.get(companyId);
      return state !== undefined && morningStepOf(state, localDate, 'INPUTS_REFRESH') !== null;
    },
    /** The feed sync's gate: the day's sync goes once the day's scheduled run is recorded (ended, skipped or given up on). */
    feedMaySync: (companyId: string, localDate: string): boolean => {
      const state = states.get(companyId);
      return state !== undefined && morningStepOf(state, localDate, 'SCHEDULED_RUN') !== null;
    },
    /** Resolves once the refreshes this process started have been recorded (tests). */
    settled: async (): Promise<void> => {
      while (refreshing.size > 0) await new Promise((resolve) => setTimeout(resolve, 10));
    },
    start(): void {
      timer = setInterval(() => {
        running = running.then(check);
      }, options.checkEveryMs ?? 30_000);
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}

export type MorningSync = ReturnType<typeof createMorningSync>;
