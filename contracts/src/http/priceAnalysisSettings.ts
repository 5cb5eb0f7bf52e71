/**
 * Settings › Price analysis (spec /settings/price-analysis, issue 14 item 3): the company's
 * defaults of the analysis. Read: GET /company/{companyId}/price-analysis-settings (data.view);
 * write: PUT /company/{companyId}/price-analysis-settings (pricing.configure).
 */
import { z } from 'zod';
import { expectedRevisionSchema } from './pricingSettings.ts';

/** "Within the tolerance": not the cheapest, but at most this many percent above the cheapest offer. */
export const TOLERANCE_PERCENT_LIMITS = { min: 0, max: 50 } as const;
/** An offer last seen more than this many days ago is stale: shown, but not compared. */
export const STALE_AFTER_DAYS_LIMITS = { min: 1, max: 90 } as const;

export const DELTA_MODES = ['PERCENT', 'ABSOLUTE'] as const;
export type DeltaMode = (typeof DELTA_MODES)[number];

export const priceAnalysisSettingsSchema = z.strictObject({
  /** How the analysis shows the difference to the cheapest offer by default. */
  deltaMode: z.enum(DELTA_MODES),
  /** Shipping included in the comparison for users who never chose (their own settings.withShippingCost wins). */
  withShippingCost: z.boolean(),
  tolerancePercent: z
    .number()
    .finite()
    .min(TOLERANCE_PERCENT_LIMITS.min)
    .max(TOLERANCE_PERCENT_LIMITS.max)
    .multipleOf(0.01, 'At most two decimals'),
  staleAfterDays: z.number().int().min(STALE_AFTER_DAYS_LIMITS.min).max(STALE_AFTER_DAYS_LIMITS.max),
  /**
   * Comparison products (similar products, issue 17 item 7) count as competitors for "cheapest
   * competitor" in the analysis and the price engine. Off by default: they are priced alongside,
   * never mixed in. Defaulted so that saves of before this field stay valid.
   */
  includeComparisonProducts: z.boolean().default(false),
});
export type PriceAnalysisSettings = z.infer<typeof priceAnalysisSettingsSchema>;

/**
 * What a company that never saved this page has. DECISION: percent (spec §9: the analysis view's
 * default delta mode), shipping included (spec §4: settings.withShippingCost defaults to true),
 * 2 % tolerance (the dashboard's constant before this page) and 7 days: shops are scraped daily
 * (at the slowest weekly), so an offer not seen for a week is no longer the shop's price.
 */
export const DEFAULT_PRICE_ANALYSIS_SETTINGS: PriceAnalysisSettings = { deltaMode: 'PERCENT', withShippingCost: true, tolerancePercent: 2, staleAfterDays: 7, includeComparisonProducts: false };

/** PUT body. */
export const priceAnalysisSettingsBodySchema = z.strictObject({ settings: priceAnalysisSettingsSchema, expectedRevision: expectedRevisionSchema.optional() });
export type PriceAnalysisSettingsBody = z.infer<typeof priceAnalysisSettingsBodySchema>;

/** GET answer: the settings (defaults where none were saved) and the revision to send back. */
export const priceAnalysisSettingsViewSchema = z.object({
  settings: priceAnalysisSettingsSchema,
  /** Stream revision of the last save ('-1': never saved). */
  revision: z.string(),
  updatedAt: z.string().nullable(),
});
export type PriceAnalysisSettingsView = z.infer<typeof priceAnalysisSettingsViewSchema>;
