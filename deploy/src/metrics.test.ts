/**
 * /metrics of the running all-in-one (issue 18, item 9): scraped as Prometheus would, it holds the
 * series docs/operations.md lists — request latency by route pattern (never a raw URL), event
 * store traffic, projection and view lag, bus queues, scrape outcomes and pricing-run durations.
 * Also: /readyz is ready once the read models caught up, and the scrape-health route answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams } from '@pm/contracts/events';
import { newId } from '@pm/platform';
import { openLive } from './testSupport/launch.ts';
import { startTestProduct, type TestProduct } from './testSupport/startTestProduct.ts';

/** The value of one series in a Prometheus text (0 when absent). */
function sampleOf(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

describe('metrics of the all-in-one', () => {
  let t: TestProduct;
  let platform: string;
  let companyAdmin: string;
  /** /metrics before this file's requests: the registry is the process's, shared with the test files run before in it. */
  let before: string;
  beforeAll(async () => {
    t = await startTestProduct();
    before = await (await fetch(`${t.baseUrl}/metrics`)).text();
    platform = await t.signIn('platform@demo.example');
    companyAdmin = await t.signIn('admin@demo.example');
  });
  afterAll(async () => {
    await t.stop();
  });

  it('serves the named series in the Prometheus text format', async () => {
    const health = await t.api('GET', '/api/admin/scrape-health', { token: platform });
    expect(health.status).toBe(200);
    expect((await t.api('GET', '/api/admin/scrape-health', { token: companyAdmin })).body).toMatchObject({ code: 'FORBIDDEN' });
    const response = await fetch(`${t.baseUrl}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    // Sampled series: this run made them.
    expect(text).toMatch(/^pm_http_request_duration_seconds_count\{method="GET",route="\/api\/admin\/scrape-health",status_code="200"\} \d+/m);
    const made = (series: string) => sampleOf(text, series) - sampleOf(before, series);
    expect(made('pm_http_request_duration_seconds_count{method="GET",route="/api/admin/scrape-health",status_code="403"}')).toBe(1);
    expect(made('pm_http_request_duration_seconds_count{method="POST",route="/api/auth/sign-in",status_code="200"}')).toBe(2);
    expect(text).toMatch(/^pm_event_store_appends_total\{result="ok"\} [1-9]/m);
    expect(text).toMatch(/^pm_event_store_appended_events_total [1-9]/m);
    expect(text).toMatch(/^pm_event_store_read_events_total\{operation="subscription"\} [1-9]/m);
    expect(text).toMatch(/^pm_projection_behind_events\{projection="scrapeHealth"\} \d+/m);
    expect(text).toMatch(/^pm_projection_position\{projection="scrapeRecords"\} [1-9]/m);
    expect(text).toMatch(/^pm_projection_up\{projection="sources"\} 1/m);
    expect(text).toMatch(/^pm_view_behind_events\{view="[^"]+"\} \d+/m);
    expect(text).toMatch(/^pm_bus_queue_depth\{queue="[^"]+"\} \d+/m);
    // Declared series (no scrape or pricing run in this test): present with help and type.
    for (const name of ['pm_scrape_outcomes_total', 'pm_pricing_run_duration_seconds', 'pm_bus_redeliveries_total', 'pm_bus_deliveries_total', 'pm_projection_rebuilding']) expect(text).toContain(`# TYPE ${name} `);
    // Never a raw URL with an id as a route label.
    expect(text).not.toMatch(/route="[^"]*[0-9a-f]{8}-[0-9a-f]{4}-/);
  });

  it('tells the platform admins’ sockets, and only theirs, when a scrape attempt ends', async () => {
    const admin = await openLive(t.baseUrl, platform);
    const member = await openLive(t.baseUrl, companyAdmin);
    const companyId = (JSON.parse(Buffer.from(companyAdmin.split('.')[1] ?? '', 'base64url').toString()) as { cid: string }).cid;
    const jobId = newId();
    const metadata = { companyId, userId: 'service:test', correlationId: jobId, causationId: null, occurredAt: new Date().toISOString(), version: 1 };
    await t.product.events.append(streams.scrapeJob(jobId), [
      { id: newId(), type: 'ScrapeJobCreated', data: { jobId, companyId, productId: newId(), urlId: newId(), url: 'https://shop.example/a', sourceId: newId(), jobType: 'PRODUCT_PAGE', trigger: 'SCHEDULE', crawler: 'crawlee-basic-crawler', proxyUrl: null }, metadata },
      { id: newId(), type: 'ScrapeJobCompleted', data: { jobId, trial: 1, durationMs: 100, httpStatus: 403, finalUrl: null, pageStatus: 'ACCESS_DENIED_403', offers: [], logs: [] }, metadata },
    ], 'no_stream');
    const healthNotice = (messages: { type: string; queryKeys?: string[][] }[]) => messages.some((m) => m.type === 'invalidate' && m.queryKeys?.some((key) => key.join('/') === 'admin/scrape-health'));
    await expect.poll(() => healthNotice(admin.messages), { timeout: 10_000 }).toBe(true);
    // The company's own socket hears its scrape records change, never the admins' channel.
    await expect.poll(() => member.messages.some((m) => m.type === 'invalidate'), { timeout: 10_000 }).toBe(true);
    expect(healthNotice(member.messages)).toBe(false);
    admin.close();
    member.close();
  });

  it('is ready once every read model applied the log as it was at start', async () => {
    const ready = await t.api('GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ready', checks: { projections: 'ok' } });
  });
});
