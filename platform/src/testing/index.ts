export { deciderSpec } from '@pm/contracts/testing';
export * from './sampleDecisionTrace.ts';
export * from './recordedEvent.ts';
