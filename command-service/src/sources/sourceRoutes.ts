import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { commandResultSchema, connectSourceBodySchema, updateSourceBodySchema } from '@pm/contracts';
import { actorOf, appError, contextOf, zodRoutes } from '@pm/platform';
import { companyParams } from '../http/params.ts';
import { sendWritten } from '../http/written.ts';
import type { SourceCommands } from './sourceCommands.ts';

const sourceParams = companyParams.extend({ sourceId: z.uuid() });

export function registerSourceRoutes(app: FastifyInstance, sources: SourceCommands): void {
  const api = zodRoutes(app);
  const access = { permission: 'data.edit' } as const;

  api.post(
    '/api/company/:companyId/sources',
    {
      config: { access },
      schema: { summary: 'Connect a shop, marketplace or comparison site', description: 'The source of the domain is registered on its first use.', params: companyParams, body: connectSourceBodySchema, response: { 201: commandResultSchema } },
    },
    async (request, reply) => {
      const { companyId } = request.params;
      const actor = actorOf(request, 'data.edit', companyId);
      return sendWritten(reply, await sources.connectSource(companyId, request.body, contextOf(request, actor, companyId)), 201);
    },
  );

  api.delete(
    '/api/company/:companyId/sources/:sourceId',
    { config: { access }, schema: { summary: 'Disconnect a source from the company', params: sourceParams, response: { 200: commandResultSchema } } },
    async (request, reply) => {
      const { companyId, sourceId } = request.params;
      const actor = actorOf(request, 'data.edit', companyId);
      return sendWritten(reply, await sources.disconnectSource(companyId, sourceId, contextOf(request, actor, companyId)));
    },
  );

  api.put(
    '/api/company/:companyId/sources/:sourceId',
    {
      config: { access },
      schema: {
        summary: 'Change a source',
        description: 'Platform administrators only: a source is shared by every company that connects it. Its domain and kind stay.',
        params: sourceParams,
        body: updateSourceBodySchema,
        response: { 200: commandResultSchema },
      },
      // Before the body is checked: anyone else is refused whatever they send.
      preValidation: async (request) => {
        if (!actorOf(request).isAdmin) throw appError('ROLE_NOT_ALLOWED', 'Only platform administrators change shops and comparison sites. Please talk to your administrator.');
      },
    },
    async (request, reply) => {
      const { companyId, sourceId } = request.params;
      const actor = actorOf(request, 'data.edit', companyId);
      await sources.requireConnected(companyId, sourceId);
      return sendWritten(reply, await sources.updateSource(sourceId, request.body, contextOf(request, actor, companyId)));
    },
  );
}
