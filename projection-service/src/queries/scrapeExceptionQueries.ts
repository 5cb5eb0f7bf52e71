import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { scrapeExceptionSchema, type ScrapeException, type ScrapeExceptionScope } from '@pm/contracts';
import { actorOf, appError, zodRoutes, type Doc } from '@pm/platform';
import { SCRAPE_EXCEPTIONS } from '../projectors/scrapeExceptionsProjector.ts';
import { minPositionQuery, type ReadModels } from '../runtime/readModels.ts';

type ExceptionDoc = Doc & { code: string; scope: ScrapeExceptionScope; instructionsJson: string; settingsJson: string; createdAt: string; updatedAt: string };

const exceptionParams = z.strictObject({ exceptionId: z.uuid() });

const toException = (doc: ExceptionDoc): ScrapeException => ({
  id: doc._id,
  code: doc.code,
  scope: { hostname: doc.scope.hostname, pathPattern: doc.scope.pathPattern ?? null },
  instructions: JSON.parse(doc.instructionsJson) as ScrapeException['instructions'],
  settings: JSON.parse(doc.settingsJson) as ScrapeException['settings'],
  createdAt: doc.createdAt,
  updatedAt: doc.updatedAt,
});

function requirePlatformAdmin(request: FastifyRequest): void {
  if (!actorOf(request).isAdmin) throw appError('FORBIDDEN', 'Only platform administrators see scrape exceptions.');
}

export function registerScrapeExceptionQueries(app: FastifyInstance, readModels: ReadModels): void {
  const api = zodRoutes(app);
  /** Every scrape exception, by code. */
  api.get(
    '/api/admin/scrape-exceptions',
    { config: { access: 'platform-admin' }, schema: { summary: 'Every scrape exception, by code', querystring: minPositionQuery, response: { 200: z.array(scrapeExceptionSchema) } } },
    async (request, reply): Promise<ScrapeException[]> => {
      requirePlatformAdmin(request);
      await readModels.consistent(request, reply, SCRAPE_EXCEPTIONS);
      return (await readModels.find<ExceptionDoc>(SCRAPE_EXCEPTIONS, {}, { sort: { code: 1 } })).map(toException);
    },
  );

  api.get(
    '/api/admin/scrape-exceptions/:exceptionId',
    { config: { access: 'platform-admin' }, schema: { summary: 'One scrape exception', params: exceptionParams, querystring: minPositionQuery, response: { 200: scrapeExceptionSchema } } },
    async (request, reply): Promise<ScrapeException> => {
      requirePlatformAdmin(request);
      const { exceptionId } = request.params;
      await readModels.consistent(request, reply, SCRAPE_EXCEPTIONS);
      const doc = await readModels.findOne<ExceptionDoc>(SCRAPE_EXCEPTIONS, { _id: exceptionId });
      if (!doc) throw appError('SCRAPE_EXCEPTION_NOT_FOUND', 'The scrape exception was not found.');
      return toException(doc);
    },
  );
}
