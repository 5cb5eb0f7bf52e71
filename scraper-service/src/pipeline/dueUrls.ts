/**
 * Which competitor URLs are due for a scrape now (pure; the clock is an argument): by the
 * frequency the URL's company chose for the source, since the URL's last job; a new URL the next
 * morning (or at once when the deployment says so); never while a job for it is open, its
 * company has not connected the source or switched its scraping off (or to NEVER), chose a proxy
 * the deployment no longer configures (never directly instead), its product is archived or the
 * URL was removed. Another company's settings of the same source never count.
 */
import type { CompanySourceSettings, ScrapeFrequency } from '@pm/contracts';
import { scrapesSource } from '@pm/contracts/domain';
import { settingsOf, type TargetSource, type TargetsView, type TargetUrl } from './scrapeTargets.ts';

const DAY_MS = 86_400_000;

export const FREQUENCY_DAYS: Record<ScrapeFrequency, number | null> = { DAILY: 1, WEEKLY: 7, TWICE_A_MONTH: 15, MONTHLY: 30, NEVER: null };

export interface DueOptions {
  /** Local hour (0–23) of the morning scrape of new URLs. Default 6. */
  morningHour?: number;
  timeZone?: string;
  scrapeNewUrlsImmediately?: boolean;
  /** An open job older than this no longer blocks (its worker died without an outcome). Default 1 h. */
  staleJobMs?: number;
  /** Ids of the proxies the deployment configures; a URL whose company chose another is not scraped. Default: none. */
  configuredProxyIds?: ReadonlySet<string>;
}

export interface DueUrl {
  url: TargetUrl;
  source: TargetSource;
  /** The URL's company's own settings of the source (its job's proxy among them). */
  settings: CompanySourceSettings;
  trigger: 'SCHEDULE' | 'NEW_URL';
  /** When it became due: the same in every scraper that looks, so they can agree on one job. */
  dueAt: Date;
}

/** Offset of `timeZone` from UTC at `instant`, in ms (Europe/Berlin: +1 h or +2 h). */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The first instant after `after` at which the local time in `timeZone` is `hour`:00. */
export function nextMorning(after: Date, hour: number, timeZone: string): Date {
  const local = new Date(after.getTime() + zoneOffsetMs(after.getTime(), timeZone));
  for (let day = 0; day <= 2; day++) {
    const wallClock = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + day, hour);
    const instant = wallClock - zoneOffsetMs(wallClock - zoneOffsetMs(wallClock, timeZone), timeZone);
    if (instant > after.getTime()) return new Date(instant);
  }
  throw new Error('unreachable: a morning within two days');
}

/**
 * The company's settings of the URL's source when the company scrapes it: connected, enabled, not
 * NEVER, and its proxy (if any) one the deployment configures. Null: not scraped at all.
 */
export function scrapingSettings(view: TargetsView, url: TargetUrl, configuredProxyIds: ReadonlySet<string> = new Set()): CompanySourceSettings | null {
  const settings = settingsOf(view, url);
  if (!settings || !scrapesSource(settings)) return null;
  if (settings.proxyId !== null && !configuredProxyIds.has(settings.proxyId)) return null;
  return settings;
}

export function dueAt(url: TargetUrl, settings: CompanySourceSettings, options: DueOptions = {}): Date | null {
  const days = FREQUENCY_DAYS[settings.scrapeFrequency];
  if (!settings.scrapingEnabled || days === null) return null;
  if (url.lastJobAt === null) {
    const added = new Date(url.addedAt);
    return options.scrapeNewUrlsImmediately ? added : nextMorning(added, options.morningHour ?? 6, options.timeZone ?? 'Europe/Berlin');
  }
  return new Date(Date.parse(url.lastJobAt) + days * DAY_MS);
}

export function dueUrls(view: TargetsView, now: Date, options: DueOptions = {}): DueUrl[] {
  const staleJobMs = options.staleJobMs ?? 3_600_000;
  const due: DueUrl[] = [];
  for (const url of view.urls.values()) {
    if (url.removed || view.archivedProducts.has(url.productId)) continue;
    if (url.openJob && now.getTime() - Date.parse(url.openJob.since) < staleJobMs) continue;
    const source = view.sources.get(url.sourceId);
    const settings = scrapingSettings(view, url, options.configuredProxyIds);
    if (!source || !settings) continue;
    const when = dueAt(url, settings, options);
    if (when !== null && when.getTime() <= now.getTime()) due.push({ url, source, settings, trigger: url.lastJobAt === null ? 'NEW_URL' : 'SCHEDULE', dueAt: when });
  }
  return due;
}
