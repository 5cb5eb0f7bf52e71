/**
 * GET /api/company/{companyId}/pricing-settings: the company's price-engine settings as one
 * document (built by the pricing-settings read model; web query key ['pricing-settings']).
 */
import { z } from 'zod';
import { engineCompetitorsSchema, engineSettingsSchema, metricSettingsSchema, priceEndingsSchema, salesChannelFieldsSchema, shippingRateFieldsSchema } from '../pricing/pricingSettings.ts';

export const salesChannelViewSchema = salesChannelFieldsSchema.extend({ channelId: z.string() });
export type SalesChannelView = z.infer<typeof salesChannelViewSchema>;
export const shippingRateViewSchema = shippingRateFieldsSchema.extend({ rateId: z.string() });
export type ShippingRateView = z.infer<typeof shippingRateViewSchema>;

export const pricingSettingsViewSchema = z.object({
  channels: z.array(salesChannelViewSchema),
  shippingRates: z.array(shippingRateViewSchema),
  competitors: engineCompetitorsSchema,
  metrics: metricSettingsSchema,
  priceEndings: priceEndingsSchema,
  engine: engineSettingsSchema,
  /** Stream revision of `pricingsettings-<companyId>` (for optimistic concurrency), "-1" when new. */
  revision: z.string(),
});
export type PricingSettingsView = z.infer<typeof pricingSettingsViewSchema>;
