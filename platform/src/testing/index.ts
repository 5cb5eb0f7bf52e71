export * from './deciderSpec.ts';
export * from './sampleDecisionTrace.ts';
