export * from './feedSync/feedSyncScheduler.ts';
