/**
 * The own net shipping cost of one unit sold in a channel (docs/pricing.md "Own shipping cost").
 * The rule lives in the domain core (contracts/src/domain/metrics/ownShippingCost.ts), shared with
 * the dashboard's top metric.
 */
export { ownShippingCost, type OwnShippingCost } from '@pm/contracts/domain';
