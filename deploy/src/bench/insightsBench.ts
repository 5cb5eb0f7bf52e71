/**
 * The insights at the scale of a large customer: one company with PRODUCTS products, OFFERS
 * competitor offers each and DAYS days of daily observations, written as the real events and
 * projected by the real insights projector; then every insight query, timed per call.
 */
import { loadavg } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { checkUrlsQuerySchema, insightsQuerySchema, shopDeviationQuerySchema } from '@pm/contracts';
import { createEmbeddedDocumentStore, createInProcessBus, createSqliteEventStore, newId, type EventMetadata, type EventToAppend } from '@pm/platform';
import { brandDetail, brandInsights, checkUrls, createReadModels, insightsProjector, outOfStock, priceDeviations, ProjectionManager, shopDeviationPage, sourcesProjector } from '@pm/projection-service';
import { seededRandom } from './seededRandom.ts';

export interface InsightsBenchOptions {
  dir: string;
  products: number;
  offers: number;
  days: number;
  queries: number;
  report(name: string, value: string): void;
}

const BRANDS = 40;
const DAY_MS = 86_400_000;

export async function benchInsights({ dir, products, offers, days, queries, report }: InsightsBenchOptions): Promise<void> {
  const events = createSqliteEventStore({ path: join(dir, 'insights-events.sqlite') });
  const docs = createEmbeddedDocumentStore({ path: join(dir, 'insights-readmodels.sqlite') });
  const companyId = newId();
  const rand = seededRandom(7);
  const now = Date.now();
  const metadata = (occurredAt: string): EventMetadata => ({ companyId, userId: 'service:bench', correlationId: newId(), causationId: null, occurredAt, version: 1 });
  const event = (type: string, data: unknown, occurredAt = new Date(now - days * DAY_MS).toISOString()): EventToAppend => ({ id: newId(), type, data, metadata: metadata(occurredAt) });

  const sourceIds = Array.from({ length: offers }, () => newId());
  await events.append(`bench-setup-${companyId}`, sourceIds.map((sourceId, i) => event('SourceRegistered', { sourceId, fields: { kind: 'STORE', name: `Shop ${i + 1}`, hostname: `shop-${i + 1}.example`, shippingCostModel: 'COST_ON_PRODUCT_PAGE', scrapeFrequency: 'DAILY', scrapingEnabled: true } })));

  let started = performance.now();
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
  for (let d = days - 1; d >= 0; d--) {
    const observedAt = new Date(now - d * DAY_MS).toISOString();
    for (let u = 0; u < urls.length; u += 1000) {
      const batch = urls.slice(u, u + 1000).map(({ productId, urlId, sourceId, own }) =>
        event(
          'OfferObserved',
          {
            urlId,
            productId,
            companyId,
            sourceId,
            jobId: newId(),
            observedAt,
            pageStatus: rand() < 0.01 ? 'NOT_FOUND_404' : 'OK',
            offer: { price: (own * (0.7 + rand() * 0.6)).toFixed(2), currency: 'EUR', shippingCost: rand() < 0.5 ? '4.95' : null, availability: rand() < 0.05 ? 'OutOfStock' : 'InStock' },
            plausibility: 'ACCEPTED',
            flagReason: null,
            comparedWith: null,
          },
          observedAt,
        ),
      );
      await events.append(`bench-observations-${d}-${u}`, batch);
    }
  }
  const head = await events.headPosition();
  const observations = urls.length * days;
  report(`insights: events written (${products.toLocaleString('en-US')} × ${offers} × ${days} days)`, `${Number(head).toLocaleString('en-US')} events (${observations.toLocaleString('en-US')} observations) in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const manager = new ProjectionManager({ events, docs, bus: createInProcessBus() }, [insightsProjector, sourcesProjector], { log: pino({ level: process.env['BENCH_LOG'] ?? 'silent' }), batchSize: 1000 });
  started = performance.now();
  await manager.start();
  while (!(await manager.waitFor('insightPairs', head, 1000))) { /* keep waiting */ }
  const seconds = (performance.now() - started) / 1000;
  report('insights: projection catch-up', `${Math.round(Number(head) / seconds).toLocaleString('en-US')} events/s (${seconds.toFixed(1)} s)`);

  const readModels = createReadModels(docs, manager, 0);
  const view = (shape: Record<string, string>) => insightsQuerySchema.parse(shape);
  const kinds: [string, () => Promise<unknown>][] = [
    ['price deviations 7d', () => priceDeviations(readModels, companyId, view({ range: '7d' }))],
    ['price deviations all, without shipping', () => priceDeviations(readModels, companyId, view({ range: 'all', withShipping: 'false' }))],
    ['one shop, page 1 by deviation', () => shopDeviationPage(readModels, companyId, sourceIds[0]!, shopDeviationQuerySchema.parse({ range: '30d' }))],
    ['one shop, page 20 by name desc', () => shopDeviationPage(readModels, companyId, sourceIds[1 % offers]!, shopDeviationQuerySchema.parse({ sort: 'name', order: 'desc', page: '20' }))],
    ['brands', () => brandInsights(readModels, companyId, view({}))],
    ['one brand', () => brandDetail(readModels, companyId, 'Marke 3', view({ range: 'all' }))],
    ['out of stock', () => outOfStock(readModels, companyId, view({}))],
    ['check URLs', () => checkUrls(readModels, companyId, checkUrlsQuerySchema.parse({}))],
  ];
  for (const [, run] of kinds) await run(); // load into memory before timing
  const load = loadavg()[0]!;
  const pct = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!.toFixed(1);
  const all: number[] = [];
  const perKind = Math.max(1, Math.floor(queries / kinds.length));
  for (const [name, run] of kinds) {
    const times: number[] = [];
    for (let q = 0; q < perKind; q++) {
      const t0 = performance.now();
      await run();
      times.push(performance.now() - t0);
    }
    all.push(...times);
    report(`insights ${name} p50 / p95`, `${pct(times, 50)} ms / ${pct(times, 95)} ms`);
  }
  report(`insights all queries p95 (${all.length} queries)`, `${pct(all, 95)} ms`);
  report('load average while querying (1 min, before / after)', `${load.toFixed(1)} / ${loadavg()[0]!.toFixed(1)}`);

  await manager.stop();
  await docs.close();
  await events.close();
}
