import type { Country } from '@pm/contracts';
import type { ReadModels } from '../runtime/readModels.ts';
import { INSIGHT_BRANDS, type BrandDoc } from './insightsAggregates.ts';

/**
 * A brand of the company in a country — one of its current products there has it — with its
 * figures; null otherwise (the brand page and the price development answer 404 BRAND_UNKNOWN).
 * A brand whose last product left keeps its aggregate with `products` 0: it is not known.
 */
export async function knownBrandFigures(readModels: Pick<ReadModels, 'findOne'>, companyId: string, country: Country, brand: string): Promise<(BrandDoc & { products: number }) | null> {
  const figures = await readModels.findOne<BrandDoc>(INSIGHT_BRANDS, { _id: `${companyId}|${country}|${brand}` });
  return figures?.products ? { ...figures, products: figures.products } : null;
}
