export * from './allInOne.ts';
