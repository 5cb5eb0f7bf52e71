/**
 * The brands route through `app.inject`: every distinct brand of the company's products (not only
 * those of a first page), counted, searched in any case, bounded, and never another company's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandListSchema } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import type { Actor } from '@pm/platform';
import { startQueryTestApp, type QueryTestApp } from '../runtime/testSupport/queryTestApp.ts';
import { registerBrandQueries } from './brandQueries.ts';

const companyId = '01a216b5-973a-7479-83b5-4895cced43f6';
const otherCompany = '01a216b5-973a-7479-83b5-4895cced43f7';
const viewer: Actor = { userId: 'u-viewer', companyId, email: 'viewer@example.com', role: 'COMPANY_VIEWER', isAdmin: false };
const productId = (n: number) => `01a216b5-0000-7000-8000-${n.toString(16).padStart(12, '0')}`;

describe('brand queries', () => {
  let t: QueryTestApp;
  let position: string;
  beforeAll(async () => {
    t = await startQueryTestApp([viewer], (app, readModels) => registerBrandQueries(app, readModels));
    const create = async (company: string, n: number, brand: string | null) => {
      const id = productId(n);
      return t.write(streams.product(id), [{ type: 'ProductCreated', data: { productId: id, companyId: company, fields: { name: `Produkt ${n}`, sku: `SKU-${n}`, brand } } }], company);
    };
    await create(otherCompany, 900, 'Fremdmarke');
    await create(otherCompany, 901, 'Vaude');
    // 3 × Vaude, 2 × Deuter, 1 × Salewa, one without a brand; one archived Nordkap.
    const brands = ['Vaude', 'Deuter', 'Vaude', 'Salewa', null, 'Deuter', 'Vaude'];
    for (const [index, brand] of brands.entries()) position = await create(companyId, index + 1, brand);
    position = await create(companyId, 20, 'Nordkap');
    position = await t.write(streams.product(productId(20)), [{ type: 'ProductArchived', data: { productId: productId(20) } }], companyId);
  });
  afterAll(async () => {
    await t.stop();
  });

  const brandsOf = async (query: string) => {
    const answer = await t.get(`/api/company/${companyId}/brands?minPosition=${position}${query}`, viewer.userId);
    expect(answer.statusCode).toBe(200);
    return brandListSchema.parse(answer.json());
  };

  it("answers each brand of the company's active products once, with its product count, the most common first", async () => {
    expect(await brandsOf('')).toEqual({
      items: [
        { brand: 'Vaude', productCount: 3 },
        { brand: 'Deuter', productCount: 2 },
        { brand: 'Salewa', productCount: 1 },
      ],
      total: 3,
    });
    expect(await brandsOf('&status=archived')).toEqual({ items: [{ brand: 'Nordkap', productCount: 1 }], total: 1 });
  });

  it('keeps the brands that contain the search text in any case, and bounds the answer while counting all', async () => {
    expect((await brandsOf('&searchText=EUT')).items).toEqual([{ brand: 'Deuter', productCount: 2 }]);
    expect((await brandsOf('&searchText=a.')).items).toEqual([]);
    expect(await brandsOf('&limit=2')).toEqual({ items: [expect.objectContaining({ brand: 'Vaude' }), expect.objectContaining({ brand: 'Deuter' })], total: 3 });
    const tooMany = await t.get(`/api/company/${companyId}/brands?limit=201`, viewer.userId);
    expect(tooMany.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', details: { issues: [expect.objectContaining({ path: 'limit' })] } });
  });

  it("refuses another company's brands", async () => {
    expect((await t.get(`/api/company/${otherCompany}/brands`, viewer.userId)).json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
  });
});
