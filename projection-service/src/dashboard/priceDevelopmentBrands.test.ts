/**
 * The price development's brand choices from the insights' brand aggregate equal the former
 * computation (the distinct non-empty brands of every price-analysis row of the country) after
 * the same events: products created with and without brand and prices, brands changed,
 * countries priced and unpriced, archived and restored — projected in batches of several events.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { COUNTRIES, type Country } from '@pm/contracts';
import { createEmbeddedDocumentStore, type Doc, type RecordedEvent, type WriteOp } from '@pm/platform';
import { recordedEvent, tempDatabasePath } from '@pm/platform/testing';
import { priceAnalysisRows } from '../analysis/priceAnalysisRows.ts';
import { evolvePriceAnalysis, type PriceAnalysisState } from '../analysis/priceAnalysisState.ts';
import { PRICE_ANALYSIS } from '../projectors/priceAnalysisProjector.ts';
import { INSIGHT_BRANDS } from '../insights/insightsAggregates.ts';
import { evolveInsights, storedInsightsState, type InsightsState } from '../insights/insightsState.ts';
import { insightsProjector } from '../projectors/insightsProjector.ts';
import { BRAND_CHOICES_LIMIT, brandChoices } from './priceDevelopmentBrands.ts';
import { seeded } from '../runtime/testSupport/seededRandom.ts';

const temp = tempDatabasePath();
const docs = createEmbeddedDocumentStore({ path: temp.path });
const readModels = { find: <T extends Doc>(collection: string, filter?: Record<string, unknown>, options?: Parameters<typeof docs.find>[2]) => docs.find<T>(collection, filter, options) };

/** The route's former computation: the brand of every row of the country, distinct, non-empty, alphabetical. */
async function everyRowsBrands(companyId: string, country: Country): Promise<string[]> {
  const rows = await docs.find<Doc & { brand: string | null }>(PRICE_ANALYSIS, { companyId, country }, { projection: { brand: 1 } });
  return [...new Set(rows.map((row) => row.brand).filter((b): b is string => typeof b === 'string' && b !== ''))].sort((a, b) => a.localeCompare(b));
}

/** A deterministic pseudo-random sequence (mulberry32). */

// Brands a code-point order and a locale order sort differently, look-alikes, and ones with dots and separators.
const BRANDS = ['Vaude', 'vaude', 'Äpfelgut', 'Zwilling', 'Dr. Oetker', 'B&W', 'ÖKO', 'apple', 'Apple', 'a:b', '', null];
const rand = seeded(14);
const pick = <T,>(values: readonly T[]): T => values[Math.floor(rand() * values.length)]!;
const pricingOf = () => (rand() < 0.2 ? {} : Object.fromEntries(COUNTRIES.filter(() => rand() < 0.3).map((country) => [country, { salesPrice: 10 }])));

/** Both folds of every product, and what the projectors wrote of them. */
const analysis = new Map<string, PriceAnalysisState | null>();
const insights = new Map<string, InsightsState | null>();
const projected = new Map<string, InsightsState | null>();

async function fold(productId: string, event: RecordedEvent): Promise<void> {
  const before = analysis.get(productId) ?? null;
  const after = evolvePriceAnalysis(before, event);
  analysis.set(productId, after);
  const ops: WriteOp[] = priceAnalysisRows(before).map((row) => ({ op: 'delete', collection: PRICE_ANALYSIS, id: row._id }));
  ops.push(...priceAnalysisRows(after).map((doc): WriteOp => ({ op: 'put', collection: PRICE_ANALYSIS, doc })));
  await docs.applyBatch(ops);
  insights.set(productId, evolveInsights(insights.get(productId) ?? null, event));
}

/** The insights projector's brand writes for every product changed since the last batch (states carried as stored). */
async function projectBatch(): Promise<void> {
  const changes: { id: string; before: InsightsState | null; after: InsightsState | null }[] = [];
  for (const [productId, after] of insights) {
    const before = projected.get(productId) ?? null;
    if (after === before) continue;
    changes.push({ id: productId, before, after });
    const stored = after && storedInsightsState(after);
    insights.set(productId, stored);
    projected.set(productId, stored);
  }
  await docs.applyBatch(insightsProjector.state!.deriveBatch!(changes).filter((op) => op.collection === INSIGHT_BRANDS));
}

describe('price development brand choices', () => {
  afterAll(async () => {
    await docs.close();
    temp.remove();
  });

  it('equal the distinct brands of every row per company and country, after every batch', async () => {
    await docs.ensureIndexes(INSIGHT_BRANDS, insightsProjector.collections[INSIGHT_BRANDS]!);
    const companies = ['c1', 'c2'];
    const products: { id: string; companyId: string }[] = [];
    for (let round = 0; round < 12; round++) {
      for (let e = 0; e < 40; e++) {
        const known = products.length > 0 && rand() < 0.7 ? pick(products) : null;
        if (!known) {
          const product = { id: `p${products.length}`, companyId: pick(companies) };
          products.push(product);
          await fold(product.id, recordedEvent('ProductCreated', { productId: product.id, companyId: product.companyId, fields: { name: product.id, sku: product.id, brand: pick(BRANDS), pricing: pricingOf() } }, { companyId: product.companyId }));
          continue;
        }
        const meta = { companyId: known.companyId };
        const r = rand();
        if (r < 0.35) await fold(known.id, recordedEvent('ProductUpdated', { productId: known.id, changes: { brand: pick(BRANDS) } }, meta));
        else if (r < 0.6) await fold(known.id, recordedEvent('ProductUpdated', { productId: known.id, changes: { pricing: pricingOf() } }, meta));
        else if (r < 0.75) await fold(known.id, recordedEvent('ProductUpdated', { productId: known.id, changes: { name: `${known.id}!` } }, meta));
        else if (r < 0.9) await fold(known.id, recordedEvent('ProductArchived', { productId: known.id }, meta));
        else await fold(known.id, recordedEvent('ProductRestored', { productId: known.id }, meta));
      }
      await projectBatch();
      for (const companyId of [...companies, 'c3']) {
        for (const country of ['de', 'at', 'lu'] as const) expect(await brandChoices(readModels, companyId, country)).toEqual(await everyRowsBrands(companyId, country));
      }
    }
    // Enough happened: brands present and gone in several countries.
    expect((await brandChoices(readModels, 'c1', 'de')).length).toBeGreaterThan(3);
    expect(await docs.count(INSIGHT_BRANDS, { products: 0 })).toBeGreaterThan(0);
  });

  it(`stops at ${BRAND_CHOICES_LIMIT} brands`, async () => {
    const many = Array.from({ length: BRAND_CHOICES_LIMIT + 5 }, (_, b) => ({ _id: `c4:de:${b}`, companyId: 'c4', country: 'de', brand: `Marke ${String(b).padStart(5, '0')}`, products: 1 }));
    await docs.applyBatch(many.map((doc) => ({ op: 'put' as const, collection: INSIGHT_BRANDS, doc })));
    const brands = await brandChoices(readModels, 'c4', 'de');
    expect(brands).toHaveLength(BRAND_CHOICES_LIMIT);
    expect(brands.at(-1)).toBe(`Marke ${String(BRAND_CHOICES_LIMIT - 1).padStart(5, '0')}`);
  });
});
