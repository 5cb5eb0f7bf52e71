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
  'dataMapping',
  'settings',
  'erpConnection',
  'adminCompany',
  'sourceWizard',
  'comparisonProducts',
  'erpWriteBack',
  'adminSupport',
  'adminHealth',
  'priceReview',
  'catalog',
  'assortment',
  'priceEngineFlow',
  'insights',
  'dashboard',
  'adminScrapeJobs',
  'discovery',
  'discoveryAi',
  'scrapeNow',
  'priceEngineSettings',
  'scrapeExceptions',
  'priceRules',
  'ruleEngine',
  'outputFeed',
  'signIn',
  'productImport',
  'scrapeRecords',
  'priceAnalysis',
  'exports',
  'priceAlerts',
  'decisionTrace',
] as const;

export type E2eSpec = (typeof E2E_SPECS)[number];
