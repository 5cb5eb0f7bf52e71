import { DEFAULT_ENGINE_SETTINGS, type AdjustmentEvent, type EngineSettings, type FeedEvent, type PricingSettingsEvent } from '@pm/contracts';
import { toDomainEvent, type RecordedEvent } from '@pm/platform';
import { localClock } from './feedSyncDue.ts';

/** Spec §9: a strike price without an end is exported for 30 days from its start. */
const DEFAULT_STRIKE_MS = 30 * 24 * 60 * 60 * 1000;

interface Placement {
  companyId: string;
  channelId: string;
  sku: string;
  /** End of the strike price window in ms, null without a strike price. */
  strikeUntil: number | null;
}

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

export const FEED_SYNC_EVENTS = new Set(['AdjustmentProposed', 'AdjustmentConfirmed', 'AdjustmentDiscarded', 'SalesChannelCreated', 'SalesChannelDeleted', 'EngineSettingsSet', 'FeedSynchronised']);

/**
 * What the morning sync needs, folded from the log in the pricing service: per company its
 * engine settings, channels, the latest confirmed row per channel and SKU with its strike
 * window end, and when it was last synchronised. Pure apart from living in memory.
 */
export class FeedSyncView {
  private readonly companies = new Map<string, CompanyFeed>();
  private readonly pending = new Map<string, Placement>();
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
      case 'AdjustmentProposed': {
        const p = event.data;
        const start = Date.parse(p.strikePriceFrom ?? p.proposedAt);
        const strikeUntil = p.strikePrice === null ? null : p.strikePriceUntil ? Date.parse(p.strikePriceUntil) : start + DEFAULT_STRIKE_MS;
        this.pending.set(p.adjustmentId, { companyId: p.companyId, channelId: p.channelId, sku: p.sku, strikeUntil });
        break;
      }
      case 'AdjustmentConfirmed': {
        const placement = this.pending.get(event.data.adjustmentId);
        if (!placement) break;
        this.pending.delete(event.data.adjustmentId);
        const rows = this.company(placement.companyId).rows;
        const channel = rows.get(placement.channelId) ?? new Map<string, Row>();
        channel.set(placement.sku, { adjustmentId: event.data.adjustmentId, strikeUntil: placement.strikeUntil });
        rows.set(placement.channelId, channel);
        break;
      }
      case 'AdjustmentDiscarded':
        this.pending.delete(event.data.adjustmentId);
        break;
      case 'SalesChannelCreated':
        this.company(event.data.companyId).channels.add(event.data.channelId);
        break;
      case 'SalesChannelDeleted':
        this.company(event.data.companyId).channels.delete(event.data.channelId);
        break;
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
