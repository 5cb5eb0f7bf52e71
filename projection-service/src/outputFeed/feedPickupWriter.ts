import { streams, type AdjustmentEvent } from '@pm/contracts';
import { newId, toDomainEvent, toEventToAppend, WrongExpectedRevisionError, type CommandContext, type EventStore } from '@pm/platform';

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
 * The one writer of the query side: a pull by the ERP is a fact the feed endpoint witnesses, not
 * a user's command, so it records it itself. It appends `FeedPulled` (its own new stream) and
 * `AdjustmentPickedUp` on each contained adjustment that its stream still shows confirmed and not
 * picked up, with the revision it read: a concurrent pickup or change makes that one append fail,
 * which is skipped (the other writer already recorded it, or the next pull will). Repeated pulls
 * therefore never record a pickup twice.
 */
export function createFeedPickupWriter(store: EventStore, now: () => Date = () => new Date()) {
  async function pickUp(adjustmentId: string, context: CommandContext, pullId: string, pickedUpAt: string): Promise<boolean> {
    const streamId = streams.adjustment(adjustmentId);
    const recorded = await store.readStream(streamId);
    const last = recorded.at(-1);
    if (!last) return false;
    const types = new Set(recorded.map((r) => toDomainEvent<AdjustmentEvent>(r).type));
    if (!types.has('AdjustmentConfirmed') || types.has('AdjustmentPickedUp') || types.has('AdjustmentDiscarded')) return false;
    try {
      await store.append(streamId, [toEventToAppend({ type: 'AdjustmentPickedUp', data: { adjustmentId, companyId: context.companyId, pullId, pickedUpAt } }, context)], last.revision);
      return true;
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError) return false;
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
      const done = await Promise.all(pull.notPickedUp.slice(i, i + PARALLEL).map((id) => pickUp(id, caused, pullId, pulledAt)));
      pickedUp += done.filter(Boolean).length;
    }
    if (pickedUp > 0) position = await store.headPosition();
    return { pullId, pickedUp, position };
  }

  return { recordPull };
}

export type FeedPickupWriter = ReturnType<typeof createFeedPickupWriter>;
