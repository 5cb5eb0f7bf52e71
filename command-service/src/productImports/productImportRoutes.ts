import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { POSITION_HEADER, PRODUCT_IMPORT_LIMITS, productImportBodySchema, productImportPreviewBodySchema, type ProductImportResult } from '@pm/contracts';
import { actorOf, parseInput, contextOf } from '@pm/platform';
import type { ProductImportCommands } from './productImportCommands.ts';

const companyParams = z.strictObject({ companyId: z.uuid() });
/**
 * The file travels as a JSON string: escaping can double its size. Bodies within this limit
 * reach the file checks, which answer IMPORT_TOO_LARGE with the real limit.
 */
const BODY_LIMIT = 2 * PRODUCT_IMPORT_LIMITS.maxBytes + 64 * 1024;

/** CSV import of the assortment: COMPANY_ADMIN and COMPANY_MAINTAINER maintain products (spec §6). */
export function registerProductImportRoutes(app: FastifyInstance, imports: ProductImportCommands): void {
  app.post('/api/company/:companyId/product-imports/preview', { config: { access: { permission: 'data.edit' } },  bodyLimit: BODY_LIMIT }, async (request) => {
    const { companyId } = parseInput(companyParams, request.params);
    actorOf(request, 'data.edit', companyId);
    return imports.preview(parseInput(productImportPreviewBodySchema, request.body).csv);
  });

  app.post('/api/company/:companyId/product-imports', { config: { access: { permission: 'data.edit' } },  bodyLimit: BODY_LIMIT }, async (request, reply): Promise<ProductImportResult> => {
    const { companyId } = parseInput(companyParams, request.params);
    const actor = actorOf(request, 'data.edit', companyId);
    const body = parseInput(productImportBodySchema, request.body);
    const result = await imports.importProducts(companyId, body, contextOf(request, actor, companyId));
    const position = result.position.toString();
    reply.header(POSITION_HEADER, position).status(201);
    return { importId: result.importId, created: result.created, updated: result.updated, unchanged: result.unchanged, skipped: result.skipped, position };
  });
}
