import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actorOf, appError, parseInput, type Actor, contextOf } from '@pm/platform';
import { sendWritten } from '../http/written.ts';
import type { ScrapeExceptionCommands } from './scrapeExceptionCommands.ts';
import { parseCreateScrapeException, parseUpdateScrapeException } from './scrapeExceptionInput.ts';

const exceptionParams = z.strictObject({ exceptionId: z.uuid() });

/** Scrape exceptions apply to every company's scraping: platform admins only (spec §6). */
function platformAdmin(request: FastifyRequest): Actor {
  const actor = actorOf(request);
  if (!actor.isAdmin) throw appError('FORBIDDEN', 'Only platform administrators manage scrape exceptions.');
  return actor;
}

export function registerScrapeExceptionRoutes(app: FastifyInstance, exceptions: ScrapeExceptionCommands): void {
  app.post('/api/admin/scrape-exceptions', { config: { access: 'platform-admin' } }, async (request, reply) => {
    const actor = platformAdmin(request);
    const body = parseCreateScrapeException(request.body);
    return sendWritten(reply, await exceptions.createScrapeException(body, contextOf(request, actor)), 201);
  });

  app.put('/api/admin/scrape-exceptions/:exceptionId', { config: { access: 'platform-admin' } }, async (request, reply) => {
    const actor = platformAdmin(request);
    const { exceptionId } = parseInput(exceptionParams, request.params);
    const body = parseUpdateScrapeException(request.body);
    return sendWritten(reply, await exceptions.updateScrapeException(exceptionId, body, contextOf(request, actor)));
  });

  app.delete('/api/admin/scrape-exceptions/:exceptionId', { config: { access: 'platform-admin' } }, async (request, reply) => {
    const actor = platformAdmin(request);
    const { exceptionId } = parseInput(exceptionParams, request.params);
    return sendWritten(reply, await exceptions.deleteScrapeException(exceptionId, contextOf(request, actor)));
  });
}
