import { streams } from '@pm/contracts/events';
import { adjustmentDecider, type AdjustmentStreamEvent } from '@pm/contracts/domain';
import { AppError, derivedId, fold, newId, toDomainEvent, toEventToAppend, WrongExpectedRevisionError, type CommandContext, type EventStore } from '@pm/platform';

export interface FeedPull {
  companyId: string;
  channelId: string;
  format: 'csv' | 'json';
  /** Every adjustment the pulled feed contained. */
  adjustmentIds: string[];
  /** The ones the read model did not know as picked up yet (only these are checked). */
  notPickedUp: string[];
}

export interface RecordedPull {
  pullId: string;
  /** Adjustments this pull newly picked up. */
  pickedUp: number;
  /** SINGLE: recorded on its own; FIRST_OF_HOUR: the hour's record written now; COUNTED: only counted. */
  recordedAs: 'SINGLE' | 'FIRST_OF_HOUR' | 'COUNTED';
}

/** Stream reads and appends run this many at a time: a first pull after "confirm all" touches thousands. */
const PARALLEL = 16;
const HOUR_MS = 3_600_000;

interface HourCount {
  pullId: string;
  companyId: string;
  channelId: string;
  hourStart: string;
  pulls: number;
  lastPulledAt: string;
}

/** A pickup the decider allows on the stream as read: appended with that revision. */
interface Pickable {
  adjustmentId: string;
  events: AdjustmentStreamEvent[];
  revision: bigint;
}

/**
 * A pull by the ERP is a fact the feed endpoint witnesses, not a user's command, so it records
 * it — boundedly (issue 11 defect 10):
 * - a pull that hands over confirmed prices not picked up before is recorded on its own:
 *   `FeedPulled` (SINGLE, its own new stream) and, through the adjustment decider, a pickup of
 *   each such adjustment (appended with the revision it was checked at; repeated or concurrent
 *   pulls never record a pickup twice). Their number is bounded by the confirmations.
 * - a pull that hands over nothing new is recorded at most once per company, channel and hour
 *   (`FeedPulled` FIRST_OF_HOUR, pull id derived from them; a second process finds the stream
 *   there) and counted in memory; `FeedPullsCounted` writes the count when the hour is over (at the
 *   next pull of any feed) or when the process stops (`flush`). A crash loses at most that count.
 */
export function createFeedPickupWriter(store: EventStore, now: () => Date = () => new Date()) {
  const hours = new Map<string, HourCount>();

  /** The pickup the decider allows now, with the revision it was decided at; null when none (picked up, discarded, gone). */
  async function pickable(companyId: string, adjustmentId: string, pullId: string, at: string): Promise<Pickable | null> {
    const recorded = await store.readStream(streams.adjustment(adjustmentId));
    const last = recorded.at(-1);
    if (!last) return null;
    try {
      const events = adjustmentDecider.decide({ type: 'PickUpAdjustment', companyId, pullId, at }, fold(adjustmentDecider, recorded.map((e) => toDomainEvent<AdjustmentStreamEvent>(e))));
      return events.length > 0 ? { adjustmentId, events, revision: last.revision } : null;
    } catch (error) {
      if (error instanceof AppError && (error.code === 'ADJUSTMENT_NOT_CONFIRMED' || error.code === 'ADJUSTMENT_NOT_FOUND')) return null;
      throw error;
    }
  }

  /** True when this pull recorded the pickup; a concurrent writer since the check makes it false (it recorded it, or the next pull will). */
  async function pickUp(target: Pickable, context: CommandContext): Promise<boolean> {
    try {
      await store.append(streams.adjustment(target.adjustmentId), target.events.map((e) => toEventToAppend(e, context)), target.revision);
      return true;
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError) return false;
      throw error;
    }
  }

  async function inParallel<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
    const results: R[] = [];
    for (let i = 0; i < items.length; i += PARALLEL) results.push(...(await Promise.all(items.slice(i, i + PARALLEL).map(work))));
    return results;
  }

  /** Writes the counts of the hours that are over (all of them with `all`). */
  async function flushCounts(all: boolean): Promise<void> {
    const currentHour = Math.floor(now().getTime() / HOUR_MS) * HOUR_MS;
    for (const [key, count] of [...hours]) {
      if (!all && Date.parse(count.hourStart) >= currentHour) continue;
      hours.delete(key);
      const context: CommandContext = { companyId: count.companyId, userId: 'service:feed', correlationId: count.pullId, causationId: null };
      await store.append(streams.feedPull(count.pullId), [toEventToAppend({ type: 'FeedPullsCounted', data: count }, context)], 'any');
    }
  }

  async function recordIdlePull(pull: FeedPull, pulledAt: string): Promise<RecordedPull> {
    await flushCounts(false);
    const hourStart = new Date(Math.floor(Date.parse(pulledAt) / HOUR_MS) * HOUR_MS).toISOString();
    const key = `${pull.companyId}\u0000${pull.channelId}`;
    const counted = hours.get(key);
    if (counted) {
      counted.pulls++;
      counted.lastPulledAt = pulledAt;
      return { pullId: counted.pullId, pickedUp: 0, recordedAs: 'COUNTED' };
    }
    const pullId = derivedId(pull.companyId, 'feed-pulls', pull.channelId, hourStart);
    hours.set(key, { pullId, companyId: pull.companyId, channelId: pull.channelId, hourStart, pulls: 1, lastPulledAt: pulledAt });
    const context: CommandContext = { companyId: pull.companyId, userId: 'service:feed', correlationId: pullId, causationId: null };
    const data = { pullId, companyId: pull.companyId, channelId: pull.channelId, format: pull.format, pulledAt, adjustmentIds: [], rows: pull.adjustmentIds.length, recordedAs: 'FIRST_OF_HOUR' as const };
    try {
      await store.append(streams.feedPull(pullId), [toEventToAppend({ type: 'FeedPulled', data }, context)], 'no_stream');
      return { pullId, pickedUp: 0, recordedAs: 'FIRST_OF_HOUR' };
    } catch (error) {
      // Another process (or this one before a restart) recorded the hour: only count.
      if (error instanceof WrongExpectedRevisionError) return { pullId, pickedUp: 0, recordedAs: 'COUNTED' };
      throw error;
    }
  }

  /** Records one pull: on its own when it hands over something new, else in its hour's record and count. */
  async function recordPull(pull: FeedPull): Promise<RecordedPull> {
    const pulledAt = now().toISOString();
    const pullId = newId();
    const targets = (await inParallel(pull.notPickedUp, (id) => pickable(pull.companyId, id, pullId, pulledAt))).filter((t): t is Pickable => t !== null);
    if (targets.length === 0) return recordIdlePull(pull, pulledAt);
    const context: CommandContext = { companyId: pull.companyId, userId: 'service:feed', correlationId: pullId, causationId: null };
    const pulledEvent = toEventToAppend(
      { type: 'FeedPulled', data: { pullId, companyId: pull.companyId, channelId: pull.channelId, format: pull.format, pulledAt, adjustmentIds: pull.adjustmentIds, rows: pull.adjustmentIds.length, recordedAs: 'SINGLE' } },
      context,
    );
    await store.append(streams.feedPull(pullId), [pulledEvent], 'no_stream');
    const caused: CommandContext = { ...context, causationId: pulledEvent.id };
    const done = await inParallel(targets, (target) => pickUp(target, caused));
    return { pullId, pickedUp: done.filter(Boolean).length, recordedAs: 'SINGLE' };
  }

  return {
    recordPull,
    /** Writes every open hour's count (the process stops). */
    flush: () => flushCounts(true),
  };
}

export type FeedPickupWriter = ReturnType<typeof createFeedPickupWriter>;
