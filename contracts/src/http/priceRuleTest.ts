/**
 * POST /api/company/{companyId}/price-rules/test-filter ("Test filter conditions"): which of the
 * company's products a rule's filter conditions match in a sales channel, answered by
 * pricing-service from the same facts a run uses.
 */
import { z } from 'zod';
import { filterConditionSchema } from '../pricing/priceRules.ts';

export const testFilterBodySchema = z.strictObject({
  salesChannelId: z.string().min(1),
  conditions: z.array(filterConditionSchema).max(50),
});
export type TestFilterBody = z.infer<typeof testFilterBodySchema>;

export const testFilterResultSchema = z.object({
  /** How many products match. */
  count: z.number().int(),
  /** How many products the company has (active ones). */
  total: z.number().int(),
  /** The first matches (at most 100), by SKU. */
  products: z.array(z.object({ productId: z.string(), sku: z.string(), name: z.string(), brand: z.string().nullable() })),
});
export type TestFilterResult = z.infer<typeof testFilterResultSchema>;
