/**
 * The brand choices of the price development: the distinct non-empty brands of the company's
 * price-analysis rows of a country, alphabetical. Read as a skip scan over the list's brand
 * index (`{companyId, country, has.brand, brand}`, priceAnalysisSortKeys.ts): one index read
 * with limit 1 per brand, each starting after the brand before, so the cost grows with the
 * number of brands, not with the rows (a brand of 10,000 products is one read, not 10,000).
 */
import type { Country } from '@pm/contracts';
import type { Doc } from '@pm/platform';
import { PRICE_ANALYSIS } from '../projectors/priceAnalysisProjector.ts';
import type { ReadModels } from '../runtime/readModels.ts';

/** A bound, not a tuning: a company with more brands than this gets the first ones (by code point). */
export const BRAND_CHOICES_LIMIT = 2_000;

export async function brandChoices(readModels: Pick<ReadModels, 'find'>, companyId: string, country: Country): Promise<string[]> {
  const brands: string[] = [];
  // `$gt ''` leaves out the empty brand, and a range on a string matches strings only (no null).
  let after = '';
  while (brands.length < BRAND_CHOICES_LIMIT) {
    const [next] = await readModels.find<Doc & { brand: string }>(PRICE_ANALYSIS, { companyId, country, 'has.brand': true, brand: { $gt: after } }, { sort: { brand: 1 }, limit: 1, projection: { brand: 1 } });
    if (!next) break;
    brands.push(next.brand);
    after = next.brand;
  }
  return brands.sort((a, b) => a.localeCompare(b));
}
