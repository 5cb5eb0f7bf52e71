/**
 * The scraping pipeline end to end on the demo web: URLs due at once → scheduler → ScrapeJobCreated
 * → dispatcher → work queue → workers (HTTP client, Cheerio extraction) → OfferObserved and
 * ScrapeJobCompleted → projections → the offers read model. Timed from the scraper's start until
 * the read model holds an observation for every URL.
 *
 * The demo web serves 24 products per shop; the URLs are made distinct by a query string (the demo
 * sites route by path), so every URL is its own job, fetch and observation.
 */
import { join } from 'node:path';
import pino from 'pino';
import { createScrapeExceptionBodySchema } from '@pm/contracts/patterns';
import { streams } from '@pm/contracts/events';
import { createEmbeddedDocumentStore, createInProcessBus, createSqliteEventStore, newId, type EventToAppend } from '@pm/platform';
import { OFFERS, offersProjector, ProjectionManager, scrapeRecordsProjector } from '@pm/projection-service';
import { createScraperService } from '@pm/scraper-service';
import { demoAssortment, startDemoWeb } from '@pm/demo-web';

export interface PipelineBenchResult {
  urls: number;
  seconds: number;
  observed: number;
  /** Observations with page status OK (the rest are the demo's 404/410/redirect/used pages). */
  withPrice: number;
  completed: number;
  failed: number;
}

const meta = (companyId: string | null) => ({ companyId, userId: 'service:bench', correlationId: newId(), causationId: null, occurredAt: new Date().toISOString(), version: 1 });

export async function benchPipeline(dir: string, urlCount: number, options: { concurrency: number; perHostConcurrency: number }): Promise<PipelineBenchResult> {
  const events = createSqliteEventStore({ path: join(dir, 'pipeline-events.sqlite') });
  const docs = createEmbeddedDocumentStore({ path: join(dir, 'pipeline-readmodels.sqlite') });
  const bus = createInProcessBus();
  const demoWeb = await startDemoWeb({ port: 0, host: '127.0.0.1' });
  const log = pino({ level: 'silent' });
  const companyId = newId();

  // The Cheerio path: every demo shop that needs no browser.
  const data = demoAssortment();
  const shops = data.stores.filter((s) => s.crawlerKind !== 'crawlee-playwright-crawler');
  const sourceIds = new Map<string, string>();
  for (const shop of shops) {
    const sourceId = newId();
    sourceIds.set(shop.hostname, sourceId);
    await events.append(streams.source(sourceId), [{ id: newId(), type: 'SourceRegistered', data: { sourceId, fields: { kind: 'STORE', name: shop.name, hostname: shop.hostname, shippingCostModel: shop.shippingCostModel, scrapeFrequency: 'DAILY', scrapingEnabled: true, crawler: 'crawlee-cheerio-crawler' } }, metadata: meta(null) }]);
    await events.append(streams.company(companyId), [{ id: newId(), type: 'CompanySourceConnected', data: { companyId, sourceId, kind: 'STORE' }, metadata: meta(companyId) }]);
  }
  // The scrape exceptions the demo shops need (the plain-HTML shop's selectors), as the demo seed writes them.
  for (const body of data.scrapeExceptions) {
    const exceptionId = newId();
    await events.append(streams.scrapeException(exceptionId), [{ id: newId(), type: 'ScrapeExceptionCreated', data: { exceptionId, ...createScrapeExceptionBodySchema.parse(body) }, metadata: meta(null) }]);
  }
  const pages = data.products.flatMap((p) => p.competitorUrls).filter((u) => sourceIds.has(u.storeHostname));
  const PER_PRODUCT = 8;
  for (let i = 0; i < urlCount; i += PER_PRODUCT) {
    const productId = newId();
    const batch: EventToAppend[] = [];
    for (let k = i; k < Math.min(urlCount, i + PER_PRODUCT); k++) {
      const page = pages[k % pages.length]!;
      batch.push({ id: newId(), type: 'CompetitorUrlAdded', data: { productId, urlId: newId(), url: `${page.url}?bench=${k}`, sourceId: sourceIds.get(page.storeHostname), sourceKind: 'STORE', offerType: 'COMPETITOR_OFFER' }, metadata: meta(companyId) });
    }
    await events.append(streams.product(productId), batch);
  }

  const manager = new ProjectionManager({ events, docs, bus }, [offersProjector, scrapeRecordsProjector], { log, batchSize: 1000 });
  await manager.start();
  const scraper = createScraperService({
    events,
    bus,
    log,
    options: { scrapeNewUrlsImmediately: true, allowPrivateHosts: true, demoProxyUrl: demoWeb.proxyUrl, schedulerIntervalMs: 3_600_000, retryDelayMs: 0, ...options },
  });
  const started = performance.now();
  await scraper.start();
  const offers = manager.collection(OFFERS);
  // Every URL's document exists from the moment it is added: wait for an observation of each.
  for (;;) {
    if ((await docs.count(offers, { lastObservation: { $ne: null } })) >= urlCount) break;
    if (performance.now() - started > 600_000) throw new Error('the pipeline did not finish within 10 minutes');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const seconds = (performance.now() - started) / 1000;
  await scraper.stop();
  await manager.stop();
  const all = await events.readAll({ fromPosition: 0n, maxCount: 1_000_000 });
  const count = (type: string) => all.filter((e) => e.type === type).length;
  const usable = all.filter((e) => e.type === 'OfferObserved' && (e.data as { pageStatus: string }).pageStatus === 'OK').length;
  const result = { urls: urlCount, seconds, observed: count('OfferObserved'), withPrice: usable, completed: count('ScrapeJobCompleted'), failed: count('ScrapeJobFailed') };
  // The timed work was really done: one job per URL, and an observation for each completed one.
  const jobs = count('ScrapeJobCreated');
  if (jobs < urlCount || result.completed < urlCount || result.observed < urlCount) {
    throw new Error(`pipeline bench: counts do not add up for ${urlCount} URLs: ${jobs} jobs, ${result.completed} completed, ${result.observed} observations`);
  }
  await demoWeb.stop();
  await docs.close();
  await events.close();
  await bus.close();
  return result;
}
