import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { addCompetitorUrlBodySchema, createProductBodySchema, updateProductBodySchema } from '@pm/contracts';
import { actorOf, parseInput, contextOf } from '@pm/platform';
import { sendWritten } from '../http/written.ts';
import type { ProductCommands } from './productCommands.ts';

const companyParams = z.strictObject({ companyId: z.uuid() });
const productParams = z.strictObject({ companyId: z.uuid(), productId: z.uuid() });
const urlParams = z.strictObject({ companyId: z.uuid(), productId: z.uuid(), urlId: z.uuid() });

/** Assortment commands: COMPANY_ADMIN and COMPANY_MAINTAINER maintain products (spec §6). */
export function registerProductRoutes(app: FastifyInstance, products: ProductCommands): void {
  app.post('/api/company/:companyId/products', { config: { access: { permission: 'data.edit' } } }, async (request, reply) => {
    const { companyId } = parseInput(companyParams, request.params);
    const actor = actorOf(request, 'data.edit', companyId);
    const body = parseInput(createProductBodySchema, request.body);
    return sendWritten(reply, await products.createProduct(companyId, body, contextOf(request, actor, companyId)), 201);
  });

  app.put('/api/company/:companyId/products/:productId', { config: { access: { permission: 'data.edit' } } }, async (request, reply) => {
    const { companyId, productId } = parseInput(productParams, request.params);
    const actor = actorOf(request, 'data.edit', companyId);
    const body = parseInput(updateProductBodySchema, request.body);
    return sendWritten(reply, await products.updateProduct(companyId, productId, body, contextOf(request, actor, companyId)));
  });

  for (const [action, archived] of [['archive', true], ['restore', false]] as const) {
    app.post(`/api/company/:companyId/products/:productId/${action}`, { config: { access: { permission: 'data.edit' } } }, async (request, reply) => {
      const { companyId, productId } = parseInput(productParams, request.params);
      const actor = actorOf(request, 'data.edit', companyId);
      return sendWritten(reply, await products.setArchived(companyId, productId, archived, contextOf(request, actor, companyId)));
    });
  }

  app.post('/api/company/:companyId/products/:productId/urls', { config: { access: { permission: 'data.edit' } } }, async (request, reply) => {
    const { companyId, productId } = parseInput(productParams, request.params);
    const actor = actorOf(request, 'data.edit', companyId);
    const body = parseInput(addCompetitorUrlBodySchema, request.body);
    return sendWritten(reply, await products.addCompetitorUrl(companyId, productId, body, contextOf(request, actor, companyId)), 201);
  });

  app.delete('/api/company/:companyId/products/:productId/urls/:urlId', { config: { access: { permission: 'data.edit' } } }, async (request, reply) => {
    const { companyId, productId, urlId } = parseInput(urlParams, request.params);
    const actor = actorOf(request, 'data.edit', companyId);
    return sendWritten(reply, await products.removeCompetitorUrl(companyId, productId, urlId, contextOf(request, actor, companyId)));
  });
}
