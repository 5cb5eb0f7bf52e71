import type { Country, PriceHistoryRange } from '@pm/contracts';
import type { PriceAnalysisListParams } from '../../../lib/utils/priceAnalysisListQuery.ts';

/**
 * Query keys of the price analysis. The live socket invalidates everything under
 * ['price-analysis'] when offers or products change, and ['offers'] when new prices are scraped.
 */
export const priceAnalysisKeys = {
  all: ['price-analysis'],
  list: (companyId: string, country: Country, withShipping: boolean, params: PriceAnalysisListParams) => ['price-analysis', companyId, 'list', country, withShipping, params],
  detail: (companyId: string, productId: string, country: Country, withShipping: boolean) => ['price-analysis', companyId, 'detail', productId, country, withShipping],
  /** Under ['offers'] with the product's offers. */
  history: (companyId: string, productId: string, range: PriceHistoryRange) => ['offers', companyId, productId, 'history', range],
} as const;
