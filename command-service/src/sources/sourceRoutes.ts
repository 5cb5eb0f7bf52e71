import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { commandResultSchema, sourceSettingsBodySchema } from '@pm/contracts';
import { connectSourceBodySchema, updateSourceBodySchema } from '@pm/contracts/patterns';
import { actorOf, appError, contextOf, zodRoutes } from '@pm/platform';
import { sendWritten } from '../http/written.ts';
import type { SourceCommands } from './sourceCommands.ts';

const companyParams = z.strictObject({ companyId: z.uuid() });
const sourceParams = z.strictObject({ companyId: z.uuid(), sourceId: z.uuid() });

export function registerSourceRoutes(app: FastifyInstance, sources: SourceCommands): void {
  const api = zodRoutes(app);
  const access = { permission: 'data.edit' } as const;

  api.post(
    '/api/company/:companyId/sources',
    {
      config: { access },
      schema: {
        summary: 'Connect a shop, marketplace or comparison site',
        description:
          "Connects the shared source of the domain with the company's own settings (scraping, frequency, a configured proxy by id). A new domain is registered from safe defaults (its domain as name); only a platform administrator's name, logo, shipping costs, crawler and search patterns are used, and only for a new domain. Connecting a known domain never changes its shared fields.",
        params: companyParams,
        body: connectSourceBodySchema,
        response: { 201: commandResultSchema },
      },
    },
    async (request, reply) => {
      const { companyId } = request.params;
      const actor = actorOf(request, 'data.edit', companyId);
      return sendWritten(reply, await sources.connectSource(companyId, request.body, contextOf(request, actor, companyId), { platformAdmin: actor.isAdmin }), 201);
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
    '/api/company/:companyId/sources/:sourceId/settings',
    {
      config: { access },
      schema: {
        summary: "Change the company's own settings of a connected source",
        description: 'Whether and how often the company scrapes its URLs at this source, and the configured proxy (by id, see `scrape-proxies`; null: none) its jobs go through. Other companies connecting the source keep theirs.',
        params: sourceParams,
        body: sourceSettingsBodySchema,
        response: { 200: commandResultSchema },
      },
    },
    async (request, reply) => {
      const { companyId, sourceId } = request.params;
      const actor = actorOf(request, 'data.edit', companyId);
      return sendWritten(reply, await sources.changeSourceSettings(companyId, sourceId, request.body, contextOf(request, actor, companyId)));
    },
  );

  api.put(
    '/api/company/:companyId/sources/:sourceId',
    {
      config: { access },
      schema: {
        summary: 'Change the shared fields of a source',
        description: 'Platform administrators only: a source is shared by every company that connects it. Its domain and kind stay; each company\'s own settings are changed through `…/settings`.',
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
