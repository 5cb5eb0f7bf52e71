import type { FastifyInstance } from 'fastify';
import {
  POSITION_HEADER,
  PRODUCT_IMPORT_LIMITS,
  productImportBodySchema,
  productImportPreviewBodySchema,
  productImportPreviewSchema,
  productImportResultSchema,
  type ProductImportResult,
} from '@pm/contracts';
import { actorOf, contextOf, zodRoutes } from '@pm/platform';
import { companyParams } from '../http/params.ts';
import type { ProductImportCommands } from './productImportCommands.ts';

/**
 * The file travels as a JSON string: escaping can double its size. Bodies within this limit
 * reach the file checks, which answer IMPORT_TOO_LARGE with the real limit.
 */
const BODY_LIMIT = 2 * PRODUCT_IMPORT_LIMITS.maxBytes + 64 * 1024;
/** No multipart upload: the client reads the file and sends its text in a JSON body. */
const fileText = `The CSV file is not uploaded as multipart: send \`application/json\` with the file's decoded text (UTF-8, else Windows-1252) in \`csv\`. At most ${PRODUCT_IMPORT_LIMITS.maxBytes / (1024 * 1024)} MB and ${PRODUCT_IMPORT_LIMITS.maxRows} rows (413 IMPORT_TOO_LARGE).`;

/** CSV import of the assortment: COMPANY_ADMIN and COMPANY_MAINTAINER maintain products (spec §6). */
export function registerProductImportRoutes(app: FastifyInstance, imports: ProductImportCommands): void {
  const api = zodRoutes(app);
  const access = { permission: 'data.edit' } as const;

  api.post(
    '/api/company/:companyId/product-imports/preview',
    {
      config: { access },
      bodyLimit: BODY_LIMIT,
      schema: {
        summary: 'Preview a CSV file before importing it',
        description: `The detected delimiter and decimal separator, the headers, the first ${PRODUCT_IMPORT_LIMITS.previewRows} rows and a suggested column mapping. Writes nothing. ${fileText}`,
        params: companyParams,
        body: productImportPreviewBodySchema,
        response: { 200: productImportPreviewSchema },
      },
    },
    async (request) => {
      const { companyId } = request.params;
      actorOf(request, 'data.edit', companyId);
      return imports.preview(request.body.csv);
    },
  );

  api.post(
    '/api/company/:companyId/product-imports',
    {
      config: { access },
      bodyLimit: BODY_LIMIT,
      schema: {
        summary: 'Import the assortment from a CSV file',
        description: `Creates or updates a product per row (matched by SKU) with the confirmed column mapping. One invalid row refuses the whole file (422 IMPORT_ROWS_INVALID with the row errors). ${fileText}`,
        params: companyParams,
        body: productImportBodySchema,
        response: { 201: productImportResultSchema },
      },
    },
    async (request, reply): Promise<ProductImportResult> => {
      const { companyId } = request.params;
      const actor = actorOf(request, 'data.edit', companyId);
      const result = await imports.importProducts(companyId, request.body, contextOf(request, actor, companyId));
      const position = result.position.toString();
      reply.header(POSITION_HEADER, position).status(201);
      return { importId: result.importId, created: result.created, updated: result.updated, unchanged: result.unchanged, skipped: result.skipped, position };
    },
  );
}
