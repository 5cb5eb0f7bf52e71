import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  POSITION_HEADER,
  acceptCandidateBodySchema,
  bulkDiscoveryBodySchema,
  bulkDiscoveryResultSchema,
  commandResultSchema,
  createDiscoveryRequestBodySchema,
  declineCandidateBodySchema,
  discoverySettingsBodySchema,
  discoverySourceSettingsBodySchema,
} from '@pm/contracts';
import { actorOf, appError, contextOf, zodRoutes, type Actor } from '@pm/platform';
import { companyParams } from '../http/params.ts';
import { sendWritten } from '../http/written.ts';
import type { DiscoveryCommands } from './discoveryCommands.ts';

const requestParams = companyParams.extend({ requestId: z.uuid() });

function platformAdmin(request: FastifyRequest): Actor {
  const actor = actorOf(request);
  if (!actor.isAdmin) throw appError('FORBIDDEN', 'Only platform administrators change discovery settings.');
  return actor;
}

/** Discovery commands: admins and maintainers decide (they maintain products, spec §6); viewers only read. */
export function registerDiscoveryRoutes(app: FastifyInstance, commands: DiscoveryCommands): void {
  const api = zodRoutes(app);
  const access = { permission: 'data.edit' } as const;

  api.post(
    '/api/company/:companyId/discovery/requests',
    {
      config: { access },
      schema: {
        summary: 'Start product discovery for one product at one source',
        description: 'The source must be connected (422 SOURCE_UNKNOWN); the search method must be available (422 DISCOVERY_METHOD_UNAVAILABLE). The search runs in the scraper service; the request is DRAFT until it proposes candidates.',
        params: companyParams,
        body: createDiscoveryRequestBodySchema,
        response: { 201: commandResultSchema },
      },
    },
    async (request, reply) => {
      const { companyId } = request.params;
      const actor = actorOf(request, 'data.edit', companyId);
      return sendWritten(reply, await commands.createRequest(companyId, request.body, contextOf(request, actor, companyId)), 201);
    },
  );

  api.post(
    '/api/company/:companyId/discovery/requests/bulk',
    {
      config: { access },
      schema: {
        summary: 'Start product discovery at one source for every product without a URL there',
        description: 'Skips products that have a URL at the source or an undecided request for it.',
        params: companyParams,
        body: bulkDiscoveryBodySchema,
        response: { 201: bulkDiscoveryResultSchema },
      },
    },
    async (request, reply) => {
      const { companyId } = request.params;
      const actor = actorOf(request, 'data.edit', companyId);
      const result = await commands.createBulk(companyId, request.body, contextOf(request, actor, companyId));
      reply.header(POSITION_HEADER, result.position.toString()).status(201);
      return { position: result.position.toString(), requestIds: result.requestIds, skipped: result.skipped };
    },
  );

  api.post(
    '/api/company/:companyId/discovery/requests/:requestId/accept',
    {
      config: { access },
      schema: {
        summary: 'Accept a candidate: its URL becomes a competitor URL of the product',
        description: 'The URL passes the checks of a URL added by hand; its first scrape is requested. A URL the product has by now answers 409 DISCOVERY_URL_ALREADY_ADDED and writes nothing. Answers the new URL id.',
        params: requestParams,
        body: acceptCandidateBodySchema,
        response: { 200: commandResultSchema },
      },
    },
    async (request, reply) => {
      const { companyId, requestId } = request.params;
      const actor = actorOf(request, 'data.edit', companyId);
      return sendWritten(reply, await commands.accept(companyId, requestId, request.body.candidateId, contextOf(request, actor, companyId)));
    },
  );

  api.post(
    '/api/company/:companyId/discovery/requests/:requestId/decline',
    {
      config: { access },
      schema: {
        summary: 'Decline a candidate with a reason',
        description: 'reason NOT_MATCHING (this candidate is not the product; the request is DECLINED_NOT_MATCHING once no candidate is left) or NOT_WANTED (the product is not wanted at this source: the request ends). Without one: 400 DISCOVERY_DECLINE_REASON_REQUIRED.',
        params: requestParams,
        body: declineCandidateBodySchema,
        response: { 200: commandResultSchema },
      },
    },
    async (request, reply) => {
      const { companyId, requestId } = request.params;
      const actor = actorOf(request, 'data.edit', companyId);
      return sendWritten(reply, await commands.decline(companyId, requestId, request.body, contextOf(request, actor, companyId)));
    },
  );

  api.post(
    '/api/company/:companyId/discovery/requests/:requestId/close',
    {
      config: { access },
      schema: { summary: 'Close an undecided discovery request as obsolete', params: requestParams, response: { 200: commandResultSchema } },
    },
    async (request, reply) => {
      const { companyId, requestId } = request.params;
      const actor = actorOf(request, 'data.edit', companyId);
      return sendWritten(reply, await commands.closeObsolete(companyId, requestId, contextOf(request, actor, companyId)));
    },
  );

  api.put(
    '/api/admin/discovery/companies/:companyId/settings',
    {
      config: { access: 'platform-admin' },
      schema: { summary: "Change a company's discovery settings", params: companyParams, body: discoverySettingsBodySchema, response: { 200: commandResultSchema } },
    },
    async (request, reply) => {
      const actor = platformAdmin(request);
      const { companyId } = request.params;
      if (!commands.available(request.body.searchMethod)) throw appError('DISCOVERY_METHOD_UNAVAILABLE', `The search method ${request.body.searchMethod} is not configured on this installation.`);
      return sendWritten(reply, await commands.changeSettings(companyId, request.body, contextOf(request, actor, companyId)));
    },
  );

  api.put(
    '/api/admin/discovery/sources/:sourceId/settings',
    {
      config: { access: 'platform-admin' },
      schema: {
        summary: "Change how a source is searched (search URL template with {query}, search method)",
        params: z.strictObject({ sourceId: z.uuid() }),
        body: discoverySourceSettingsBodySchema,
        response: { 200: commandResultSchema },
      },
    },
    async (request, reply) => {
      const actor = platformAdmin(request);
      const method = request.body.searchMethod;
      if (method && !commands.available(method)) throw appError('DISCOVERY_METHOD_UNAVAILABLE', `The search method ${method} is not configured on this installation.`);
      return sendWritten(reply, await commands.changeSourceSettings(request.params.sourceId, request.body, contextOf(request, actor)));
    },
  );
}
