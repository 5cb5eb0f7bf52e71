/** Test and seed helpers the end-to-end suite uses (`@pm/deploy/testing`). */
export { seedProposals, type SeededRun } from './adjustmentSeed.ts';
export { confirmedEvent, proposedEvent } from './testSupport/adjustmentEvents.ts';
