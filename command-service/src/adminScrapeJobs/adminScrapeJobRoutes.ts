import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ADMIN_SCRAPE_JOB_BULK_LIMIT,
  adminScrapeJobBulkBodySchema,
  adminScrapeJobBulkResultSchema,
  commandResultSchema,
  createScrapeJobBodySchema,
  POSITION_HEADER,
  replayScrapeJobResultSchema,
  resetScrapeJobBodySchema,
} from '@pm/contracts';
import { actorOf, appError, contextOf, zodRoutes, type Actor } from '@pm/platform';
import { sendWritten } from '../http/written.ts';
import type { AdminScrapeJobCommands } from './adminScrapeJobCommands.ts';

const jobParams = z.strictObject({ jobId: z.uuid() });

/** Scrape jobs of every company: platform admins only (spec §2, §6). */
function platformAdmin(request: FastifyRequest): Actor {
  const actor = actorOf(request);
  if (!actor.isAdmin) throw appError('FORBIDDEN', 'Only platform administrators manage scrape jobs.');
  return actor;
}

const refusals = 'Unknown or deleted job: 404 SCRAPE_JOB_NOT_FOUND. A job a worker is running: 409 SCRAPE_JOB_RUNNING (a worker fetching it at the same moment: 409 CONCURRENCY_CONFLICT).';

export function registerAdminScrapeJobRoutes(app: FastifyInstance, jobs: AdminScrapeJobCommands): void {
  const api = zodRoutes(app);

  api.post(
    '/api/admin/scrape-jobs/:jobId/reset',
    {
      config: { access: 'platform-admin' },
      schema: { summary: 'Reset a scrape job (queue it again), optionally with its trial count', description: refusals, params: jobParams, body: resetScrapeJobBodySchema.nullish(), response: { 200: commandResultSchema } },
    },
    async (request, reply) => {
      const actor = platformAdmin(request);
      return sendWritten(reply, await jobs.resetJob(request.params.jobId, request.body?.resetTrials ?? false, contextOf(request, actor)));
    },
  );

  api.delete(
    '/api/admin/scrape-jobs/:jobId',
    { config: { access: 'platform-admin' }, schema: { summary: 'Delete a scrape job', description: `It leaves every list and is never run; its event history stays. ${refusals}`, params: jobParams, response: { 200: commandResultSchema } } },
    async (request, reply) => {
      const actor = platformAdmin(request);
      return sendWritten(reply, await jobs.deleteJob(request.params.jobId, contextOf(request, actor)));
    },
  );

  api.post(
    '/api/admin/scrape-jobs/:jobId/replay',
    {
      config: { access: 'platform-admin' },
      schema: {
        summary: 'Run a scrape job again with the same input',
        description: `A new job, linked by replayOf, through the normal pipeline. The URL removed since: 409 SCRAPE_JOB_URL_REMOVED. ${refusals}`,
        params: jobParams,
        response: { 201: replayScrapeJobResultSchema },
      },
    },
    async (request, reply) => {
      const actor = platformAdmin(request);
      const written = await jobs.replayJob(request.params.jobId, contextOf(request, actor));
      reply.header(POSITION_HEADER, written.position.toString()).status(201);
      return { id: written.id, replayOf: written.replayOf, revision: written.revision.toString(), position: written.position.toString() };
    },
  );

  api.post(
    '/api/admin/scrape-jobs',
    {
      config: { access: 'platform-admin' },
      schema: { summary: 'Create a scrape job by hand for a company’s competitor URL', description: 'Unknown product or URL: 404; source not connected: 404 SOURCE_NOT_FOUND; unknown proxy: SCRAPE_PROXY_NOT_FOUND.', body: createScrapeJobBodySchema, response: { 201: commandResultSchema } },
    },
    async (request, reply) => {
      const actor = platformAdmin(request);
      return sendWritten(reply, await jobs.createJob(request.body, contextOf(request, actor)), 201);
    },
  );

  api.post(
    '/api/admin/scrape-jobs/bulk',
    {
      config: { access: 'platform-admin' },
      schema: {
        summary: 'Reset, reset trials, delete or replay many scrape jobs',
        description: `At most ${ADMIN_SCRAPE_JOB_BULK_LIMIT} jobs (the ids GET /api/admin/scrape-jobs/ids answers for a filter). Each job is decided on its own; refused ones are counted by error code.`,
        body: adminScrapeJobBulkBodySchema,
        response: { 200: adminScrapeJobBulkResultSchema },
      },
    },
    async (request, reply) => {
      const actor = platformAdmin(request);
      const result = await jobs.bulk(request.body, contextOf(request, actor));
      reply.header(POSITION_HEADER, result.position);
      return result;
    },
  );
}
