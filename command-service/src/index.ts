export * from './commandService.ts';
export type { Written } from './users/userCommands.ts';
export * from './seed/seedDemo.ts';
export { requestPricingRun, lastRunStatus, type RunRequest, type RunRequested } from './pricingRuns/requestPricingRun.ts';
export { createUserRepository } from './users/userRepository.ts';
export { createAdjustmentCommands } from './adjustments/adjustmentCommands.ts';
