import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CrawlerKind, ScrapeFrequency, ShippingCostModel, SourceKind } from '@pm/contracts';

/** The kinds of source (spec §3: stores, marketplaces, price comparison sites). */
export const SOURCE_KIND_LABELS: Record<SourceKind, MessageDescriptor> = {
  STORE: msg({ message: 'Shop', comment: 'Kind of source: an online shop' }),
  MARKETPLACE: msg({ message: 'Marketplace', comment: 'Kind of source: an online marketplace' }),
  AGGREGATOR: msg({ message: 'Price comparison site', comment: 'Kind of source: an aggregator of offers' }),
};

/** How a source states its shipping costs (spec §3). */
export const SHIPPING_COST_MODEL_LABELS: Record<ShippingCostModel, MessageDescriptor> = {
  ALWAYS_FREE: msg`Always free`,
  COST_ONLY_ON_CHECKOUT: msg`Only shown at checkout`,
  COST_ON_PRODUCT_PAGE: msg`Shown on the product page`,
  COST_VALUE_TABLE: msg`Shipping cost table`,
  COST_VALUE_TABLE_AND_OPTIONAL_SURCHARGE: msg`Shipping cost table with optional surcharge`,
  SHIPPING_COST_NOT_SUPPORTED: msg`Shipping costs not supported`,
};

/** How often a source's URLs are scraped (spec §3). */
export const SCRAPE_FREQUENCY_LABELS: Record<ScrapeFrequency, MessageDescriptor> = {
  DAILY: msg`Daily`,
  TWICE_A_MONTH: msg`Twice a month`,
  WEEKLY: msg`Weekly`,
  MONTHLY: msg`Monthly`,
  NEVER: msg`Never`,
};

/** The crawler kinds of spec §3, by what they do. */
export const CRAWLER_LABELS: Record<CrawlerKind, MessageDescriptor> = {
  'crawlee-basic-crawler': msg`HTTP (basic)`,
  'crawlee-cheerio-crawler': msg`HTML (Cheerio)`,
  'crawlee-playwright-crawler': msg`Browser (Playwright)`,
  scrapeops: msg`ScrapeOps`,
  trawler: msg`Trawler`,
};
