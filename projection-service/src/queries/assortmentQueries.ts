import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { listedCategorySchema, productPageSchema, productSchema, type ListedCategory, type Product, type ProductPage } from '@pm/contracts';
import { containsText, actorOf, appError, zodRoutes, type Doc, type Filter } from '@pm/platform';
import { CATEGORIES } from '../projectors/categoriesProjector.ts';
import { withPaths } from './categoryPaths.ts';
import { productCountsByCategory } from './catalogCounts.ts';
import { PRODUCTS } from '../projectors/productsProjector.ts';
import { minPositionParam, minPositionQuery, type ReadModels } from '../runtime/readModels.ts';

const companyParams = z.strictObject({ companyId: z.uuid() });
const productParams = z.strictObject({ companyId: z.uuid(), productId: z.uuid() });
const csv = z.string().max(2_000).transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean));

/** Sort fields of spec §3 that exist so far, mapped to read-model fields. */
const SORTS = { brand: 'brand', sku: 'sku', nameLocal: 'name', leadPName: 'name', createdAt: 'createdAt' } as const;

const listQuery = z.strictObject({
  searchText: z.string().trim().max(200).optional(),
  brands: csv.optional(),
  status: z.enum(['active', 'archived']).default('active'),
  sort: z.enum(Object.keys(SORTS) as [keyof typeof SORTS, ...(keyof typeof SORTS)[]]).default('nameLocal'),
  order: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).default(1),
  /** Spec §9: 20 for SKU tables. */
  pageSize: z.coerce.number().int().min(1).max(500).default(20),
  minPosition: minPositionParam,
});

type ProductDoc = Doc & Omit<Product, 'id'>;

export function registerAssortmentQueries(app: FastifyInstance, readModels: ReadModels): void {
  const api = zodRoutes(app);
  api.get(
    '/api/company/:companyId/products',
    {
      config: { access: { permission: 'data.view' } },
      schema: {
        summary: "A page of the company's assortment",
        description: '`searchText` matches name, brand, SKU, GTIN, MPN, ASIN, PZN and external id (any case); `brands` is a comma-separated list.',
        params: companyParams,
        querystring: listQuery,
        response: { 200: productPageSchema },
      },
    },
    async (request, reply): Promise<ProductPage> => {
      const { companyId } = request.params;
      actorOf(request, 'data.view', companyId);
      const query = request.query;
      await readModels.consistent(request, reply, PRODUCTS);
      const filter: Filter = { companyId, status: query.status };
      if (query.brands?.length) filter['brand'] = { $in: query.brands };
      if (query.searchText) {
        const pattern = containsText(query.searchText, { ignoreCase: true });
        filter['$or'] = ['name', 'brand', 'sku', 'gtin', 'fields.mpn', 'fields.asin', 'fields.pzn', 'fields.externalId'].map((field) => ({ [field]: pattern }));
      }
      const direction = query.order === 'asc' ? 1 : -1;
      const [items, total] = await Promise.all([
        readModels.find<ProductDoc>(PRODUCTS, filter, { sort: { [SORTS[query.sort]]: direction, _id: 1 }, skip: (query.page - 1) * query.pageSize, limit: query.pageSize }),
        readModels.count(PRODUCTS, filter),
      ]);
      return { items: items.map(toProduct), total, page: query.page, pageSize: query.pageSize };
    },
  );

  api.get(
    '/api/company/:companyId/products/:productId',
    {
      config: { access: { permission: 'data.view' } },
      schema: { summary: 'One product of the assortment', params: productParams, querystring: minPositionQuery, response: { 200: productSchema } },
    },
    async (request, reply): Promise<Product> => {
      const { companyId, productId } = request.params;
      actorOf(request, 'data.view', companyId);
      await readModels.consistent(request, reply, PRODUCTS);
      const product = await readModels.findOne<ProductDoc>(PRODUCTS, { _id: productId, companyId });
      if (!product) throw appError('PRODUCT_NOT_FOUND', 'The assortment item was not found.');
      return toProduct(product);
    },
  );

  api.get(
    '/api/company/:companyId/categories',
    {
      config: { access: { permission: 'data.view' } },
      schema: {
        summary: "The company's categories in tree order",
        description: 'Each with its breadcrumb path and the number of active products filed directly under it.',
        params: companyParams,
        querystring: minPositionQuery,
        response: { 200: z.array(listedCategorySchema) },
      },
    },
    async (request, reply): Promise<ListedCategory[]> => {
      const { companyId } = request.params;
      actorOf(request, 'data.view', companyId);
      await readModels.consistent(request, reply, CATEGORIES, PRODUCTS);
      const [categories, counts] = await Promise.all([
        readModels.find<Doc & { name: string; parentId: string | null }>(CATEGORIES, { companyId }),
        productCountsByCategory(readModels, companyId),
      ]);
      return withPaths(categories).map((category) => ({ ...category, productCount: counts.get(category.id) ?? 0 }));
    },
  );
}

function toProduct({ _id, _pos: _p, ...rest }: ProductDoc): Product {
  return { id: _id, ...rest };
}
