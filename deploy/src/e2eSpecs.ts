/**
 * The end-to-end spec files (e2e/<name>.spec.ts), each run against its own fresh `npm start`.
 * `npm test` runs them in small groups one after another, so a 2-core machine never carries more
 * than a few demo servers (each seeding and scraping the demo web) at once. A group's two
 * workers share its specs; a worker takes the next spec when it is free, so a group lasts about
 * as long as its slowest worker. The two screen-check passes (the longest specs, several minutes
 * each) are a group of their own, one per worker; the other groups hold four or five specs of a
 * few minutes at most.
 */
export const E2E_GROUPS = [
  ['signIn', 'settings', 'assortment', 'decisionTrace'],
  ['scrapeNow', 'scrapeExceptions', 'productImport', 'scrapeRecords'],
  ['catalog', 'priceAnalysis', 'priceRules', 'priceEngineSettings'],
  ['outputFeed', 'ruleEngine', 'priceReview', 'priceEngineFlow'],
  ['screenChecks', 'screenChecksPhone'],
  ['shell', 'readmeWalk', 'erpConnection', 'exports'],
  ['priceAlerts', 'dashboard', 'insights', 'erpWriteBack'],
  ['dataMapping', 'adminHealth', 'adminSupport', 'discovery', 'adminScrapeJobs'],
] as const;

export const E2E_SPECS = E2E_GROUPS.flat();
export type E2eSpec = (typeof E2E_SPECS)[number];

export function e2eGroups(): E2eSpec[][] {
  return E2E_GROUPS.map((group) => [...group]);
}
