import type { PricingSettingsEvent } from '@pm/contracts';

/**
 * The ids of a company's sales channels, folded from `pricingsettings-<companyId>` (the price
 * rules' decider context: a rule must name a channel that exists). Only the channel events
 * matter here; the settings decider owns the rest of that stream.
 */
export function salesChannelIds(events: readonly PricingSettingsEvent[]): string[] {
  const ids = new Set<string>();
  for (const event of events) {
    if (event.type === 'SalesChannelCreated') ids.add(event.data.channelId);
    if (event.type === 'SalesChannelDeleted') ids.delete(event.data.channelId);
  }
  return [...ids];
}
