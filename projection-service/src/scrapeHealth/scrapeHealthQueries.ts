import type { FastifyInstance } from 'fastify';
import { scrapeHealthQuerySchema, scrapeHealthSchema, type CompanyHealth, type HealthFigures, type HealthLevel, type HealthOutcomeLabel, type ScrapeHealth, type ScrapeHealthQuery, type SourceHealth, type SourceKind } from '@pm/contracts';
import { blockedTrend, DAY_MS, dayWindowCounts, healthLevel, HOUR_MS, medianDurationMs, RECENT_HEALTH, windowCounts, type ConnectedSources, type DayBucket, type HourBucket } from '@pm/contracts/domain';
import { actorOf, appError, zodRoutes, type Doc, type Filter } from '@pm/platform';
import { INSIGHT_URLS } from '../insights/insightsDocs.ts';
import { COMPANIES } from '../projectors/companiesProjector.ts';
import { COMPANY_SOURCES, SOURCES } from '../projectors/sourcesProjector.ts';
import type { ReadModels } from '../runtime/readModels.ts';
import { SCRAPE_HEALTH_DAYS, SCRAPE_HEALTH_HOURS, SCRAPE_HEALTH_LATEST, type HealthDimension } from './scrapeHealthProjector.ts';

type HourDoc = Doc & HourBucket & { dim: HealthDimension; companyId: string | null; sourceId: string | null };
type DayDoc = Doc & DayBucket & { dim: HealthDimension; companyId: string | null; sourceId: string | null };
type LatestDoc = Doc & { dim: HealthDimension; companyId: string | null; sourceId: string | null; lastAttemptAt?: string; lastSuccessAt?: string };
type SourceDoc = Doc & { name?: string; kind?: SourceKind };
type UrlDoc = Doc & { companyId: string; storeId: string; lastObservedAt: string | null };

/** Days between scrapes per frequency (as the scraper's due rule; MONTHLY generously 31). */
const FREQUENCY_DAYS: Record<string, number | null> = { DAILY: 1, WEEKLY: 7, TWICE_A_MONTH: 15, MONTHLY: 31, NEVER: null };
/** A scrape may run this late before its URL counts as overdue (the same grace as the check-URLs list). */
export const OVERDUE_GRACE_MS = 6 * 3_600_000;
const LEVEL_ORDER: Record<HealthLevel, number> = { RED: 0, AMBER: 1, GREEN: 2, IDLE: 3 };

/** The figures of one row from its hourly and daily buckets, latest instants and overdue count (7 d: the last 7 UTC days including today). */
export function healthFigures(hours: readonly HourBucket[], days: readonly DayBucket[], latest: LatestDoc | undefined, overdueUrls: number, window: ScrapeHealthQuery['window'], now: number): HealthFigures {
  const nowHour = Math.floor(now / HOUR_MS);
  const today = Math.floor(now / DAY_MS);
  const last24h = windowCounts(hours, nowHour, 24);
  const last7d = dayWindowCounts(days, today, 7);
  const shown = window === '7d' ? last7d : last24h;
  const failures = (Object.entries(shown.labels) as [HealthOutcomeLabel, number][]).filter(([, count]) => count > 0).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([label, count]) => ({ label, count }));
  return {
    level: healthLevel(last24h, windowCounts(hours, nowHour, RECENT_HEALTH.hours)),
    attempts24h: last24h.attempts,
    successRate24h: last24h.attempts === 0 ? null : last24h.successes / last24h.attempts,
    attempts7d: last7d.attempts,
    successRate7d: last7d.attempts === 0 ? null : last7d.successes / last7d.attempts,
    failures,
    medianDurationMs: medianDurationMs(shown.durations),
    lastSuccessAt: latest?.lastSuccessAt ?? null,
    lastAttemptAt: latest?.lastAttemptAt ?? null,
    overdueUrls,
    blockedTrend: blockedTrend(days, today, 7),
  };
}

function group<T extends Doc>(docs: readonly T[], keyOf: (doc: T) => string | null): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const doc of docs) {
    const key = keyOf(doc);
    if (key === null) continue;
    const list = groups.get(key) ?? [];
    list.push(doc);
    groups.set(key, list);
  }
  return groups;
}

const worstFirst = (a: HealthFigures & { name: string }, b: HealthFigures & { name: string }) => LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level] || a.name.localeCompare(b.name);

/**
 * Competitor URLs overdue for a scrape, per company and per source: last scraped longer ago than
 * the company's frequency for the source plus the grace (URLs of archived products or removed
 * URLs are not in the insights' URL read model; sources scraped NEVER or switched off do not count).
 */
async function overdueCounts(readModels: ReadModels, query: ScrapeHealthQuery, now: number) {
  const oldest = new Date(now - DAY_MS - OVERDUE_GRACE_MS).toISOString();
  const filter: Filter = { lastObservedAt: { $lt: oldest }, ...(query.companyId ? { companyId: query.companyId } : {}), ...(query.sourceId ? { storeId: query.sourceId } : {}) };
  const [urls, settings] = await Promise.all([
    readModels.find<UrlDoc>(INSIGHT_URLS, filter, { projection: { companyId: 1, storeId: 1, lastObservedAt: 1 } }),
    readModels.find<Doc & { sources: ConnectedSources }>(COMPANY_SOURCES, query.companyId ? { _id: query.companyId } : {}),
  ]);
  const sourcesOf = new Map(settings.map((doc) => [doc._id, doc.sources]));
  const bySource = new Map<string, number>();
  const byCompany = new Map<string, number>();
  const byCompanySource = new Map<string, number>();
  for (const url of urls) {
    const setting = sourcesOf.get(url.companyId)?.[url.storeId]?.settings;
    const days = setting && setting.scrapingEnabled ? FREQUENCY_DAYS[setting.scrapeFrequency] : null;
    if (days == null || url.lastObservedAt === null || Date.parse(url.lastObservedAt) >= now - days * DAY_MS - OVERDUE_GRACE_MS) continue;
    bySource.set(url.storeId, (bySource.get(url.storeId) ?? 0) + 1);
    byCompany.set(url.companyId, (byCompany.get(url.companyId) ?? 0) + 1);
    byCompanySource.set(`${url.companyId}:${url.storeId}`, (byCompanySource.get(`${url.companyId}:${url.storeId}`) ?? 0) + 1);
  }
  return { bySource, byCompany, byCompanySource };
}

/**
 * Scrape health per source and per company (issue 18, item 4). With a company: its sources as it
 * scrapes them; with a source: the companies scraping it. The windows end at `now`.
 */
export async function scrapeHealth(readModels: ReadModels, query: ScrapeHealthQuery, now = Date.now()): Promise<ScrapeHealth> {
  const hoursSince = { $gt: Math.floor(now / HOUR_MS) - 24 };
  const daysSince = { $gt: Math.floor(now / DAY_MS) - 7 };
  const sourceDim: HealthDimension = query.companyId ? 'companySource' : 'source';
  const companyDim: HealthDimension = query.sourceId ? 'companySource' : 'company';
  const narrow: Filter = { ...(query.companyId ? { companyId: query.companyId } : {}), ...(query.sourceId ? { sourceId: query.sourceId } : {}) };
  const [sourceHours, companyHours, sourceDays, companyDays, latest, sources, companies, companySources, overdue] = await Promise.all([
    readModels.find<HourDoc>(SCRAPE_HEALTH_HOURS, { dim: sourceDim, hour: hoursSince, ...narrow }),
    readModels.find<HourDoc>(SCRAPE_HEALTH_HOURS, { dim: companyDim, hour: hoursSince, ...narrow }),
    readModels.find<DayDoc>(SCRAPE_HEALTH_DAYS, { dim: sourceDim, day: daysSince, ...narrow }),
    readModels.find<DayDoc>(SCRAPE_HEALTH_DAYS, { dim: companyDim, day: daysSince, ...narrow }),
    readModels.find<LatestDoc>(SCRAPE_HEALTH_LATEST, { dim: { $in: [...new Set([sourceDim, companyDim])] }, ...narrow }),
    readModels.find<SourceDoc>(SOURCES, query.sourceId ? { _id: query.sourceId } : {}, { projection: { name: 1, kind: 1 } }),
    readModels.find<Doc & { name?: string }>(COMPANIES, query.companyId ? { _id: query.companyId } : {}, { projection: { name: 1 } }),
    readModels.find<Doc & { sources: ConnectedSources }>(COMPANY_SOURCES, query.companyId ? { _id: query.companyId } : {}),
    overdueCounts(readModels, query, now),
  ]);
  if (query.companyId && companies.length === 0) throw appError('COMPANY_NOT_FOUND', 'The company was not found.');
  if (query.sourceId && sources.length === 0) throw appError('SOURCE_UNKNOWN', 'The source was not found.');

  const latestOf = (dim: HealthDimension, key: (doc: LatestDoc) => string | null) => new Map(latest.filter((doc) => doc.dim === dim).map((doc) => [key(doc) ?? '', doc]));
  const sourceLatest = latestOf(sourceDim, (doc) => doc.sourceId);
  const companyLatest = latestOf(companyDim, (doc) => doc.companyId);
  const sourceBuckets = group(sourceHours, (doc) => doc.sourceId);
  const companyBuckets = group(companyHours, (doc) => doc.companyId);
  const sourceDayBuckets = group(sourceDays, (doc) => doc.sourceId);
  const companyDayBuckets = group(companyDays, (doc) => doc.companyId);
  const sourceNames = new Map(sources.map((doc) => [doc._id, doc]));

  // Rows: with a company, the sources it has connected or scraped; else every registered source.
  const connected = new Set(companySources.flatMap((doc) => Object.keys(doc.sources)));
  const sourceIds = query.companyId ? new Set([...connected, ...sourceDayBuckets.keys(), ...sourceLatest.keys()].filter((id) => sourceNames.has(id))) : new Set(sourceNames.keys());
  const companyIds = query.sourceId
    ? new Set([...companySources.filter((doc) => query.sourceId! in doc.sources).map((doc) => doc._id), ...companyDayBuckets.keys(), ...companyLatest.keys()])
    : new Set(companies.map((doc) => doc._id));
  const companyNames = new Map(companies.map((doc) => [doc._id, doc.name ?? doc._id]));

  const sourceRows: SourceHealth[] = [...sourceIds].map((sourceId) => {
    const overdueUrls = query.companyId ? (overdue.byCompanySource.get(`${query.companyId}:${sourceId}`) ?? 0) : (overdue.bySource.get(sourceId) ?? 0);
    const source = sourceNames.get(sourceId);
    return { sourceId, name: source?.name ?? sourceId, kind: source?.kind ?? null, ...healthFigures(sourceBuckets.get(sourceId) ?? [], sourceDayBuckets.get(sourceId) ?? [], sourceLatest.get(sourceId), overdueUrls, query.window, now) };
  });
  const companyRows: CompanyHealth[] = [...companyIds].map((companyId) => {
    const overdueUrls = query.sourceId ? (overdue.byCompanySource.get(`${companyId}:${query.sourceId}`) ?? 0) : (overdue.byCompany.get(companyId) ?? 0);
    return { companyId, name: companyNames.get(companyId) ?? companyId, ...healthFigures(companyBuckets.get(companyId) ?? [], companyDayBuckets.get(companyId) ?? [], companyLatest.get(companyId), overdueUrls, query.window, now) };
  });
  return { asOf: new Date(now).toISOString(), window: query.window, sources: sourceRows.sort(worstFirst), companies: companyRows.sort(worstFirst) };
}

export function registerScrapeHealthQueries(app: FastifyInstance, readModels: ReadModels, now: () => number = Date.now): void {
  const api = zodRoutes(app);
  api.get(
    '/api/admin/scrape-health',
    { config: { access: 'platform-admin' }, schema: { summary: 'Scrape health per source and per company (success rates, failures by page status, overdue URLs)', querystring: scrapeHealthQuerySchema, response: { 200: scrapeHealthSchema } } },
    async (request, reply): Promise<ScrapeHealth> => {
      if (!actorOf(request).isAdmin) throw appError('FORBIDDEN', 'Only platform administrators see scrape health.');
      await readModels.consistent(request, reply, SCRAPE_HEALTH_HOURS, INSIGHT_URLS);
      return scrapeHealth(readModels, request.query, now());
    },
  );
}
