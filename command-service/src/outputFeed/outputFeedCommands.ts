import { randomBytes } from 'node:crypto';
import { streams } from '@pm/contracts/events';
import { fold, toDomainEvent, toEventToAppend, type CommandContext, type EventStore } from '@pm/platform';
import type { PricingSettingsEvent } from '@pm/contracts/events';
import type { Written } from '../users/userCommands.ts';
import { feedIdDecider } from '@pm/contracts/domain';

/** 192 random bits, base64url: unguessable and safe in a URL path. */
export const newFeedId = (): string => randomBytes(24).toString('base64url');

export function createOutputFeedCommands(store: EventStore) {
  /**
   * Appends with expected revision `any`: the settings stream also carries the channels and
   * engine settings other commands write, and a new feed id depends on none of them — a
   * concurrent settings change must not make this fail.
   */
  async function generateFeedId(companyId: string, context: CommandContext, feedId = newFeedId()): Promise<Written & { feedId: string }> {
    const streamId = streams.pricingSettings(companyId);
    const recorded = await store.readStream(streamId);
    const state = fold(feedIdDecider, recorded.map((r) => toDomainEvent<PricingSettingsEvent>(r)));
    const events = feedIdDecider.decide({ type: 'GenerateFeedId', companyId, feedId }, state);
    const result = await store.append(streamId, events.map((e) => toEventToAppend(e, context)), 'any');
    return { id: companyId, feedId, revision: result.nextExpectedRevision, position: result.position };
  }
  return { generateFeedId };
}

export type OutputFeedCommands = ReturnType<typeof createOutputFeedCommands>;
