/**
 * Start-up of the all-in-one product (as `npm start` runs it) on a data directory holding a large
 * log: a first start that projects and folds everything (and writes the service views'
 * snapshots at shutdown), then the timed restart until `/readyz` answers 200.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createSqliteEventStore, loadEnv, newId, type EventToAppend } from '@pm/platform';
import { createAllInOne } from '../allInOne.ts';

const meta = (companyId: string) => ({ companyId, userId: 'service:bench', correlationId: newId(), causationId: null, occurredAt: new Date().toISOString(), version: 1 });

/** Products with four competitor URLs each, then observations of those URLs until the log holds `events` events. */
async function writeLog(path: string, events: number): Promise<{ products: number; written: number }> {
  const store = createSqliteEventStore({ path });
  const companyId = newId();
  const sourceId = newId();
  const products = Math.max(1, Math.floor(events / 50));
  const urls: { urlId: string; productId: string }[] = [];
  let written = 0;
  for (let p = 0; p < products; p++) {
    const productId = newId();
    const batch: EventToAppend[] = [{ id: newId(), type: 'ProductCreated', data: { productId, companyId, fields: { name: `Produkt ${p}`, sku: `SKU-${String(p).padStart(7, '0')}`, pricing: { de: { salesPrice: 100 } } } }, metadata: meta(companyId) }];
    for (let u = 0; u < 4; u++) {
      const urlId = newId();
      urls.push({ urlId, productId });
      batch.push({ id: newId(), type: 'CompetitorUrlAdded', data: { productId, urlId, url: `https://shop${u}.example/p/${p}`, sourceId, sourceKind: 'STORE', offerType: 'COMPETITOR_OFFER' }, metadata: meta(companyId) });
    }
    await store.append(`product-${productId}`, batch);
    written += batch.length;
  }
  for (let i = 0; written < events; i++) {
    const batch: EventToAppend[] = [];
    const url = urls[i % urls.length]!;
    for (let k = 0; k < 50 && written + batch.length < events; k++) {
      const price = (80 + ((i * 7 + k) % 40)).toFixed(2);
      batch.push({
        id: newId(),
        type: 'OfferObserved',
        data: { urlId: url.urlId, productId: url.productId, companyId, sourceId, jobId: newId(), observedAt: new Date(Date.UTC(2026, 0, 1) + (i * 50 + k) * 60_000).toISOString(), pageStatus: 'OK', offer: { price, currency: 'EUR', availability: 'InStock' }, plausibility: 'ACCEPTED', flagReason: null, comparedWith: null },
        metadata: meta(companyId),
      });
    }
    await store.append(`offer-${url.urlId}`, batch);
    written += batch.length;
  }
  await store.close();
  return { products, written };
}

export async function benchStartup(options: { dir: string; events: number; report: (name: string, value: string) => void }): Promise<void> {
  const { dir, report } = options;
  const dataDir = join(dir, 'startup');
  mkdirSync(dataDir, { recursive: true });
  let started = performance.now();
  const log = await writeLog(join(dataDir, 'events.sqlite'), options.events);
  report(`start-up: log written (${log.written.toLocaleString('en-US')} events, ${log.products.toLocaleString('en-US')} products)`, `${((performance.now() - started) / 1000).toFixed(1)} s`);
  const env = loadEnv({ PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'false', SCRAPE_ENABLED: 'false', DEMO_WEB: 'false' });

  started = performance.now();
  const first = await createAllInOne(env);
  await first.start();
  report('start-up: first start (projects and folds the whole log)', `${((performance.now() - started) / 1000).toFixed(1)} s`);
  await first.stop();

  started = performance.now();
  const second = await createAllInOne(env);
  const address = (await second.start()).replace('0.0.0.0', '127.0.0.1');
  for (;;) {
    if ((await fetch(`${address}/readyz`)).status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const seconds = (performance.now() - started) / 1000;
  // The timed restart really resumed: every view is at the head of the log.
  const head = await second.events.headPosition();
  const behind = second.views.health().filter((h) => BigInt(h.position) !== head);
  await second.stop();
  if (behind.length > 0) throw new Error(`start-up: views not at the head after the restart: ${behind.map((h) => `${h.name} at ${h.position}`).join(', ')}`);
  report(`start-up: restart until ready (${log.written.toLocaleString('en-US')} events)`, `${seconds.toFixed(2)} s`);
}
