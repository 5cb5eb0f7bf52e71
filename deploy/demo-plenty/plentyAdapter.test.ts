/**
 * The Plenty adapter (pricing-service) against the demo Plenty over real HTTP on a random port:
 * the happy path and each failure mode the issue names. The demo host is reached through the
 * address check's explicit allow-list, as the launcher will do.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@pm/platform';
import { createPlentyAdapter, type PlentyAdapterOptions, type ShopSystem, type VariationPage } from '@pm/pricing-service';
import { DEMO_PRODUCTS } from '@pm/demo-web';
import { DEMO_SALES_PRICE, demoVariations, startDemoPlenty, type DemoPlenty } from './index.ts';

async function readAll(system: ShopSystem, pageSize?: number): Promise<VariationPage[]> {
  const pages: VariationPage[] = [];
  for await (const page of system.readVariations(pageSize ? { pageSize } : {})) pages.push(page);
  return pages;
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('Plenty adapter against the demo Plenty', () => {
  let plenty: DemoPlenty;
  let sleeps: number[];
  const adapter = (overrides: Partial<PlentyAdapterOptions> = {}) =>
    createPlentyAdapter({
      baseUrl: plenty.url,
      username: plenty.username,
      password: plenty.password,
      allowHosts: [new URL(plenty.url).host],
      maxRequestsPerSecond: Infinity,
      sleep: async (ms) => void sleeps.push(ms),
      ...overrides,
    });

  beforeAll(async () => {
    plenty = await startDemoPlenty({ port: 0 });
  });
  afterAll(async () => {
    await plenty.stop();
  });
  afterEach(() => {
    plenty.clearFailures();
    sleeps = [];
  });
  sleeps = [];

  it('tests the connection, reads every variation page by page with prices, barcodes, stock and properties', async () => {
    const system = adapter();
    expect(await system.testConnection()).toMatchObject({ ok: true });
    const pages = await readAll(system, 7);
    expect(pages.map((p) => p.page)).toEqual(Array.from({ length: Math.ceil(DEMO_PRODUCTS.length / 7) }, (_, i) => i + 1));
    expect(pages.at(-1)?.isLastPage).toBe(true);
    expect(pages[0]?.totalCount).toBe(DEMO_PRODUCTS.length);
    const variations = pages.flatMap((p) => p.variations);
    expect(pages.flatMap((p) => p.issues)).toEqual([]);
    expect(variations.map((v) => v.sku)).toEqual(DEMO_PRODUCTS.map((p) => p.sku));
    const first = DEMO_PRODUCTS[0]!;
    const expected = demoVariations()[0]!;
    expect(variations[0]).toEqual({
      sku: first.sku,
      variationId: '1001',
      itemId: '101',
      name: first.name,
      barcodes: [first.gtin],
      salesPrices: [...expected.salesPrices].map(([salesPriceId, price]) => ({ salesPriceId: String(salesPriceId), priceCents: Math.round(price * 100) })),
      purchasePriceCents: first.purchaseCents,
      stock: expected.stock.reduce((sum, s) => sum + s.netStock, 0),
      properties: { Saison: expected.properties.Saison },
    });
    expect(variations[0]?.salesPrices.find((p) => p.salesPriceId === String(DEMO_SALES_PRICE.webshop))?.priceCents).toBe(first.salesCents);
  });

  it('reads the sales price configurations as output channels', async () => {
    const configurations = await adapter().readSalesPriceConfigurations();
    expect(configurations.map((c) => c.id)).toEqual(['1', '2', '3', '4', '5']);
    expect(configurations[2]).toEqual({ id: '3', name: 'Webshop Streichpreis', type: 'specialOffer', currencies: ['EUR'], countries: ['1'], referrers: ['1'], clients: ['41234'] });
  });

  it('writes prices in one bulk call, creates the missing ones, reports refused entries, and the demo records them', async () => {
    plenty.clearWrites();
    const system = adapter();
    const results = await system.writeSalesPrices([
      { variationId: '1001', salesPriceId: String(DEMO_SALES_PRICE.webshop), priceCents: 12_345 },
      { variationId: '1002', salesPriceId: String(DEMO_SALES_PRICE.webshopStrike), priceCents: 19_999 },
      { variationId: '999999', salesPriceId: String(DEMO_SALES_PRICE.webshop), priceCents: 100 },
    ]);
    expect(results.map((r) => r.status)).toEqual(['written', 'written', 'rejected']);
    expect(results[0]).toMatchObject({ created: false });
    expect(results[1]).toMatchObject({ created: true });
    expect(results[2]).toMatchObject({ statusCode: 404 });
    expect(plenty.writes().map(({ method, variationId, salesPriceId, price }) => ({ method, variationId, salesPriceId, price }))).toEqual([
      { method: 'PUT', variationId: 1001, salesPriceId: DEMO_SALES_PRICE.webshop, price: 123.45 },
      { method: 'POST', variationId: 1002, salesPriceId: DEMO_SALES_PRICE.webshopStrike, price: 199.99 },
    ]);
    expect(plenty.price(1001, DEMO_SALES_PRICE.webshop)).toBe(123.45);
  });

  it('refuses a batch above Plenty\'s limit of 50 before calling', async () => {
    const batch = Array.from({ length: 51 }, () => ({ variationId: '1001', salesPriceId: '1', priceCents: 100 }));
    expect((await failure(adapter().writeSalesPrices(batch))).code).toBe('ERP_BATCH_TOO_LARGE');
  });

  it('wrong credentials: ERP_UNAUTHORIZED with the status code', async () => {
    const error = await failure(adapter({ password: 'wrong' }).testConnection());
    expect(error.code).toBe('ERP_UNAUTHORIZED');
    expect(error.details).toMatchObject({ statusCode: 401 });
  });

  it('an expired token: logs in again once and goes on', async () => {
    const system = adapter();
    await system.readSalesPriceConfigurations();
    const before = plenty.logins();
    plenty.expireTokens();
    expect(await system.readSalesPriceConfigurations()).toHaveLength(5);
    expect(plenty.logins()).toBe(before + 1);
  });

  it('a 401 that persists after the new login: ERP_UNAUTHORIZED', async () => {
    const system = adapter();
    await system.readSalesPriceConfigurations();
    plenty.failNext({ failure: { kind: 'status', status: 401 }, times: 2, pathPrefix: '/rest/items' });
    const error = await failure(system.readSalesPriceConfigurations());
    expect(error).toMatchObject({ code: 'ERP_UNAUTHORIZED', details: { statusCode: 401 } });
  });

  it('403 (the REST user lacks rights): ERP_UNAUTHORIZED with 403', async () => {
    plenty.failNext({ failure: { kind: 'status', status: 403 }, pathPrefix: '/rest/items' });
    expect(await failure(adapter().readSalesPriceConfigurations())).toMatchObject({ code: 'ERP_UNAUTHORIZED', details: { statusCode: 403 } });
  });

  it('429: waits what Retry-After / the decay header says, then succeeds', async () => {
    plenty.failNext({ failure: { kind: 'status', status: 429, retryAfterSeconds: 3 }, times: 2, pathPrefix: '/rest/items/variations' });
    const pages = await readAll(adapter(), 250);
    expect(pages.flatMap((p) => p.variations)).toHaveLength(DEMO_PRODUCTS.length);
    expect(sleeps).toEqual([3000, 3000]);
  });

  it('429 that does not end: ERP_RATE_LIMITED after the configured retries', async () => {
    plenty.failNext({ failure: { kind: 'status', status: 429, retryAfterSeconds: 1 }, times: null, pathPrefix: '/rest/items' });
    const error = await failure(adapter({ maxRateLimitRetries: 2 }).readSalesPriceConfigurations());
    expect(error).toMatchObject({ code: 'ERP_RATE_LIMITED', details: { statusCode: 429 } });
    expect(sleeps).toEqual([1000, 1000]);
  });

  it('when the rate-limit headers say the period is used up, the next call waits for its decay', async () => {
    const limited = await startDemoPlenty({ port: 0, rateLimit: { calls: 2, periodSeconds: 1 } });
    try {
      const waits: number[] = [];
      const system = createPlentyAdapter({
        baseUrl: limited.url,
        username: limited.username,
        password: limited.password,
        allowHosts: [new URL(limited.url).host],
        maxRequestsPerSecond: Infinity,
        sleep: (ms) => {
          waits.push(ms);
          return new Promise((resolve) => setTimeout(resolve, ms));
        },
      });
      // login + 4 pages + a second pass: more calls than one period allows, none answered 429 to the caller.
      const pages = await readAll(system, 10);
      expect(pages.flatMap((p) => p.variations)).toHaveLength(DEMO_PRODUCTS.length);
      expect(waits.length).toBeGreaterThan(0);
    } finally {
      await limited.stop();
    }
  });

  it('500: ERP_UNAVAILABLE with the status code (the spec\'s message)', async () => {
    plenty.failNext({ failure: { kind: 'status', status: 500 }, pathPrefix: '/rest/items/variations' });
    const error = await failure(readAll(adapter()));
    expect(error).toMatchObject({ code: 'ERP_UNAVAILABLE', details: { statusCode: 500 } });
    expect(error.message).toContain('responded with code 500');
  });

  it('a slow answer beyond the configured timeout: ERP_TIMEOUT', async () => {
    plenty.failNext({ failure: { kind: 'slow', delayMs: 2_000 }, pathPrefix: '/rest/items/sales_prices' });
    const error = await failure(adapter({ timeoutMs: 150 }).readSalesPriceConfigurations());
    expect(error).toMatchObject({ code: 'ERP_TIMEOUT', details: { timeoutMs: 150 } });
  });

  it('malformed JSON: ERP_MALFORMED_RESPONSE', async () => {
    plenty.failNext({ failure: { kind: 'malformed' }, pathPrefix: '/rest/items/variations' });
    expect(await failure(readAll(adapter()))).toMatchObject({ code: 'ERP_MALFORMED_RESPONSE', details: { statusCode: 200 } });
  });

  it('variations without SKU and duplicate SKUs (across pages) are reported, the first of a SKU kept', async () => {
    const base = demoVariations().slice(0, 4);
    const noSku = { ...base[1]!, id: 5001, number: '  ' };
    const duplicate = { ...base[0]!, id: 5002 };
    const odd = await startDemoPlenty({ port: 0, variations: [...base, noSku, duplicate] });
    try {
      const system = createPlentyAdapter({ baseUrl: odd.url, username: odd.username, password: odd.password, allowHosts: [new URL(odd.url).host], maxRequestsPerSecond: Infinity });
      const pages = await readAll(system, 4);
      expect(pages.flatMap((p) => p.variations).map((v) => v.variationId)).toEqual(['1001', '1002', '1003', '1004']);
      expect(pages[1]?.issues).toEqual([
        expect.objectContaining({ reason: 'SKU_MISSING', variationId: '5001' }),
        expect.objectContaining({ reason: 'SKU_DUPLICATE', variationId: '5002', sku: base[0]!.number, firstVariationId: '1001' }),
      ]);
    } finally {
      await odd.stop();
    }
  });

  it('goes through the address check: a local address not on the allow-list is refused', async () => {
    const error = await failure(adapter({ allowHosts: [] }).testConnection());
    expect(error.code).toBe('ERP_URL_BLOCKED');
  });
});
