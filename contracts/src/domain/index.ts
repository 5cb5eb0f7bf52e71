/**
 * The domain core (`@pm/contracts/domain`): every decider and every fold of events that more
 * than one place needs. Pure: no I/O, no HTTP, no clocks (time comes in commands and events).
 * Server-only: the web imports `@pm/contracts`, never this entry point.
 */
export * from './appError.ts';
export * from './decider.ts';
export * from './money/decimal.ts';
export * from './money/exactAmount.ts';
export * from './money/percentFactors.ts';
export * from './metrics/metricsAt.ts';
export * from './metrics/geometricIndex.ts';
export * from './metrics/ownShippingCost.ts';
export * from './offers/availability.ts';
export * from './offers/offerOfUrl.ts';
export * from './offers/inStockPrice.ts';
export * from './offers/offerDecider.ts';
export * from './adjustments/adjustmentLifecycle.ts';
export * from './adjustments/adjustmentDecider.ts';
export * from './adjustments/erpWriteState.ts';
export * from './adjustments/strikePriceWindow.ts';
export * from './pricingSettings/pricingSettingsFold.ts';
export * from './pricingSettings/pricingSettingsDecider.ts';
export * from './priceAnalysisSettings/priceAnalysisSettingsFold.ts';
export * from './priceAnalysisSettings/priceAnalysisSettingsDecider.ts';
export * from './priceAnalysisSettings/offerStaleness.ts';
export * from './priceRules/priceRuleList.ts';
export * from './users/userDecider.ts';
export * from './users/emailReservationDecider.ts';
export * from './runs/runReservationDecider.ts';
export * from './runs/pricingRunDecider.ts';
export * from './clock/companyClock.ts';
export * from './feed/feedSyncDecider.ts';
export * from './feed/feedIdDecider.ts';
export * from './feed/morningSyncDecider.ts';
export * from './sources/connectedSources.ts';
export * from './alerts/alertRuleDecider.ts';
export * from './alerts/alertInboxDecider.ts';
export * from './alerts/alertEvaluation.ts';
export * from './products/productDecider.ts';
export * from './erp/erpConnection.ts';
export * from './erp/erpRefresh.ts';
export * from './cells/cellValues.ts';
export * from './cells/cellConversion.ts';
export * from './erp/customValues.ts';
export * from './erp/inputMapping.ts';
export * from './erp/outputMapping.ts';
export * from './erp/dataMappingDecider.ts';
export * from './erp/erpConnection.ts';
export * from './erp/erpRefresh.ts';
export * from './erp/erpWriteBack.ts';
export * from './discovery/discoveryRequestDecider.ts';
export * from './discovery/searchJobDecider.ts';
export * from './discovery/discoverySettings.ts';
export * from './scrapeJobs/scrapeJobDecider.ts';
export * from './scrapeHealth/scrapeHealth.ts';
export * from './projectionRebuilds/projectionRebuildDecider.ts';
export * from './matching/index.ts';
