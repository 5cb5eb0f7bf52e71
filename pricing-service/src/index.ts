export { createPricingService, DEFAULT_PRICING_OPTIONS, type PricingService, type PricingOptions } from './runtime/pricingService.ts';
export { registerPricingRoutes } from './http/pricingRoutes.ts';
export { PRICING_RUN_QUEUE } from './runs/runDispatcher.ts';
