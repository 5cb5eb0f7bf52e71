/**
 * The morning feed sync of one company (stream `feedsync-<companyId>`): at most one sync per
 * local date of the company. The one writer of the stream.
 */
import type { FeedEvent } from '../../events/pricingEvents.ts';
import { localClock } from '../clock/companyClock.ts';
import type { Decider } from '../decider.ts';

type Synchronised = Extract<FeedEvent, { type: 'FeedSynchronised' }>;

export interface FeedSyncState {
  lastSyncedAt: string | null;
}

export interface SyncFeed {
  type: 'SyncFeed';
  sync: Synchronised['data'];
  /** The company's zone: a sync on the same local date as the last one is not repeated. */
  timeZone: string;
}

export const feedSyncDecider: Decider<FeedSyncState, SyncFeed, Synchronised> = {
  initialState: () => ({ lastSyncedAt: null }),
  evolve: (_state, event) => ({ lastSyncedAt: event.data.syncedAt }),
  decide: (command, state) => {
    const date = localClock(new Date(command.sync.syncedAt), command.timeZone).date;
    if (state.lastSyncedAt !== null && localClock(new Date(state.lastSyncedAt), command.timeZone).date === date) return [];
    return [{ type: 'FeedSynchronised', data: command.sync }];
  },
};
