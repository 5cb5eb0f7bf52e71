/**
 * Which competitor URLs are due for a scrape now (pure; the clock is an argument): by the
 * source's frequency since the URL's last job; a new URL the next morning (or at once when the
 * deployment says so); never while a job for it is open, its source is disabled/NEVER or not
 * connected to the company, its product is archived or the URL was removed.
 */
import type { ScrapeFrequency } from '@pm/contracts';
import type { TargetSource, TargetsView, TargetUrl } from './scrapeTargets.ts';

const DAY_MS = 86_400_000;

export const FREQUENCY_DAYS: Record<ScrapeFrequency, number | null> = { DAILY: 1, WEEKLY: 7, TWICE_A_MONTH: 15, MONTHLY: 30, NEVER: null };

export interface DueOptions {
  /** Local hour (0–23) of the morning scrape of new URLs. Default 6. */
  morningHour?: number;
  timeZone?: string;
  scrapeNewUrlsImmediately?: boolean;
  /** An open job older than this no longer blocks (its worker died without an outcome). Default 1 h. */
  staleJobMs?: number;
}

export interface DueUrl {
  url: TargetUrl;
  source: TargetSource;
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

export function dueAt(url: TargetUrl, source: TargetSource, options: DueOptions = {}): Date | null {
  const days = FREQUENCY_DAYS[source.scrapeFrequency];
  if (!source.scrapingEnabled || days === null) return null;
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
    if (!source || !view.connections.has(`${url.companyId}:${url.sourceId}`)) continue;
    const when = dueAt(url, source, options);
    if (when !== null && when.getTime() <= now.getTime()) due.push({ url, source, trigger: url.lastJobAt === null ? 'NEW_URL' : 'SCHEDULE', dueAt: when });
  }
  return due;
}
