import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createCategoryBodySchema, updateCategoryBodySchema } from '@pm/contracts';
import { actorOf, parseInput, contextOf } from '@pm/platform';
import { sendWritten } from '../http/written.ts';
import type { CategoryCommands } from './categoryCommands.ts';

const companyParams = z.strictObject({ companyId: z.uuid() });
const categoryParams = z.strictObject({ companyId: z.uuid(), categoryId: z.uuid() });

/** Product categories: COMPANY_ADMIN and COMPANY_MAINTAINER maintain them (spec §6). */
export function registerCategoryRoutes(app: FastifyInstance, categories: CategoryCommands): void {
  app.post('/api/company/:companyId/categories', { config: { access: { permission: 'data.edit' } } }, async (request, reply) => {
    const { companyId } = parseInput(companyParams, request.params);
    const actor = actorOf(request, 'data.edit', companyId);
    const body = parseInput(createCategoryBodySchema, request.body);
    return sendWritten(reply, await categories.createCategory(companyId, body.name, body.parentId, contextOf(request, actor, companyId)), 201);
  });

  app.put('/api/company/:companyId/categories/:categoryId', { config: { access: { permission: 'data.edit' } } }, async (request, reply) => {
    const { companyId, categoryId } = parseInput(categoryParams, request.params);
    const actor = actorOf(request, 'data.edit', companyId);
    const body = parseInput(updateCategoryBodySchema, request.body);
    return sendWritten(reply, await categories.changeCategory(companyId, categoryId, body, contextOf(request, actor, companyId)));
  });

  app.delete('/api/company/:companyId/categories/:categoryId', { config: { access: { permission: 'data.edit' } } }, async (request, reply) => {
    const { companyId, categoryId } = parseInput(categoryParams, request.params);
    const actor = actorOf(request, 'data.edit', companyId);
    return sendWritten(reply, await categories.deleteCategory(companyId, categoryId, contextOf(request, actor, companyId)));
  });
}
