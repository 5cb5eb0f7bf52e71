import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { connectSourceBodySchema, updateSourceBodySchema } from '@pm/contracts';
import { actorOf, appError, parseInput, contextOf } from '@pm/platform';
import { sendWritten } from '../http/written.ts';
import type { SourceCommands } from './sourceCommands.ts';

const companyParams = z.strictObject({ companyId: z.uuid() });
const sourceParams = z.strictObject({ companyId: z.uuid(), sourceId: z.uuid() });

export function registerSourceRoutes(app: FastifyInstance, sources: SourceCommands): void {
  /** Connect a shop, marketplace or comparison site (registered on first use of its domain). */
  app.post('/api/company/:companyId/sources', { config: { access: { permission: 'data.edit' } } }, async (request, reply) => {
    const { companyId } = parseInput(companyParams, request.params);
    const actor = actorOf(request, 'data.edit', companyId);
    const body = parseInput(connectSourceBodySchema, request.body);
    return sendWritten(reply, await sources.connectSource(companyId, body, contextOf(request, actor, companyId)), 201);
  });

  app.delete('/api/company/:companyId/sources/:sourceId', { config: { access: { permission: 'data.edit' } } }, async (request, reply) => {
    const { companyId, sourceId } = parseInput(sourceParams, request.params);
    const actor = actorOf(request, 'data.edit', companyId);
    return sendWritten(reply, await sources.disconnectSource(companyId, sourceId, contextOf(request, actor, companyId)));
  });

  /** A source is shared by every company that connects it: only platform admins change it. */
  app.put('/api/company/:companyId/sources/:sourceId', { config: { access: { permission: 'data.edit' } } }, async (request, reply) => {
    const { companyId, sourceId } = parseInput(sourceParams, request.params);
    const actor = actorOf(request, 'data.edit', companyId);
    if (!actor.isAdmin) throw appError('ROLE_NOT_ALLOWED', 'Only platform administrators change shops and comparison sites. Please talk to your administrator.');
    await sources.requireConnected(companyId, sourceId);
    const body = parseInput(updateSourceBodySchema, request.body);
    return sendWritten(reply, await sources.updateSource(sourceId, body, contextOf(request, actor, companyId)));
  });
}
