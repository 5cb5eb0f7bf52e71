import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { OfferStatus, PriceAnalysisSort, PriceHistoryRange, PricePosition, PricePositionFilter } from '@pm/contracts';

export const POSITION_LABELS: Record<PricePosition, MessageDescriptor> = {
  cheapest: msg`Cheapest`,
  'not-cheapest': msg`Not the cheapest`,
  'no-offers': msg`No competitor offers`,
  'no-own-price': msg`No own price`,
};

/** The list's position filter: the positions, and "not the cheapest" split by the company's tolerance (as the dashboard splits it). */
export const POSITION_FILTER_LABELS: Record<PricePositionFilter, MessageDescriptor> = {
  ...POSITION_LABELS,
  'within-tolerance': msg`Within the tolerance of the cheapest`,
  'more-expensive': msg`More expensive than the tolerance`,
};

export const OFFER_STATUS_LABELS: Record<OfferStatus, MessageDescriptor> = {
  current: msg`Current`,
  flagged: msg`Flagged as implausible`,
  'out-of-stock': msg`Out of stock`,
  error: msg`Error`,
  'not-scraped': msg`Not scraped yet`,
  stale: msg`Stale`,
};

/** Why the scraper flagged a price (contracts: OfferObserved.flagReason). */
export const FLAG_REASON_LABELS: Record<string, MessageDescriptor> = {
  ZERO_PRICE: msg`Price of zero`,
  LOW_CONFIDENCE: msg`Price read with low confidence`,
  PRICE_JUMP: msg`Unusual price jump`,
  SHOP_WIDE_OUT_OF_STOCK: msg`Whole shop out of stock at once`,
};

/** Spec §9: last 2, 7 and 30 days, all time. */
export const RANGE_LABELS: Record<PriceHistoryRange, MessageDescriptor> = {
  '2d': msg`2 days`,
  '7d': msg`7 days`,
  '30d': msg`30 days`,
  all: msg`All time`,
};

export const SORT_LABELS: Record<PriceAnalysisSort, MessageDescriptor> = {
  deviationPercent: msg`Deviation in percent`,
  deviationAbsolute: msg`Deviation in amount`,
  cheapestPrice: msg`Cheapest competitor`,
  ownPrice: msg`Own price`,
  offerCount: msg`Number of offers`,
  position: msg`Position`,
  nameLocal: msg`Name`,
  brand: msg`Brand`,
  sku: msg`SKU`,
  lastObservedAt: msg`Last observation`,
};
