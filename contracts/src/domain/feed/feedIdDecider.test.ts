import { describe, it } from 'vitest';
import type { PricingSettingsEvent } from '../../events/index.ts';
import { deciderSpec } from '../../testing/index.ts';
import { feedIdDecider } from './feedIdDecider.ts';

const spec = deciderSpec(feedIdDecider);
const c = 'c1';
const generated = (feedId: string): PricingSettingsEvent => ({ type: 'FeedIdGenerated', data: { companyId: c, feedId } });
const channel: PricingSettingsEvent = { type: 'SalesChannelDeleted', data: { companyId: c, channelId: 'ch' } };
const ID_A = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
const ID_B = 'BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB';

describe('feed id', () => {
  it('generates the first id and replaces an existing one, whatever else the settings stream holds', () => {
    spec.given([]).when({ type: 'GenerateFeedId', companyId: c, feedId: ID_A }).then([generated(ID_A)]);
    spec.given([channel, generated(ID_A), channel]).when({ type: 'GenerateFeedId', companyId: c, feedId: ID_B }).then([generated(ID_B)]);
  });
  it('refuses ids that are not long URL-safe random strings, or the current id again', () => {
    spec.given([]).when({ type: 'GenerateFeedId', companyId: c, feedId: 'short' }).thenThrows('VALIDATION_FAILED');
    spec.given([]).when({ type: 'GenerateFeedId', companyId: c, feedId: `${ID_A}/x` }).thenThrows('VALIDATION_FAILED');
    spec.given([generated(ID_A)]).when({ type: 'GenerateFeedId', companyId: c, feedId: ID_A }).thenThrows('VALIDATION_FAILED');
  });
});
