/** Test support other workspaces may use (the consistency specs in deploy/). */
export { projectionSpec } from './runtime/testSupport/projectionSpec.ts';
export { OFFERS } from './projectors/offersProjector.ts';
export { PRICE_ANALYSIS_PRODUCTS } from './projectors/priceAnalysisProjector.ts';
export { ADJUSTMENTS, adjustmentsProjector } from './projectors/adjustmentsProjector.ts';
export { outputFeedProjector } from './projectors/outputFeedProjector.ts';
export { FEED_ADJUSTMENTS, FEED_ROWS } from './outputFeed/feedAdjustmentState.ts';
export { PRICING_SETTINGS, pricingSettingsProjector } from './projectors/pricingSettingsProjector.ts';
export { PRICE_RULE_CHANNELS, PRICE_RULES, priceRulesProjector } from './projectors/priceRulesProjector.ts';
export { ADJUSTMENT_CHANNELS } from './projectors/adjustmentsProjector.ts';
export { FEED_COMPANIES } from './outputFeed/feedCompanyWrites.ts';
