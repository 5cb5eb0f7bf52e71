import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSourceSchema, probeAnswerSchema, type ProbeResult } from '@pm/contracts';
import { comparisonOffersUrl, DEMO_PRODUCTS, DEMO_SHOPS, WIZARD_SHOP, WIZARD_SHOP_PRODUCTS, dayKey, wizardShopPriceCents, wizardShopUrl } from '@pm/demo-web';
import { startTestProduct, type TestProduct } from './testSupport/startTestProduct.ts';

const euros = (cents: number) => (cents / 100).toFixed(2);
const field = (result: ProbeResult | undefined, name: string) => result?.fields.find((f) => f.field === name);

/** The store and aggregator wizards (issue 18 item 1): probe with the crawler kinds, then save source and exception. */
describe('source wizard API', () => {
  let t: TestProduct;
  let platform: string;
  let companyAdmin: string;

  beforeAll(async () => {
    // Demo mode: the demo web answers the *.demo.test names, private addresses are allowed.
    t = await startTestProduct({ DEMO_WEB: 'true', DEMO_WEB_PORT: '0', SCRAPE_ALLOW_PRIVATE_HOSTS: 'true' });
    platform = await t.signIn('platform@demo.example');
    companyAdmin = await t.signIn('admin@demo.example');
  });
  afterAll(async () => {
    await t?.stop();
  });

  const product = WIZARD_SHOP_PRODUCTS[0]!;

  it('probes the wizard-only demo shop: unsure without selectors, the price with a selector that matched', async () => {
    const plain = await t.api('POST', '/api/admin/source-wizard/probe', { token: platform, body: { url: wizardShopUrl(product), crawler: 'crawlee-cheerio-crawler' } });
    expect(plain.status).toBe(200);
    const [bare] = probeAnswerSchema.parse(plain.body).results;
    expect(bare).toMatchObject({ crawler: 'crawlee-cheerio-crawler', outcome: 'FETCHED', httpStatus: 200 });
    const barePrice = field(bare, 'price');
    // No structured data: whatever the fallback found is a visible-page guess it is not sure of.
    expect(barePrice?.method === null || (barePrice?.method === 'visible' && (barePrice.confidence ?? 0) < 0.5)).toBe(true);

    const expected = euros(wizardShopPriceCents(product, dayKey(new Date())));
    const ruled = await t.api('POST', '/api/admin/source-wizard/probe', { token: platform, body: { url: wizardShopUrl(product), crawler: 'crawlee-basic-crawler', instructions: { price: '.wb-artikel .wb-betrag', currency: '.wb-einheit', name: '.wb-nope' } } });
    expect(ruled.status).toBe(200);
    const [withRules] = probeAnswerSchema.parse(ruled.body).results;
    expect(field(withRules, 'price')).toMatchObject({ value: expected, method: 'selectors' });
    expect(field(withRules, 'currency')).toMatchObject({ value: 'EUR', method: 'selectors' });
    expect(withRules?.pageStatus).toBe('OK');
    // In the order of the exception's fields.
    expect(withRules?.rules).toEqual([
      { field: 'name', selector: '.wb-nope', matches: 0, value: null, problem: 'SELECTOR_NO_MATCH' },
      { field: 'price', selector: '.wb-artikel .wb-betrag', matches: 1, value: expected.replace('.', ','), problem: null },
      { field: 'currency', selector: '.wb-einheit', matches: 1, value: 'EUR', problem: null },
    ]);
  });

  it('tries every kind side by side; the external ones are unavailable without their keys', async () => {
    const shop = DEMO_SHOPS.find((s) => s.style === 'json-ld')!;
    const all = await t.api('POST', '/api/admin/source-wizard/probe', { token: platform, body: { url: `http://${shop.hostname}/`, crawler: 'all' } });
    expect(all.status).toBe(200);
    const results = probeAnswerSchema.parse(all.body).results;
    expect(results.map((r) => r.crawler)).toEqual(['crawlee-basic-crawler', 'crawlee-cheerio-crawler', 'crawlee-playwright-crawler', 'scrapeops', 'trawler']);
    expect(results.find((r) => r.crawler === 'scrapeops')).toMatchObject({ outcome: 'UNAVAILABLE', detail: expect.stringContaining('SCRAPEOPS_API_KEY') });
    expect(results.find((r) => r.crawler === 'trawler')).toMatchObject({ outcome: 'UNAVAILABLE' });
    expect(results.find((r) => r.crawler === 'crawlee-basic-crawler')).toMatchObject({ outcome: 'FETCHED', httpStatus: 200 });
  });

  it('reads a comparison site offers page as its price table (aggregator wizard)', async () => {
    const answer = await t.api('POST', '/api/admin/source-wizard/probe', { token: platform, body: { url: comparisonOffersUrl(DEMO_PRODUCTS[0]!), crawler: 'crawlee-cheerio-crawler', pageKind: 'OFFERS_PAGE' } });
    expect(answer.status).toBe(200);
    const [result] = probeAnswerSchema.parse(answer.body).results;
    expect(result).toMatchObject({ outcome: 'FETCHED', pageStatus: 'OK' });
    expect(result?.offerCount).toBeGreaterThan(1);
    expect(field(result, 'price')?.value).toMatch(/^\d+\.\d{2}$/);
  });

  it('refuses bad input with codes, and everyone but platform admins', async () => {
    expect((await t.api('POST', '/api/admin/source-wizard/probe', { token: companyAdmin, body: { url: wizardShopUrl(product) } })).body.code).toBe('FORBIDDEN');
    expect((await t.api('POST', '/api/admin/source-wizard/save', { token: companyAdmin, body: {} })).body.code).toBe('FORBIDDEN');
    const malformed = await t.api('POST', '/api/admin/source-wizard/probe', { token: platform, body: { url: 'not a url' } });
    expect([malformed.status, malformed.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const badCss = await t.api('POST', '/api/admin/source-wizard/probe', { token: platform, body: { url: wizardShopUrl(product), instructions: { price: 'span[' } } });
    expect([badCss.status, badCss.body.code]).toEqual([400, 'SCRAPE_EXCEPTION_INVALID']);
  });

  it('saves the source and its exception; a taken domain names its source and writes nothing', async () => {
    const body = {
      kind: 'STORE',
      name: WIZARD_SHOP.name,
      hostname: WIZARD_SHOP.hostname,
      crawler: 'crawlee-cheerio-crawler',
      shippingCostModel: 'COST_ON_PRODUCT_PAGE',
      exception: { code: 'werkbank-restposten', instructions: { price: '.wb-artikel .wb-betrag' } },
    };
    const badCss = await t.api('POST', '/api/admin/source-wizard/save', { token: platform, body: { ...body, exception: { code: 'x-y-z', instructions: { price: 'span[' } } } });
    expect(badCss.body.code).toBe('SCRAPE_EXCEPTION_INVALID');
    const saved = await t.api('POST', '/api/admin/source-wizard/save', { token: platform, body });
    expect(saved.status).toBe(201);
    const sources = await t.api('GET', `/api/admin/sources?group=store&minPosition=${saved.body.position}`, { token: platform });
    const listed = adminSourceSchema.array().parse(sources.body).find((s) => s.hostname === WIZARD_SHOP.hostname);
    expect(listed).toMatchObject({ id: saved.body.sourceId, name: WIZARD_SHOP.name, kind: 'STORE', crawler: 'crawlee-cheerio-crawler' });
    const exceptions = await t.api('GET', `/api/admin/scrape-exceptions?minPosition=${saved.body.position}`, { token: platform });
    expect(exceptions.body).toEqual([expect.objectContaining({ id: saved.body.exceptionId, code: 'werkbank-restposten', scope: { hostname: WIZARD_SHOP.hostname, pathPattern: null } })]);

    const again = await t.api('POST', '/api/admin/source-wizard/save', { token: platform, body: { ...body, name: 'Again', exception: { code: 'werkbank-two', instructions: { price: '.x' } } } });
    expect([again.status, again.body.code, again.body.details?.name]).toEqual([409, 'SOURCE_HOST_TAKEN', WIZARD_SHOP.name]);
    const after = await t.api('GET', '/api/admin/scrape-exceptions', { token: platform });
    expect((after.body as { code: string }[]).map((e) => e.code)).toEqual(['werkbank-restposten']);
  });
});
