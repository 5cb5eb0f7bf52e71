/**
 * The price analysis at the scale of a large customer: one company with PRODUCTS products and
 * OFFERS competitor offers each, written as the real events (product created, URLs added,
 * offers observed) and projected by the real projector; then the list query over a mix of
 * sorts, filters, shipping modes and pages, timed per call.
 */
import { loadavg } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { priceAnalysisQuerySchema, PRICE_ANALYSIS_SORTS } from '@pm/contracts';
import { createEmbeddedDocumentStore, createInProcessBus, createSqliteEventStore, newId, type EventMetadata, type EventToAppend } from '@pm/platform';
import { categoriesProjector, createReadModels, listPriceAnalysis, priceAnalysisProjector, ProjectionManager, sourcesProjector } from '@pm/projection-service';
import { seededRandom } from './seededRandom.ts';

export interface PriceAnalysisBenchOptions {
  dir: string;
  products: number;
  offers: number;
  queries: number;
  report(name: string, value: string): void;
}

const BRANDS = 40;
const CATEGORIES = 30;

export async function benchPriceAnalysis({ dir, products, offers, queries, report }: PriceAnalysisBenchOptions): Promise<void> {
  const events = createSqliteEventStore({ path: join(dir, 'price-analysis-events.sqlite') });
  const docs = createEmbeddedDocumentStore({ path: join(dir, 'price-analysis-readmodels.sqlite') });
  const companyId = newId();
  const rand = seededRandom(42);
  const occurredAt = new Date().toISOString();
  const metadata = (): EventMetadata => ({ companyId, userId: 'service:bench', correlationId: newId(), causationId: null, occurredAt, version: 1 });
  const event = (type: string, data: unknown): EventToAppend => ({ id: newId(), type, data, metadata: metadata() });

  const sourceIds = Array.from({ length: offers }, () => newId());
  const categoryIds = Array.from({ length: CATEGORIES }, () => newId());
  await events.append(`bench-setup-${companyId}`, [
    ...sourceIds.map((sourceId, i) => event('SourceRegistered', { sourceId, fields: { kind: 'STORE', name: `Shop ${i + 1}`, hostname: `shop-${i + 1}.example`, shippingCostModel: 'COST_ON_PRODUCT_PAGE', scrapeFrequency: 'DAILY', scrapingEnabled: true } })),
    ...categoryIds.map((categoryId, i) => event('CategoryCreated', { companyId, categoryId, name: `Kategorie ${i + 1}`, parentId: i < 5 ? null : categoryIds[i % 5]! })),
  ]);

  let started = performance.now();
  for (let p = 0; p < products; p += 50) {
    const batch: EventToAppend[] = [];
    for (let k = p; k < Math.min(products, p + 50); k++) {
      const productId = newId();
      const own = Math.round((20 + rand() * 480) * 100) / 100;
      batch.push(event('ProductCreated', {
        productId,
        companyId,
        fields: { name: `Produkt ${k}`, sku: `SKU-${String(k).padStart(6, '0')}`, brand: `Marke ${k % BRANDS}`, categoryId: categoryIds[k % CATEGORIES]!, pricing: { de: { salesPrice: own, shippingPrice: k % 3 === 0 ? 4.95 : 0 } } },
      }));
      for (let o = 0; o < offers; o++) {
        const urlId = newId();
        batch.push(event('CompetitorUrlAdded', { productId, urlId, url: `https://shop-${o + 1}.example/p/${k}`, sourceId: sourceIds[o]!, sourceKind: 'STORE', offerType: 'COMPETITOR_OFFER' }));
        const price = (own * (0.7 + rand() * 0.6)).toFixed(2);
        batch.push(event('OfferObserved', {
          urlId,
          productId,
          companyId,
          sourceId: sourceIds[o]!,
          jobId: newId(),
          observedAt: occurredAt,
          pageStatus: 'OK',
          offer: { price, currency: 'EUR', shippingCost: o % 2 === 0 ? '4.95' : null, availability: rand() < 0.1 ? 'OutOfStock' : 'InStock' },
          plausibility: rand() < 0.02 ? 'FLAGGED' : 'ACCEPTED',
          flagReason: null,
          comparedWith: null,
        }));
      }
    }
    await events.append(`bench-products-${p}`, batch);
  }
  const head = await events.headPosition();
  report(`price analysis: events written (${products.toLocaleString('en-US')} products × ${offers} offers)`, `${Number(head).toLocaleString('en-US')} events in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const manager = new ProjectionManager({ events, docs, bus: createInProcessBus() }, [priceAnalysisProjector, sourcesProjector, categoriesProjector], { log: pino({ level: 'silent' }), batchSize: 1000 });
  started = performance.now();
  await manager.start();
  while (!(await manager.waitFor('priceAnalysis', head, 1000))) { /* keep waiting */ }
  const seconds = (performance.now() - started) / 1000;
  report('price analysis: projection catch-up', `${Math.round(Number(head) / seconds).toLocaleString('en-US')} events/s (${seconds.toFixed(1)} s)`);

  const readModels = createReadModels(docs, manager, 0);
  const pages = Math.ceil(products / 20);
  const shapes: Record<string, string>[] = [];
  for (const sort of PRICE_ANALYSIS_SORTS) {
    for (const order of ['asc', 'desc']) shapes.push({ sort, order });
  }
  shapes.push(
    { page: '2' },
    { page: String(Math.ceil(pages / 2)) },
    { page: String(pages) },
    { withShipping: 'false', sort: 'deviationAbsolute', order: 'asc', page: '3' },
    { brands: 'Marke 1,Marke 2,Marke 3' },
    { position: 'cheapest' },
    { position: 'not-cheapest', sort: 'cheapestPrice', order: 'asc', page: '10' },
    { searchText: 'Produkt 12' },
    { stores: sourceIds[0]! },
    { productCategoryIds: categoryIds[0]! },
    { pageSize: '100', sort: 'nameLocal', order: 'asc' },
  );
  await listPriceAnalysis(readModels, companyId, priceAnalysisQuerySchema.parse({})); // load into memory before timing
  const times: number[] = [];
  // CPU time as well: on a shared machine the wall time also measures the neighbours.
  const cpuTimes: number[] = [];
  const load = loadavg()[0]!;
  for (let q = 0; q < queries; q++) {
    const query = priceAnalysisQuerySchema.parse(shapes[q % shapes.length]);
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    await listPriceAnalysis(readModels, companyId, query);
    const cpu = process.cpuUsage(cpu0);
    times.push(performance.now() - t0);
    cpuTimes.push((cpu.user + cpu.system) / 1000);
  }
  const pct = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!.toFixed(2);
  report(`price analysis list p50 (${shapes.length} query shapes, ${queries} queries)`, `${pct(times, 50)} ms`);
  report('price analysis list p95', `${pct(times, 95)} ms`);
  report('price analysis list max', `${pct(times, 100)} ms`);
  report('price analysis list CPU time p50 / p95', `${pct(cpuTimes, 50)} ms / ${pct(cpuTimes, 95)} ms`);
  report('load average while querying (1 min, before / after)', `${load.toFixed(1)} / ${loadavg()[0]!.toFixed(1)}`);

  await manager.stop();
  await docs.close();
  await events.close();
}
