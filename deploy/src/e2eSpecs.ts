/**
 * The end-to-end spec files (e2e/<name>.spec.ts), each run against its own fresh `npm start`,
 * which its worker starts when the spec begins and stops when it ends (e2e/support/e2eTest.ts).
 * `npm test` runs them all in one Playwright run, two at a time; a worker takes the next spec
 * when it is free, so the list is ordered longest first (measured in CI): the run ends with the
 * short ones and neither worker waits long for the other at the end.
 */
export const E2E_SPECS = [
  'screenChecksPhone',
  'screenChecks',
  'shell',
  'readmeWalk',
  'erpConnection',
  'settings',
  'adminCompany',
  'erpWriteBack',
  'adminScrapeJobs',
  'adminSupport',
  'priceEngineSettings',
  'dashboard',
  'sourceWizard',
  'priceReview',
  'catalog',
  'assortment',
  'discovery',
  'dataMapping',
  'insights',
  'comparisonProducts',
  'priceEngineFlow',
  'priceRules',
  'scrapeNow',
  'scrapeRecords',
  'productImport',
  'scrapeExceptions',
  'discoveryAi',
  'adminHealth',
  'ruleEngine',
  'outputFeed',
  'exports',
  'priceAnalysis',
  'priceAlerts',
  'signIn',
  'decisionTrace',
] as const;

export type E2eSpec = (typeof E2E_SPECS)[number];
