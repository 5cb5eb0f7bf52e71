export { runEngine, matchFilter, type Proposal, type ProductChannelResult, type EngineResult } from './engine/runEngine.ts';
export { compileFilter, filterIssue, type FilterIssue } from './engine/filterConditions.ts';
export { metricsAt, type CostBasis } from './engine/metrics.ts';
export { solveTarget } from './engine/targets.ts';
export { applyPriceEnding } from './engine/priceEndings.ts';
export { strikeReference, decideStrikePrice } from './engine/strikePrice.ts';
