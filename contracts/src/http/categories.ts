import { z } from 'zod';
import { displayNameSchema } from '../validation/displayName.ts';

export const createCategoryBodySchema = z.strictObject({
  name: displayNameSchema(120),
  parentId: z.uuid().nullable().default(null),
});
export const updateCategoryBodySchema = z
  .strictObject({ name: displayNameSchema(120).optional(), parentId: z.uuid().nullable().optional() })
  .refine((b) => Object.keys(b).length > 0, { message: 'At least one field is required' });

/** A category with its breadcrumb path from the root, e.g. ["Camping", "Zelte"]. */
export const categorySchema = z.object({ id: z.string(), name: z.string(), parentId: z.string().nullable(), path: z.array(z.string()) });
export type Category = z.infer<typeof categorySchema>;

/** GET /categories: a category with the number of active products filed directly under it. */
export const listedCategorySchema = categorySchema.extend({ productCount: z.number().int().min(0) });
export type ListedCategory = z.infer<typeof listedCategorySchema>;
