/** The price development's brand choices by skip scan equal the distinct brands of every row, read once per brand. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Country } from '@pm/contracts';
import { createEmbeddedDocumentStore, type Doc, type Filter, type FindOptions } from '@pm/platform';
import { tempDatabasePath } from '@pm/platform/testing';
import { PRICE_ANALYSIS, priceAnalysisProjector } from '../projectors/priceAnalysisProjector.ts';
import { BRAND_CHOICES_LIMIT, brandChoices } from './priceDevelopmentBrands.ts';

const companyId = 'c1';
const temp = tempDatabasePath();
const docs = createEmbeddedDocumentStore({ path: temp.path });
const reads: { filter: Filter | undefined; options: FindOptions | undefined; returned: number }[] = [];
const readModels = {
  async find<T extends Doc>(collection: string, filter?: Filter, options?: FindOptions) {
    const found = await docs.find<T>(collection, filter, options);
    reads.push({ filter, options, returned: found.length });
    return found;
  },
};

/** The route's former computation: the brand of every row of the country, distinct, non-empty, alphabetical. */
async function everyRowsBrands(company: string, country: Country): Promise<string[]> {
  const rows = await docs.find<Doc & { brand: string | null }>(PRICE_ANALYSIS, { companyId: company, country }, { projection: { brand: 1 } });
  return [...new Set(rows.map((row) => row.brand).filter((b): b is string => typeof b === 'string' && b !== ''))].sort((a, b) => a.localeCompare(b));
}

// Brands a code-point order and a locale order sort differently, look-alikes, and ones that need care in field paths.
const BRANDS = ['Vaude', 'vaude', 'Äpfelgut', 'Zwilling', 'Dr. Oetker', 'B&W', ' Leerzeichen', '日本製', 'ÖKO', 'apple', 'Apple', '$dollar', 'Z'];

const row = (id: string, company: string, country: string, brand: string | null) => ({ _id: id, companyId: company, country, brand, has: { brand: brand !== null } });

describe('price development brand choices', () => {
  beforeAll(async () => {
    await docs.ensureIndexes(PRICE_ANALYSIS, priceAnalysisProjector.collections[PRICE_ANALYSIS]!);
    const rows = [];
    for (let p = 0; p < 600; p++) {
      // Many rows per brand, rows without a brand or with an empty one, and countries without some brands.
      const brand = p % 7 === 0 ? null : p % 11 === 0 ? '' : BRANDS[p % BRANDS.length]!;
      rows.push(row(`p${p}:de`, companyId, 'de', brand));
      if (p % 3 === 0) rows.push(row(`p${p}:at`, companyId, 'at', brand));
    }
    rows.push(row('only-at:at', companyId, 'at', 'Nur Österreich'), row('other:de', 'c2', 'de', 'Fremdmarke'), row('other2:de', 'c2', 'de', 'Vaude'));
    await docs.applyBatch(rows.map((doc) => ({ op: 'put' as const, collection: PRICE_ANALYSIS, doc })));
  });
  afterAll(async () => {
    await docs.close();
    temp.remove();
  });

  it('equals the distinct brands of every row, per company and country', async () => {
    for (const [company, country] of [[companyId, 'de'], [companyId, 'at'], ['c2', 'de'], [companyId, 'ch'], ['c3', 'de']] as const) {
      expect(await brandChoices(readModels, company, country)).toEqual(await everyRowsBrands(company, country));
    }
    expect(await brandChoices(readModels, companyId, 'de')).toHaveLength(BRANDS.length);
    expect(await brandChoices(readModels, companyId, 'at')).toContain('Nur Österreich');
    expect(await brandChoices(readModels, companyId, 'de')).not.toContain('Fremdmarke');
  });

  it('reads one row per brand (and one read that finds none), not every row', async () => {
    reads.length = 0;
    const brands = await brandChoices(readModels, companyId, 'de');
    expect(reads).toHaveLength(brands.length + 1);
    expect(reads.every((read) => read.options?.limit === 1 && read.returned <= 1)).toBe(true);
  });

  it(`stops at ${BRAND_CHOICES_LIMIT} brands`, async () => {
    const many = Array.from({ length: BRAND_CHOICES_LIMIT + 5 }, (_, b) => row(`many${b}:de`, 'c4', 'de', `Marke ${String(b).padStart(5, '0')}`));
    await docs.applyBatch(many.map((doc) => ({ op: 'put' as const, collection: PRICE_ANALYSIS, doc })));
    const brands = await brandChoices(readModels, 'c4', 'de');
    expect(brands).toHaveLength(BRAND_CHOICES_LIMIT);
    expect(brands.at(-1)).toBe(`Marke ${String(BRAND_CHOICES_LIMIT - 1).padStart(5, '0')}`);
  });
});
