import { streams } from '@pm/contracts/events';
import { feedSyncDecider, type SyncFeed } from '@pm/contracts/domain';
import type { EngineSettings } from '@pm/contracts';
import { createViewRuntime, derivedId, handleCommand, WrongExpectedRevisionError, type EventStore, type ViewRuntime, type ViewRuntimeLog } from '@pm/platform';
import { feedSyncDue } from './feedSyncDue.ts';
import { FeedSyncView } from './feedSyncView.ts';

export type FeedSyncLog = ViewRuntimeLog;

export interface FeedSyncOptions {
  events: EventStore;
  log: FeedSyncLog;
  now?: () => Date;
  /** How often the scheduler looks whether a sync is due. */
  checkEveryMs?: number;
  /**
   * Whether the company's sync of this local date may go now (the morning sync: not before the
   * day's inputs refresh and scheduled run have ended). Absent: whenever due.
   */
  mayRun?: (companyId: string, localDate: string) => boolean;
}

export interface FeedSyncCompany {
  companyId: string;
  settings: EngineSettings;
  lastSyncDate: string | null;
}

/**
 * The morning feed sync (spec §1: "the feed is synchronised every morning"): at each company's
 * `feedSyncTime` in its time zone, append `FeedSynchronised` with per-channel row counts and the
 * strike prices that expired since the last sync, through the feed sync decider: one sync per
 * local date, so a second instance (or a restart) never doubles a day's sync.
 */
export function createFeedSyncScheduler(options: FeedSyncOptions) {
  const now = options.now ?? (() => new Date());
  const view = new FeedSyncView();
  const serviceView = view.serviceView();
  let ownRuntime: ViewRuntime | null = null;
  let timer: NodeJS.Timeout | null = null;
  let caughtUp = false;
  let running: Promise<void> = Promise.resolve();

  /**
   * Syncs one company when due at `at` (and let through by `mayRun`); answers whether a sync was
   * written. Throws what the store throws (the morning sync records it as the step's failure).
   */
  async function syncCompany(company: FeedSyncCompany, at: Date): Promise<boolean> {
    const { due, date } = feedSyncDue(at, company.settings, company.lastSyncDate);
    if (!due || (options.mayRun && !options.mayRun(company.companyId, date))) return false;
    const channels = view.counts(company.companyId, at);
    const context = { companyId: company.companyId, userId: 'service:pricing', correlationId: derivedId('feedsync', company.companyId, date), causationId: null };
    const command: SyncFeed = { type: 'SyncFeed', sync: { companyId: company.companyId, syncedAt: at.toISOString(), channels }, timeZone: company.settings.timeZone };
    let synced = false;
    try {
      // The decider writes at most one sync per local date; the revision read refuses a second instance's race.
      const outcome = await handleCommand(options.events, streams.feedSync(company.companyId), feedSyncDecider, command, context);
      if (outcome.events.length > 0) {
        synced = true;
        options.log.info({ companyId: company.companyId, date, channels }, 'output feed synchronised');
      }
    } catch (error) {
      // Another instance synchronised this company at the same moment; its event arrives through the subscription.
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
    }
    // Applied here at once so the next check does not try again before the subscription delivers it.
    view.markSynced(company.companyId, at.toISOString());
    return synced;
  }

  /** Syncs every company that is due; answers the ids of the companies synchronised. */
  async function syncDue(): Promise<string[]> {
    // Counts from a view that has not read the log up to the start would be wrong.
    if (!caughtUp) return [];
    const synced: string[] = [];
    for (const company of view.companiesWithChannels()) {
      try {
        if (await syncCompany(company, now())) synced.push(company.companyId);
      } catch (error) {
        // One company's trouble does not hold up the others; the next check tries again.
        options.log.error({ err: error, companyId: company.companyId }, 'output feed sync failed; retrying at the next check');
      }
    }
    return synced;
  }

  function tick(): void {
    running = running.then(() => syncDue().then(() => undefined)).catch((error: unknown) => options.log.error({ err: error }, 'output feed sync failed; retrying at the next check'));
  }

  return {
    view,
    /** Its fold of the log, run by the process's view runtime. */
    views: [serviceView],
    syncDue,
    syncCompany,
    /** The view has read the log up to the start (counts before that would be wrong). */
    isCaughtUp: () => caughtUp,
    /** Without a runtime of the process (tests, tools), the scheduler runs its view on one of its own. */
    async start(shared?: ViewRuntime): Promise<void> {
      const runtime = shared ?? (ownRuntime = createViewRuntime({ events: options.events, views: [serviceView], log: options.log }));
      if (ownRuntime) await ownRuntime.start();
      void runtime.caughtUp.then(() => (caughtUp = true));
      timer = setInterval(tick, options.checkEveryMs ?? 30_000);
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
      await ownRuntime?.stop();
    },
  };
}

export type FeedSyncScheduler = ReturnType<typeof createFeedSyncScheduler>;
