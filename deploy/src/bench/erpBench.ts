/**
 * Issue 15's performance targets against the demo Plenty over real HTTP on localhost:
 *
 * 1. Refresh inputs: `variations` variations (the demo company's plus generated ones), read page by
 *    page as Plenty pages (250 per page) with the adapter's default pacing (5 requests/s), mapped
 *    and applied to products through the product decider (the real refresh runner). Target ≤ 2 min
 *    for 100,000.
 * 2. Write-back of `writes` confirmed prices (regular + strike price each) within Plenty's batch
 *    limit (50 per call) with the demo Plenty enforcing 5 calls/s and the adapter pacing to it.
 */
import { join } from 'node:path';
import { adjustmentDecider } from '@pm/contracts/domain';
import { streams } from '@pm/contracts/events';
import { createSqliteEventStore, handleCommand, newId } from '@pm/platform';
import { createErpRefreshRunner, createErpWriter, createPlentyAdapter, REFRESH_CONCURRENCY, REFRESH_PAGE_SIZE } from '@pm/pricing-service';
import { DEMO_SALES_PRICE, startDemoPlenty } from '../../demo-plenty/index.ts';
import { seedProposals } from '../adjustmentSeed.ts';

export interface ErpBenchOptions {
  dir: string;
  variations: number;
  writes: number;
  /** Products written at once while applying (the process's REFRESH_CONCURRENCY when absent). */
  concurrency?: number;
  report: (name: string, value: string) => void;
}

const DEMO_COMPANY_VARIATIONS = 24;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export async function benchErp(options: ErpBenchOptions): Promise<void> {
  if (options.variations > 0) await benchRefresh(options);
  if (options.writes > 0) await benchWriteBack(options);
}

async function benchRefresh({ dir, variations, concurrency, report }: ErpBenchOptions): Promise<void> {
  const plenty = await startDemoPlenty({ port: 0, extraVariations: Math.max(0, variations - DEMO_COMPANY_VARIATIONS) });
  const events = createSqliteEventStore({ path: join(dir, 'erp-refresh.sqlite') });
  try {
    // The adapter as a company's connection opens it: default time limits and pacing (5 requests/s).
    const shop = createPlentyAdapter({ baseUrl: plenty.url, username: plenty.username, password: plenty.password, allowHosts: [new URL(plenty.url).host] });
    const refreshes = createErpRefreshRunner({ events, openShopSystem: async () => shop, input: { pageSize: REFRESH_PAGE_SIZE, concurrency: concurrency ?? REFRESH_CONCURRENCY } });
    const companyId = newId();
    const started = performance.now();
    const { refreshId } = await refreshes.start(companyId, 'INPUTS', 'bench', 'PLENTY');
    await refreshes.settled(companyId);
    const elapsed = performance.now() - started;
    const recorded = await events.readStream(streams.erpRefresh(refreshId));
    const last = recorded.at(-1)!;
    if (last.type !== 'ErpRefreshCompleted') throw new Error(`ERP refresh bench: the refresh ended with ${last.type} ${JSON.stringify(last.data)}`);
    const summary = (last.data as { summary: { read: number; created: number; rejected: number } }).summary;
    // The timed work was really done: every variation became a product.
    if (summary.read !== variations || summary.created !== variations) throw new Error(`ERP refresh bench: read ${summary.read}, created ${summary.created} of ${variations}`);
    const firstApplying = recorded.find((r) => r.type === 'ErpRefreshProgressed' && (r.data as { phase: string }).phase === 'APPLYING');
    const readMs = firstApplying ? Date.parse(firstApplying.metadata.occurredAt) - Date.parse(recorded[0]!.metadata.occurredAt) : null;
    const label = variations.toLocaleString('en-US');
    report(`ERP refresh inputs, ${label} variations → products (target ≤ 120 s)`, `${seconds(elapsed)} (${Math.round((variations / elapsed) * 1000).toLocaleString('en-US')} variations/s)`);
    if (readMs !== null) report(`  of which reading ${Math.ceil(variations / REFRESH_PAGE_SIZE)} pages at ≤ 5 requests/s`, `≈ ${seconds(readMs)}`);
    await refreshes.stop();
  } finally {
    await events.close();
    await plenty.stop();
  }
}

async function benchWriteBack({ dir, writes, report }: ErpBenchOptions): Promise<void> {
  // Plenty's rate limit, enforced by the demo (429 beyond 5 calls per second).
  const plenty = await startDemoPlenty({ port: 0, extraVariations: writes, rateLimit: { calls: 5, periodSeconds: 1 } });
  const events = createSqliteEventStore({ path: join(dir, 'erp-write.sqlite') });
  try {
    const companyId = newId();
    const channelId = newId();
    const userId = newId();
    const products = Array.from({ length: writes }, (_, k) => ({ productId: newId(), sku: `GEN-${String(k + 1).padStart(6, '0')}`, name: `Generierter Artikel ${k + 1}`, oldPrice: 49.99, newPrice: 19.99 + (k % 100) / 100 }));
    const { adjustmentIds } = await seedProposals(events, { companyId, channelId, channelName: 'Webshop', createChannel: true, products, requestedBy: userId });
    const at = new Date().toISOString();
    for (let i = 0; i < adjustmentIds.length; i += 100) {
      await Promise.all(
        adjustmentIds.slice(i, i + 100).map((id) => handleCommand(events, streams.adjustment(id), adjustmentDecider, { type: 'ConfirmAdjustment', companyId, userId, at }, { companyId, userId, correlationId: id, causationId: null })),
      );
    }
    const shop = createPlentyAdapter({ baseUrl: plenty.url, username: plenty.username, password: plenty.password, allowHosts: [new URL(plenty.url).host] });
    const writer = createErpWriter({
      events,
      shopSystemOf: async () => shop,
      outputMappingOf: async () => (channel) => (channel === channelId ? { regularSalesPriceId: String(DEMO_SALES_PRICE.webshop), strikeSalesPriceId: String(DEMO_SALES_PRICE.webshopStrike) } : null),
    });
    const started = performance.now();
    const summary = await writer.write(companyId, adjustmentIds, { userId, correlationId: newId() });
    const elapsed = performance.now() - started;
    const sent = plenty.writes();
    if (summary.written !== writes || summary.failed !== 0) throw new Error(`ERP write-back bench: ${JSON.stringify(summary)} of ${writes}`);
    const keys = new Set(sent.map((w) => `${w.variationId}/${w.salesPriceId}`));
    if (keys.size !== sent.length) throw new Error('ERP write-back bench: a price was sent twice');
    const label = writes.toLocaleString('en-US');
    report(`ERP write-back, ${label} confirmed prices (${sent.length.toLocaleString('en-US')} ERP prices)`, `${seconds(elapsed)} (${summary.batches} batches of ≤ 50, ${(summary.batches / (elapsed / 1000)).toFixed(2)} write calls/s)`);
  } finally {
    await events.close();
    await plenty.stop();
  }
}
