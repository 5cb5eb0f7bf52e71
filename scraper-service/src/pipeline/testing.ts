/**
 * For whole-product tests of the scraper's outgoing traffic (deploy/src/security): the worker
 * and its fetchers, driven directly with a test's name resolver and notion of "private".
 */
export { createJobHandler, type WorkerDeps, type WorkerSettings } from './worker.ts';
export { createHttpFetcher } from './httpFetcher.ts';
export { createBrowserFetcher } from './browserFetcher.ts';
export { createFetchGuard, isPrivateAddress, type FetchGuard } from './fetchSafety.ts';
export { startGuardProxy } from './guardProxy.ts';
export { emptyTargets, type TargetsView } from './scrapeTargets.ts';
export type { ScrapeJobMessage } from './dispatcher.ts';
export type { PageFetcher } from './pageFetch.ts';
