export * from './demoWeb/index.ts';
export { offerDecider, type ObserveOffer, type OfferState as OfferPlausibilityState } from './offers/offerDecider.ts';
export { scrapeJobDecider, type ScrapeJobCommand, type ScrapeJobState } from './jobs/scrapeJobDecider.ts';
export * from './extraction/index.ts';
export { measureExtractionThroughput, withShopBoilerplate } from './extraction/measureThroughput.ts';
