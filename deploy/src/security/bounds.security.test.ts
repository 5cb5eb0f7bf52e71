import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONEY_MAX } from '@pm/contracts';
import { startTestProduct, type TestProduct } from '../testSupport/startTestProduct.ts';

/**
 * Issue 11 defect 8: a price of 1e308 was accepted (the analysis then showed 0 and the detail
 * null). Every money and quantity field of the API is finite, ≥ 0 where it must be, at most a
 * stated maximum and — for money — in cents (costs: hundredths of a cent); anything else is a
 * clear 4xx naming the field, and nothing is written.
 */
describe('bounds on money and quantities', () => {
  let t: TestProduct;
  let admin: string;
  let companyId: string;
  let productId: string;
  let channelId: string;
  const whatIf: Record<string, any> = JSON.parse(readFileSync(new URL('../../../docs/examples/reprice-example.json', import.meta.url), 'utf8'));

  beforeAll(async () => {
    t = await startTestProduct();
    admin = await t.signIn('admin@demo.example');
    companyId = (await t.api('GET', '/api/profile', { token: admin })).body.company.id;
    productId = (await t.api('POST', `/api/company/${companyId}/products`, { token: admin, body: { name: 'Zelt', sku: 'BOUND-1' } })).body.id;
    channelId = (await t.api('POST', `/api/company/${companyId}/sales-channels`, { token: admin, body: { name: 'Shop', country: 'de', currency: 'EUR', commissionRate: 0, vatRate: 19, noShippingCost: false } })).body.id;
  });
  afterAll(async () => {
    await t?.stop();
  });

  /** Refused with the status and code, the failing field named, nothing written. */
  async function refused(method: string, path: string, body: unknown, status: number, code: string, field: string) {
    const head = await t.product.events.headPosition();
    const answer = await t.api(method, path, { token: admin, body });
    expect([answer.status, answer.body.code], `${method} ${path} ${JSON.stringify(body).slice(0, 200)}`).toEqual([status, code]);
    expect(JSON.stringify(answer.body.details)).toContain(field);
    expect(await t.product.events.headPosition()).toBe(head);
  }
  const ABSURD = [1e308, MONEY_MAX + 0.01, -1, 19.999];

  it('refuses absurd product prices, costs, percentages and quantities on create and change', async () => {
    const products = `/api/company/${companyId}/products`;
    for (const value of ABSURD) {
      for (const field of ['salesPrice', 'strikePrice', 'msrp', 'oldPrice', 'shippingPrice']) {
        await refused('POST', products, { name: 'X', sku: `X-${field}`, pricing: { de: { [field]: value } } }, 400, 'VALIDATION_FAILED', field);
        await refused('PUT', `${products}/${productId}`, { pricing: { de: { [field]: value } } }, 400, 'VALIDATION_FAILED', field);
      }
      for (const field of ['minPrice', 'maxPrice']) await refused('PUT', `${products}/${productId}`, { [field]: value }, 400, 'VALIDATION_FAILED', field);
    }
    for (const value of [1e308, MONEY_MAX + 1, -1, 1.00001]) {
      await refused('PUT', `${products}/${productId}`, { purchasePrice: value }, 400, 'VALIDATION_FAILED', 'purchasePrice');
      await refused('PUT', `${products}/${productId}`, { pricing: { de: { precalculatedShippingCost: value } } }, 400, 'VALIDATION_FAILED', 'precalculatedShippingCost');
    }
    for (const [field, value] of [['minMarkup', 1e308], ['maxMarkup', 10_001], ['targetMargin', 101], ['weight', 1e308], ['quantityPerPackage', 1e12], ['totalQuantity', 1e308], ['bundleSize', 1e12], ['numberOfPackages', 2_000_000]] as const) {
      await refused('PUT', `${products}/${productId}`, { [field]: value }, 400, 'VALIDATION_FAILED', field);
    }
  });

  it('takes the largest allowed values and cents exactly', async () => {
    const answer = await t.api('PUT', `/api/company/${companyId}/products/${productId}`, { token: admin, body: { purchasePrice: 1234.5678, maxPrice: MONEY_MAX, pricing: { de: { salesPrice: 9_999_999.99, strikePrice: 0.07 } }, weight: 2.5 } });
    expect(answer.status).toBe(200);
  });

  it('refuses absurd shipping rates', async () => {
    const rate = { carrier: 'DHL', country: 'de', baseTariff: 4.5, maxWeight: 31.5, shippingMode: 'STANDARD', hazardSurcharge: 0, lqSurcharge: 0, ncGoodsSurcharge: 0, ncMeasuresSurcharge: 0, ncVolumeSurcharge: 0, hazardousAllowed: false, lqAllowed: false, ncAllowed: false };
    const path = `/api/company/${companyId}/shipping-rates`;
    for (const field of ['baseTariff', 'hazardSurcharge', 'ncVolumeSurcharge']) await refused('POST', path, { ...rate, [field]: 1e308 }, 400, 'VALIDATION_FAILED', field);
    await refused('POST', path, { ...rate, maxWeight: 1e308 }, 400, 'VALIDATION_FAILED', 'maxWeight');
    expect((await t.api('POST', path, { token: admin, body: rate })).status).toBe(201);
  });

  it('refuses absurd price-rule limits and filter values', async () => {
    const rule = { name: 'R', salesChannelId: channelId, conditions: [], target: { type: 'PROFIT_MARGIN', percent: 20 }, constraints: { minPrice: null, maxPrice: null, minMarkup: null, maxMarkup: null, minProfitMargin: null, maxProfitMargin: null, msrpCap: false, maxChangePercent: null }, active: true };
    const path = `/api/company/${companyId}/price-rules`;
    await refused('POST', path, { ...rule, constraints: { ...rule.constraints, maxPrice: 1e308 } }, 400, 'VALIDATION_FAILED', 'constraints.maxPrice');
    await refused('POST', path, { ...rule, constraints: { ...rule.constraints, minPrice: 0.001 } }, 400, 'VALIDATION_FAILED', 'constraints.minPrice');
    await refused('POST', path, { ...rule, conditions: [{ field: 'salesPrice', operator: 'GREATER_THAN', value: 1e308 }] }, 400, 'VALIDATION_FAILED', 'conditions.0.value');
    expect((await t.api('POST', path, { token: admin, body: { ...rule, constraints: { ...rule.constraints, maxPrice: MONEY_MAX } } })).status).toBe(201);
  });

  it('refuses absurd what-if inputs', async () => {
    const path = `/api/company/${companyId}/pricing/what-if`;
    const product = whatIf['products'][0];
    for (const [change, field] of [
      [{ purchasePrice: 1e308 }, 'purchasePrice'],
      [{ weightKg: 1e308 }, 'weightKg'],
      [{ targetMargin: 1e308 }, 'targetMargin'],
      [{ pricing: { de: { ...product.pricing.de, salesPrice: 1e308 } } }, 'salesPrice'],
      [{ offers: [{ ...product.offers[0], price: 1e308 }] }, 'price'],
    ] as const) {
      await refused('POST', path, { ...whatIf, products: [{ ...product, ...change }] }, 422, 'WHAT_IF_INVALID', field);
    }
    await refused('POST', path, { ...whatIf, shippingRates: [{ ...whatIf['shippingRates'][0], baseTariff: 1e308 }] }, 422, 'WHAT_IF_INVALID', 'baseTariff');
    expect((await t.api('POST', path, { token: admin, body: whatIf })).status).toBe(200);
  });

  it('refuses absurd numbers in an imported file, row by row', async () => {
    const csv = 'Artikelnummer;Bezeichnung;VK;EK\nIMP-B1;Eins;99999999999999999999,00;1,00\nIMP-B2;Zwei;1,999;1,00\nIMP-B3;Drei;10,00;1,00\n';
    const head = await t.product.events.headPosition();
    const answer = await t.api('POST', `/api/company/${companyId}/product-imports`, { token: admin, body: { csv, mapping: ['sku', 'name', 'salesPrice', 'purchasePrice'], country: 'de' } });
    expect([answer.status, answer.body.code]).toEqual([422, 'IMPORT_ROWS_INVALID']);
    expect(answer.body.details.rows.map((r: { row: number; field: string; code: string }) => [r.row, r.field, r.code])).toEqual([
      [2, 'salesPrice', 'TOO_LARGE'],
      [3, 'salesPrice', 'TOO_PRECISE'],
    ]);
    expect(await t.product.events.headPosition()).toBe(head);
  });
});
