export * from './commandService.ts';
export type { Written } from './users/userCommands.ts';
export * from './seed/seedDemo.ts';
export { createAdjustmentCommands } from './adjustments/adjustmentCommands.ts';
