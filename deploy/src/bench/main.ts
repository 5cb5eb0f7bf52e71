/**
 * `npm run bench`: throughput and latency of the embedded adapters on generated data.
 * Figures go to docs/benchmarks.md together with the machine they were measured on.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { createEmbeddedDocumentStore, createInProcessBus, createSqliteEventStore, newId, type EventToAppend } from '@pm/platform';
import { ProjectionManager, type Projector } from '@pm/projection-service';
import { benchPipeline } from './pipelineBench.ts';
import { benchStartup } from './startupBench.ts';
import { benchWebBundle } from './webBundleBench.ts';
import { benchPriceAnalysis } from './priceAnalysisBench.ts';
import { benchInsights } from './insightsBench.ts';
import { benchInsightsFloor } from './insightsFloorBench.ts';
import { benchInsightsStoreBound } from './insightsStoreBoundBench.ts';
import { benchPricingRun } from './pricingRunBench.ts';
import { benchReview } from './reviewBench.ts';
import { benchExport } from './exportBench.ts';
import { benchErp } from './erpBench.ts';
import { benchMatch } from './matchBench.ts';
import { benchVector } from './vectorBench.ts';
import { benchDiscoveryJob } from './discoveryJobBench.ts';
import { benchScrapeHealth } from './scrapeHealthBench.ts';
import { benchScrapeJobs } from './scrapeJobsBench.ts';
import { benchExtraction } from './extractionBench.ts';
import { DEFAULT_SCRAPER_OPTIONS, measureExtractionThroughput, withShopBoilerplate } from '@pm/scraper-service';
import { BROWSER_HEADERS, demoAssortment, getViaProxy, startDemoWeb } from '@pm/demo-web';

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const EVENTS = Number(args.get('events') ?? 200_000);
const SINGLE = Number(args.get('single') ?? 5_000);
const DOCS = Number(args.get('docs') ?? 100_000);
const COMPANIES = Number(args.get('companies') ?? 20);
const QUERIES = Number(args.get('queries') ?? 2_000);
const URLS = Number(args.get('urls') ?? 10_000);
const PRICE_PRODUCTS = Number(args.get('price-products') ?? 10_000);
const PRICE_OFFERS = Number(args.get('price-offers') ?? 8);
const PRICE_QUERIES = Number(args.get('price-queries') ?? 1_000);
const INSIGHTS_PRODUCTS = Number(args.get('insights-products') ?? 10_000);
const INSIGHTS_OFFERS = Number(args.get('insights-offers') ?? 5);
const INSIGHTS_DAYS = Number(args.get('insights-days') ?? 7);
const INSIGHTS_QUERIES = Number(args.get('insights-queries') ?? 200);
/** `--insights-history-days=89`: past days seeded as the insights' day aggregates before the log (a shortcut for 90 days at full size). */
const INSIGHTS_HISTORY_DAYS = Number(args.get('insights-history-days') ?? 0);
/** `--insights-dashboard=false` skips the dashboard's projections and queries. */
const INSIGHTS_DASHBOARD = args.get('insights-dashboard') !== 'false';
/** `--insights-order=shop`: each day's observations shop by shop instead of product by product. */
const INSIGHTS_ORDER = args.get('insights-order') === 'shop' ? 'shop' : 'product';
const RUN_PRODUCTS = Number(args.get('run-products') ?? 100_000);
const RUN_OFFERS = Number(args.get('run-offers') ?? 10);
const RUN_RULES = Number(args.get('run-rules') ?? 20);
const RUN_CHUNK = Number(args.get('run-chunk') ?? 1_000);
const REVIEW_PENDING = Number(args.get('review-pending') ?? 100_000);
const REVIEW_CONFIRM = Number(args.get('review-confirm') ?? 10_000);
const REVIEW_QUERIES = Number(args.get('review-queries') ?? 1_000);
/** `--only=adapters|pipeline|price-analysis|pricing-run|review|extraction|…` runs just that part. */
const STARTUP_EVENTS = Number(args.get('startup-events') ?? 1_000_000);
/** Rows of the 7-day scrape records export (issue 14's target: 7,000,000; 1,000,000 fits the shared 2-core machine). */
const EXPORT_ROWS = Number(args.get('export-rows') ?? 1_000_000);
const ONLY = args.get('only');
/** Issue 15: variations refreshed from the demo Plenty, and confirmed prices written back to it. */
const ERP_VARIATIONS = Number(args.get('erp-variations') ?? 100_000);
const ERP_WRITES = Number(args.get('erp-writes') ?? 10_000);
/** Issue 17: product families of the generated shops for the matcher (≈ 2 offers per family and shop). */
const MATCH_FAMILIES = Number(args.get('match-families') ?? 1_500);
/** Issue 17: offers in the vector index, queries per mode, dimensions, `--vector-quantise=false` for Float32 rows. */
const VECTOR_PRODUCTS = Number(args.get('vector-products') ?? 100_000);
const VECTOR_QUERIES = Number(args.get('vector-queries') ?? 500);
const VECTOR_DIMS = Number(args.get('vector-dims') ?? 256);
const VECTOR_QUANTISE = args.get('vector-quantise') !== 'false';
/** Issue 17: a discovery job for DISCOVERY_PRODUCTS products at one demo shop, DISCOVERY_CONCURRENCY searches at once (default: the scraper's). */
const DISCOVERY_PRODUCTS = Number(args.get('discovery-products') ?? 1_000);
const DISCOVERY_CONCURRENCY = Number(args.get('discovery-concurrency') ?? DEFAULT_SCRAPER_OPTIONS.discoveryConcurrency);
/** Issue 18: scrape health over SOURCES sources, and the admin scrape-job list over JOBS jobs. */
const HEALTH_SOURCES = Number(args.get('health-sources') ?? 500);
const HEALTH_COMPANIES = Number(args.get('health-companies') ?? 20);
const HEALTH_JOBS_PER_DAY = Number(args.get('health-jobs-per-day') ?? 24);
const HEALTH_ROUNDS = Number(args.get('health-rounds') ?? 5);
const JOBS = Number(args.get('jobs') ?? 1_000_000);
const JOBS_COMPANIES = Number(args.get('jobs-companies') ?? 50);
const JOBS_QUERIES = Number(args.get('jobs-queries') ?? 200);
const ERP_CONCURRENCY = args.has('erp-concurrency') ? Number(args.get('erp-concurrency')) : undefined;

const dir = mkdtempSync(join(tmpdir(), 'pm-bench-'));
const rate = (n: number, ms: number) => Math.round((n / ms) * 1000).toLocaleString('en-US');
const results: [string, string][] = [];
const report = (name: string, value: string) => {
  results.push([name, value]);
  console.log(`${name.padEnd(52)} ${value}`);
};

function event(i: number, companyId: string): EventToAppend {
  return {
    id: newId(),
    type: 'OfferObserved',
    data: { offerId: `offer-${i % 10_000}`, price: (i % 5000) / 100 + 1, inStock: i % 7 !== 0 },
    metadata: { companyId, userId: 'service:bench', correlationId: newId(), causationId: null, occurredAt: new Date().toISOString(), version: 1 },
  };
}

async function main(): Promise<void> {
  console.log(`Benchmark on ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}; data in ${dir}\n`);
  const runs = (part: string) => ONLY === undefined || ONLY === part;
  if (runs('adapters')) await adapters();
  if (runs('pipeline')) await pipeline();
  // 8. The price analysis list over a large company, through the real projector and query.
  if (runs('price-analysis')) await benchPriceAnalysis({ dir, products: PRICE_PRODUCTS, offers: PRICE_OFFERS, queries: PRICE_QUERIES, report });
  // 8b. Every insight query over a large company with daily observations, through the real projector.
  if (runs('insights')) await benchInsights({ dir, products: INSIGHTS_PRODUCTS, offers: INSIGHTS_OFFERS, days: INSIGHTS_DAYS, queries: INSIGHTS_QUERIES, historyDays: INSIGHTS_HISTORY_DAYS, dashboard: INSIGHTS_DASHBOARD, order: INSIGHTS_ORDER, report });
  // 8c. Only on request: the embedded store's bound for the insights projection (two document replacements per observation, nothing else).
  if (ONLY === 'insights-floor') await benchInsightsFloor({ dir, products: INSIGHTS_PRODUCTS, offers: INSIGHTS_OFFERS, order: INSIGHTS_ORDER, report });
  if (ONLY === 'insights-store-bound') await benchInsightsStoreBound({ dir, products: INSIGHTS_PRODUCTS, offers: INSIGHTS_OFFERS, days: INSIGHTS_DAYS, report });
  // 9. A rule-engine run over generated products, offers, rules and channels (pure computation).
  if (runs('pricing-run')) benchPricingRun({ products: RUN_PRODUCTS, offers: RUN_OFFERS, rules: RUN_RULES, chunk: RUN_CHUNK, report });
  // 10. The price review list with 100,000 pending proposals, and confirm-all of 10,000.
  if (runs('review')) await benchReview({ dir, pending: REVIEW_PENDING, confirm: REVIEW_CONFIRM, queries: REVIEW_QUERIES, report });
  // 13. The 7-day scrape records CSV export streamed to a sink (rows/s, memory while it runs).
  if (runs('export')) await benchExport({ dir, rows: EXPORT_ROWS, report });
  // 14. Issue 15: refresh inputs from the demo Plenty into products; write confirmed prices back at 5 requests/s.
  if (runs('erp')) await benchErp({ dir, variations: ERP_VARIATIONS, writes: ERP_WRITES, ...(ERP_CONCURRENCY ? { concurrency: ERP_CONCURRENCY } : {}), report });
  // 15. Issue 17: the product matcher on generated shops (F1 hand-set and trained, pairs/s).
  if (runs('match')) {
    benchMatch({ families: MATCH_FAMILIES, seed: 17, split: 'family', noise: 'clean', report });
    benchMatch({ families: MATCH_FAMILIES, seed: 18, split: 'pair', noise: 'clean', report });
    benchMatch({ families: MATCH_FAMILIES, seed: 19, split: 'pair', noise: 'noisy', report });
  }
  // 15b. Issue 17: ASSORTMENT_VECTOR_SEARCH over generated offers (build, memory, p50/p95 text/image/combined, recall@10).
  if (runs('vector')) {
    for (const noise of ['noisy', 'clean'] as const) benchVector({ products: VECTOR_PRODUCTS, queries: VECTOR_QUERIES, dims: VECTOR_DIMS, quantise: VECTOR_QUANTISE, noise, report });
  }
  // 15c. Issue 17: a discovery job for 1,000 products against one demo shop (the real scraper over HTTP; target ≤ 2 minutes).
  if (runs('discovery-job')) await benchDiscoveryJob({ dir, products: DISCOVERY_PRODUCTS, concurrency: DISCOVERY_CONCURRENCY, report });
  // 15. Issue 16: the extraction corpus scores (price F1, currency, availability, price strings) and throughput on ~120 KB pages.
  if (runs('extraction')) benchExtraction({ seconds: Number(args.get('extraction-seconds') ?? 5), report });
  // 17. Issue 18: scrape health updated within 5 s; the admin scrape-job list over 1,000,000 jobs.
  if (runs('scrape-health')) await benchScrapeHealth({ dir, sources: HEALTH_SOURCES, companies: HEALTH_COMPANIES, jobsPerDay: HEALTH_JOBS_PER_DAY, rounds: HEALTH_ROUNDS, report });
  if (runs('scrape-jobs')) await benchScrapeJobs({ dir, jobs: JOBS, companies: JOBS_COMPANIES, queries: JOBS_QUERIES, report });
  // 12. The web app's initial JavaScript (gzip).
  if (runs('web')) benchWebBundle(report);
  // 11. Start-up on a data directory with a large log (restart until /readyz is green).
  if (runs('startup')) await benchStartup({ dir, events: STARTUP_EVENTS, report });
  rmSync(dir, { recursive: true, force: true });
}

async function adapters(): Promise<void> {
  const events = createSqliteEventStore({ path: join(dir, 'events.sqlite') });

  // 1. Appends one by one (each its own transaction and fsync'd commit).
  let started = performance.now();
  for (let i = 0; i < SINGLE; i++) await events.append(`offer-${i % 1000}`, [event(i, 'c1')]);
  report(`append, one event per call (${SINGLE.toLocaleString('en-US')})`, `${rate(SINGLE, performance.now() - started)} events/s`);

  // 2. Appends in batches of 100.
  started = performance.now();
  for (let i = 0; i < EVENTS; i += 100) {
    const batch = Array.from({ length: 100 }, (_, k) => event(i + k, `c${(i / 100) % COMPANIES}`));
    await events.append(`batch-${i % 5000}`, batch);
  }
  report(`append, batches of 100 (${EVENTS.toLocaleString('en-US')})`, `${rate(EVENTS, performance.now() - started)} events/s`);
  const total = Number(await events.headPosition());

  // 3. Reading the global log in pages of 1,000.
  started = performance.now();
  let read = 0;
  for (let from = 0n; ; ) {
    const page = await events.readAll({ fromPosition: from, maxCount: 1000 });
    if (page.length === 0) break;
    read += page.length;
    from = page.at(-1)!.position;
  }
  report(`global log read (${read.toLocaleString('en-US')})`, `${rate(read, performance.now() - started)} events/s`);

  // 4. Projection catch-up from 0 into the embedded document store.
  const docs = createEmbeddedDocumentStore({ path: join(dir, 'readmodels.sqlite') });
  const offers: Projector = {
    name: 'bench-offers',
    version: 1,
    collections: { offers: [{ keys: { companyId: 1, price: 1 } }] },
    handles: ['OfferObserved'],
    project: (e) => {
      const data = e.data as { offerId: string; price: number; inStock: boolean };
      return [{ op: 'update', collection: 'offers', id: `${e.metadata.companyId}:${data.offerId}`, upsert: true, update: { $set: { companyId: e.metadata.companyId, price: data.price, inStock: data.inStock }, $inc: { observations: 1 } } }];
    },
  };
  const log = pino({ level: 'silent' });
  const manager = new ProjectionManager({ events, docs, bus: createInProcessBus() }, [offers], { log, batchSize: 1000 });
  started = performance.now();
  await manager.start();
  while (!(await manager.waitFor('offers', BigInt(total), 1000))) { /* keep waiting */ }
  const elapsed = performance.now() - started;
  // The timed work was really done: every event counted once in the read model.
  const applied = (await docs.find(manager.collection('offers'), {})).reduce((sum, doc) => sum + Number(doc['observations'] ?? 0), 0);
  if (applied !== total) throw new Error(`projection catch-up: ${applied} observations in the read model, ${total} events written`);
  report(`projection catch-up (${total.toLocaleString('en-US')} events)`, `${rate(total, elapsed)} events/s`);
  await manager.stop();

  // 5. Tenant-scoped indexed filter + sort + limit over DOCS documents.
  const products = 'bench_products';
  await docs.ensureIndexes(products, [{ keys: { companyId: 1, price: 1 } }]);
  for (let i = 0; i < DOCS; i += 5000) {
    const ops = Array.from({ length: Math.min(5000, DOCS - i) }, (_, k) => {
      const n = i + k;
      return { op: 'put' as const, collection: products, doc: { _id: `p${n}`, companyId: `c${n % COMPANIES}`, brand: `brand-${n % 37}`, price: (n * 7919) % 100_000 / 100, inStock: n % 3 !== 0, name: `Product ${n}` } };
    });
    await docs.applyBatch(ops);
  }
  await docs.find(products, { companyId: 'c0' }, { limit: 1 }); // load into memory before timing
  const times: number[] = [];
  for (let q = 0; q < QUERIES; q++) {
    const t0 = performance.now();
    await docs.find(products, { companyId: `c${q % COMPANIES}`, inStock: true, brand: { $in: ['brand-1', 'brand-2', 'brand-3', 'brand-5', 'brand-8'] } }, { sort: { price: 1 }, limit: 50 });
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(2);
  report(`query p50 (${DOCS.toLocaleString('en-US')} docs, ${COMPANIES} tenants, ${QUERIES} queries)`, `${pct(50)} ms`);
  report('query p95', `${pct(95)} ms`);

  await docs.close();
  await events.close();

  // 6. Extraction (Cheerio path: parse, extract, classify) on the demo web's product pages, one core.
  const demoWeb = await startDemoWeb({ port: 0 });
  const pages: { url: string; html: string }[] = [];
  for (const product of demoAssortment().products) {
    for (const { url } of product.competitorUrls) {
      const page = await getViaProxy(demoWeb.proxyUrl, url, BROWSER_HEADERS);
      if (page.status === 200) pages.push({ url, html: page.body });
    }
  }
  await demoWeb.stop();
  const plain = measureExtractionThroughput(pages, 3);
  report(`extraction, demo shop pages (${pages.length} pages, ~${plain.averageKb.toFixed(1)} KB)`, `${Math.round(plain.pagesPerSecond).toLocaleString('en-US')} pages/s`);
  const heavy = measureExtractionThroughput(pages.map((p) => ({ url: p.url, html: withShopBoilerplate(p.html) })), 3);
  report(`extraction, same pages with shop boilerplate (~${heavy.averageKb.toFixed(0)} KB)`, `${Math.round(heavy.pagesPerSecond).toLocaleString('en-US')} pages/s`);
}

/** 7. Scraping pipeline end to end on the demo web (Cheerio path). */
async function pipeline(): Promise<void> {
  const settings = { concurrency: 32, perHostConcurrency: 8 };
  const result = await benchPipeline(dir, URLS, settings);
  report(`scrape pipeline, ${URLS.toLocaleString('en-US')} URLs end to end (${settings.concurrency} workers, ${settings.perHostConcurrency}/host)`, `${result.seconds.toFixed(1)} s (${Math.round(result.urls / result.seconds)} URLs/s)`);
  report('  jobs completed / failed, observations (page OK)', `${result.completed} / ${result.failed}, ${result.observed} (${result.withPrice})`);
}

main().catch((error: unknown) => {
  console.error(error);
  rmSync(dir, { recursive: true, force: true });
  process.exit(1);
});
