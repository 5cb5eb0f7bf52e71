/**
 * The brand choices of the price development: the distinct non-empty brands of the company's
 * price-analysis rows of a country, alphabetical. Read from the insights' brand aggregate
 * (`insightBrands`, insightsAggregates.ts: one document per company, country and brand with its
 * number of current products — a product per listed country, as the price-analysis rows), so the
 * cost grows with the number of brands, not with the products.
 */
import type { Country } from '@pm/contracts';
import type { ReadModels } from '../runtime/readModels.ts';
import { INSIGHT_BRANDS } from '../insights/insightsAggregates.ts';

/** A bound, not a tuning: a company with more brands than this gets the first ones (by code point). */
export const BRAND_CHOICES_LIMIT = 2_000;

export async function brandChoices(readModels: Pick<ReadModels, 'find'>, companyId: string, country: Country): Promise<string[]> {
  // A brand whose last product left keeps its document with products 0; '' holds the products without a brand.
  const docs = await readModels.find<{ _id: string; brand: string }>(INSIGHT_BRANDS, { companyId, country, brand: { $ne: '' }, products: { $gt: 0 } }, { sort: { brand: 1 }, limit: BRAND_CHOICES_LIMIT, projection: { brand: 1 } });
  return docs.map((doc) => doc.brand).sort((a, b) => a.localeCompare(b));
}
