import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The product's name, the second half of every browser tab title. */
export const PRODUCT_NAME: MessageDescriptor = msg({ message: 'Price Monitor', comment: "The product's name, shown in the browser tab after the screen's name" });

/**
 * The name of each screen in the browser tab (`<screen> – Price Monitor`), by its route in
 * router.tsx and the features' routes.tsx. A route missing here takes the title of the nearest
 * route above it (e.g. a new settings page shows "Settings"); the end-to-end screen checks list
 * every screen's title.
 */
export const SCREEN_TITLES: readonly (readonly [route: string, title: MessageDescriptor])[] = [
  ['/sign-in/*', msg`Sign in`],
  ['/dashboard', msg`Dashboard`],
  ['/academy', msg`Fish academy`],
  ['/more', msg`More`],
  ['/price-analysis', msg`Price analysis`],
  ['/price-analysis/:leadProductId', msg`Product price analysis`],
  ['/insights/price-development', msg`Price development`],
  ['/price-engine', msg`Price engine`],
  ['/price-engine/review', msg`Review price adjustments`],
  ['/price-engine/review/submitted', msg`Submitted price adjustments`],
  ['/price-engine/review/held/:runId/:productId/:channelId', msg`Held price`],
  ['/price-engine/review/:adjustmentId', msg`Price adjustment`],
  ['/price-engine/rule-engine', msg`Rule engine`],
  ['/insights', msg`Insights`],
  ['/insights/price-deviations', msg`Price deviations`],
  ['/insights/price-deviations/:storeId', msg`Price deviation per shop`],
  ['/insights/brands', msg`Brand analysis`],
  ['/insights/brands/:brand', msg`Brand deep dive`],
  ['/insights/out-of-stock', msg`Out of stock`],
  ['/insights/check-urls', msg`Check URLs`],
  ['/insights/exports', msg`Exports`],
  ['/insights', msg`Insights`],
  ['/insights/price-deviations', msg`Price deviations`],
  ['/insights/price-deviations/:storeId', msg`Price deviation per shop`],
  ['/insights/brands', msg`Brand analysis`],
  ['/insights/brands/:brand', msg`Brand analysis`],
  ['/insights/out-of-stock', msg`Out of stock`],
  ['/insights/check-urls', msg`Check URLs`],
  ['/insights/price-development', msg`Price development`],
  ['/scrape-records', msg`Scrape records`],
  ['/assortment', msg`Product assortment`],
  ['/assortment/:leadProductId', msg`Product details`],
  ['/assortment/:leadProductId/product/:productId', msg`Comparison product`],
  ['/categories', msg`Product categories`],
  ['/sources', msg`Shops & Marketplaces`],
  ['/settings', msg`Settings`],
  ['/settings/personal-details', msg`Personal details`],
  ['/settings/language', msg`Language`],
  ['/settings/user-management', msg`User management`],
  ['/settings/price-engine', msg`Price engine settings`],
  ['/settings/price-engine/sales-channels', msg`Sales channels`],
  ['/settings/price-engine/shipping-rates', msg`Shipping rates`],
  ['/settings/price-engine/competitors', msg`Competitors`],
  ['/settings/price-engine/metrics', msg`Metrics`],
  ['/settings/price-engine/guardrails', msg`Guardrails`],
  ['/settings/price-engine/exchange-rates', msg`Exchange rates`],
  ['/settings/price-engine/price-rules', msg`Price rules`],
  ['/settings/price-alerts', msg`Price alerts`],
  ['/settings/price-analysis', msg`Price analysis settings`],
  ['/notifications', msg`Notifications`],
  ['/settings/price-engine/output-feed', msg`Output feed`],
  ['/settings/price-engine/erp-connection', msg`ERP connection`],
  ['/settings/price-engine/custom-values', msg`Custom values`],
  ['/settings/price-engine/input-data-mapping', msg`Input data mapping`],
  ['/settings/price-engine/output-data-mapping', msg`Output data mapping`],
  ['/admin/company', msg`Companies`],
  ['/admin/scrape-exceptions', msg`Scrape exceptions`],
  ['/admin/health', msg`Scrape health`],
  ['/admin/read-models', msg`Read models`],
];
