import { describe, expect, it } from 'vitest';
import type { PricingSettingsEvent } from '@pm/contracts';
import { salesChannelIds } from './salesChannelIds.ts';

const channel = { name: 'Webshop', country: 'de', currency: 'EUR', commissionRate: 0, vatRate: 19, noShippingCost: false } as const;

describe('salesChannelIds', () => {
  it('knows the channels created and not deleted since', () => {
    const events: PricingSettingsEvent[] = [
      { type: 'SalesChannelCreated', data: { companyId: 'c', channelId: 'web', fields: channel } },
      { type: 'SalesChannelCreated', data: { companyId: 'c', channelId: 'amazon', fields: { ...channel, name: 'Amazon' } } },
      { type: 'SalesChannelUpdated', data: { companyId: 'c', channelId: 'amazon', fields: { ...channel, name: 'Amazon DE' } } },
      { type: 'SalesChannelDeleted', data: { companyId: 'c', channelId: 'web' } },
      { type: 'PriceEndingsSet', data: { companyId: 'c', priceEndings: { endings: [99], rounding: 'NEAREST' } } },
    ];
    expect(salesChannelIds(events)).toEqual(['amazon']);
  });
});
