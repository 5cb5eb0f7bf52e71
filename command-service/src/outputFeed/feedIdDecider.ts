import type { PricingSettingsEvent } from '@pm/contracts';
import { appError, type Decider } from '@pm/platform';

/** The feed part of `pricingsettings-<companyId>`: the company's current feed id (null: no feed yet). */
export interface FeedIdState {
  feedId: string | null;
}

/** The new id is drawn by the caller (crypto random), so deciding stays pure and testable. */
export type FeedIdCommand = { type: 'GenerateFeedId'; companyId: string; feedId: string };

/** A feed id is at least 128 bits of URL-safe randomness (base64url, 22+ characters). */
export const FEED_ID_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

/**
 * Generating a feed id: the new id replaces the old one, whose URL then stops answering. It does
 * not depend on the other settings of the stream (channels, rates, …), so only its own events count.
 */
export const feedIdDecider: Decider<FeedIdState, FeedIdCommand, PricingSettingsEvent> = {
  initialState: () => ({ feedId: null }),
  evolve: (state, event) => (event.type === 'FeedIdGenerated' ? { feedId: event.data.feedId } : state),
  decide: (command, state) => {
    if (!FEED_ID_PATTERN.test(command.feedId)) throw appError('VALIDATION_FAILED', 'A feed id must be at least 128 bits of URL-safe randomness.');
    // Practically impossible with 192 random bits; refusing it keeps "the old URL stops answering" true.
    if (command.feedId === state.feedId) throw appError('VALIDATION_FAILED', 'The new feed id must differ from the current one.');
    return [{ type: 'FeedIdGenerated', data: { companyId: command.companyId, feedId: command.feedId } }];
  },
};
