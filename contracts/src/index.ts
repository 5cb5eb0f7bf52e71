/**
 * The browser-safe entry point (`@pm/contracts`): HTTP bodies, live messages, error codes, enums,
 * permissions and validation shared with the web app. Events and bus messages are server-only:
 * `@pm/contracts/events`; the domain core: `@pm/contracts/domain`. Whatever runs people's regular
 * expressions (RE2: pattern checks, the pattern-checked request schemas, the competitor URL
 * check) is in `@pm/contracts/patterns`, so the web's entry chunk does not load the engine: this
 * entry must never import validation/userPattern.ts, not even through another file.
 */
export * from './enums.ts';
export * from './errors.ts';
export * from './stringHash.ts';
export * from './live.ts';
export * from './http/auth.ts';
export * from './http/profile.ts';
export * from './http/users.ts';
export * from './permissions.ts';
export * from './http/companies.ts';
export * from './http/clientConfig.ts';
export * from './validation/gtin.ts';
export * from './validation/displayName.ts';
export * from './validation/amounts.ts';
export * from './periods.ts';
export * from './scraping.ts';
export * from './http/products.ts';
export * from './http/customValues.ts';
export * from './http/dataMapping.ts';
export * from './http/productAnswers.ts';
export * from './http/brands.ts';
export * from './http/sources.ts';
export * from './http/categories.ts';
export * from './http/scrapeNow.ts';
export * from './http/scrapeExceptions.ts';
export * from './http/sourceWizard.ts';
export * from './validation/scrapeExceptionIssues.ts';
export * from './http/productImports.ts';
export * from './scrapeResults.ts';
export * from './http/scrapeRecords.ts';
export * from './http/scrapeHealth.ts';
export * from './http/readModels.ts';
export * from './http/adminSources.ts';
export * from './http/companyStatistics.ts';
export * from './http/comparisonProducts.ts';
export * from './http/priceAnalysis.ts';
export * from './pricing/pricingSettings.ts';
export * from './pricing/priceRules.ts';
export * from './pricing/pricingInputs.ts';
export * from './pricing/decisionTrace.ts';
export * from './pricing/shippingRateLookup.ts';
export * from './http/priceRuleTest.ts';
export * from './http/pricingSettings.ts';
export * from './pricing/priceRuleValidation.ts';
export * from './pricing/customValueFilter.ts';
export * from './http/priceRules.ts';
export * from './http/adjustments.ts';
export * from './pricing/timeZone.ts';
export * from './http/pricingRuns.ts';
export * from './pricing/outcomeReasons.ts';
export * from './pricing/runFailures.ts';
export * from './pricing/runVocabulary.ts';
export * from './pricing/trafficLight.ts';
export * from './csv.ts';
export * from './http/outputFeed.ts';
export * from './http/dashboard.ts';
export * from './http/priceAnalysisSettings.ts';
export * from './http/erpConnection.ts';
export * from './http/priceDevelopment.ts';
export * from './http/insights.ts';
export * from './http/exports.ts';
export * from './http/alerts.ts';
export * from './http/erpWriteBack.ts';
export * from './http/morningSync.ts';
export * from './http/discovery.ts';
export * from './http/discoveryAi.ts';
export * from './http/adminScrapeJobs.ts';
