import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_CONSTRAINTS } from '@pm/contracts';
import { startTestProduct, type TestProduct } from '../testSupport/startTestProduct.ts';

/**
 * Issue 11 defect 9: a write that names another thing by id — a product's category, a rule's
 * sales channel, a competitor URL's shop, the engine's competitors, the channel a filter is tested
 * in — is checked against the caller's company. Another company's id, or any string, is answered
 * 422 with a code naming the kind of reference, and nothing is written.
 */
describe('references are checked against the company', () => {
  let t: TestProduct;
  let admin: string;
  let companyId: string;
  let productId: string;
  let ownCategory: string;
  let ownChannel: string;
  let ownSource: string;
  const other = { categoryId: '', channelId: '', sourceId: '' };

  beforeAll(async () => {
    t = await startTestProduct();
    admin = await t.signIn('admin@demo.example');
    companyId = (await t.api('GET', '/api/profile', { token: admin })).body.company.id;
    // Company B with its own category, sales channel and shop.
    const context = { companyId: null, userId: 'service:test', correlationId: crypto.randomUUID(), causationId: null };
    const otherCompanyId = (await t.product.commands.companyCommands.createCompany({ name: 'Fremd GmbH' }, context)).id;
    await t.product.commands.userCommands.createUser({ companyId: otherCompanyId, email: 'admin@fremd.example', firstName: 'Fr', lastName: 'Emd', role: 'COMPANY_ADMIN', password: 'other-password' }, context);
    const otherAdmin = await t.signIn('admin@fremd.example', 'other-password');
    const created = async (token: string, path: string, body: unknown) => {
      const answer = await t.api('POST', path, { token, body });
      expect(answer.status, `${path} ${JSON.stringify(answer.body)}`).toBe(201);
      return answer.body.id as string;
    };
    const channel = { name: 'Shop', country: 'de', currency: 'EUR', commissionRate: 0, vatRate: 19, noShippingCost: false };
    other.categoryId = await created(otherAdmin, `/api/company/${otherCompanyId}/categories`, { name: 'Fremde Kategorie', parentId: null });
    other.channelId = await created(otherAdmin, `/api/company/${otherCompanyId}/sales-channels`, channel);
    other.sourceId = await created(otherAdmin, `/api/company/${otherCompanyId}/sources`, { kind: 'STORE', hostname: 'fremd-shop.example', name: 'Fremd-Shop', shippingCostModel: 'ALWAYS_FREE' });
    ownCategory = await created(admin, `/api/company/${companyId}/categories`, { name: 'Eigene Kategorie', parentId: null });
    ownChannel = await created(admin, `/api/company/${companyId}/sales-channels`, channel);
    ownSource = await created(admin, `/api/company/${companyId}/sources`, { kind: 'STORE', hostname: 'eigen-shop.example', name: 'Eigen-Shop', shippingCostModel: 'ALWAYS_FREE' });
    productId = await created(admin, `/api/company/${companyId}/products`, { name: 'Zelt', sku: 'REF-1', categoryId: ownCategory });
  });
  afterAll(async () => {
    await t?.stop();
  });

  async function refused(method: string, path: string, body: unknown, code: string) {
    const head = await t.product.events.headPosition();
    const answer = await t.api(method, path, { token: admin, body });
    expect([answer.status, answer.body.code], `${method} ${path} ${JSON.stringify(body)}`).toEqual([422, code]);
    expect(typeof answer.body.error).toBe('string');
    expect(await t.product.events.headPosition()).toBe(head);
  }

  it("refuses a product in another company's category or a category that does not exist", async () => {
    const products = `/api/company/${companyId}/products`;
    for (const categoryId of [other.categoryId, crypto.randomUUID(), 'any string']) {
      await refused('POST', products, { name: 'Zelt', sku: `REF-${categoryId}`, categoryId }, 'CATEGORY_UNKNOWN');
      await refused('PUT', `${products}/${productId}`, { categoryId }, 'CATEGORY_UNKNOWN');
    }
    // The own category, or none, is fine.
    expect((await t.api('PUT', `${products}/${productId}`, { token: admin, body: { categoryId: null } })).status).toBe(200);
    expect((await t.api('PUT', `${products}/${productId}`, { token: admin, body: { categoryId: ownCategory } })).status).toBe(200);
  });

  it("refuses a price rule for another company's sales channel", async () => {
    const rule = { name: 'R', conditions: [], target: { type: 'PROFIT_MARGIN', percent: 20 }, constraints: NO_CONSTRAINTS, active: true };
    for (const salesChannelId of [other.channelId, 'any string']) await refused('POST', `/api/company/${companyId}/price-rules`, { ...rule, salesChannelId }, 'SALES_CHANNEL_UNKNOWN');
    expect((await t.api('POST', `/api/company/${companyId}/price-rules`, { token: admin, body: { ...rule, salesChannelId: ownChannel } })).status).toBe(201);
  });

  it('refuses a competitor URL naming a shop the company is not connected to', async () => {
    const urls = `/api/company/${companyId}/products/${productId}/urls`;
    for (const storeId of [other.sourceId, crypto.randomUUID()]) await refused('POST', urls, { url: 'https://eigen-shop.example/zelt', storeId }, 'SOURCE_UNKNOWN');
    await refused('POST', urls, { url: 'https://eigen-shop.example/zelt', aggregatorId: other.sourceId }, 'SOURCE_UNKNOWN');
    expect((await t.api('POST', urls, { token: admin, body: { url: 'https://eigen-shop.example/zelt', storeId: ownSource } })).status).toBe(201);
  });

  it("refuses another company's shops as the engine's competitors", async () => {
    await refused('PUT', `/api/company/${companyId}/pricing-settings/competitors`, { competitors: { mode: 'ONLY', sourceIds: [ownSource, other.sourceId] } }, 'SOURCE_UNKNOWN');
    expect((await t.api('PUT', `/api/company/${companyId}/pricing-settings/competitors`, { token: admin, body: { competitors: { mode: 'ONLY', sourceIds: [ownSource] } } })).status).toBe(200);
  });

  it("refuses to test a filter in another company's sales channel", async () => {
    await refused('POST', `/api/company/${companyId}/price-rules/test-filter`, { salesChannelId: other.channelId, conditions: [] }, 'SALES_CHANNEL_UNKNOWN');
  });
});
