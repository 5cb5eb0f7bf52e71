import { describe, expect, it } from 'vitest';
import type { PricingSettingsEvent } from '@pm/contracts';
import { deciderSpec } from '@pm/platform/testing';
import { feedIdDecider } from './feedIdDecider.ts';
import { newFeedId } from './outputFeedCommands.ts';

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
  it('draws ids with 192 random bits in base64url', () => {
    const ids = new Set(Array.from({ length: 50 }, newFeedId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });
});
