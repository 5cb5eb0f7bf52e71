/** Test support other workspaces may use (the consistency specs in deploy/). */
export { projectionSpec } from './runtime/testSupport/projectionSpec.ts';
export { OFFERS } from './projectors/offersProjector.ts';
export { PRICE_ANALYSIS_PRODUCTS } from './projectors/priceAnalysisProjector.ts';
