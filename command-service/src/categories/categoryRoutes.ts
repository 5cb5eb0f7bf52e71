import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { commandResultSchema, createCategoryBodySchema, updateCategoryBodySchema } from '@pm/contracts';
import { actorOf, contextOf, zodRoutes } from '@pm/platform';
import { companyParams } from '../http/params.ts';
import { sendWritten } from '../http/written.ts';
import type { CategoryCommands } from './categoryCommands.ts';

const categoryParams = companyParams.extend({ categoryId: z.uuid() });

/** Product categories: COMPANY_ADMIN and COMPANY_MAINTAINER maintain them (spec §6). */
export function registerCategoryRoutes(app: FastifyInstance, categories: CategoryCommands): void {
  const api = zodRoutes(app);
  const access = { permission: 'data.edit' } as const;

  api.post(
    '/api/company/:companyId/categories',
    {
      config: { access },
      schema: { summary: 'Create a category', description: 'At the root or below `parentId`; names are unique among siblings.', params: companyParams, body: createCategoryBodySchema, response: { 201: commandResultSchema } },
    },
    async (request, reply) => {
      const { companyId } = request.params;
      const actor = actorOf(request, 'data.edit', companyId);
      return sendWritten(reply, await categories.createCategory(companyId, request.body.name, request.body.parentId, contextOf(request, actor, companyId)), 201);
    },
  );

  api.put(
    '/api/company/:companyId/categories/:categoryId',
    {
      config: { access },
      schema: { summary: 'Rename or move a category', description: 'Never below itself.', params: categoryParams, body: updateCategoryBodySchema, response: { 200: commandResultSchema } },
    },
    async (request, reply) => {
      const { companyId, categoryId } = request.params;
      const actor = actorOf(request, 'data.edit', companyId);
      return sendWritten(reply, await categories.changeCategory(companyId, categoryId, request.body, contextOf(request, actor, companyId)));
    },
  );

  api.delete(
    '/api/company/:companyId/categories/:categoryId',
    {
      config: { access },
      schema: { summary: 'Delete a category', description: 'Only a category without subcategories.', params: categoryParams, response: { 200: commandResultSchema } },
    },
    async (request, reply) => {
      const { companyId, categoryId } = request.params;
      const actor = actorOf(request, 'data.edit', companyId);
      return sendWritten(reply, await categories.deleteCategory(companyId, categoryId, contextOf(request, actor, companyId)));
    },
  );
}
