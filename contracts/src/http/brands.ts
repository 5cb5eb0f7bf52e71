import { z } from 'zod';

/** The most brands one answer lists; a longer list is narrowed by typing (`searchText`). */
export const BRAND_LIST_MAX = 200;

/** GET /api/company/:companyId/brands: the brands of the assortment, optionally those containing a text (any case). */
export const brandListQuerySchema = z.strictObject({
  searchText: z.string().trim().max(120).optional(),
  status: z.enum(['active', 'archived']).default('active'),
  limit: z.coerce.number().int().min(1).max(BRAND_LIST_MAX).default(50),
});
export type BrandListQuery = z.input<typeof brandListQuerySchema>;

/** A brand as written on the products, with the number of products that carry it. */
export const brandCountSchema = z.object({ brand: z.string(), productCount: z.number().int().min(1) });
export type BrandCount = z.infer<typeof brandCountSchema>;

/** The brands with the most products first (then by name); `total`: how many brands match in all. */
export const brandListSchema = z.object({ items: brandCountSchema.array(), total: z.number().int().min(0) });
export type BrandList = z.infer<typeof brandListSchema>;
