import { LIVE_ADMIN_CHANNEL } from '@pm/contracts';
import { attemptIncrements, completedOutcome, dayOf, failedOutcome, HEALTH_RETENTION_DAYS, HEALTH_RETENTION_HOURS, hourOf, type AttemptOutcome } from '@pm/contracts/domain';
import type { ScrapeJobEvent } from '@pm/contracts/events';
import { toDomainEvent, type Doc, type RecordedEvent, type WriteOp } from '@pm/platform';
import type { Projector } from '../runtime/projector.ts';

/** Entity state per job: which source, company and URL its outcomes count for. */
export const SCRAPE_HEALTH_JOBS = 'scrapeHealthJobs';
/** One document per dimension (source, company, company × source) and hour: the attempts' counts (the 24 h window). */
export const SCRAPE_HEALTH_HOURS = 'scrapeHealthHours';
/** The same per dimension and UTC day (the 7-day window and the blocked trend). */
export const SCRAPE_HEALTH_DAYS = 'scrapeHealthDays';
/** One document per dimension: its last attempt and last success. */
export const SCRAPE_HEALTH_LATEST = 'scrapeHealthLatest';

/** The web's query key of the health screen (live notices name it). */
export const SCRAPE_HEALTH_QUERY_KEY = ['admin', 'scrape-health'];

export type HealthDimension = 'source' | 'company' | 'companySource';

interface CountedOutcome extends AttemptOutcome {
  /** The job's n-th counted outcome (derive writes those a batch added). */
  n: number;
  at: string;
}

export interface HealthJobState extends Doc {
  companyId: string;
  sourceId: string;
  urlId: string;
  counted: number;
  /** The last few outcomes (a batch never holds more trials of one job than this). */
  recent: CountedOutcome[];
}

const RECENT_OUTCOMES = 8;

export const healthKeys = (companyId: string, sourceId: string): { key: string; dim: HealthDimension; companyId: string | null; sourceId: string | null }[] => [
  { key: `s:${sourceId}`, dim: 'source', companyId: null, sourceId },
  { key: `c:${companyId}`, dim: 'company', companyId, sourceId: null },
  { key: `cs:${companyId}:${sourceId}`, dim: 'companySource', companyId, sourceId },
];

export function evolveHealthJob(state: HealthJobState | null, recorded: RecordedEvent): HealthJobState | null {
  const event = toDomainEvent<ScrapeJobEvent>(recorded);
  switch (event.type) {
    case 'ScrapeJobCreated':
      return state ?? { _id: event.data.jobId, companyId: event.data.companyId, sourceId: event.data.sourceId, urlId: event.data.urlId, counted: 0, recent: [] };
    case 'ScrapeJobCompleted':
    case 'ScrapeJobFailed': {
      if (!state) return state;
      const outcome = event.type === 'ScrapeJobCompleted' ? completedOutcome(event.data.pageStatus, event.data.durationMs) : failedOutcome(event.data.error, event.data.timedOut, event.data.durationMs, event.data.pageStatus);
      const counted = state.counted + 1;
      return { ...state, counted, recent: [...state.recent, { ...outcome, n: counted, at: recorded.metadata.occurredAt }].slice(-RECENT_OUTCOMES) };
    }
    default:
      return state;
  }
}

/** The writes of one attempt: the hour's and the day's counts, the latest instants, and buckets past retention dropped. */
export function attemptWrites(state: Pick<HealthJobState, '_id' | 'companyId' | 'sourceId'>, outcome: CountedOutcome): WriteOp[] {
  const jobId = state._id;
  const hour = hourOf(outcome.at);
  const day = dayOf(outcome.at);
  const increments = attemptIncrements(outcome);
  const writes: WriteOp[] = [];
  for (const { key, dim, companyId, sourceId } of healthKeys(state.companyId, state.sourceId)) {
    writes.push({ op: 'update', collection: SCRAPE_HEALTH_HOURS, id: `${key}|${hour}`, upsert: true, update: { $set: { key, dim, companyId, sourceId, hour }, $inc: increments } });
    writes.push({ op: 'update', collection: SCRAPE_HEALTH_DAYS, id: `${key}|${day}`, upsert: true, update: { $set: { key, dim, companyId, sourceId, day }, $inc: increments } });
    writes.push({
      op: 'update',
      collection: SCRAPE_HEALTH_LATEST,
      id: key,
      upsert: true,
      update: { $set: { dim, companyId, sourceId }, $max: { lastAttemptAt: outcome.at, ...(outcome.success ? { lastSuccessAt: outcome.at } : {}) } },
    });
    // Pruning, cheap on every outcome: the day of hours (and the week of days) that just fell out of retention, by id.
    writes.push({ op: 'deleteMany', collection: SCRAPE_HEALTH_HOURS, filter: { _id: { $in: Array.from({ length: PRUNE_BY_ID_HOURS }, (_, k) => `${key}|${hour - HEALTH_RETENTION_HOURS - 1 - k}`) } } });
    writes.push({ op: 'deleteMany', collection: SCRAPE_HEALTH_DAYS, filter: { _id: { $in: Array.from({ length: PRUNE_BY_ID_DAYS }, (_, k) => `${key}|${day - HEALTH_RETENTION_DAYS - 1 - k}`) } } });
    // A key idle for longer keeps older buckets: about one outcome in 16 (by job id, so replays do
    // the same) also sweeps the whole range (a range delete tests the batch's changes, too costly on every outcome).
    if (sweeps(jobId)) {
      writes.push({ op: 'deleteMany', collection: SCRAPE_HEALTH_HOURS, filter: { key, hour: { $lt: hour - HEALTH_RETENTION_HOURS } } });
      writes.push({ op: 'deleteMany', collection: SCRAPE_HEALTH_DAYS, filter: { key, day: { $lt: day - HEALTH_RETENTION_DAYS } } });
    }
  }
  return writes;
}

const PRUNE_BY_ID_DAYS = 7;
const PRUNE_BY_ID_HOURS = 24;
const sweeps = (jobId: string): boolean => jobId.endsWith('0');

/**
 * Scrape health (issue 18, item 4): every trial's outcome counted into hourly and daily buckets
 * per source, company and company × source (bounded: 48 hours, 8 days, a fixed duration
 * histogram), plus the last attempt and success of each. The windows, median and red/amber/green are computed when
 * asked (scrapeHealthQueries.ts) with the pure functions of `@pm/contracts/domain`.
 */
export const scrapeHealthProjector: Projector = {
  name: 'scrapeHealth',
  // Version 2: daily buckets beside the hourly ones (the 7-day window reads 7 documents a row, not 168); hours kept 48 h.
  version: 2,
  collections: {
    [SCRAPE_HEALTH_JOBS]: [],
    [SCRAPE_HEALTH_HOURS]: [{ keys: { key: 1, hour: 1 } }, { keys: { dim: 1, hour: 1 } }],
    [SCRAPE_HEALTH_DAYS]: [{ keys: { key: 1, day: 1 } }, { keys: { dim: 1, day: 1 } }],
    [SCRAPE_HEALTH_LATEST]: [{ keys: { dim: 1 } }],
  },
  handles: ['ScrapeJobCreated', 'ScrapeJobCompleted', 'ScrapeJobFailed'],
  state: {
    collection: SCRAPE_HEALTH_JOBS,
    idOf: (event) => toDomainEvent<ScrapeJobEvent>(event).data.jobId,
    evolve: (state, event) => evolveHealthJob(state as HealthJobState | null, event),
    derive(before, after) {
      const job = after as HealthJobState | null;
      if (!job) return [];
      const seen = (before as HealthJobState | null)?.counted ?? 0;
      return job.recent.filter((outcome) => outcome.n > seen).flatMap((outcome) => attemptWrites(job, outcome));
    },
  },
  // The screen spans companies: its notices go to the platform admins' channel.
  notices: (event) => (event.type === 'ScrapeJobCreated' ? [] : [{ companyId: LIVE_ADMIN_CHANNEL, queryKeys: [SCRAPE_HEALTH_QUERY_KEY] }]),
};
