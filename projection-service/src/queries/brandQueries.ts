import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { brandListQuerySchema, brandListSchema, type BrandList } from '@pm/contracts';
import { actorOf, containsText, zodRoutes, type Filter } from '@pm/platform';
import { PRODUCTS } from '../projectors/productsProjector.ts';
import { minPositionParam, type ReadModels } from '../runtime/readModels.ts';

const companyParams = z.strictObject({ companyId: z.uuid() });
const brandsQuery = brandListQuerySchema.extend({ minPosition: minPositionParam });

type Counted = { _id: string; productCount: number };
type Faceted = { items: Counted[]; total: { n: number }[] };

/** GET brands: the distinct brands of a company's products, for pickers that must offer every brand (not those of one page). */
export function registerBrandQueries(app: FastifyInstance, readModels: ReadModels): void {
  const api = zodRoutes(app);
  api.get(
    '/api/company/:companyId/brands',
    {
      config: { access: { permission: 'data.view' } },
      schema: {
        summary: "The brands of the company's assortment",
        description: 'Distinct brand names with their number of products, the most common first; `searchText` keeps those that contain it (any case); at most `limit` (≤ 200), `total` counts all that match.',
        params: companyParams,
        querystring: brandsQuery,
        response: { 200: brandListSchema },
      },
    },
    async (request, reply): Promise<BrandList> => {
      const { companyId } = request.params;
      actorOf(request, 'data.view', companyId);
      const query = request.query;
      await readModels.consistent(request, reply, PRODUCTS);
      // A search text is never empty (trimmed, optional), so its pattern never matches a missing brand.
      const brand: Filter = query.searchText ? { brand: containsText(query.searchText, { ignoreCase: true }) } : { brand: { $nin: [null, ''] } };
      const [result] = await readModels.aggregate<Faceted>(PRODUCTS, [
        { $match: { companyId, status: query.status, ...brand } },
        { $group: { _id: '$brand', productCount: { $sum: 1 } } },
        { $facet: { items: [{ $sort: { productCount: -1, _id: 1 } }, { $limit: query.limit }], total: [{ $count: 'n' }] } },
      ]);
      return { items: (result?.items ?? []).map((row) => ({ brand: row._id, productCount: row.productCount })), total: result?.total[0]?.n ?? 0 };
    },
  );
}
