import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcedUrl, launch, signIn, waitReady, type Launched } from '../testSupport/launch.ts';

/**
 * Defect 3 of issue 11 (ReDoS): a comparison site's search URL patterns are regular expressions
 * that a company (today any maintainer, after issue 11 a platform admin) supplies, and they are
 * matched on the server's main thread whenever a competitor URL is added. With JavaScript's
 * backtracking engine `^/(a+)+$` against a 40-character path that does not match takes 2^39
 * steps: minutes in which the process answers nobody, every tenant included.
 *
 * The product runs as a child process here, so a blocked server cannot block the test's own
 * timers: every request has its own deadline and a frozen server fails the test instead of
 * hanging it.
 *
 * The bounds are generous on purpose (this is a security test, not a benchmark): a linear-time
 * engine answers in milliseconds, the backtracking engine needs minutes at 40 characters, so
 * 2 s (health check) and 10 s (the URL request itself, a whole command through the event store
 * on a busy CI machine) separate the two by orders of magnitude without being flaky.
 */
const PASSWORD = 'redos-test-password';
const HEALTH_BOUND_MS = 2_000;
const REQUEST_BOUND_MS = 10_000;

describe('user-supplied patterns cannot freeze the server (ReDoS)', () => {
  let dataDir: string;
  let launched: Launched;
  let baseUrl: string;
  let platform: string;
  let maintainer: string;
  let companyId: string;
  let sourceId: string;

  async function api(method: string, path: string, token: string, body?: unknown, timeoutMs = REQUEST_BOUND_MS) {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'pm-redos-'));
    launched = launch('deploy/src/start.ts', {
      PORT: '0',
      DATA_DIR: dataDir,
      DEMO_PASSWORD: PASSWORD,
      WEB_DIST_DIR: join(dataDir, 'no-web'),
      SEED_DEMO_ASSORTMENT: 'false',
      DEMO_WEB: 'false',
      SCRAPE_ENABLED: 'false',
      LOG_LEVEL: 'warn',
    });
    baseUrl = await announcedUrl(launched);
    await waitReady(baseUrl, 90_000);
    platform = await signIn(baseUrl, 'platform@demo.example', PASSWORD);
    maintainer = await signIn(baseUrl, 'maintainer@demo.example', PASSWORD);
    companyId = (await api('GET', '/api/profile', maintainer)).body.company.id;
    const connected = await api('POST', `/api/company/${companyId}/sources`, platform, {
      kind: 'AGGREGATOR',
      hostname: 'vergleich-redos.example',
      name: 'Vergleich',
      shippingCostModel: 'COST_ON_PRODUCT_PAGE',
      scrapeFrequency: 'DAILY',
      scrapingEnabled: true,
    });
    expect(connected.status).toBe(201);
    sourceId = connected.body.id;
  }, 120_000);

  afterAll(async () => {
    // The server may still be stuck in a pattern (on code without the fix): end it hard.
    launched?.child.kill('SIGKILL');
    await launched?.exited;
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('matches a catastrophic pattern against a 40-character path in linear time, and keeps answering everyone', async () => {
    const patterns = await api('PUT', `/api/company/${companyId}/sources/${sourceId}`, platform, { searchUrlPatterns: ['^/(a+)+$'] });
    expect(patterns.status).toBe(200);
    const product = await api('POST', `/api/company/${companyId}/products`, maintainer, {
      name: 'ReDoS-Zelt',
      sku: 'REDOS-1',
      purchasePrice: 100,
      pricing: { de: { salesPrice: 199, vatRate: 19, shippingPrice: 0, inStock: true } },
      bundleSize: 1,
    });
    expect(product.status).toBe(201);

    // 40 characters of path that the pattern almost matches: 2^39 backtracking steps.
    const path = `/${'a'.repeat(38)}!`;
    expect(path).toHaveLength(40);
    const started = performance.now();
    const adding = api('POST', `/api/company/${companyId}/products/${product.body.id}/urls`, maintainer, { url: `https://vergleich-redos.example${path}` }).then(
      (answer) => ({ answer, ms: performance.now() - started }),
      (error: unknown) => ({ answer: null, error, ms: performance.now() - started }),
    );
    // While the pattern runs (it has its turn on the server's event loop first), another
    // tenant's health check must still be answered.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const healthStarted = performance.now();
    const health = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(HEALTH_BOUND_MS) }).then(
      (response) => response.status,
      () => 'no answer',
    );
    const healthMs = performance.now() - healthStarted;
    expect(health, `GET /healthz while the pattern runs (${healthMs.toFixed(0)} ms)`).toBe(200);
    expect(healthMs).toBeLessThan(HEALTH_BOUND_MS);

    const added = await adding;
    expect(added.answer?.status, `adding the URL (${added.ms.toFixed(0)} ms)`).toBe(201);
    expect(added.ms).toBeLessThan(REQUEST_BOUND_MS);

    // The pattern still works as a pattern: a path it matches is refused as a search page.
    const search = await api('POST', `/api/company/${companyId}/products/${product.body.id}/urls`, maintainer, { url: 'https://vergleich-redos.example/aaaa' });
    expect(search.status).toBe(400);
    expect(search.body.code).toBe('AGGREGATOR_SEARCH_URL');
  }, 60_000);

  it('refuses patterns the linear-time engine cannot run, too long or too many, with a clear reason', async () => {
    const put = (searchUrlPatterns: string[]) => api('PUT', `/api/company/${companyId}/sources/${sourceId}`, platform, { searchUrlPatterns });
    const issues = (answer: { body: any }) => (answer.body.details?.issues ?? []) as { path: string; problem?: string; message: string }[];

    for (const pattern of ['(a)\\1', '^/(?=admin)', '(?<!x)y', '(?!a)b']) {
      const refused = await put(['/suche', pattern]);
      expect(refused.status, pattern).toBe(400);
      expect(refused.body.code).toBe('VALIDATION_FAILED');
      expect(issues(refused)).toEqual([expect.objectContaining({ path: 'searchUrlPatterns.1', problem: 'PATTERN_UNSUPPORTED', message: expect.stringMatching(/backreference.*lookahead|lookbehind/i) })]);
    }
    const broken = await put(['/(suche']);
    expect(broken.status).toBe(400);
    expect(issues(broken)).toEqual([expect.objectContaining({ path: 'searchUrlPatterns.0', problem: 'PATTERN_SYNTAX' })]);

    // Linear, but with a huge program (time = program size × text length): refused as too complex.
    const huge = await put(['.{1000}.{1000}.{1000}']);
    expect(huge.status).toBe(400);
    expect(issues(huge)).toEqual([expect.objectContaining({ path: 'searchUrlPatterns.0', problem: 'PATTERN_TOO_COMPLEX' })]);

    expect((await put(['a'.repeat(301)])).status).toBe(400);
    expect((await put(Array.from({ length: 21 }, (_, i) => `/p${i}`))).status).toBe(400);
    expect((await put([''])).status).toBe(400);
  }, 60_000);

  it('holds scrape exceptions (platform admins) to the same rules: path patterns and field regexes', async () => {
    const exception = (scope: object, instructions: object) => ({ code: `redos-${Math.random().toString(36).slice(2, 8)}`, scope: { hostname: 'vergleich-redos.example', ...scope }, instructions });
    for (const body of [exception({ pathPattern: '^/(?=sale)' }, { price: '.preis' }), exception({}, { price: { selector: '.preis', regex: '(\\d+)\\1' } })]) {
      const refused = await api('POST', '/api/admin/scrape-exceptions', platform, body);
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('SCRAPE_EXCEPTION_INVALID');
      expect(refused.body.details.issues).toEqual([expect.objectContaining({ problem: 'INVALID_REGEX', message: expect.stringMatching(/linear-time.*backreferences.*lookahead/) })]);
    }
    // A catastrophic but RE2-valid pattern is accepted: it runs in linear time.
    expect((await api('POST', '/api/admin/scrape-exceptions', platform, exception({ pathPattern: '^/(a+)+$' }, { price: { selector: '.preis', regex: '^(\\d+\\s?)+$' } }))).status).toBe(201);
  }, 60_000);
});
