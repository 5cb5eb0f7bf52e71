import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { addCompetitorUrlBodySchema, commandResultSchema, createProductBodySchema, updateProductBodySchema } from '@pm/contracts';
import { actorOf, contextOf, zodRoutes } from '@pm/platform';
import { companyParams } from '../http/params.ts';
import { sendWritten } from '../http/written.ts';
import type { ProductCommands } from './productCommands.ts';

const productParams = companyParams.extend({ productId: z.uuid() });
/** What the create and change descriptions say about references and numbers (issue 11). */
const FIELD_RULES =
  '`categoryId` must be one of the company\'s categories (else 422 CATEGORY_UNKNOWN). Prices (sales, strike, old, MSRP, shipping price, min/max price) are 0 to 10,000,000 in cents; purchase price and precalculated shipping cost 0 to 10,000,000 with at most 4 decimals; VAT and target margin 0–100; markups 0–10,000; quantities and weight 0–1,000,000,000; bundle size and packages whole numbers up to 1,000,000 (else 400 VALIDATION_FAILED).';
const urlParams = productParams.extend({ urlId: z.uuid() });

/** Assortment commands: COMPANY_ADMIN and COMPANY_MAINTAINER maintain products (spec §6). */
export function registerProductRoutes(app: FastifyInstance, products: ProductCommands): void {
  const api = zodRoutes(app);
  const access = { permission: 'data.edit' } as const;

  api.post(
    '/api/company/:companyId/products',
    {
      config: { access },
      schema: { summary: 'Create a product', description: `Answers the new product's id. SKUs are unique in the company. ${FIELD_RULES}`, params: companyParams, body: createProductBodySchema, response: { 201: commandResultSchema } },
    },
    async (request, reply) => {
      const { companyId } = request.params;
      const actor = actorOf(request, 'data.edit', companyId);
      return sendWritten(reply, await products.createProduct(companyId, request.body, contextOf(request, actor, companyId)), 201);
    },
  );

  api.put(
    '/api/company/:companyId/products/:productId',
    {
      config: { access },
      schema: { summary: 'Change a product', description: `Changes only the fields given. ${FIELD_RULES}`, params: productParams, body: updateProductBodySchema, response: { 200: commandResultSchema } },
    },
    async (request, reply) => {
      const { companyId, productId } = request.params;
      const actor = actorOf(request, 'data.edit', companyId);
      return sendWritten(reply, await products.updateProduct(companyId, productId, request.body, contextOf(request, actor, companyId)));
    },
  );

  for (const [action, archived] of [['archive', true], ['restore', false]] as const) {
    api.post(
      `/api/company/:companyId/products/:productId/${action}`,
      {
        config: { access },
        schema: { summary: archived ? 'Archive a product' : 'Restore an archived product', params: productParams, response: { 200: commandResultSchema } },
      },
      async (request, reply) => {
        const { companyId, productId } = request.params;
        const actor = actorOf(request, 'data.edit', companyId);
        return sendWritten(reply, await products.setArchived(companyId, productId, archived, contextOf(request, actor, companyId)));
      },
    );
  }

  api.post(
    '/api/company/:companyId/products/:productId/urls',
    {
      config: { access },
      schema: { summary: 'Add a competitor URL to a product', description: "Answers the new URL's id. A `storeId` or `aggregatorId` must be a shop or comparison site the company is connected to (else 422 SOURCE_UNKNOWN).", params: productParams, body: addCompetitorUrlBodySchema, response: { 201: commandResultSchema } },
    },
    async (request, reply) => {
      const { companyId, productId } = request.params;
      const actor = actorOf(request, 'data.edit', companyId);
      return sendWritten(reply, await products.addCompetitorUrl(companyId, productId, request.body, contextOf(request, actor, companyId)), 201);
    },
  );

  api.delete(
    '/api/company/:companyId/products/:productId/urls/:urlId',
    {
      config: { access },
      schema: { summary: 'Remove a competitor URL from a product', params: urlParams, response: { 200: commandResultSchema } },
    },
    async (request, reply) => {
      const { companyId, productId, urlId } = request.params;
      const actor = actorOf(request, 'data.edit', companyId);
      return sendWritten(reply, await products.removeCompetitorUrl(companyId, productId, urlId, contextOf(request, actor, companyId)));
    },
  );

  api.delete(
    '/api/company/:companyId/products/:productId/comparison-products/:urlId',
    {
      config: { access },
      schema: {
        summary: 'Remove a comparison product from a product',
        description: 'Its URL is no longer monitored; the event keeps who removed it. An id that is not a comparison product of the product answers 404 COMPARISON_PRODUCT_NOT_FOUND.',
        params: urlParams,
        response: { 200: commandResultSchema },
      },
    },
    async (request, reply) => {
      const { companyId, productId, urlId } = request.params;
      const actor = actorOf(request, 'data.edit', companyId);
      return sendWritten(reply, await products.removeComparisonProduct(companyId, productId, urlId, contextOf(request, actor, companyId)));
    },
  );
}
