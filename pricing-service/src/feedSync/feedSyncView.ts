import { DEFAULT_ENGINE_SETTINGS, type EngineSettings } from '@pm/contracts';
import { type AdjustmentEvent, type FeedEvent, type PricingSettingsEvent } from '@pm/contracts/events';
import { evolveAdjustmentRecord, salesChannelChange, strikeWindowEnd, type AdjustmentRecord } from '@pm/contracts/domain';
import { toDomainEvent, type RecordedEvent, type ServiceView } from '@pm/platform';
import { localClock } from './feedSyncDue.ts';

interface Row {
  adjustmentId: string;
  strikeUntil: number | null;
}

interface CompanyFeed {
  settings: EngineSettings;
  channels: Set<string>;
  /** channelId → sku → the latest confirmed row. */
  rows: Map<string, Map<string, Row>>;
  lastSyncedAt: string | null;
}

export interface FeedSyncChannelCount {
  channelId: string;
  rows: number;
  expiredStrikePrices: number;
}

export const FEED_SYNC_EVENTS: ReadonlySet<string> = new Set(['AdjustmentProposed', 'AdjustmentConfirmed', 'AdjustmentDiscarded', 'SalesChannelCreated', 'SalesChannelDeleted', 'EngineSettingsSet', 'FeedSynchronised']);

/**
 * What the morning sync needs, folded from the log in the pricing service: per company its
 * engine settings, channels, the latest confirmed row per channel and SKU with its strike
 * window end, and when it was last synchronised. Pure apart from living in memory.
 */
export class FeedSyncView {
  private readonly companies = new Map<string, CompanyFeed>();
  /** Proposals not decided yet, as the domain core records them. */
  private readonly pending = new Map<string, AdjustmentRecord>();
  position = 0n;

  private company(companyId: string): CompanyFeed {
    let company = this.companies.get(companyId);
    if (!company) {
      company = { settings: DEFAULT_ENGINE_SETTINGS, channels: new Set(), rows: new Map(), lastSyncedAt: null };
      this.companies.set(companyId, company);
    }
    return company;
  }

  apply(recorded: RecordedEvent): void {
    this.position = recorded.position;
    if (!FEED_SYNC_EVENTS.has(recorded.type)) return;
    const event = toDomainEvent<AdjustmentEvent | PricingSettingsEvent | FeedEvent>(recorded);
    switch (event.type) {
      case 'AdjustmentProposed':
      case 'AdjustmentConfirmed':
      case 'AdjustmentDiscarded': {
        const before = this.pending.get(event.data.adjustmentId) ?? null;
        const after = evolveAdjustmentRecord(before, event);
        if (!after || after === before) break;
        if (after.status === 'PENDING') {
          this.pending.set(after.adjustmentId, after);
          break;
        }
        this.pending.delete(after.adjustmentId);
        if (after.status !== 'CONFIRMED' || after.confirmedAt === null) break;
        // The feed's own strike window rule (the domain core's), so sync counts what the feed exports.
        const until = strikeWindowEnd({ ...after, confirmedAt: after.confirmedAt });
        const rows = this.company(after.companyId).rows;
        const channel = rows.get(after.channelId) ?? new Map<string, Row>();
        channel.set(after.sku, { adjustmentId: after.adjustmentId, strikeUntil: until === null ? null : Date.parse(until) });
        rows.set(after.channelId, channel);
        break;
      }
      case 'SalesChannelCreated':
      case 'SalesChannelDeleted': {
        const change = salesChannelChange(event);
        if (change?.fields) this.company(event.data.companyId).channels.add(change.channelId);
        else if (change) this.company(event.data.companyId).channels.delete(change.channelId);
        break;
      }
      case 'EngineSettingsSet':
        this.company(event.data.companyId).settings = event.data.settings;
        break;
      case 'FeedSynchronised':
        this.company(event.data.companyId).lastSyncedAt = event.data.syncedAt;
        break;
      default:
        break;
    }
  }

  /** This fold as a service view of the process's view runtime, snapshotted with it. */
  serviceView(): ServiceView {
    return {
      name: 'feed-sync',
      handles: FEED_SYNC_EVENTS,
      apply: (event) => this.apply(event),
      snapshot: {
        version: 1,
        save: () => ({ companies: this.companies, pending: this.pending, position: this.position }),
        restore: (saved) => {
          const s = saved as { companies: Map<string, CompanyFeed>; pending: Map<string, AdjustmentRecord>; position: bigint };
          for (const [id, company] of s.companies) this.companies.set(id, company);
          for (const [id, record] of s.pending) this.pending.set(id, record);
          this.position = s.position;
        },
      },
    };
  }

  /** Records a sync this process wrote before its event comes back through the subscription. */
  markSynced(companyId: string, syncedAt: string): void {
    this.company(companyId).lastSyncedAt = syncedAt;
  }

  /** Companies with at least one sales channel (a company without one has no feed to sync). */
  companiesWithChannels(): { companyId: string; settings: EngineSettings; lastSyncDate: string | null }[] {
    return [...this.companies.entries()]
      .filter(([, c]) => c.channels.size > 0)
      .map(([companyId, c]) => ({ companyId, settings: c.settings, lastSyncDate: c.lastSyncedAt ? localClock(new Date(c.lastSyncedAt), c.settings.timeZone).date : null }));
  }

  /**
   * Per channel the rows the feed holds at `at` and the strike prices whose window ended since the
   * last sync (all ended ones for a first sync): those the feed stops exporting from now on.
   */
  counts(companyId: string, at: Date): FeedSyncChannelCount[] {
    const company = this.companies.get(companyId);
    if (!company) return [];
    const since = company.lastSyncedAt ? Date.parse(company.lastSyncedAt) : Number.NEGATIVE_INFINITY;
    return [...company.channels].sort().map((channelId) => {
      const rows = [...(company.rows.get(channelId)?.values() ?? [])];
      const expired = rows.filter((r) => r.strikeUntil !== null && r.strikeUntil > since && r.strikeUntil <= at.getTime()).length;
      return { channelId, rows: rows.length, expiredStrikePrices: expired };
    });
  }
}
