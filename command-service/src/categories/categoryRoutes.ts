import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createCategoryBodySchema, streams, updateCategoryBodySchema } from '@pm/contracts';
import { actorOf, handleCommand, newId, parseInput, type EventStore } from '@pm/platform';
import { contextOf } from '../http/commandContext.ts';
import { sendWritten } from '../http/written.ts';
import { categoryTreeDecider } from './categoryTreeDecider.ts';

const companyParams = z.strictObject({ companyId: z.uuid() });
const categoryParams = z.strictObject({ companyId: z.uuid(), categoryId: z.uuid() });

/** Product categories: COMPANY_ADMIN and COMPANY_MAINTAINER maintain them (spec §6). */
export function registerCategoryRoutes(app: FastifyInstance, store: EventStore): void {
  app.post('/api/company/:companyId/categories', async (request, reply) => {
    const { companyId } = parseInput(companyParams, request.params);
    const actor = actorOf(request, 'data.edit', companyId);
    const body = parseInput(createCategoryBodySchema, request.body);
    const categoryId = newId();
    const outcome = await handleCommand(store, streams.categories(companyId), categoryTreeDecider, { type: 'CreateCategory', companyId, categoryId, ...body }, contextOf(request, actor, companyId));
    return sendWritten(reply, { id: categoryId, ...outcome }, 201);
  });

  app.put('/api/company/:companyId/categories/:categoryId', async (request, reply) => {
    const { companyId, categoryId } = parseInput(categoryParams, request.params);
    const actor = actorOf(request, 'data.edit', companyId);
    const body = parseInput(updateCategoryBodySchema, request.body);
    const outcome = await handleCommand(store, streams.categories(companyId), categoryTreeDecider, { type: 'ChangeCategory', companyId, categoryId, ...body }, contextOf(request, actor, companyId));
    return sendWritten(reply, { id: categoryId, ...outcome });
  });

  app.delete('/api/company/:companyId/categories/:categoryId', async (request, reply) => {
    const { companyId, categoryId } = parseInput(categoryParams, request.params);
    const actor = actorOf(request, 'data.edit', companyId);
    const outcome = await handleCommand(store, streams.categories(companyId), categoryTreeDecider, { type: 'DeleteCategory', companyId, categoryId }, contextOf(request, actor, companyId));
    return sendWritten(reply, { id: categoryId, ...outcome });
  });
}
