export { deciderSpec } from '@pm/contracts/testing';
export * from './sampleDecisionTrace.ts';
export * from './recordedEvent.ts';
export { tempDatabasePath } from '../eventStore/testSupport/tempStore.ts';
export { withPausedReads } from '../eventStore/testSupport/pausedReads.ts';
export * from './testAuth.ts';
