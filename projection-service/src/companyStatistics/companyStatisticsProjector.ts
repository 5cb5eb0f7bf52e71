import { toDomainEvent, type RecordedEvent, type WriteOp } from '@pm/platform';
import { completedOutcome } from '@pm/contracts/domain';
import type { ScrapeJobEvent } from '@pm/contracts/events';
import type { Projector } from '../runtime/projector.ts';

/** Per company and UTC day: what happened (counts only; `${companyId}|${day}`). */
export const COMPANY_DAILY_STATS = 'companyDailyStats';

/** The counters of a day; missing ones count 0. */
export const DAILY_COUNTERS = ['productsCreated', 'productsArchived', 'urlsAdded', 'urlsRemoved', 'scrapes', 'scrapesSucceeded', 'runs', 'proposals', 'confirmations', 'discards', 'pickups'] as const;
export type DailyCounter = (typeof DAILY_COUNTERS)[number];

/** Which counter an event adds one to (null: none). A scrape counts per trial; whether it succeeded is scrape health's rule (`completedOutcome`), the one home of it. */
function counterOf(recorded: RecordedEvent): DailyCounter | null {
  switch (recorded.type) {
    case 'ProductCreated':
      return 'productsCreated';
    case 'ProductArchived':
      return 'productsArchived';
    case 'CompetitorUrlAdded':
      return 'urlsAdded';
    case 'CompetitorUrlRemoved':
      return 'urlsRemoved';
    case 'ScrapeJobFailed':
      return 'scrapes';
    case 'ScrapeJobCompleted': {
      const event = toDomainEvent<ScrapeJobEvent>(recorded);
      return event.type === 'ScrapeJobCompleted' && completedOutcome(event.data.pageStatus, event.data.durationMs).success ? 'scrapesSucceeded' : 'scrapes';
    }
    case 'PricingRunCompleted':
      return 'runs';
    case 'AdjustmentProposed':
      return 'proposals';
    case 'AdjustmentConfirmed':
      return 'confirmations';
    case 'AdjustmentDiscarded':
      return 'discards';
    case 'AdjustmentPickedUp':
      return 'pickups';
    default:
      return null;
  }
}

/**
 * The statistics of Admin › Companies › a company (issue 18 item 6): per company and day, the
 * products and competitor URLs added and removed, scrapes and their successes, rule-engine runs,
 * proposals, confirmations, discards and pickups — `$inc` counters, so a day's document is
 * written once per batch however many events it had. The company is the event's metadata.
 */
export const companyStatisticsProjector: Projector = {
  name: 'companyStatistics',
  // Version 2: a scrape's success by scrape health's rule (a read redirect or expired offer is one).
  version: 2,
  collections: { [COMPANY_DAILY_STATS]: [{ keys: { companyId: 1, day: 1 } }] },
  handles: ['ProductCreated', 'ProductArchived', 'CompetitorUrlAdded', 'CompetitorUrlRemoved', 'ScrapeJobCompleted', 'ScrapeJobFailed', 'PricingRunCompleted', 'AdjustmentProposed', 'AdjustmentConfirmed', 'AdjustmentDiscarded', 'AdjustmentPickedUp'],
  project(recorded: RecordedEvent): WriteOp[] {
    const companyId = recorded.metadata.companyId;
    const counter = counterOf(recorded);
    if (!companyId || !counter) return [];
    const day = recorded.metadata.occurredAt.slice(0, 10);
    // A success is also a scrape.
    const inc: Record<string, number> = counter === 'scrapesSucceeded' ? { scrapes: 1, scrapesSucceeded: 1 } : { [counter]: 1 };
    return [{ op: 'update', collection: COMPANY_DAILY_STATS, id: `${companyId}|${day}`, upsert: true, update: { $set: { companyId, day }, $inc: inc } }];
  },
};
