import type { PricingSettingsEvent } from '../../events/index.ts';
import { appError } from '../appError.ts';
import type { Decider } from '../decider.ts';
import { evolvePricingSettings, initialPricingSettings, type PricingSettings } from '../pricingSettings/pricingSettingsFold.ts';

/** The new id is drawn by the caller (crypto random), so deciding stays pure and testable. */
export type FeedIdCommand = { type: 'GenerateFeedId'; companyId: string; feedId: string };

/** A feed id is at least 128 bits of URL-safe randomness (base64url, 22+ characters). */
export const FEED_ID_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

/**
 * Generating a feed id: the new id replaces the old one, whose URL then stops answering. The
 * state is the settings stream's one fold (its `feedId`).
 */
export const feedIdDecider: Decider<PricingSettings, FeedIdCommand, PricingSettingsEvent> = {
  initialState: initialPricingSettings,
  evolve: evolvePricingSettings,
  decide: (command, state) => {
    if (!FEED_ID_PATTERN.test(command.feedId)) throw appError('VALIDATION_FAILED', 'A feed id must be at least 128 bits of URL-safe randomness.');
    // Practically impossible with 192 random bits; refusing it keeps "the old URL stops answering" true.
    if (command.feedId === state.feedId) throw appError('VALIDATION_FAILED', 'The new feed id must differ from the current one.');
    return [{ type: 'FeedIdGenerated', data: { companyId: command.companyId, feedId: command.feedId } }];
  },
};
