export * from './commandService.ts';
export type { Written } from './users/userCommands.ts';
export * from './seed/seedDemo.ts';
export * from './seed/demoHistory.ts';
export * from './seed/demoOwnPriceHistory.ts';
export * from './seed/demoPast.ts';
export { createAdjustmentCommands } from './adjustments/adjustmentCommands.ts';
/** The rule-list decider, for the consistency specs in deploy/ (its fold is the domain core's). */
export { priceRuleListDecider, type PriceRuleCommand } from './priceRules/priceRuleListDecider.ts';
export { createImportResumption, type ImportResumption } from './productImports/importResumption.ts';
export { alertOptionsFromEnv } from './alerts/alertOptionsFromEnv.ts';
