import { streams } from '@pm/contracts/events';
import { adjustmentDecider } from '@pm/contracts/domain';
import { AppError, handleCommand, newId, toEventToAppend, WrongExpectedRevisionError, type CommandContext, type EventStore } from '@pm/platform';

export interface FeedPull {
  companyId: string;
  channelId: string;
  format: 'csv' | 'json';
  /** Every adjustment the pulled feed contained. */
  adjustmentIds: string[];
  /** The ones the read model did not know as picked up yet (only these are checked). */
  notPickedUp: string[];
}

/** Stream reads and appends run this many at a time: a first pull after "confirm all" touches thousands. */
const PARALLEL = 16;

/**
 * A pull by the ERP is a fact the feed endpoint witnesses, not a user's command, so it records
 * it: `FeedPulled` (its own new stream) and, through the adjustment decider, a pickup of each
 * contained adjustment that is confirmed and not picked up yet. Repeated or concurrent pulls
 * never record a pickup twice.
 */
export function createFeedPickupWriter(store: EventStore, now: () => Date = () => new Date()) {
  /** True when this pull recorded the pickup; a pickup recorded before, or a race lost to another writer, is false. */
  async function pickUp(companyId: string, adjustmentId: string, context: CommandContext, pullId: string, pickedUpAt: string): Promise<boolean> {
    try {
      const outcome = await handleCommand(store, streams.adjustment(adjustmentId), adjustmentDecider, { type: 'PickUpAdjustment', companyId, pullId, at: pickedUpAt }, context);
      return outcome.events.length > 0;
    } catch (error) {
      // Not confirmed (any more), gone, or picked up by a concurrent pull: the next pull tells again.
      if (error instanceof WrongExpectedRevisionError) return false;
      if (error instanceof AppError && (error.code === 'ADJUSTMENT_NOT_CONFIRMED' || error.code === 'ADJUSTMENT_NOT_FOUND')) return false;
      throw error;
    }
  }

  /** Records one pull; answers its id and how many adjustments it newly picked up. */
  async function recordPull(pull: FeedPull): Promise<{ pullId: string; pickedUp: number; position: bigint }> {
    const pullId = newId();
    const pulledAt = now().toISOString();
    const context: CommandContext = { companyId: pull.companyId, userId: 'service:feed', correlationId: pullId, causationId: null };
    const pulledEvent = toEventToAppend(
      { type: 'FeedPulled', data: { pullId, companyId: pull.companyId, channelId: pull.channelId, format: pull.format, pulledAt, adjustmentIds: pull.adjustmentIds, rows: pull.adjustmentIds.length } },
      context,
    );
    let position = (await store.append(streams.feedPull(pullId), [pulledEvent], 'no_stream')).position;
    const caused: CommandContext = { ...context, causationId: pulledEvent.id };
    let pickedUp = 0;
    for (let i = 0; i < pull.notPickedUp.length; i += PARALLEL) {
      const done = await Promise.all(pull.notPickedUp.slice(i, i + PARALLEL).map((id) => pickUp(pull.companyId, id, caused, pullId, pulledAt)));
      pickedUp += done.filter(Boolean).length;
    }
    if (pickedUp > 0) position = await store.headPosition();
    return { pullId, pickedUp, position };
  }

  return { recordPull };
}

export type FeedPickupWriter = ReturnType<typeof createFeedPickupWriter>;
