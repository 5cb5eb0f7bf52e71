import { describe, it } from 'vitest';
import { deciderSpec } from '../../testing/index.ts';
import { feedSyncDecider } from './feedSyncDecider.ts';

const sync = (syncedAt: string) => ({ companyId: 'c1', syncedAt, channels: [{ channelId: 'ch1', rows: 3, expiredStrikePrices: 1 }] });
const synced = (syncedAt: string) => ({ type: 'FeedSynchronised' as const, data: sync(syncedAt) });

describe('feed sync decider', () => {
  const spec = deciderSpec(feedSyncDecider);
  it('syncs once per local date of the company', () => {
    spec.given([]).when({ type: 'SyncFeed', sync: sync('2026-11-26T05:30:00.000Z'), timeZone: 'Europe/Berlin' }).then([synced('2026-11-26T05:30:00.000Z')]);
    spec.given([synced('2026-11-26T05:30:00.000Z')]).when({ type: 'SyncFeed', sync: sync('2026-11-26T09:00:00.000Z'), timeZone: 'Europe/Berlin' }).then([]);
    spec.given([synced('2026-11-25T05:30:00.000Z')]).when({ type: 'SyncFeed', sync: sync('2026-11-26T05:30:00.000Z'), timeZone: 'Europe/Berlin' }).then([synced('2026-11-26T05:30:00.000Z')]);
  });
  it('counts dates in the company zone, not in UTC', () => {
    // 23:30 UTC on the 25th is already the 26th in Berlin.
    spec.given([synced('2026-11-25T23:30:00.000Z')]).when({ type: 'SyncFeed', sync: sync('2026-11-26T09:00:00.000Z'), timeZone: 'Europe/Berlin' }).then([]);
  });
});
