import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { commandResultSchema } from '@pm/contracts';
import { createScrapeExceptionBodySchema, updateScrapeExceptionBodySchema } from '@pm/contracts/patterns';
import { actorOf, appError, contextOf, zodRoutes, bodyCheckedInHandler, type Actor } from '@pm/platform';
import { sendWritten } from '../http/written.ts';
import type { ScrapeExceptionCommands } from './scrapeExceptionCommands.ts';
import { parseCreateScrapeException, parseUpdateScrapeException } from './scrapeExceptionInput.ts';

const exceptionParams = z.strictObject({ exceptionId: z.uuid() });

const exceptionProblems = 'Shape and CSS selectors are checked together: problems answer 400 SCRAPE_EXCEPTION_INVALID with `details.issues` ({ part, path, problem, message }).';

/** Scrape exceptions apply to every company's scraping: platform admins only (spec §6). */
function platformAdmin(request: FastifyRequest): Actor {
  const actor = actorOf(request);
  if (!actor.isAdmin) throw appError('FORBIDDEN', 'Only platform administrators manage scrape exceptions.');
  return actor;
}

export function registerScrapeExceptionRoutes(app: FastifyInstance, exceptions: ScrapeExceptionCommands): void {
  const api = zodRoutes(app);

  api.post(
    '/api/admin/scrape-exceptions',
    {
      config: { access: 'platform-admin' },
      schema: { summary: 'Create a scrape exception', description: `Codes are unique (409 SCRAPE_EXCEPTION_CODE_TAKEN). ${exceptionProblems}`, body: createScrapeExceptionBodySchema, response: { 201: commandResultSchema } },
      validatorCompiler: bodyCheckedInHandler,
    },
    async (request, reply) => {
      const actor = platformAdmin(request);
      const body = parseCreateScrapeException(request.body);
      return sendWritten(reply, await exceptions.createScrapeException(body, contextOf(request, actor)), 201);
    },
  );

  api.put(
    '/api/admin/scrape-exceptions/:exceptionId',
    {
      config: { access: 'platform-admin' },
      schema: { summary: 'Change a scrape exception', description: `The parts given replace the stored ones. ${exceptionProblems}`, params: exceptionParams, body: updateScrapeExceptionBodySchema, response: { 200: commandResultSchema } },
      validatorCompiler: bodyCheckedInHandler,
    },
    async (request, reply) => {
      const actor = platformAdmin(request);
      const { exceptionId } = request.params;
      const body = parseUpdateScrapeException(request.body);
      return sendWritten(reply, await exceptions.updateScrapeException(exceptionId, body, contextOf(request, actor)));
    },
  );

  api.delete(
    '/api/admin/scrape-exceptions/:exceptionId',
    { config: { access: 'platform-admin' }, schema: { summary: 'Delete a scrape exception', params: exceptionParams, response: { 200: commandResultSchema } } },
    async (request, reply) => {
      const actor = platformAdmin(request);
      const { exceptionId } = request.params;
      return sendWritten(reply, await exceptions.deleteScrapeException(exceptionId, contextOf(request, actor)));
    },
  );
}
