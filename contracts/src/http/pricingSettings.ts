/**
 * GET /api/company/{companyId}/pricing-settings: the company's price-engine settings as one
 * document (built by the pricing-settings read model; web query key ['pricing-settings']).
 */
import { z } from 'zod';
import { engineCompetitorsSchema, engineSettingsSchema, metricSettingsSchema, priceEndingsSchema, salesChannelFieldsSchema, shippingRateFieldsSchema, storedShippingRateFieldsSchema } from '../pricing/pricingSettings.ts';

export const salesChannelViewSchema = salesChannelFieldsSchema.extend({ channelId: z.string() });
export type SalesChannelView = z.infer<typeof salesChannelViewSchema>;
export const shippingRateViewSchema = storedShippingRateFieldsSchema.extend({ rateId: z.string() });
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

/**
 * Optimistic concurrency for the settings commands: the `revision` of the view the user edited.
 * The command is refused (409 CONCURRENCY_CONFLICT) when the edited item or section changed
 * after it; changes to other channels, rates or sections do not conflict.
 */
export const expectedRevisionSchema = z.string().regex(/^-?\d{1,19}$/, 'A stream revision is an integer');

/** PUT /sales-channels/{channelId} (pricing.configure); POST takes the plain fields. */
export const salesChannelBodySchema = salesChannelFieldsSchema.extend({ expectedRevision: expectedRevisionSchema.optional() });
export type SalesChannelBody = z.infer<typeof salesChannelBodySchema>;
/** PUT /shipping-rates/{rateId} (pricing.configure); POST takes the plain fields. Amounts bounded (validation/amounts.ts). */
export const shippingRateBodySchema = shippingRateFieldsSchema.extend({ expectedRevision: expectedRevisionSchema.optional() });
export type ShippingRateBody = z.infer<typeof shippingRateBodySchema>;
/** PUT /pricing-settings/competitors (pricing.configure). */
export const engineCompetitorsBodySchema = z.strictObject({ competitors: engineCompetitorsSchema, expectedRevision: expectedRevisionSchema.optional() });
export type EngineCompetitorsBody = z.infer<typeof engineCompetitorsBodySchema>;
/** PUT /pricing-settings/metrics (pricing.admin: company admins only). */
export const metricSettingsBodySchema = z.strictObject({ metrics: metricSettingsSchema, expectedRevision: expectedRevisionSchema.optional() });
export type MetricSettingsBody = z.infer<typeof metricSettingsBodySchema>;
/** PUT /pricing-settings/price-endings (pricing.configure). */
export const priceEndingsBodySchema = z.strictObject({ priceEndings: priceEndingsSchema, expectedRevision: expectedRevisionSchema.optional() });
export type PriceEndingsBody = z.infer<typeof priceEndingsBodySchema>;
/** PUT /pricing-settings/engine (pricing.configure); the time zone must be one Intl knows. */
export const engineSettingsBodySchema = z.strictObject({ settings: engineSettingsSchema, expectedRevision: expectedRevisionSchema.optional() });
export type EngineSettingsBody = z.infer<typeof engineSettingsBodySchema>;
