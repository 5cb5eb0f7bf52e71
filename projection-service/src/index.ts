export * from './projectionService.ts';
export type { Projector, ProjectionNotice } from './runtime/projector.ts';
export { ProjectionManager } from './runtime/projectionManager.ts';
