export * from './deciderSpec.ts';
