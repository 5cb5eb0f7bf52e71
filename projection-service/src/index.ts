export * from './projectionService.ts';
export type { Projector, ProjectionNotice } from './runtime/projector.ts';
export { ProjectionManager } from './runtime/projectionManager.ts';
export { loadAcademy, DEFAULT_ACADEMY_FILE } from './queries/deploymentQueries.ts';
export { deploymentContent } from './deploymentContent.ts';
export { offersProjector, OFFERS } from './projectors/offersProjector.ts';
export { scrapeRecordsProjector, SCRAPE_RECORDS } from './projectors/scrapeRecordsProjector.ts';
