/** The demo competitor web: server, data export for the seed, and helpers for tests and tools. */
export { startDemoWeb, type DemoWeb, type DemoWebOptions } from './server.ts';
export {
  demoAssortment,
  type DemoAssortment,
  type DemoAssortmentProduct,
  type DemoStoreDefinition,
  type DemoAggregatorDefinition,
  type DemoProductFields,
  type DemoCompetitorUrl,
  type DemoAggregatorUrl,
  type DemoScrapeException,
} from './assortment.ts';
export { BROWSER_HEADERS } from './botWall.ts';
export { getViaProxy, getByHost, type DemoHttpResult } from './httpClient.ts';
export { demoSiteResponse } from './router.ts';
export { dayKey, offerOn, type OfferState } from './prices.ts';
export { SPECIAL_PAGES, type SpecialPage, type SpecialPageKind } from './listings.ts';
export { DEMO_PRODUCTS, DEMO_CATEGORIES, DEMO_COMPANY_NAME, type DemoProduct } from './catalogue.ts';
export { DEMO_SHOPS, DEMO_COMPARISON_SITE, shopByKey, type DemoShop, type PageStyle } from './sites.ts';
export { productUrl, comparisonOffersUrl } from './urls.ts';
export { comparisonRows } from './comparisonSite.ts';
export { WIZARD_SHOP, WIZARD_SHOP_PRODUCTS, wizardShopUrl, wizardShopPriceCents } from './wizardShop.ts';
