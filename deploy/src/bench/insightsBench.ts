/**
 * The insights at the scale of a large customer: one company with PRODUCTS products, OFFERS
 * competitor offers each and DAYS days of daily observations, written as the real events and
 * projected by the real insights projector: the log up to the day before the last caught up
 * first, then the last day's observations appended and projected on their own ("a day's
 * observations", the issue's projection figure). HISTORY_DAYS more past days can be seeded as
 * the day aggregates the projection would have written for them (the only insight documents
 * that grow with the days: the states keep each URL's latest day, the current aggregates the
 * days that still hold current pairs) — a shortcut, said so in the output. Checked complete
 * before anything is timed; then every insight query, timed per call; then the dashboard's
 * projectors and its queries through their HTTP routes.
 */
import { loadavg } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { checkUrlsQuerySchema, insightsQuerySchema, shopDeviationQuerySchema, type BrandDetail, type Country } from '@pm/contracts';
import { createEmbeddedDocumentStore, createHttpApp, createInProcessBus, createSqliteEventStore, installAuth, newId, type Actor, type DocumentStore, type EventMetadata, type EventStore, type EventToAppend } from '@pm/platform';
import { testAuth } from '@pm/platform/testing';
import {
  allProjectors,
  brandDetail,
  brandInsights,
  checkUrls,
  createReadModels,
  insightsProjector,
  outOfStock,
  priceDeviations,
  ProjectionManager,
  registerDashboardQueries,
  registerPriceDevelopmentQueries,
  shopDeviationPage,
  sourcesProjector,
} from '@pm/projection-service';
import { benchObservation } from './benchObservation.ts';
import { seededRandom } from './seededRandom.ts';

export interface InsightsBenchOptions {
  dir: string;
  products: number;
  offers: number;
  days: number;
  queries: number;
  /** Past days before the log's first day seeded directly as insight day aggregates (0: none). */
  historyDays: number;
  /** Also project the dashboard's read models and time its queries. */
  dashboard: boolean;
  /**
   * Order of a day's observations in the log: `product` (each product's URLs one after another:
   * a batch touches few product states — the easiest case) or `shop` (shop by shop, as when
   * each shop's URLs are scraped together: nearly every event of a batch is another product's).
   */
  order: 'product' | 'shop';
  report(name: string, value: string): void;
}

const BRANDS = 40;
const DAY_MS = 86_400_000;


const pct = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!.toFixed(1);

/** Times each query kind `perKind` times (after one untimed call that loads it), reporting p50 / p95; returns all times. */
/**
 * One shop's page, checked: the shop has pairs, and the page holds as many rows as it should
 * (a full page, or the rest on the last one) — a timed query that found nothing measures nothing.
 */
async function checkedShopPage(...args: Parameters<typeof shopDeviationPage>): Promise<Awaited<ReturnType<typeof shopDeviationPage>>> {
  const answer = await shopDeviationPage(...args);
  const expected = Math.max(0, Math.min(answer.pageSize, answer.total - (answer.page - 1) * answer.pageSize));
  if (answer.total === 0 || answer.items.length !== expected) throw new Error(`shop page ${answer.page}: ${answer.items.length} rows of ${answer.total}, expected ${expected}`);
  return answer;
}

async function timeQueries(prefix: string, kinds: [string, () => Promise<unknown>][], perKind: number, report: InsightsBenchOptions['report']): Promise<number[]> {
  for (const [, run] of kinds) await run();
  const all: number[] = [];
  for (const [name, run] of kinds) {
    const times: number[] = [];
    const cpu = process.cpuUsage();
    for (let q = 0; q < perKind; q++) {
      const t0 = performance.now();
      await run();
      times.push(performance.now() - t0);
    }
    // On a shared machine the wall times say more about the neighbours: this process's CPU per call too.
    const used = process.cpuUsage(cpu);
    all.push(...times);
    report(`${prefix} ${name} p50 / p95; CPU per call`, `${pct(times, 50)} ms / ${pct(times, 95)} ms; ${((used.user + used.system) / 1000 / perKind).toFixed(1)} ms`);
  }
  return all;
}

/** Runs projectors from their checkpoints (`from`: the lowest) to the head of the log; throws unless every one of them got there. Reports wall and CPU time. */
async function project(stores: { events: EventStore; docs: DocumentStore }, projectors: typeof allProjectors, head: bigint, label: string, report: InsightsBenchOptions['report'], from = 0n): Promise<ProjectionManager> {
  const manager = new ProjectionManager({ ...stores, bus: createInProcessBus() }, projectors, { log: pino({ level: process.env['BENCH_LOG'] ?? 'silent' }), batchSize: 1000 });
  const started = performance.now();
  const cpu = process.cpuUsage();
  await manager.start();
  // Projectors without collections (live notices only) have nothing to wait for.
  for (const collection of projectors.flatMap((projector) => Object.keys(projector.collections).slice(0, 1))) {
    while (!(await manager.waitFor(collection, head, 1000))) {
      const failed = manager.status().filter((status) => status.status === 'retrying');
      if (failed.length > 0) throw new Error(`${label}: projection failed: ${JSON.stringify(failed)}`);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const cpuSeconds = (used.user + used.system) / 1e6;
  const count = Number(head - from);
  report(`${label} (wall; CPU of this process; load)`, `${count.toLocaleString('en-US')} events: ${Math.round(count / seconds).toLocaleString('en-US')} events/s (${seconds.toFixed(1)} s); ${Math.round(count / cpuSeconds).toLocaleString('en-US')} events per CPU second (${cpuSeconds.toFixed(1)} s); load ${loadavg()[0]!.toFixed(1)}`);
  return manager;
}

export async function benchInsights({ dir, products, offers, days, queries, historyDays, dashboard, order, report }: InsightsBenchOptions): Promise<void> {
  const events = createSqliteEventStore({ path: join(dir, 'insights-events.sqlite') });
  const docs = createEmbeddedDocumentStore({ path: join(dir, 'insights-readmodels.sqlite') });
  const companyId = newId();
  const rand = seededRandom(7);
  const now = Date.now();
  const metadata = (occurredAt: string): EventMetadata => ({ companyId, userId: 'service:bench', correlationId: newId(), causationId: null, occurredAt, version: 1 });
  const event = (type: string, data: unknown, occurredAt = new Date(now - days * DAY_MS).toISOString()): EventToAppend => ({ id: newId(), type, data, metadata: metadata(occurredAt) });

  const sourceIds = Array.from({ length: offers }, () => newId());
  await events.append(`bench-setup-${companyId}`, sourceIds.map((sourceId, i) => event('SourceRegistered', { sourceId, fields: { kind: 'STORE', name: `Shop ${i + 1}`, hostname: `shop-${i + 1}.example`, shippingCostModel: 'COST_ON_PRODUCT_PAGE', scrapeFrequency: 'DAILY', scrapingEnabled: true } })));

  const started = performance.now();
  const urls: { productId: string; urlId: string; sourceId: string; own: number }[] = [];
  for (let p = 0; p < products; p += 100) {
    const batch: EventToAppend[] = [];
    for (let k = p; k < Math.min(products, p + 100); k++) {
      const productId = newId();
      const own = Math.round((20 + rand() * 480) * 100) / 100;
      batch.push(event('ProductCreated', { productId, companyId, fields: { name: `Produkt ${k}`, sku: `SKU-${String(k).padStart(6, '0')}`, brand: `Marke ${k % BRANDS}`, pricing: { de: { salesPrice: own, shippingPrice: k % 3 === 0 ? 4.95 : 0, inStock: k % 50 !== 0 } } } }));
      for (let o = 0; o < offers; o++) {
        const urlId = newId();
        urls.push({ productId, urlId, sourceId: sourceIds[o]!, own });
        batch.push(event('CompetitorUrlAdded', { productId, urlId, url: `https://shop-${o + 1}.example/p/${k}`, sourceId: sourceIds[o]!, sourceKind: 'STORE', offerType: 'COMPETITOR_OFFER' }));
      }
    }
    await events.append(`bench-products-${p}`, batch);
  }
  // One observation per URL and day, oldest day first (as the scraper writes them).
  const ordered = order === 'shop' ? sourceIds.flatMap((sourceId) => urls.filter((url) => url.sourceId === sourceId)) : urls;
  const observe = async (d: number) => {
    const observedAt = new Date(now - d * DAY_MS).toISOString();
    for (let u = 0; u < ordered.length; u += 1000) {
      const batch = ordered.slice(u, u + 1000).map((url) => event('OfferObserved', benchObservation(url, companyId, observedAt, rand), observedAt));
      await events.append(`bench-observations-${d}-${u}`, batch);
    }
  };
  for (let d = days - 1; d >= 1; d--) await observe(d);
  const before = await events.headPosition();
  report(`insights: events written before the last day (${products.toLocaleString('en-US')} × ${offers} × ${days - 1} days, in ${order} order)`, `${Number(before).toLocaleString('en-US')} events (${(urls.length * (days - 1)).toLocaleString('en-US')} observations) in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const stores = { events, docs };
  // The settings too: the insights read the company's stale age (no events of it here: the defaults).
  const insightProjectors = [insightsProjector, sourcesProjector, ...allProjectors.filter((projector) => projector.name === 'priceAnalysisSettings')];
  const first = await project(stores, insightProjectors, before, 'insights: projection of the log before the last day', report);
  if (historyDays > 0) await seedHistory(docs, first, { companyId, shops: sourceIds, products, offers, from: new Date(now - (days - 1 + historyDays) * DAY_MS), historyDays }, report);
  await first.stop();
  const appended = performance.now();
  await observe(0);
  const head = await events.headPosition();
  report(`insights: last day's observations appended`, `${Number(head - before).toLocaleString('en-US')} events in ${((performance.now() - appended) / 1000).toFixed(1)} s`);
  const manager = await project(stores, insightProjectors, head, `insights: projection of the last day's observations (on ${days - 1} projected days${historyDays > 0 ? ` and ${historyDays} seeded ones` : ''})`, report, before);
  const readModels = createReadModels(docs, manager, 0);
  // Complete before timing: every URL has its document, and the pair aggregates hold exactly the pairs.
  const view = (shape: Record<string, string>) => insightsQuerySchema.parse(shape);
  const urlDocs = await readModels.count('insightUrls', { companyId });
  const pairDocs = await readModels.count('insightPairs', { companyId });
  const allTime = await priceDeviations(readModels, companyId, view({ range: 'all' }));
  if (urlDocs !== urls.length || allTime.overall.products !== pairDocs || pairDocs === 0) throw new Error(`insights not fully projected: ${urlDocs} URL documents of ${urls.length}, ${allTime.overall.products} aggregated pairs of ${pairDocs}`);
  report(`insights: projected and checked (${urls.length * days} observations)`, `${urlDocs.toLocaleString('en-US')} URLs, ${pairDocs.toLocaleString('en-US')} comparable pairs (aggregates agree)`);

  let trendDays = 0;
  const kinds: [string, () => Promise<unknown>][] = [
    ['price deviations 7d', () => priceDeviations(readModels, companyId, view({ range: '7d' }))],
    ['price deviations all, without shipping', () => priceDeviations(readModels, companyId, view({ range: 'all', withShipping: 'false' }))],
    ['one shop, page 1 by deviation', () => checkedShopPage(readModels, companyId, sourceIds[0]!, shopDeviationQuerySchema.parse({ range: '30d' }))],
    ['one shop, page 20 by name desc', () => checkedShopPage(readModels, companyId, sourceIds[1 % offers]!, shopDeviationQuerySchema.parse({ sort: 'name', order: 'desc', page: '20' }))],
    ['one shop, page 5 by amount desc, without shipping', () => checkedShopPage(readModels, companyId, sourceIds[2 % offers]!, shopDeviationQuerySchema.parse({ sort: 'deviationAbsolute', order: 'desc', page: '5', withShipping: 'false' }))],
    ['one shop, page 1 by date, all time, 200 rows', () => checkedShopPage(readModels, companyId, sourceIds[3 % offers]!, shopDeviationQuerySchema.parse({ sort: 'observedAt', range: 'all', pageSize: '200' }))],
    ['brands', () => brandInsights(readModels, companyId, view({}))],
    ['one brand incl. its trend, all time', async () => (trendDays = ((await brandDetail(readModels, companyId, 'Marke 3', view({ range: 'all' }))) as BrandDetail).trend.length)],
    ['out of stock', () => outOfStock(readModels, companyId, view({}))],
    ['check URLs', () => checkUrls(readModels, companyId, checkUrlsQuerySchema.parse({}))],
  ];
  const load = loadavg()[0]!;
  const perKind = Math.max(1, Math.floor(queries / kinds.length));
  const all = await timeQueries('insights', kinds, perKind, report);
  if (trendDays !== days + historyDays) throw new Error(`the brand trend has ${trendDays} days, expected ${days + historyDays}`);
  report(`insights all queries p95 (${all.length} queries)`, `${pct(all, 95)} ms`);
  report('load average while querying (1 min, before / after)', `${load.toFixed(1)} / ${loadavg()[0]!.toFixed(1)}`);
  await manager.stop();

  if (dashboard) {
    // The insights resume at the head (projected above): the price development reads their brand aggregate.
    const dashboardManager = await project(stores, allProjectors, head, 'dashboard: projection (all projectors; the insights already at the head)', report);
    const viewer: Actor = { userId: 'bench-viewer', companyId, email: 'viewer@example.com', role: 'COMPANY_VIEWER', isAdmin: false };
    const auth = testAuth([viewer]);
    // No API reference: its UI plugin's start timed out under a load of 20 (and is not measured here).
    const app = await createHttpApp({ logLevel: 'silent', bodyLimit: 1_000_000, version: 'bench', apiDocs: false });
    installAuth(app, auth.authenticator);
    const dashboardModels = createReadModels(docs, dashboardManager, 0);
    registerDashboardQueries(app, dashboardModels);
    registerPriceDevelopmentQueries(app, dashboardModels);
    await app.ready();
    const headers = await auth.headers(viewer.userId);
    const get = (url: string) => async () => {
      const answer = await app.inject({ method: 'GET', url, headers });
      if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.statusCode} ${answer.body.slice(0, 200)}`);
    };
    const base = `/api/company/${companyId}`;
    // A timed route that answered nothing measured nothing: the price development lists every brand of the assortment and has points.
    const development = (await app.inject({ method: 'GET', url: `${base}/price-development?range=30d`, headers })).json<{ brands: string[]; points: unknown[] }>();
    if (development.brands?.length !== Math.min(BRANDS, products) || !(development.points?.length > 0)) throw new Error(`price development: ${development.brands?.length} brands of ${Math.min(BRANDS, products)}, ${development.points?.length} points`);
    // The first call of a process computes the top metric over every product (later ones read only the products changed since).
    const firstCpu = process.cpuUsage();
    const firstAt = performance.now();
    await get(`${base}/dashboard`)();
    const firstUsed = process.cpuUsage(firstCpu);
    report('dashboard first call (top metric over every product): wall; CPU', `${(performance.now() - firstAt).toFixed(1)} ms; ${((firstUsed.user + firstUsed.system) / 1000).toFixed(1)} ms`);
    const dashboardTimes = await timeQueries('dashboard', [
      ['dashboard', get(`${base}/dashboard`)],
      ['price development 30d', get(`${base}/price-development?range=30d`)],
      ['price development all, one brand', get(`${base}/price-development?range=all&brand=${encodeURIComponent('Marke 3')}`)],
      ['price development, this month', get(`${base}/price-development?month=${new Date(now).toISOString().slice(0, 7)}`)],
    ], Math.max(1, Math.floor(queries / kinds.length)), report);
    report(`dashboard all queries p95 (${dashboardTimes.length} queries, HTTP in process)`, `${pct(dashboardTimes, 95)} ms`);
    await app.close();
    await dashboardManager.stop();
  }

  await docs.close();
  await events.close();
}

/**
 * The day aggregates of `historyDays` past days before the log, as the projection writes them
 * (insightDaily per shop and day, insightBrandDays per brand and day), for a company whose
 * products are each compared in every shop: counts and sums of plausible values. The bench's
 * shortcut for 90 days at 100,000 × 10 (90 M events do not fit this machine's time): every
 * other insight document holds only the current day(s) whatever the history's length.
 */
async function seedHistory(docs: DocumentStore, manager: ProjectionManager, at: { companyId: string; shops: string[]; products: number; offers: number; from: Date; historyDays: number }, report: InsightsBenchOptions['report']): Promise<void> {
  const started = performance.now();
  const country: Country = 'de';
  const daily = manager.collection('insightDaily');
  const brandDays = manager.collection('insightBrandDays');
  const n = Math.round(at.products * 0.94);
  const perBrand = Math.round(n / BRANDS);
  const writes = [];
  for (let d = 0; d < at.historyDays; d++) {
    const day = new Date(at.from.getTime() + d * DAY_MS).toISOString().slice(0, 10);
    // Deviations between −30 % and +30 % around a drifting centre: about half cheaper.
    const drift = Math.round(Math.sin(d / 7) * 300);
    for (const storeId of at.shops) {
      const sums = { n, cheaper: Math.round(n * 0.5) - drift, dearer: Math.round(n * 0.5) + drift, pctBp: n * drift, cents: n * drift * 2 };
      writes.push({ op: 'put' as const, collection: daily, doc: { _id: `${at.companyId}|${country}|${storeId}|${day}`, companyId: at.companyId, country, storeId, day, w: sums, o: sums } });
    }
    for (let b = 0; b < BRANDS; b++) {
      const sums = { cheapN: perBrand, cheapLog: perBrand * (150_000 + drift * 100), avgN: perBrand, avgLog: perBrand * (drift * 100) };
      writes.push({ op: 'put' as const, collection: brandDays, doc: { _id: `${at.companyId}|${country}|Marke ${b}|${day}`, companyId: at.companyId, country, brand: `Marke ${b}`, day, w: sums, o: sums } });
    }
  }
  for (let i = 0; i < writes.length; i += 1000) await docs.applyBatch(writes.slice(i, i + 1000));
  report('insights: history SEEDED as day aggregates (shortcut, not projected)', `${at.historyDays} days before the log: ${writes.length.toLocaleString('en-US')} documents (shops and brands × days) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
