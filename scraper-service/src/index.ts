export { scrapeJobDecider, type ScrapeJobCommand, type ScrapeJobState } from '@pm/contracts/domain';
export * from './extraction/index.ts';
export { measureExtractionThroughput, withShopBoilerplate } from './extraction/measureThroughput.ts';
export { corpusPages, corpusPriceStrings, scoreCorpus, scorePriceStrings, type CorpusScore, type PriceStringScore } from './extraction/corpus/scoreCorpus.ts';
export { createScraperService, DEFAULT_SCRAPER_OPTIONS, type ScraperService, type ScraperOptions } from './pipeline/scraperService.ts';
export { dueUrls, nextMorning } from './pipeline/dueUrls.ts';
export { SCRAPE_QUEUE, type ScrapeJobMessage } from './pipeline/dispatcher.ts';
export { scraperOptionsFromEnv } from './pipeline/scraperOptionsFromEnv.ts';
