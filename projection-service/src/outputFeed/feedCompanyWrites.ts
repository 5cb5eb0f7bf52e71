import type { FeedEvent, PricingSettingsEvent } from '@pm/contracts/events';
import { salesChannelChange } from '@pm/contracts/domain';
import { toDomainEvent, type Doc, type RecordedEvent, type UpdateSpec, type WriteOp } from '@pm/platform';

/** One document per company: its feed id, its channels' names and the last sync and pull. */
export const FEED_COMPANIES = 'feedCompanies';

export const FEED_COMPANY_EVENTS = ['FeedIdGenerated', 'SalesChannelCreated', 'SalesChannelUpdated', 'SalesChannelDeleted', 'FeedPulled', 'FeedPullsCounted', 'FeedSynchronised'] as const;

export interface FeedCompanyDoc extends Doc {
  feedId?: string;
  channels?: Record<string, { name: string; currency: string }>;
  lastSyncedAt?: string;
  lastSync?: { channelId: string; rows: number; expiredStrikePrices: number }[];
  lastPulledAt?: string;
}

type Handled = Extract<PricingSettingsEvent, { type: 'FeedIdGenerated' | 'SalesChannelCreated' | 'SalesChannelUpdated' | 'SalesChannelDeleted' }> | FeedEvent;

/** Writes to the company's feed document; a new feed id replaces the old one, which then answers no more. */
export function feedCompanyWrites(recorded: RecordedEvent): WriteOp[] {
  const event = toDomainEvent<Handled>(recorded);
  const on = (update: UpdateSpec): WriteOp[] => [
    { op: 'update', collection: FEED_COMPANIES, id: event.data.companyId, upsert: true, update },
  ];
  switch (event.type) {
    case 'FeedIdGenerated':
      return on({ $set: { feedId: event.data.feedId } });
    case 'SalesChannelCreated':
    case 'SalesChannelUpdated':
    case 'SalesChannelDeleted': {
      const change = salesChannelChange(event);
      if (!change) return [];
      return on(change.fields ? { $set: { [`channels.${change.channelId}`]: { name: change.fields.name, currency: change.fields.currency } } } : { $unset: { [`channels.${change.channelId}`]: '' } });
    }
    case 'FeedPulled':
      return on({ $max: { lastPulledAt: event.data.pulledAt } });
    case 'FeedPullsCounted':
      return on({ $max: { lastPulledAt: event.data.lastPulledAt } });
    case 'FeedSynchronised':
      return on({ $set: { lastSyncedAt: event.data.syncedAt, lastSync: event.data.channels } });
    default:
      return [];
  }
}
