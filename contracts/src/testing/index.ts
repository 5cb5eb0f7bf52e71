/** Fixtures for tests, seeds and benchmarks (`@pm/contracts/testing`); never imported by product code. */
export * from './adjustmentFixtures.ts';
export * from './alertFixtures.ts';
export * from './pricingSettingsFixtures.ts';
export * from './deciderSpec.ts';
export * from '../domain/matching/testdata/matchDataset.ts';
