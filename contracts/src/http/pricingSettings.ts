/**
 * GET /api/company/{companyId}/pricing-settings: the company's price-engine settings as one
 * document (built by the pricing-settings read model; web query key ['pricing-settings']).
 */
import { z } from 'zod';
import { currencySchema } from '../enums.ts';
import {
  engineCompetitorsSchema,
  engineSettingsSchema,
  exchangeRateSchema,
  guardrailSettingsSchema,
  metricSettingsSchema,
  priceEndingsSchema,
  salesChannelFieldsSchema,
  shippingRateFieldsSchema,
  storedShippingRateFieldsSchema,
  type ExchangeRate,
  type SalesChannelFields,
} from '../pricing/pricingSettings.ts';
import { PRICING_INPUT_LIMITS } from '../pricing/pricingInputs.ts';

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
  /**
   * The company's guardrails (issue 12): `{ maxChangePercent: number | null, noBelowCost,
   * noAboveMsrp, confirmAllThresholdPercent }`; DEFAULT_GUARDRAIL_SETTINGS where the company set none.
   */
  guardrails: guardrailSettingsSchema,
  /** The company's dated exchange rates `{ from, to, rate, validFrom }`, ordered by from, to and valid-from day. */
  exchangeRates: z.array(exchangeRateSchema),
  /** The currency of purchase prices and price limits of products that name none; null: each channel's currency. */
  purchaseCurrency: currencySchema.nullable(),
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

/** One problem of an exchange-rate list: the index of the rate, its field and why. */
export interface ExchangeRateIssue {
  index: number;
  field: 'to' | 'validFrom';
  problem: 'SAME_CURRENCY' | 'DUPLICATE';
}

/**
 * What makes a list of exchange rates unusable: a rate from a currency into itself, or two rates
 * of the same pair valid from the same day (which one would apply?). The body schema, the
 * settings decider and the web form check the same.
 */
export function exchangeRateIssues(rates: readonly ExchangeRate[]): ExchangeRateIssue[] {
  const issues: ExchangeRateIssue[] = [];
  const seen = new Set<string>();
  rates.forEach((rate, index) => {
    if (rate.from === rate.to) issues.push({ index, field: 'to', problem: 'SAME_CURRENCY' });
    const key = `${rate.from}>${rate.to}@${rate.validFrom}`;
    if (seen.has(key)) issues.push({ index, field: 'validFrom', problem: 'DUPLICATE' });
    seen.add(key);
  });
  return issues;
}

const ISSUE_MESSAGES: Record<ExchangeRateIssue['problem'], string> = {
  SAME_CURRENCY: 'A rate converts between two different currencies',
  DUPLICATE: 'This currency pair already has a rate valid from this day',
};
export const exchangeRateIssueMessage = (issue: ExchangeRateIssue): string => ISSUE_MESSAGES[issue.problem];

/** The exchange rates of a company, as the API takes them (at most PRICING_INPUT_LIMITS.exchangeRates). */
export const exchangeRateListSchema = z
  .array(exchangeRateSchema)
  .max(PRICING_INPUT_LIMITS.exchangeRates)
  .superRefine((rates, context) => {
    for (const issue of exchangeRateIssues(rates)) context.addIssue({ code: 'custom', path: [issue.index, issue.field], message: exchangeRateIssueMessage(issue) });
  });

/** PUT /pricing-settings/guardrails (pricing.configure). */
export const guardrailSettingsBodySchema = z.strictObject({ guardrails: guardrailSettingsSchema, expectedRevision: expectedRevisionSchema.optional() });
export type GuardrailSettingsBody = z.infer<typeof guardrailSettingsBodySchema>;
/** PUT /pricing-settings/exchange-rates (pricing.configure): the whole list, replacing the one before. */
export const exchangeRatesBodySchema = z.strictObject({ exchangeRates: exchangeRateListSchema, expectedRevision: expectedRevisionSchema.optional() });
export type ExchangeRatesBody = z.infer<typeof exchangeRatesBodySchema>;

/** PUT /pricing-settings/purchase-currency (pricing.configure); null: each channel's currency. */
export const purchaseCurrencyBodySchema = z.strictObject({ currency: currencySchema.nullable(), expectedRevision: expectedRevisionSchema.optional() });
export type PurchaseCurrencyBody = z.infer<typeof purchaseCurrencyBodySchema>;

/** A channel's total-cost-markup limits must not cross (the decider refuses it; the web form checks it first). */
export const channelMarkupLimitsCross = (fields: Pick<SalesChannelFields, 'minTotalCostMarkup' | 'maxTotalCostMarkup'>): boolean =>
  fields.minTotalCostMarkup != null && fields.maxTotalCostMarkup != null && fields.minTotalCostMarkup > fields.maxTotalCostMarkup;
