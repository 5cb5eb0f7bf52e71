/**
 * Issue 17 target: "a discovery job for 1,000 products against one demo shop finishes in ≤ 2
 * minutes". A company with `products` products (the demo catalogue's names, cycled with the word
 * variations a real assortment has: brand left out, words in another order, a pack size) asks for
 * discovery at the Bergsport Shop (MONITOR_SEARCH, the shop's own search page) in one bulk. The
 * real scraper service runs the searches (SQLite event store, in-process bus, the HTTP fetcher,
 * the fetch guard, host limits of 2 requests at once, product-image hashes) against the demo web over HTTP through
 * its proxy, as `npm start` does. Timed from the service's start until every search has finished;
 * the demo web runs in the same process, so the CPU seconds include serving its pages.
 */
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { streams } from '@pm/contracts/events';
import { DEMO_PRODUCTS, shopByKey, startDemoWeb } from '@pm/demo-web';
import { createInProcessBus, createSqliteEventStore, newId, type EventToAppend } from '@pm/platform';
import { createScraperService } from '@pm/scraper-service';

export interface DiscoveryJobBenchOptions {
  dir: string;
  products: number;
  /** Searches run at once (the scraper's `discoveryConcurrency`; default as deployed). */
  concurrency: number;
  report(name: string, value: string): void;
}

const silent = { info: () => {}, warn: () => {}, error: () => {} };

/** The i-th product's name: a demo product's, as a company's own catalogue might write it. */
function productName(i: number): string {
  const demo = DEMO_PRODUCTS[i % DEMO_PRODUCTS.length]!;
  const words = demo.name.split(' ');
  switch (Math.floor(i / DEMO_PRODUCTS.length) % 4) {
    case 0:
      return demo.name;
    case 1:
      return words.slice(1).join(' '); // without the brand
    case 2:
      return [...words.slice(1), words[0]].join(' '); // brand last
    default:
      return `${demo.name} (2er-Pack)`;
  }
}

export async function benchDiscoveryJob({ dir, products, concurrency, report }: DiscoveryJobBenchOptions): Promise<void> {
  const demo = await startDemoWeb({ port: 0 });
  const events = createSqliteEventStore({ path: join(dir, 'discovery-events.sqlite') });
  const bus = createInProcessBus();
  const shop = shopByKey('bergsport-shop');
  const companyId = 'bench-discovery';
  const meta = (company: string | null) => ({ companyId: company, userId: 'service:bench', correlationId: newId(), causationId: null, occurredAt: new Date().toISOString(), version: 1 });
  const sourceId = newId();
  await events.append(streams.source(sourceId), [{ id: newId(), type: 'SourceRegistered', data: { sourceId, fields: { kind: 'STORE', name: shop.name, hostname: shop.hostname, shippingCostModel: 'ALWAYS_FREE', scrapeFrequency: 'DAILY', scrapingEnabled: true, crawler: shop.crawlerKind } }, metadata: meta(null) }]);
  await events.append(streams.company(companyId), [{ id: newId(), type: 'CompanySourceConnected', data: { companyId, sourceId, kind: 'STORE' }, metadata: meta(companyId) }]);
  // The shop's search page as a platform admin sets it on /admin/discovery (the demo web is plain http).
  await events.append(streams.discoverySourceSettings(sourceId), [{ id: newId(), type: 'DiscoverySourceSettingsChanged', data: { sourceId, settings: { searchUrlTemplate: `http://${shop.hostname}/search?q={query}`, searchMethod: null } }, metadata: meta(null) }]);
  // The bulk request as the command service writes it: a product, then its request naming its search job.
  const at = new Date().toISOString();
  for (let i = 0; i < products; i += 1) {
    const productId = newId();
    const demoProduct = DEMO_PRODUCTS[i % DEMO_PRODUCTS.length]!;
    const batch: EventToAppend[] = [{ id: newId(), type: 'ProductCreated', data: { productId, companyId, fields: { name: productName(i), sku: `B-${i}`, brand: i % 3 === 0 ? demoProduct.brand : undefined } }, metadata: meta(companyId) }];
    await events.append(streams.product(productId), batch);
    const requestId = newId();
    await events.append(streams.discoveryRequest(requestId), [{
      id: newId(),
      type: 'DiscoveryRequested',
      data: { requestId, jobId: newId(), companyId, productId, sourceId, sourceKind: 'STORE', requestType: 'NEW_STORE_URL', searchType: 'FIND_SAME', method: 'MONITOR_SEARCH', imageWeight: 0.5, skipWhenUrlExists: true, trigger: 'USER', requestedBy: 'bench', at },
      metadata: meta(companyId),
    }]);
  }

  const load = loadavg()[0]!;
  const cpu = process.cpuUsage();
  const started = performance.now();
  const scraper = createScraperService({ events, bus, log: silent, options: { allowPrivateHosts: true, demoProxyUrl: demo.proxyUrl, discoveryConcurrency: concurrency, schedulerIntervalMs: 3_600_000, retryDelayMs: 1_000, timeoutMs: 30_000 } });
  await scraper.start();
  const statuses = new Map<string, number>();
  let candidates = 0;
  let withImage = 0;
  let finished = 0;
  let from = 0n;
  // Read the log as it grows until every search has finished (or 10 minutes have passed).
  while (finished < products && performance.now() - started < 600_000) {
    const page = await events.readAll({ fromPosition: from, maxCount: 5_000 });
    for (const event of page) {
      if (event.type === 'DiscoverySearchFinished') {
        finished += 1;
        const status = (event.data as { status: string }).status;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      } else if (event.type === 'DiscoveryCandidatesProposed') {
        const proposed = (event.data as { candidates: { imageHash?: string | null }[] }).candidates;
        candidates += proposed.length;
        withImage += proposed.filter((c) => c.imageHash).length;
      }
    }
    if (page.length > 0) from = page.at(-1)!.position;
    else await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  await scraper.stop();
  await bus.close();
  await events.close();
  await demo.stop();

  const label = `discovery job, ${products.toLocaleString('en-US')} products at one demo shop (concurrency ${concurrency})`;
  report(label, `${finished === products ? 'finished' : `NOT finished (${finished})`} in ${(wallMs / 1000).toFixed(1)} s wall, ${((used.user + used.system) / 1e6).toFixed(1)} s CPU, load ${load.toFixed(1)} → ${loadavg()[0]!.toFixed(1)} (target ≤ 120 s)`);
  report('  search statuses', [...statuses].sort((a, b) => b[1] - a[1]).map(([s, n]) => `${s} ${n}`).join(', '));
  report('  candidates proposed (with an image hash)', `${candidates.toLocaleString('en-US')} (${withImage.toLocaleString('en-US')})`);
  report('  searches per wall second', (finished / (wallMs / 1000)).toFixed(1));
  if (finished < products) throw new Error(`discovery bench: only ${finished} of ${products} searches finished`);
}
