/**
 * /api/company/{companyId}/price-rules: the company's price rules in position order (web query
 * key ['price-rules']). Writes need `pricing.configure`; the list needs `data.view`.
 * Bodies are checked with `checkPriceRule` (pricing/priceRuleValidation.ts) on both sides.
 */
import { z } from 'zod';
import { priceRuleFieldsSchema, storedPriceRuleFieldsSchema } from '../pricing/priceRules.ts';

/** POST: a new rule; `position` inserts it there (the others move down), none appends it at the end. */
export const createPriceRuleBodySchema = priceRuleFieldsSchema.extend({ position: z.number().int().min(1).max(100_000).optional() });
export type CreatePriceRuleBody = z.infer<typeof createPriceRuleBodySchema>;

/** PUT /price-rules/{ruleId}: every field of the rule (its position stays). */
export const updatePriceRuleBodySchema = priceRuleFieldsSchema;
export type UpdatePriceRuleBody = z.infer<typeof updatePriceRuleBodySchema>;

/** PUT /price-rules/order: every rule id of the company in the new order (first = position 1). */
export const reorderPriceRulesBodySchema = z.strictObject({ ruleIds: z.array(z.string().min(1).max(64)).max(10_000) });
export type ReorderPriceRulesBody = z.infer<typeof reorderPriceRulesBodySchema>;

export const priceRuleViewSchema = storedPriceRuleFieldsSchema.extend({
  ruleId: z.string(),
  /** 1 = top of the list = wins when several rules match a product and channel. */
  position: z.number().int().min(1),
  /** Name of the sales channel, null when it no longer exists. */
  channelName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PriceRuleView = z.infer<typeof priceRuleViewSchema>;
export const priceRuleListSchema = z.array(priceRuleViewSchema);
