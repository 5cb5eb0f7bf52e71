/**
 * The three metrics of spec §3 at a gross price (docs/pricing.md "Metrics"). The computation lives
 * in the domain core (contracts/src/domain/metrics/metricsAt.ts), so the engine, its trace and the
 * dashboard's top metric compute the same figures exactly.
 */
export { metricsAt, NO_METRICS, type CostBasis } from '@pm/contracts/domain';
