/**
 * The end-to-end spec files (e2e/<name>.spec.ts), each run against its own fresh `npm start`.
 * `npm test` runs them in small groups one after another, so a 2-core machine never carries more
 * than a few demo servers (each seeding and scraping the demo web) at once. A group's two
 * workers share its specs, so the order balances them: the two screen-check passes (the longest
 * specs) share a group with shell and readmeWalk.
 */
export const E2E_SPECS = ['signIn', 'settings', 'assortment', 'decisionTrace', 'scrapeNow', 'scrapeExceptions', 'productImport', 'scrapeRecords', 'catalog', 'priceAnalysis', 'priceRules', 'priceEngineSettings', 'outputFeed', 'ruleEngine', 'priceReview', 'priceEngineFlow', 'screenChecks', 'screenChecksPhone', 'shell', 'readmeWalk', 'erpConnection', 'exports', 'priceAlerts', 'dashboard', 'insights', 'erpWriteBack', 'dataMapping', 'adminHealth', 'adminSupport', 'discovery', 'adminScrapeJobs'] as const;
export type E2eSpec = (typeof E2E_SPECS)[number];

/** Specs run side by side (servers started together). */
export const E2E_GROUP_SIZE = 4;

export function e2eGroups(): E2eSpec[][] {
  const groups: E2eSpec[][] = [];
  for (let i = 0; i < E2E_SPECS.length; i += E2E_GROUP_SIZE) groups.push(E2E_SPECS.slice(i, i + E2E_GROUP_SIZE));
  return groups;
}
