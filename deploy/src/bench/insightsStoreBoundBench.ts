/**
 * `--only=insights-store-bound`: how many observations per CPU second the embedded document store
 * can take when it does only the least the insights read model needs per observation — replace
 * the URL's pair document (7 sort indexes) and its URL document (4 indexes) — with no fold, no
 * product state and no aggregates, in the projection runner's batches. The real projection does
 * all of that besides, so this is an upper bound of its throughput on this store (issue 14: the
 * target is 20,000 observations per second). Documents have the real PairDoc/UrlDoc fields and
 * UUID ids; each day's observations come shop by shop (consecutive ones of different products).
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { createEmbeddedDocumentStore, newId, type WriteOp } from '@pm/platform';
import { insightsProjector } from '@pm/projection-service';

const PAIRS = 'insightPairs';
const URLS = 'insightUrls';
const BATCH = 1_000;

export interface InsightsStoreBoundOptions {
  dir: string;
  products: number;
  offers: number;
  days: number;
  report: (label: string, value: string) => void;
}

export async function benchInsightsStoreBound({ dir, products, offers, days, report }: InsightsStoreBoundOptions): Promise<void> {
  const path = join(dir, 'insights-store-bound.sqlite');
  rmSync(path, { force: true });
  const docs = createEmbeddedDocumentStore({ path });
  for (const collection of [PAIRS, URLS]) {
    const indexes = insightsProjector.collections[collection];
    if (!indexes) throw new Error(`the insights projector has no collection ${collection}`);
    await docs.ensureIndexes(collection, indexes);
  }
  const companyId = newId();
  const shops = Array.from({ length: offers }, () => newId());
  const productIds = Array.from({ length: products }, () => newId());
  const urlIds = Array.from({ length: products * offers }, () => newId());
  const values = (own: number, competitor: number) => ({ ownCents: own, competitorCents: competitor, deviationCents: competitor - own, deviationPercent: Math.round(((competitor - own) / own) * 10_000) / 100 });
  const writes = (u: number, day: number): WriteOp[] => {
    const p = u % products;
    const storeId = shops[Math.floor(u / products)]!;
    const observedAt = new Date(Date.UTC(2026, 10, 1 + day, 8)).toISOString();
    const own = 2_000 + ((p * 37) % 48_000);
    const competitor = Math.round(own * (0.7 + (((u * 7 + day * 13) % 600) / 1_000)));
    const identity = { companyId, productId: productIds[p]!, name: `Produkt ${p}`, sku: `SKU-${String(p).padStart(6, '0')}` };
    return [
      { op: 'put', collection: PAIRS, doc: { _id: `${urlIds[u]!}:de`, ...identity, country: 'de', storeId, urlId: urlIds[u]!, brand: `Marke ${p % 40}`, w: values(own + 495, competitor + 495), o: values(own, competitor), observedAt, eventId: newId() } },
      { op: 'put', collection: URLS, doc: { _id: urlIds[u]!, ...identity, storeId, url: `https://shop-${u % offers}.example/p/${p}`, reason: null, pageStatus: 'OK', flagReason: null, lastObservedAt: observedAt, outOfStockSince: null } },
    ];
  };
  const total = products * offers;
  for (let day = 0; day < days; day++) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    for (let from = 0; from < total; from += BATCH) {
      const ops: WriteOp[] = [];
      for (let u = from; u < Math.min(total, from + BATCH); u++) ops.push(...writes(u, day));
      await docs.applyBatch(ops);
    }
    const used = process.cpuUsage(cpu);
    const wall = (performance.now() - started) / 1000;
    // A timed day that wrote nothing measured nothing: every URL has both documents, as of this day.
    const observedAt = new Date(Date.UTC(2026, 10, 1 + day, 8)).toISOString();
    const [pairs, urls, current] = await Promise.all([docs.count(PAIRS, { companyId }), docs.count(URLS, { companyId }), docs.count(PAIRS, { companyId, observedAt })]);
    if (pairs !== total || urls !== total || current !== total) throw new Error(`day ${day + 1}: ${pairs} pair and ${urls} URL documents of ${total}, ${current} as of the day`);
    const cpuSeconds = (used.user + used.system) / 1e6;
    report(
      `insights store bound: day ${day + 1} (${day === 0 ? 'inserts' : 'replacements'}), ${total.toLocaleString('en-US')} observations × 2 documents`,
      `${Math.round(total / cpuSeconds).toLocaleString('en-US')} observations per CPU second (${cpuSeconds.toFixed(1)} s); ${Math.round(total / wall).toLocaleString('en-US')}/s wall`,
    );
  }
  await docs.close();
}
