/** The comparison-product route in its own package: one competitor URL as written (read your writes), as the contract, and what it answers like a missing one. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparisonProductSchema } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import type { Actor } from '@pm/platform';
import { startQueryTestApp, type QueryTestApp } from '../runtime/testSupport/queryTestApp.ts';
import { registerComparisonProductQueries } from './comparisonProductQueries.ts';

const companyId = '01a216b5-973a-7479-83b5-4895cced43f6';
const otherCompany = '01a216b5-973a-7479-83b5-4895cced43f7';
const productId = '01a216b5-0000-7000-8000-0000000000b1';
const foreignProduct = '01a216b5-0000-7000-8000-0000000000b9';
const urlId = '01a216b5-0000-7000-8000-0000000000d1';
const foreignUrl = '01a216b5-0000-7000-8000-0000000000d9';
const sourceId = '01a216b5-0000-7000-8000-0000000000c1';
const viewer: Actor = { userId: 'u-viewer', companyId, email: 'viewer@example.com', role: 'COMPANY_VIEWER', isAdmin: false };

const urlAdded = (product: string, url: string) => ({ type: 'CompetitorUrlAdded', data: { productId: product, urlId: url, url: `https://bergsport-shop.de/${url}`, sourceId, sourceKind: 'STORE', offerType: 'COMPETITOR_OFFER' } });

describe('comparison product query', () => {
  let t: QueryTestApp;
  let position: string;
  const url = `/api/company/${companyId}/products/${productId}/urls/${urlId}`;
  beforeAll(async () => {
    t = await startQueryTestApp([viewer], (app, readModels) => registerComparisonProductQueries(app, readModels));
    await t.write(streams.source(sourceId), [{ type: 'SourceRegistered', data: { sourceId, fields: { kind: 'STORE', name: 'Bergsport Shop', hostname: 'bergsport-shop.de', shippingCostModel: 'COST_ON_PRODUCT_PAGE', scrapeFrequency: 'DAILY', scrapingEnabled: true } } }], null, 'u-platform');
    await t.write(streams.product(foreignProduct), [{ type: 'ProductCreated', data: { productId: foreignProduct, companyId: otherCompany, fields: { name: 'Fremd', sku: 'FREMD-1' } } }, urlAdded(foreignProduct, foreignUrl)], otherCompany);
    await t.write(streams.product(productId), [{ type: 'ProductCreated', data: { productId, companyId, fields: { name: 'Zelt', sku: 'ZELT-1', gtin: null } } }, urlAdded(productId, urlId)], companyId);
    const observedAt = new Date(Date.now() - 86_400_000).toISOString();
    position = await t.write(streams.offer(urlId), [{
      type: 'OfferObserved',
      data: { urlId, productId, companyId, sourceId, jobId: 'job-1', observedAt, pageStatus: 'OK', offer: { price: '199.00', currency: 'EUR', availability: 'InStock', shippingCost: null }, plausibility: 'ACCEPTED', flagReason: null, comparedWith: null },
    }], companyId, 'service:scraper');
  });
  afterAll(async () => {
    await t.stop();
  });

  it('answers the URL with its lead product, source, current offer, last observation and price history', async () => {
    const answer = await t.get(`${url}?minPosition=${position}`, viewer.userId);
    expect(answer.statusCode).toBe(200);
    const product = comparisonProductSchema.parse(answer.json());
    expect(product).toMatchObject({
      leadProduct: { id: productId, name: 'Zelt', sku: 'ZELT-1', status: 'active' },
      url: { urlId, sourceId, offerType: 'COMPETITOR_OFFER' },
      source: { id: sourceId, name: 'Bergsport Shop', kind: 'STORE', hostname: 'bergsport-shop.de' },
      current: { price: '199.00', confirmed: false },
      pending: null,
      lastObservation: { pageStatus: 'OK', plausibility: 'ACCEPTED', flagReason: null, jobId: 'job-1', offer: { price: '199.00' } },
    });
    expect(product.priceHistory.map((p) => p.price)).toEqual(['199.00']);
    // The event id the offer fold keeps is internal.
    expect(answer.json().current).not.toHaveProperty('eventId');
  });

  it("answers another company's product and another product's URL like missing ones, and refuses a bad range", async () => {
    expect((await t.get(`/api/company/${companyId}/products/${foreignProduct}/urls/${foreignUrl}`, viewer.userId)).json()).toMatchObject({ statusCode: 404, code: 'PRODUCT_NOT_FOUND' });
    expect((await t.get(`/api/company/${companyId}/products/${productId}/urls/${foreignUrl}`, viewer.userId)).json()).toMatchObject({ statusCode: 404, code: 'URL_NOT_FOUND' });
    expect((await t.get(`${url}?range=1y`, viewer.userId)).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', details: { issues: [expect.objectContaining({ path: 'range' })] } });
    expect((await t.get(`/api/company/${otherCompany}/products/${foreignProduct}/urls/${foreignUrl}`, viewer.userId)).json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
  });
});
