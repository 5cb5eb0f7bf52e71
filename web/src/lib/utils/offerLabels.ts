import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Availability, OfferType, PageStatus } from '@pm/contracts';

/** Offer types of spec §3. */
export const OFFER_TYPE_LABELS: Record<OfferType, MessageDescriptor> = {
  COMPETITOR_OFFER: msg`Competitor offer`,
  OWN_OFFER: msg`Own offer`,
  OWN_LEAD_OFFER: msg`Own lead offer`,
};

/** schema.org availabilities as scraped. */
export const AVAILABILITY_LABELS: Record<Availability, MessageDescriptor> = {
  InStock: msg`In stock`,
  OutOfStock: msg`Out of stock`,
  LimitedAvailability: msg`Limited availability`,
  PreOrder: msg`Pre-order`,
  PreSale: msg`Pre-sale`,
  BackOrder: msg`Back order`,
  SoldOut: msg`Sold out`,
  Discontinued: msg`Discontinued`,
  InStoreOnly: msg`In store only`,
  OnlineOnly: msg`Online only`,
};

/** Page status labels of spec §8. */
export const PAGE_STATUS_LABELS: Record<PageStatus, MessageDescriptor> = {
  OK: msg`OK`,
  REDIRECT_301: msg`Redirected (301)`,
  REDIRECT_302: msg`Redirected (302)`,
  REDIRECT_307: msg`Redirected (307)`,
  ACCESS_DENIED_403: msg`Access denied (403)`,
  NOT_FOUND_404: msg`Page not found (404)`,
  GONE_410: msg`Page removed (410)`,
  SERVER_ERROR_500: msg`Server error (500)`,
  OFFER_EXPIRED: msg`Offer expired`,
  PRICE_TABLE_MISSING: msg`Price table missing`,
  PRODUCT_NOT_FOUND: msg`Product not found`,
  REDIRECT_TO_CATEGORY: msg`Redirect to category page`,
  USED_OFFER: msg`Used offer`,
  NO_CLEAN_DATA: msg`Unfortunately we could not scrape clean data for this product.`,
};
