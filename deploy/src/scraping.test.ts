/**
 * The real scraping path on the demo web: the demo assortment seeded through the commands, the
 * scheduler creating jobs for new URLs at once, the dispatcher and workers fetching every page
 * through the demo proxy, and the outcomes as events — prices checked against the demo's own
 * price function for the day, page statuses of the special pages.
 */
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@pm/platform';
import { DEMO_COMPARISON_SITE, DEMO_PRODUCTS, DEMO_SHOPS, dayKey, offerOn } from '@pm/demo-web';
import { startTestProduct, type TestProduct } from './testSupport/startTestProduct.ts';

const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);

let test: TestProduct;
let log: RecordedEvent[] = [];

const byType = (type: string) => log.filter((e) => e.type === type).map((e) => e.data as any);

async function waitForJobsToFinish(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    log = await test.product.events.readAll();
    const created = byType('ScrapeJobCreated').length;
    const urls = byType('CompetitorUrlAdded').length;
    const finished = byType('ScrapeJobCompleted').length + byType('ScrapeJobFailed').filter((f) => !f.willRetry).length;
    if (created === urls && finished === created) return;
    if (Date.now() > deadline) throw new Error(`jobs not finished: ${finished}/${created} of ${urls} URLs`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The completed job and the observation of the URL for a shop key and product SKU. */
function outcomeOf(hostname: string, path: (url: string) => boolean) {
  const created = byType('ScrapeJobCreated').find((j) => new URL(j.url).hostname === hostname && path(j.url));
  if (!created) throw new Error(`no job for ${hostname}`);
  const completed = byType('ScrapeJobCompleted').find((c) => c.jobId === created.jobId);
  const observed = byType('OfferObserved').find((o) => o.jobId === created.jobId);
  return { created, completed, observed };
}

const cents = (value: number) => (value / 100).toFixed(2);
const productOf = (sku: string) => DEMO_PRODUCTS.find((p) => p.sku === sku)!;
const shopOf = (key: string) => DEMO_SHOPS.find((s) => s.key === key)!;
const jobForSku = (shopKey: string, sku: string) => {
  const product = productOf(sku);
  const url = byType('CompetitorUrlAdded').find((u) => new URL(u.url).hostname === shopOf(shopKey).hostname && byType('ProductCreated').some((p) => p.productId === u.productId && p.fields.sku === product.sku));
  if (!url) throw new Error(`${shopKey} does not list ${sku}`);
  return outcomeOf(shopOf(shopKey).hostname, (u) => u === url.url);
};

beforeAll(async () => {
  if (!hasChromium) console.log(`Chromium not found at ${CHROMIUM}: the JavaScript shop's jobs are expected to fail`);
  test = await startTestProduct({
    SCRAPE_ENABLED: 'true',
    SEED_DEMO_ASSORTMENT: 'true',
    DEMO_WEB: 'true',
    SCRAPE_NEW_URLS_IMMEDIATELY: 'true',
    SCRAPE_ALLOW_PRIVATE_HOSTS: 'true',
    SCRAPE_CONCURRENCY: '16',
    SCRAPE_PER_HOST_CONCURRENCY: '4',
    SCRAPE_RETRY_DELAY_MS: '0',
  });
  await waitForJobsToFinish(80_000);
}, 90_000); // about 25 s alone; the margin is for a loaded machine

afterAll(async () => {
  await test?.stop();
});

describe('scraping the demo web end to end', () => {
  it('creates one job per competitor URL, of the right type and crawler, and completes them', () => {
    const jobs = byType('ScrapeJobCreated');
    expect(jobs.length).toBe(byType('CompetitorUrlAdded').length);
    expect(jobs.every((j) => j.trigger === 'NEW_URL')).toBe(true);
    expect(jobs.filter((j) => j.jobType === 'AGGREGATOR_PRICE_TABLE').length).toBe(DEMO_PRODUCTS.length);
    expect(jobs.find((j) => j.url.includes('camp-und-co'))?.crawler).toBe('crawlee-playwright-crawler');
    const failed = byType('ScrapeJobFailed').filter((f) => !f.willRetry);
    const nonBrowserFailures = failed.filter((f) => !jobs.find((j) => j.jobId === f.jobId)?.url.includes('camp-und-co'));
    expect(nonBrowserFailures).toEqual([]);
    if (hasChromium) expect(failed).toEqual([]);
    const meta = log.find((e) => e.type === 'ScrapeJobCreated')!.metadata;
    expect(meta.userId).toBe('service:scheduler');
    expect(meta.companyId).toBeTruthy();
  });

  it('observes the demo prices of the day', () => {
    const day = dayKey(new Date());
    const checked: string[] = [];
    for (const shopKey of ['bergsport-shop', 'outdoor-profi', 'trailmarkt', 'gipfelwelt', ...(hasChromium ? ['camp-und-co'] : [])]) {
      const product = DEMO_PRODUCTS.find((p) => {
        try {
          return jobForSku(shopKey, p.sku).completed?.pageStatus === 'OK';
        } catch {
          return false;
        }
      });
      expect(product, shopKey).toBeDefined();
      const { observed, completed } = jobForSku(shopKey, product!.sku);
      expect(observed.offer.price, `${shopKey} ${product!.sku}`).toBe(cents(offerOn(shopOf(shopKey), product!, day).priceCents));
      expect(observed.offer.currency).toBe('EUR');
      expect(observed.plausibility).toBe('ACCEPTED');
      expect(completed.durationMs).toBeGreaterThanOrEqual(0);
      expect(completed.logs.some((l: any) => l.kind === 'SUCCESS')).toBe(true);
      checked.push(shopKey);
    }
    expect(checked.length).toBeGreaterThanOrEqual(4);
  });

  it('gives the special pages their page statuses', () => {
    expect(jobForSku('bergsport-shop', 'DO-1004').completed.pageStatus).toBe('REDIRECT_TO_CATEGORY');
    expect(jobForSku('outdoor-profi', 'DO-1015').completed.pageStatus).toBe('NOT_FOUND_404');
    expect(jobForSku('outdoor-profi', 'DO-1020').completed.pageStatus).toBe('GONE_410');
    expect(jobForSku('gipfelwelt', 'DO-1014').completed.pageStatus).toBe('USED_OFFER');
    expect(jobForSku('trailmarkt', 'DO-1007').observed.offer.availability).toBe('OutOfStock');
    // The bot wall lets the scraper's browser-like requests through.
    expect(jobForSku('gipfelwelt', DEMO_PRODUCTS.find((p) => { try { return jobForSku('gipfelwelt', p.sku).completed.pageStatus === 'OK'; } catch { return false; } })!.sku).completed.httpStatus).toBe(200);
  });

  it('reads the comparison site price table into one observation with every row', () => {
    const { completed, observed } = outcomeOf(DEMO_COMPARISON_SITE.hostname, () => true);
    expect(completed.pageStatus).toBe('OK');
    expect(completed.offers.length).toBeGreaterThan(1);
    expect(completed.offers.every((o: any) => o.shopName && o.price)).toBe(true);
    const cheapest = Math.min(...completed.offers.map((o: any) => Number(o.price)));
    expect(Number(observed.offer.price)).toBe(cheapest);
  });
});
