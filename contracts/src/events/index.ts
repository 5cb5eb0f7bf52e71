/** Server-only entry point (`@pm/contracts/events`): event definitions, stream names, the registry, bus subjects. */
export * from '../bus.ts';
export * from './defineEvent.ts';
export * from './companyEvents.ts';
export * from './userEvents.ts';
export * from './registry.ts';
export * from './productEvents.ts';
export * from './sourceEvents.ts';
export * from './categoryEvents.ts';
export * from './scrapeEvents.ts';
export * from './scrapeExceptionEvents.ts';
export * from './productImportEvents.ts';
export * from './pricingEvents.ts';
export * from './ownPriceEvents.ts';
export * from './alertEvents.ts';
export * from './priceAnalysisSettingsEvents.ts';
export * from './dataMappingEvents.ts';
export * from './erpEvents.ts';
