export * from './deciderSpec.ts';
export * from './sampleDecisionTrace.ts';
export * from './recordedEvent.ts';
