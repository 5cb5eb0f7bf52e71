/** The four CSV exports through `app.inject`: header and rows, tenancy, bad input, formula neutralisation, both formats. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { CHEAPEST_OFFERS_EXPORT_COLUMNS, PRICE_ANALYSIS_EXPORT_COLUMNS, SCRAPE_RECORDS_EXPORT_COLUMNS, STRIKE_PRICES_EXPORT_COLUMNS, addDays } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import type { Actor } from '@pm/platform';
import { startQueryTestApp, type QueryTestApp } from '../runtime/testSupport/queryTestApp.ts';
import { registerExportRoutes } from './exportRoutes.ts';

const companyId = '01a216b5-973a-7479-83b5-4895cced43f6';
const otherCompany = '01a216b5-973a-7479-83b5-4895cced43f7';
const tent = '01a216b5-0000-7000-8000-0000000000b1';
const lamp = '01a216b5-0000-7000-8000-0000000000b2';
const foreign = '01a216b5-0000-7000-8000-0000000000b9';
const sourceId = '01a216b5-0000-7000-8000-0000000000c1';
const channelId = '01a216b5-0000-7000-8000-0000000000e1';
const viewer: Actor = { userId: 'u-viewer', companyId, email: 'viewer@example.com', role: 'COMPANY_VIEWER', isAdmin: false };
const DAY = 86_400_000;
const today = new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

/** The file as a spreadsheet reads it: BOM first, then rows split by the format's separator. */
function rowsOf(body: string, delimiter = ','): string[][] {
  expect(body.charCodeAt(0)).toBe(0xfeff);
  return parse(body.slice(1), { delimiter, relax_column_count: false }) as string[][];
}

describe('CSV exports', () => {
  let t: QueryTestApp;
  let position: string;
  const base = `/api/company/${companyId}/exports`;
  const get = (path: string) => t.get(`${base}/${path}`, viewer.userId);

  beforeAll(async () => {
    t = await startQueryTestApp([viewer], (app, readModels) => registerExportRoutes(app, readModels));
    await t.write(streams.source(sourceId), [{ type: 'SourceRegistered', data: { sourceId, fields: { kind: 'STORE', name: 'Alpha Outdoor', hostname: 'alpha-outdoor.example', shippingCostModel: 'COST_ON_PRODUCT_PAGE', scrapeFrequency: 'DAILY', scrapingEnabled: true } } }], null, 'u-platform');
    await t.write(streams.pricingSettings(companyId), [{ type: 'SalesChannelCreated', data: { companyId, channelId, fields: { name: 'Webshop DE', country: 'de', currency: 'EUR', commissionRate: 0, vatRate: 19, noShippingCost: false } } }], companyId);
    const product = async (company: string, productId: string, name: string, sku: string, salesPrice: number, competitorPrices: string[]) => {
      const urls = competitorPrices.map((_, i) => `${productId.slice(0, -3)}d${i}${productId.slice(-1)}`);
      await t.write(streams.product(productId), [
        { type: 'ProductCreated', data: { productId, companyId: company, fields: { name, sku, brand: 'Vaude', pricing: { de: { salesPrice, shippingPrice: 5 } } } } },
        ...urls.map((urlId, i) => ({ type: 'CompetitorUrlAdded', data: { productId, urlId, url: `https://alpha-outdoor.example/${sku}/${i}`, sourceId, sourceKind: 'STORE', offerType: 'COMPETITOR_OFFER' } })),
      ], company);
      for (const [i, urlId] of urls.entries()) {
        await t.write(streams.offer(urlId), [{
          type: 'OfferObserved',
          data: { urlId, productId, companyId: company, sourceId, jobId: `job-${sku}-${i}`, observedAt: daysAgo(0.1), pageStatus: 'OK', offer: { price: competitorPrices[i], currency: 'EUR', availability: 'InStock', shippingCost: '2.00' }, plausibility: 'ACCEPTED', flagReason: null, comparedWith: null },
        }], company, 'service:scraper');
      }
    };
    await product(otherCompany, foreign, 'Fremdes Zelt', 'FREMD-1', 10, ['5.00']);
    // A name a spreadsheet would run as a formula, and an SKU that starts like one.
    await product(companyId, lamp, '=HYPERLINK("http://evil.example","Lampe")', '-LAMPE', 20, ['25.00']);
    await product(companyId, tent, 'Zelt; 2 Personen', 'ZELT-1', 100, ['120.00', '95.50', '99.00', '130.00']);
    // Past own prices of the tent: 50.00 from 40 days ago, 45.00 from 20, 52.00 from 10 days ago.
    await t.write(streams.ownPrice(tent), [40, 20, 10].map((days, i) => ({ type: 'OwnPriceRecorded', data: { productId: tent, companyId, country: 'de', salesPrice: [50, 45, 52][i], recordedAt: daysAgo(days) } })), companyId, 'service:seed');
    const job = async (company: string, jobId: string, age: number, price: string, error: string | null = null) => {
      const base = { jobId, companyId: company, jobType: 'PRODUCT_PAGE', trigger: 'SCHEDULE', crawler: 'crawlee-cheerio-crawler', proxyUrl: null, productId: company === companyId ? tent : foreign, urlId: 'u1', url: 'https://alpha-outdoor.example/zelt', sourceId };
      const events: { type: string; data: unknown }[] = [{ type: 'ScrapeJobCreated', data: base }, { type: 'ScrapeJobFetched', data: { jobId, trial: 1, worker: 'w' } }];
      events.push(error ? { type: 'ScrapeJobFailed', data: { jobId, trial: 1, durationMs: 80, logs: [], error, timedOut: false, willRetry: false } } : { type: 'ScrapeJobCompleted', data: { jobId, trial: 1, durationMs: 120, logs: [], httpStatus: 200, finalUrl: null, pageStatus: 'OK', offers: [{ price, currency: 'EUR', sources: { price: 'json-ld' }, confidence: { price: 0.9 } }] } });
      const written = await t.events.append(streams.scrapeJob(jobId), events.map((e) => ({ id: crypto.randomUUID(), type: e.type, data: e.data, metadata: { companyId: company, userId: 'service:scraper', correlationId: 'c', causationId: null, occurredAt: daysAgo(age), version: 1 } })));
      return written.position.toString();
    };
    await job(companyId, '01a216b5-0000-7000-8000-0000000000f1', 10, '90.00');
    await job(otherCompany, '01a216b5-0000-7000-8000-0000000000f2', 1, '91.00');
    await job(companyId, '01a216b5-0000-7000-8000-0000000000f3', 2, '92.50');
    position = await job(companyId, '01a216b5-0000-7000-8000-0000000000f4', 1, '0', '@SUM(A1:A9) failed');
    // Read your writes: every read model the exports read has applied the events above.
    for (const file of ['scrape-records.csv?', 'cheapest-offers.csv?', 'price-analysis.csv?', `strike-prices.csv?start=${today}&`]) {
      expect((await get(`${file}minPosition=${position}`)).headers['x-projection-stale']).toBeUndefined();
    }
  });
  afterAll(async () => {
    await t.stop();
  });

  it('scrape records: the last 7 days of the company, newest first, as a download with its row count', async () => {
    const answer = await get('scrape-records.csv');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="scrape-records-${today}.csv"`);
    expect(answer.headers['x-export-rows']).toBe('2');
    const [header, ...rows] = rowsOf(answer.body);
    expect(header).toEqual([...SCRAPE_RECORDS_EXPORT_COLUMNS]);
    expect(rows.map((r) => [r[3], r[4], r[5], r[7], r[10], r[12], r[13], r[18]])).toEqual([
      ['ZELT-1', 'Zelt; 2 Personen', 'Alpha Outdoor', 'FAILED', '', '', '', "'@SUM(A1:A9) failed"],
      // How the price was read (issue 16): the extraction method and its confidence.
      ['ZELT-1', 'Zelt; 2 Personen', 'Alpha Outdoor', 'COMPLETED', '92.50', 'json-ld', '0.90', ''],
    ]);
    expect(rowsOf((await get('scrape-records.csv?format=de')).body, ';')[2]!.slice(10, 14)).toEqual(['92,50', 'EUR', 'json-ld', '0,90']);
    expect(answer.body).toContain('\r\n');
  });

  it('the 3 cheapest competitor prices per product, with or without shipping', async () => {
    const withShipping = rowsOf((await get('cheapest-offers.csv?country=de')).body);
    expect(withShipping[0]).toEqual([...CHEAPEST_OFFERS_EXPORT_COLUMNS]);
    const tentRow = withShipping.find((r) => r[0] === 'ZELT-1')!;
    expect(tentRow.slice(5, 20)).toEqual([
      'EUR', 'true', '105.00',
      'Alpha Outdoor', '97.50', 'https://alpha-outdoor.example/ZELT-1/1', expect.any(String),
      'Alpha Outdoor', '101.00', 'https://alpha-outdoor.example/ZELT-1/2', expect.any(String),
      'Alpha Outdoor', '122.00', 'https://alpha-outdoor.example/ZELT-1/0', expect.any(String),
    ]);
    expect(withShipping).toHaveLength(3);
    const withoutShipping = rowsOf((await get('cheapest-offers.csv?country=de&withShipping=false')).body);
    expect(withoutShipping.find((r) => r[0] === 'ZELT-1')!.slice(6, 10)).toEqual(['false', '100.00', 'Alpha Outdoor', '95.50']);
  });

  it('neutralises cells a spreadsheet would evaluate, and keeps negative amounts numbers', async () => {
    const rows = rowsOf((await get('price-analysis.csv?sort=sku&order=asc')).body);
    expect(rows[0]).toEqual([...PRICE_ANALYSIS_EXPORT_COLUMNS]);
    const lampRow = rows.find((r) => r[0] === "'-LAMPE")!;
    expect(lampRow[1]).toBe('\'=HYPERLINK("http://evil.example","Lampe")');
    // The tent at 105.00 with shipping against 97.50: 7.50 more expensive; the lamp 5.00 cheaper than 27.00 … 25.00 + 2.00.
    expect(rows.find((r) => r[0] === 'ZELT-1')!.slice(6, 13)).toEqual(['100.00', '5.00', 'Alpha Outdoor', '95.50', '2.00', '7.50', '7.69']);
    expect(lampRow.slice(11, 13)).toEqual(['-2.00', '-7.41']);
  });

  it('the price analysis as shown: its filters and sort; German format with ; and decimal comma', async () => {
    const de = await get('price-analysis.csv?sort=deviationPercent&order=desc&format=de&searchText=zelt');
    const rows = rowsOf(de.body, ';');
    expect(rows.map((r) => r[0])).toEqual(['sku', 'ZELT-1']);
    expect(rows[1]!.slice(6, 13)).toEqual(['100,00', '5,00', 'Alpha Outdoor', '95,50', '2,00', '7,50', '7,69']);
    const byOwnPrice = rowsOf((await get('price-analysis.csv?sort=ownPrice&order=asc&page=3&pageSize=1')).body);
    expect(byOwnPrice.slice(1).map((r) => r[0])).toEqual(["'-LAMPE", 'ZELT-1']);
  });

  it('strike prices: the reference price is the lowest own price of the 30 days before the start', async () => {
    const answer = await get(`strike-prices.csv?start=${today}`);
    expect(answer.statusCode).toBe(200);
    const [header, ...rows] = rowsOf(answer.body);
    expect(header).toEqual([...STRIKE_PRICES_EXPORT_COLUMNS]);
    const tentRow = rows.find((r) => r[0] === 'ZELT-1')!;
    expect(tentRow).toEqual(['ZELT-1', 'Zelt; 2 Personen', '', 'Webshop DE', 'de', 'EUR', '100.00', '45.00', addDays(today, -30), addDays(today, -1), today, addDays(today, 30)]);
    // Starting 25 days ago: the 30 days before hold only the 50.00 of 40 days ago.
    const earlier = rowsOf((await get(`strike-prices.csv?start=${addDays(today, -25)}&end=${addDays(today, -20)}&channelId=${channelId}`)).body);
    expect(earlier.find((r) => r[0] === 'ZELT-1')!.slice(7)).toEqual(['50.00', addDays(today, -55), addDays(today, -26), addDays(today, -25), addDays(today, -20)]);
    // The lamp had no own price before today: no reference price, the row still says its price.
    expect(rows.find((r) => r[0] === "'-LAMPE")!.slice(6, 8)).toEqual(['20.00', '']);
  });

  it('refuses bad input with a clear code and nothing written', async () => {
    const code = async (path: string) => {
      const answer = await get(path);
      return [answer.statusCode, answer.json().code, answer.json().details?.issues?.[0]?.path];
    };
    expect(await code('strike-prices.csv')).toEqual([400, 'VALIDATION_FAILED', 'start']);
    expect(await code('strike-prices.csv?start=2026-02-30')).toEqual([400, 'VALIDATION_FAILED', 'start']);
    expect(await code('strike-prices.csv?start=yesterday')).toEqual([400, 'VALIDATION_FAILED', 'start']);
    expect(await code('strike-prices.csv?start=0001-01-01')).toEqual([400, 'VALIDATION_FAILED', 'start']);
    expect(await code('strike-prices.csv?start=1999-12-31&end=2000-01-15')).toEqual([400, 'VALIDATION_FAILED', 'start']);
    expect(await code(`strike-prices.csv?start=${addDays(today, 2)}`)).toEqual([400, 'VALIDATION_FAILED', 'start']);
    expect(await code(`strike-prices.csv?start=${today}&end=${addDays(today, -1)}`)).toEqual([400, 'VALIDATION_FAILED', 'end']);
    expect(await code(`strike-prices.csv?start=${addDays(today, -400)}&end=${today}`)).toEqual([400, 'VALIDATION_FAILED', 'end']);
    expect(await code(`strike-prices.csv?start=${today}&channelId=01a216b5-0000-7000-8000-0000000000e9`)).toEqual([404, 'SALES_CHANNEL_NOT_FOUND', undefined]);
    expect(await code('cheapest-offers.csv?country=xx')).toEqual([400, 'VALIDATION_FAILED', 'country']);
    expect(await code('price-analysis.csv?sort=price')).toEqual([400, 'VALIDATION_FAILED', 'sort']);
    expect(await code('scrape-records.csv?format=xlsx')).toEqual([400, 'VALIDATION_FAILED', 'format']);
  });

  it("never answers another company's data, nor without sign-in", async () => {
    for (const file of ['scrape-records.csv', 'cheapest-offers.csv', `strike-prices.csv?start=${today}`, 'price-analysis.csv']) {
      expect((await t.get(`/api/company/${otherCompany}/exports/${file}`, viewer.userId)).json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
      expect((await t.get(`${base}/${file}`)).statusCode).toBe(401);
    }
    const all = [await get('scrape-records.csv'), await get('cheapest-offers.csv'), await get(`strike-prices.csv?start=${today}`), await get('price-analysis.csv')].map((a) => a.body).join('');
    expect(all).not.toContain('FREMD');
    expect(all).not.toContain('91.00');
  });
});
